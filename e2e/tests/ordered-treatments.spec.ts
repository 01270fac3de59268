import { expect, test } from '@playwright/test';
import { OrderedTreatmentsApi, OrderedTreatmentsPage } from '../pages/ordered-treatments-page.ts';
import { DEMO_PASSWORD } from '../env.ts';
import { logInAs, logInAsAdmin } from '../pages/session.ts';
import { VisitCoursePage } from '../pages/visit-course-page.ts';
import { isoDate } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Zofia';
const SURNAME = `Zabiegowa${Date.now() % 100_000}`;
const CLIENT = `${NAME} ${SURNAME}`;
const TREATMENT = `Magnetoterapia ${SURNAME}`;

test('the reception orders three treatments from a visit into free terms, sees them listed and in the day summary, deletes one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await OrderedTreatmentsApi.as(request);
  const zabiegId = await api.addTreatment(TREATMENT, 30, 6000);
  await api.addSubtype(zabiegId, 'krótki', 15);
  await api.addSubtype(zabiegId, 'pełny', 0);
  const clientId = await api.addPatient(NAME, SURNAME);
  const therapistId = await api.therapistId('Tomasz', 'Kowalczyk');
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const visit = await api.bookFirstFreeSlot(therapistId, clientId, isoDate(tomorrow));

  await logInAsAdmin(page);
  const course = new VisitCoursePage(page);
  await course.openCalendarDay('/visits', new Date(visit.startTime));
  const editor = await course.openVisit(CLIENT, new RegExp(`^Wizyta: ${SURNAME} ${NAME}`));
  await editor.getByRole('tab', { name: 'Przebieg wizyty' }).click();
  const ordered = new OrderedTreatmentsPage(page);
  await expect(ordered.list(editor)).toBeVisible();

  // The first order: the subtype's 15 minutes replace the treatment's 30; a save without a term is refused.
  let dialog = await ordered.openOrder(editor, TREATMENT, 'krótki');
  await expect(dialog.getByRole('textbox', { name: 'Długość (min)' })).toHaveValue('15');
  await dialog.getByRole('button', { name: 'Zleć', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Proszę wybrać termin');
  await snapshot(page, 'ordered-treatments-dialog');
  const first = await ordered.orderFirstFreeTerm(dialog);

  // The second: the term just booked is now blocked, with its reason.
  dialog = await ordered.openOrder(editor, TREATMENT, 'pełny');
  await expect(dialog.getByRole('textbox', { name: 'Długość (min)' })).toHaveValue('30');
  const taken = first.replace(/–\d\d:\d\d$/, '');
  await expect(ordered.terms(dialog).getByRole('button', { name: new RegExp(`^${taken}–`) })).toBeDisabled();
  await snapshot(page, 'ordered-treatments-dialog-blocked');
  await ordered.orderFirstFreeTerm(dialog);

  dialog = await ordered.openOrder(editor, TREATMENT, null);
  await ordered.orderFirstFreeTerm(dialog);

  await expect(ordered.rows(editor)).toHaveCount(3);
  await expect(ordered.rows(editor).filter({ hasText: 'krótki' })).toHaveCount(1);
  await snapshot(page, 'ordered-treatments-list');

  // The payments tab sums the day's treatments: 3 × 60 zł.
  await editor.getByRole('tab', { name: 'Opłaty' }).click();
  await expect(editor.getByText(/^Suma: 180,00\szł$/)).toBeVisible();
  await snapshot(page, 'ordered-treatments-day-summary');

  await editor.getByRole('tab', { name: 'Przebieg wizyty' }).click();
  await ordered
    .rows(editor)
    .filter({ hasText: 'krótki' })
    .getByRole('button', { name: /^Usuń zlecony zabieg/ })
    .click();
  const question = page.getByRole('dialog', { name: 'Czy na pewno?' });
  await expect(question).toContainText('Czy na pewno chcesz usunąć ten zlecony zabieg?');
  await question.getByRole('button', { name: 'Tak' }).click();
  await expect(ordered.rows(editor)).toHaveCount(2);
  await expect(ordered.rows(editor).filter({ hasText: 'krótki' })).toHaveCount(0);
  expect((await api.ordered(visit.id)).map((x) => x.podtyp).sort()).toEqual([null, 'pełny']);

  // The therapist sees them in step 4 of the therapist visit editor.
  await logInAs(page, 'tkowalczyk', DEMO_PASSWORD, 'Tomasz');
  await course.openCalendarDay('/mycalendar', new Date(visit.startTime));
  const therapistEditor = await course.openVisit(CLIENT, new RegExp(`^Wizyta: ${SURNAME} ${NAME}, `));
  await course.step(therapistEditor, 'Przebieg wizyty - badania/zabiegi').click();
  await course.expectStep(therapistEditor, 'Przebieg wizyty - badania/zabiegi');
  await expect(ordered.rows(therapistEditor)).toHaveCount(2);
  await ordered.list(therapistEditor).scrollIntoViewIfNeeded();
  await snapshot(page, 'ordered-treatments-therapist-step-4');
});
