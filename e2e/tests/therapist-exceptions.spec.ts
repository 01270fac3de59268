import { expect, test } from '@playwright/test';
import { QuickBreaksPage } from '../pages/quick-breaks-page.ts';
import { logInAs, logInAsAdmin } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';
import { fillPicker } from '../pages/pickers.ts';

test('the reception adds and deletes a quick break of a therapist on /przerwy', async ({ page }) => {
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');

  const breaks = new QuickBreaksPage(page);
  await breaks.open();
  await snapshot(page, 'quick-breaks-empty');
  // A therapist without the demo clinic's quick breaks (the demo visits give Anna Nowak one).
  await breaks.pickTherapist('Tomasz Kowalczyk');
  await expect(page.getByText('Terapeuta nie ma szybkich przerw.')).toBeVisible();

  const dialog = await breaks.add('01-12-2026', '11:00', '10:00');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Godzina początkowa nie może być wieksza niż końcowa.')).toBeVisible();
  await snapshot(page, 'quick-breaks-dialog-error');
  await fillPicker(dialog, 'Godzina do', '11:30');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Zapisano' })).toBeVisible();
  const row = breaks.row('01-12-2026 11:00');
  await expect(row).toContainText('01-12-2026 11:30');
  await snapshot(page, 'quick-breaks-list');

  await row.getByRole('button', { name: 'Usuń' }).click();
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Usunięto' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Terapeuta nie ma szybkich przerw.')).toBeVisible();
});

test('the admin adds a break on two days and a leave in the therapist editor', async ({ page }) => {
  await logInAsAdmin(page);

  await page.goto('/therapists');
  await page.getByRole('button', { name: 'Edytuj terapeutę Piotr Wiśniewski' }).click();
  const editor = page.getByRole('dialog', { name: 'Terapeuta: Piotr Wiśniewski' });
  await editor.getByRole('tab', { name: 'Przerwy', exact: true }).click();
  // The demo's lunch breaks, Monday to Friday.
  await expect(editor.getByRole('row').filter({ hasText: '12:30' })).toHaveCount(5);

  await editor.getByRole('button', { name: 'Dodaj' }).click();
  const breakDialog = page.getByRole('dialog', { name: 'Dodawanie przerwy' });
  await breakDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(breakDialog.getByText('Proszę wybrać co najmniej jeden dzień.')).toBeVisible();
  await expect(breakDialog.getByText('Proszę podać godzinę początkową.')).toBeVisible();
  await breakDialog.getByLabel('Sobota').check();
  await breakDialog.getByLabel('Niedziela').check();
  await fillPicker(breakDialog, 'Godzina od', '15:00');
  await fillPicker(breakDialog, 'Godzina do', '15:30');
  await snapshot(page, 'therapist-break-dialog');
  await breakDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(breakDialog).toBeHidden();
  await expect(editor.getByRole('row').filter({ hasText: '15:30' })).toHaveCount(2);
  await expect(editor.getByRole('row').filter({ hasText: 'Sobota' })).toContainText('15:00');
  await snapshot(page, 'therapist-breaks-tab');

  await editor.getByRole('tab', { name: 'Urlopy' }).click();
  await editor.getByRole('button', { name: 'Dodaj' }).click();
  const leaveDialog = page.getByRole('dialog', { name: 'Dodawanie urlopu' });
  await fillPicker(leaveDialog, 'Data od', '05-02-2027');
  await fillPicker(leaveDialog, 'Data do', '01-02-2027');
  await leaveDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(leaveDialog.getByText('Data końcowa nie może być wcześniejsza niż początkowa.')).toBeVisible();
  await fillPicker(leaveDialog, 'Data do', '09-02-2027');
  await leaveDialog.getByLabel('Powód').fill('Szkolenie');
  await leaveDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(leaveDialog).toBeHidden();
  await expect(editor.getByRole('row').filter({ hasText: 'Szkolenie' })).toContainText('05/02/2027');
  await snapshot(page, 'therapist-leaves-tab');

  await editor.getByRole('tab', { name: 'Dodatkowe dni otwarte' }).click();
  await expect(editor.getByText('Terapeuta nie ma dodatkowych dni otwartych.')).toBeVisible();
  await snapshot(page, 'therapist-open-days-tab');
});
