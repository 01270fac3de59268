import { expect, test } from '@playwright/test';
import { createPatient, ReservesPage } from '../pages/reserves-page.ts';
import { logInAs } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Renata';
const SURNAME = 'Rezerwowa';
const PATIENT = `${SURNAME} ${NAME}`;

test('reception puts a patient on the waiting list with a schedule, changes the priority and removes the reserve', async ({
  page,
  request,
}) => {
  await createPatient(request, { name: NAME, surname: SURNAME });
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const reserves = new ReservesPage(page);
  await reserves.open();

  const editor = await reserves.add();
  await reserves.choosePatient(editor, SURNAME, PATIENT);
  await reserves.choose(editor, 'Priorytet', 'VIP');
  await editor.getByRole('spinbutton', { name: 'Długość wizyty (min)' }).fill('45');
  await editor.getByRole('textbox', { name: 'Uwagi' }).fill('Najlepiej rano');

  // Friday 4 to Sunday 6 December 2026: only those days are open, and checked.
  const dialog = await reserves.openScheduleDialog(editor);
  await reserves.fillSchedule(dialog, {
    from: '04-12-2026',
    to: '06-12-2026',
    startTime: '08:00',
    endTime: '12:00',
  });
  await expect(reserves.day(dialog, 'Pią')).toBeChecked();
  await expect(reserves.day(dialog, 'Nie')).toBeChecked();
  await expect(reserves.day(dialog, 'Pon')).toBeDisabled();
  await reserves.day(dialog, 'Sob').uncheck();
  await snapshot(page, 'reserves-schedule-dialog');
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('table', { name: 'Terminy rezerwy' })).toContainText(
    '04-12-2026 – 06-12-2026',
  );
  await snapshot(page, 'reserves-editor');
  await reserves.save(editor);

  const row = reserves.row(PATIENT);
  await expect(row).toContainText('Dowolny');
  await expect(row).toContainText('VIP');
  await expect(row).toContainText('45 min');
  await expect(row).toContainText('04-12-2026 – 06-12-2026 · 08:00–12:00 · Pią, Nie');
  await snapshot(page, 'reserves');

  const edit = await reserves.edit(PATIENT);
  await reserves.choose(edit, 'Priorytet', 'Terapeuta');
  await reserves.save(edit);
  await expect(row).toContainText('Terapeuta');
  await expect(row).toContainText('Pią, Nie');

  await reserves.delete(PATIENT);
});
