import { expect, test } from '@playwright/test';
import { PatientsPage } from '../pages/patients-page.ts';
import { fillPicker, picker, pickerInput } from '../pages/pickers.ts';
import { logInAsAdmin } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

const PATIENT = 'Michał Woźniak';

test('a date typed as 05-01-2027 in a browser set to en-US is saved as 5 January 2027', async ({ page }) => {
  // The point of the pickers: the browser's language does not change how a date is read.
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await logInAsAdmin(page);
  const patients = new PatientsPage(page);
  await patients.open();
  await patients.search(PATIENT);
  let editor = await patients.edit(PATIENT);
  await patients.tab(editor, 'Problemy');
  await editor.getByRole('button', { name: 'Dodaj problem' }).click();
  const problem = page.getByRole('dialog', { name: 'Nowy problem' });
  await expect(picker(problem, /Data problemu/).getByRole('spinbutton')).toHaveText(['DD', 'MM', 'RRRR']);
  await problem.getByLabel('Nazwa').fill('Bóle głowy');
  await problem.getByLabel('Opis').fill('Nasilają się rano');
  await fillPicker(problem, /Data problemu/, '05-01-2027');
  await expect(pickerInput(problem, /Data problemu/)).toHaveValue('05-01-2027');

  // The calendar popup is Polish and starts the week on Monday.
  await problem.getByRole('button', { name: /Wybierz datę/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(calendar.getByText('styczeń 2027')).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'poniedziałek');
  await expect(calendar.getByRole('gridcell', { name: '5', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await snapshot(page, 'date-picker-open');
  await calendar.getByRole('gridcell', { name: '5', exact: true }).click();
  await expect(calendar).toBeHidden();

  const insert = page.waitForRequest((r) => r.url().endsWith('/ClientProblem/Insert'));
  await problem.getByRole('button', { name: 'Zapisz' }).click();
  expect((await insert).postDataJSON()).toMatchObject({ data: '2027-01-05' });
  await expect(problem).toBeHidden();

  // Read back after a reload: the stored date is shown day first.
  await page.reload();
  await patients.open();
  await patients.search(PATIENT);
  editor = await patients.edit(PATIENT);
  await patients.tab(editor, 'Problemy');
  const row = editor.getByRole('row').filter({ hasText: 'Bóle głowy' });
  await expect(row).toContainText('05-01-2027');
  await row.getByRole('button', { name: 'Edytuj problem Bóle głowy' }).click();
  const edit = page.getByRole('dialog', { name: 'Edycja problemu' });
  await expect(pickerInput(edit, /Data problemu/)).toHaveValue('05-01-2027');
  await expect(edit.getByRole('spinbutton', { name: 'Miesiąc' })).toHaveAttribute(
    'aria-valuetext',
    'styczeń',
  );
});
