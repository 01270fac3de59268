import { expect, test } from '@playwright/test';
import { pickerInput } from '../pages/pickers.ts';
import { addReserve, ReservesDrawer } from '../pages/reserves-drawer.ts';
import { ReservesPage } from '../pages/reserves-page.ts';
import { logInAs } from '../pages/session.ts';
import { clinicToday, dayAfter, isoDate, VisitsPage, type DaySlot } from '../pages/visits-page.ts';
import { chooseDemoTreatment } from '../pages/visit-treatment-page.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Roman';
const SURNAME = 'Przeciągany';
const PATIENT = `${SURNAME} ${NAME}`;
/** The reserve is Anna Nowak's; it is dropped on another therapist's column. */
const RESERVE_THERAPIST = 'Anna Nowak';
/** Slots count from the opening hour; the reserve is dropped on this one. */
const SLOT = 6;

test("reception drags a reserve from the Day view's drawer onto another therapist's column, confirms, books it, and the reserve leaves the waiting list", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const today = clinicToday();
  await addReserve(request, {
    patient: { name: NAME, surname: SURNAME },
    therapist: RESERVE_THERAPIST,
    visitTime: 45,
    notes: 'Tylko przed południem',
    schedule: {
      dateStart: isoDate(today),
      dateEnd: isoDate(dayAfter(today, 60)),
      startTime: '08:00',
      endTime: '12:00',
    },
  });
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  const drawer = new ReservesDrawer(page);
  await visits.open();
  // Only the Day view has the drawer.
  await expect(drawer.button()).toHaveCount(0);
  await visits.view('Dzień');

  // A working day past the demo month, with a therapist other than the reserve's free at the slot.
  let day = dayAfter(today, 24, true);
  let free: DaySlot | null = null;
  for (let i = 0; i < 5 && !free; i += 1) {
    if (i > 0) day = dayAfter(day, 1, true);
    await visits.goToDay(day);
    free = await visits.freeColumn(SLOT, SLOT + 1, RESERVE_THERAPIST);
  }
  if (!free) throw new Error('no other therapist works at the slot on the days tried');

  await drawer.open();
  const card = drawer.card(PATIENT);
  await expect(card).toContainText('VIP');
  await expect(card).toContainText(RESERVE_THERAPIST);
  await drawer.drawer().getByRole('textbox', { name: 'Pacjent' }).fill('przeciag');
  await expect(drawer.drawer().getByRole('listitem')).toHaveCount(1);
  await card.hover();
  await expect(page.getByRole('tooltip')).toContainText('Uwagi: Tylko przed południem');
  await expect(page.getByRole('tooltip')).toContainText('08:00–12:00');
  await snapshot(page, 'reserves-drawer');

  await drawer.drag(card, visits.slot(free.column, free.slot));
  const question = page.getByRole('dialog', { name: 'Czy na pewno?' });
  await expect(question).toContainText(
    'Ta rezerwa jest zarejestrowana na innego terapeute, czy na pewno chcesz kontynuować?',
  );
  await snapshot(page, 'reserves-drawer-other-therapist');
  await question.getByRole('button', { name: 'Tak', exact: true }).click();

  const editor = visits.editor();
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('combobox', { name: /Pacjent/ })).toHaveValue(PATIENT);
  await expect(editor.getByRole('combobox', { name: /Terapeuta/ })).toHaveValue(free.therapist);
  // From the cell's time, as long as the reserve's visit (45 minutes).
  const [h, m] = (await pickerInput(editor, 'Godzina rozpoczęcia').inputValue()).split(':').map(Number);
  const end = h! * 60 + m! + 45;
  const endTime = [Math.floor(end / 60), end % 60].map((n) => String(n).padStart(2, '0')).join(':');
  await expect(pickerInput(editor, 'Godzina zakończenia')).toHaveValue(endTime);
  await chooseDemoTreatment(page, editor);
  await editor.getByRole('combobox', { name: /Komórka organizacyjna/ }).click();
  await page.getByRole('option', { name: 'Pracownia fizjoterapii' }).click();
  await snapshot(page, 'reserves-drawer-editor');
  await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(visits.notice('Zapisono')).toBeVisible();
  await visits.closeEditor(visits.editor(PATIENT));

  await expect(
    visits.column(free.column).locator('.rbc-event', { hasText: `${NAME} ${SURNAME}` }),
  ).toBeVisible();
  await expect(drawer.card(PATIENT)).toHaveCount(0);

  const reserves = new ReservesPage(page);
  await reserves.open();
  await expect(reserves.list()).toBeVisible();
  await expect(reserves.row(PATIENT)).toHaveCount(0);
});
