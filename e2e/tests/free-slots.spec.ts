import { expect, test } from '@playwright/test';
import { pickerInput } from '../pages/pickers.ts';
import { FreeSlotsPage } from '../pages/free-slots-page.ts';
import { logInAs } from '../pages/session.ts';
import { VisitsPage } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const THERAPIST = 'Anna Nowak';
const PATIENT = 'Mazur Paweł';

test("reception finds a therapist's free slot, books it from the editor, and the slot is no longer offered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const visits = new VisitsPage(page);
  await visits.open();
  await expect(page.getByRole('button', { name: 'Dostepne terminy', exact: true })).toBeDisabled();
  await visits.chooseTherapist(THERAPIST);

  const slots = new FreeSlotsPage(page);
  await slots.open();
  const box = await slots.dialog().boundingBox();
  expect(Math.round(box!.width)).toBe(500);
  await expect(slots.days()).toHaveCount(5);
  await expect(slots.visitType()).toHaveText('Konsultacja');
  await snapshot(page, 'free-slots-dialog');

  // Five dates further on, and back by the history.
  const firstPage = await slots.days().allInnerTexts();
  await slots.next();
  const secondPage = await slots.days().evaluateAll((days) => days.map((d) => d.getAttribute('aria-label')));
  await slots.previous();
  expect(await slots.days().allInnerTexts()).toEqual(firstPage);
  await slots.next();
  expect(await slots.days().evaluateAll((days) => days.map((d) => d.getAttribute('aria-label')))).toEqual(
    secondPage,
  );

  // Another visit type asks again; the 50-minute types end 50 minutes after the start.
  await slots.chooseVisitType('Terapia indywidualna');
  await snapshot(page, 'free-slots-dialog-next');
  const hour = slots.hours().first();
  const name = (await hour.getAttribute('aria-label'))!;
  const [date, time] = name.split(', godz. ') as [string, string];
  const [h, m] = time.split(':').map(Number);
  const endMinutes = h! * 60 + m! + 50;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  await hour.click();
  await expect(slots.dialog()).toBeHidden();

  const editor = visits.editor();
  await expect(editor).toBeVisible();
  await expect(pickerInput(editor, /Data wizyty/)).toHaveValue(date);
  await expect(pickerInput(editor, 'Godzina rozpoczęcia')).toHaveValue(time);
  await expect(pickerInput(editor, 'Godzina zakończenia')).toHaveValue(end);
  await expect(editor.getByRole('combobox', { name: /Terapeuta/ })).toHaveValue(THERAPIST);
  await expect(editor.getByRole('combobox', { name: /Typ wizyty/ })).toHaveText(
    'Terapia indywidualna (50 min)',
  );
  await visits.pickPatient(editor, PATIENT);
  await editor.getByRole('combobox', { name: /Komórka organizacyjna/ }).click();
  await page.getByRole('option', { name: 'Pracownia fizjoterapii' }).click();
  await snapshot(page, 'free-slots-editor');
  await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(visits.notice('Zapisono')).toBeVisible();
  await visits.closeEditor(visits.editor(PATIENT));

  // The booked time is gone from the same page of the picker.
  await slots.open();
  await slots.next();
  await slots.chooseVisitType('Terapia indywidualna');
  await expect(slots.days().first()).toHaveAttribute('aria-label', secondPage[0]!);
  await expect(slots.slot(name)).toHaveCount(0);
  await snapshot(page, 'free-slots-after-booking');
});
