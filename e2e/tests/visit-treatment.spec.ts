import { expect, test } from '@playwright/test';
import { pickerInput } from '../pages/pickers.ts';
import { logInAs } from '../pages/session.ts';
import { chooseTreatment, VisitTreatmentApi } from '../pages/visit-treatment-page.ts';
import { clinicToday, dayAfter, VisitsPage, type DaySlot } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const PATIENT = 'Mazur Paweł';
const CLIENT = 'Paweł Mazur';
/** Unique per run, so that a second run against the same database finds its own treatment. */
const TREATMENT = `Fala uderzeniowa ${Date.now() % 100_000}`;

const plus = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number);
  const total = h! * 60 + m! + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('reception books a physiotherapy visit with a subtype: the end follows its length, the calendar names the treatment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await VisitTreatmentApi.as(request);
  await api.addTreatment(TREATMENT, 30, [
    { nazwa: 'jedna okolica', minutes: 20 },
    { nazwa: 'dwie okolice', minutes: 40 },
  ]);

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  await visits.view('Dzień');
  // A working day past the demo month, with a therapist free for an hour from the fourth slot.
  let day = dayAfter(clinicToday(), 20, true);
  let free: DaySlot | null = null;
  for (let tries = 0; tries < 5 && !free; tries += 1) {
    if (tries > 0) day = dayAfter(day, 1, true);
    await visits.goToDay(day);
    free = await visits.freeColumn(4, 9);
  }
  if (!free) throw new Error('no therapist is free at the booking hours on the days tried');

  await visits.clickSlot(free.column, free.slot);
  const editor = visits.editor();
  await expect(editor).toBeVisible();
  const start = await pickerInput(editor, 'Godzina rozpoczęcia').inputValue();
  await visits.pickPatient(editor, PATIENT);
  await editor.getByRole('combobox', { name: /Komórka organizacyjna/ }).click();
  await page.getByRole('option', { name: 'Pracownia fizjoterapii' }).click();

  await chooseTreatment(page, editor, `${TREATMENT} (30 min)`);
  await expect(pickerInput(editor, 'Godzina zakończenia')).toHaveValue(plus(start, 30));
  // The visit type is chosen only for a visit without a treatment.
  await expect(editor.getByRole('combobox', { name: 'Typ wizyty' })).toHaveCount(0);
  await chooseTreatment(page, editor, `${TREATMENT} (30 min)`, 'dwie okolice (40 min)');
  await expect(pickerInput(editor, 'Godzina zakończenia')).toHaveValue(plus(start, 40));
  await chooseTreatment(page, editor, `${TREATMENT} (30 min)`, 'jedna okolica (20 min)');
  await expect(pickerInput(editor, 'Godzina zakończenia')).toHaveValue(plus(start, 20));
  await snapshot(page, 'visit-treatment-editor');

  const created = page.waitForResponse((r) => r.url().includes('/Visit/CreatePatientVisit') && r.ok());
  await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await created;
  await expect(visits.notice('Zapisono')).toBeVisible();
  const saved = visits.editor(PATIENT);
  await expect(saved.getByRole('combobox', { name: /^Zabieg/ })).toHaveText(`${TREATMENT} (30 min)`);
  await expect(saved.getByRole('combobox', { name: /^Podtyp zabiegu/ })).toHaveText('jedna okolica (20 min)');
  await visits.closeEditor(saved);

  const event = visits.column(free.column).locator('.rbc-event').filter({ hasText: CLIENT });
  await expect(event).toContainText(`${TREATMENT} – jedna okolica`);
  await expect(event).toHaveAttribute('title', new RegExp(`${start}–${plus(start, 20)}`));
  await event.scrollIntoViewIfNeeded();
  await snapshot(page, 'visit-treatment-calendar');
});
