import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../pages/session.ts';
import { PatientsPage } from '../pages/patients-page.ts';
import { snapshot } from '../screenshots.ts';
import { fillPicker } from '../pages/pickers.ts';

test('the admin records an allergy with an ICD-10 code and a problem in a demo patient’s record', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const patients = new PatientsPage(page);
  await patients.open();
  await patients.search('Jan Kowalski');
  const editor = await patients.edit('Jan Kowalski');

  await patients.tab(editor, 'Alergie');
  await editor.getByRole('button', { name: 'Dodaj alergię' }).click();
  const allergy = page.getByRole('dialog', { name: 'Nowa alergia' });
  await allergy.getByRole('button', { name: 'Zapisz' }).click();
  await expect(allergy.getByText('Nie podano kodu ICD ani opisu.')).toBeVisible();
  await allergy.getByLabel('Kod ICD-10 (wpisz kod lub nazwę)').fill('J30');
  await page.getByRole('option', { name: /J30\.1/ }).click();
  await snapshot(page, 'allergy-dialog');
  await allergy.getByRole('button', { name: 'Zapisz' }).click();
  await expect(allergy).toBeHidden();
  await expect(editor.getByText(/J30\.1/).first()).toBeVisible();

  await patients.tab(editor, 'Problemy');
  await editor.getByRole('button', { name: 'Dodaj problem' }).click();
  const problem = page.getByRole('dialog', { name: 'Nowy problem' });
  await problem.getByRole('button', { name: 'Zapisz' }).click();
  await expect(problem.getByText('Proszę podać nazwę.')).toBeVisible();
  await problem.getByLabel('Nazwa').fill('Ból pleców');
  await problem.getByLabel('Opis').fill('Ból w odcinku lędźwiowym przy schylaniu');
  await fillPicker(problem, 'Data problemu', '20-11-2026');
  await problem.getByRole('button', { name: 'Zapisz' }).click();
  await expect(problem).toBeHidden();
  await expect(editor.getByRole('cell', { name: 'Ból pleców', exact: true })).toBeVisible();
  await expect(editor.getByText('Ból w odci…')).toBeVisible();
  await snapshot(page, 'problems-tab');
});
