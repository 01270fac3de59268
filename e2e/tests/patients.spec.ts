import { expect, test } from '@playwright/test';
import { logInAs, logInAsAdmin } from '../pages/session.ts';
import { PatientsPage } from '../pages/patients-page.ts';
import { Shell } from '../pages/shell.ts';
import { snapshot } from '../screenshots.ts';

const PESEL = '02270803624';

test('reception adds, finds and edits a patient with a guardian; the admin deletes them', async ({
  page,
}) => {
  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const patients = new PatientsPage(page);
  await patients.open();
  await snapshot(page, 'patients-list');

  let editor = await patients.add();
  await editor.getByLabel('Imię').fill('Łucja');
  await editor.getByLabel('Nazwisko').fill('Ślązak');
  await editor.getByLabel('PESEL').pressSequentially('02270803623');
  await expect(editor.getByText('Niepoprawny numer PESEL')).toBeVisible();
  await editor.getByLabel('PESEL').fill(PESEL);
  await expect(editor.getByText('Niepoprawny numer PESEL')).toBeHidden();
  await expect(editor.getByLabel('Data urodzenia')).toHaveValue('08-07-2002');
  await expect(editor.getByLabel('Płeć')).toHaveText('Kobieta');
  await editor.getByLabel('NIP').pressSequentially('5261040828');
  await expect(editor.getByLabel('NIP')).toHaveValue('526-104-08-28');
  await editor.getByLabel('Telefon', { exact: true }).fill('+48601222333');
  await snapshot(page, 'patient-editor-new');
  await editor.getByLabel('Imię').press('Enter');

  editor = await patients.editor('Dane pacjenta: Łucja Ślązak');
  await expect(patients.saved()).toBeVisible();
  await expect(editor.getByRole('tab', { name: 'Problemy' })).toBeVisible();
  await editor.getByRole('button', { name: 'Zamknij' }).click();
  await expect(editor).toBeHidden();

  await patients.search('lucja slazak');
  await expect(patients.row(PESEL)).toContainText('Ślązak');
  editor = await patients.edit('Łucja Ślązak');
  await expect(editor.getByLabel('NIP')).toHaveValue('526-104-08-28');
  await patients.tab(editor, 'Adres');
  await editor.getByLabel('Miejscowość').fill('Kraków');
  await editor.getByLabel('Województwo').click();
  await page.getByRole('option', { name: 'małopolskie' }).click();
  await patients.tab(editor, 'Ogólne');
  await editor.getByRole('checkbox', { name: 'Ma opiekuna' }).check();
  await editor.getByRole('button', { name: 'Dodaj nowego opiekuna' }).click();
  const quick = page.getByRole('dialog', { name: 'Dodawanie nowego opiekuna' });
  await quick.getByLabel('Imię').fill('Marek');
  await quick.getByLabel('Nazwisko').fill('Ślązak');
  await quick.getByLabel('Telefon', { exact: true }).fill('+48600100200');
  await quick.getByRole('button', { name: 'Zapisz' }).click();
  await expect(quick).toBeHidden();
  await expect(editor.getByRole('combobox', { name: 'Opiekun' })).toHaveValue('Ślązak Marek');
  await editor.getByRole('button', { name: 'Informacje o opiekunie' }).click();
  const info = page.getByRole('dialog', { name: 'Informacje o opiekunie' });
  await expect(info.getByLabel('Telefon', { exact: true })).toHaveValue('+48600100200');
  await info.getByRole('button', { name: 'Zamknij' }).click();
  await snapshot(page, 'patient-editor-guardian');
  await editor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(editor).toBeHidden();
  await expect(patients.row(PESEL)).toContainText('Kraków');
  // Reception may not delete patients.
  await expect(page.getByRole('button', { name: 'Usuń pacjenta Łucja Ślązak' })).toHaveCount(0);

  editor = await patients.edit('Łucja Ślązak');
  await expect(editor.getByRole('combobox', { name: 'Opiekun' })).toHaveValue('Ślązak Marek');
  await patients.tab(editor, 'Adres');
  await expect(editor.getByLabel('Miejscowość')).toHaveValue('Kraków');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  await new Shell(page).logOut();
  await logInAsAdmin(page);
  await patients.open();
  await patients.search(PESEL);
  await page.getByRole('button', { name: 'Usuń pacjenta Łucja Ślązak' }).click();
  await expect(page.getByRole('dialog', { name: 'Czy na pewno?' })).toContainText('Dane wrażliwe pacjenta');
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Usunięto')).toBeVisible();
  await expect(patients.row(PESEL)).toHaveCount(0);
});
