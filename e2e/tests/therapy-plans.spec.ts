import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../pages/session.ts';
import { PatientsPage } from '../pages/patients-page.ts';
import { snapshot } from '../screenshots.ts';
import { fillPicker } from '../pages/pickers.ts';

test('the admin builds a therapy plan with a goal and a task, then prints it as a PDF', async ({ page }) => {
  await logInAsAdmin(page);
  const patients = new PatientsPage(page);
  await patients.open();
  await patients.search('Łukasz Wiśniewski');
  const editor = await patients.edit('Łukasz Wiśniewski');
  await patients.tab(editor, 'Plany terapii i zdrowienia');
  await expect(editor.getByText('Brak planów terapii i zdrowienia.')).toBeVisible();

  await editor.getByRole('button', { name: 'Nowy plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy plan terapii i zdrowienia' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Wersja robocza');
  await dialog.getByLabel('Zasoby').fill('Wspierająca żona, praca w ogrodzie');
  await dialog.getByLabel('Potrzeby').fill('Regularny sen, mniej napięcia');
  await fillPicker(dialog, 'Planowana data realizacji', '30-06-2026');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();

  // The first save keeps the editor open and reveals the goals and tasks.
  const plan = page.getByRole('dialog', { name: 'Edycja planu terapii i zdrowienia' });
  const goals = plan.getByRole('region', { name: 'Cele' });
  const tasks = plan.getByRole('region', { name: 'Zadania' });
  await expect(goals.getByText('Brak celów.')).toBeVisible();
  await expect(tasks.getByRole('button', { name: 'Dodaj zadanie' })).toBeDisabled();

  await goals.getByRole('button', { name: 'Dodaj cel' }).click();
  const goal = page.getByRole('dialog', { name: 'Nowy cel' });
  await goal.getByLabel('Nazwa').fill('Se');
  await goal.getByLabel('Opis').fill('Zasypianie przed północą');
  await goal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(goal.getByText('Nazwa musi posiadać minimum 3 znaki')).toBeVisible();
  await goal.getByLabel('Nazwa').fill('Zdrowy sen');
  await goal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(goal).toBeHidden();
  await expect(goals.getByRole('cell', { name: 'Zdrowy sen', exact: true })).toBeVisible();

  await tasks.getByRole('button', { name: 'Dodaj zadanie' }).click();
  const task = page.getByRole('dialog', { name: 'Nowe zadanie' });
  await task.getByLabel('Nazwa').fill('Dziennik snu');
  await task.getByLabel('Opis').fill('Codzienne zapiski godzin snu');
  await task.getByRole('button', { name: 'Zapisz' }).click();
  await expect(task.getByText('Cel jest wymagany')).toBeVisible();
  await task.getByRole('combobox', { name: 'Cel' }).click();
  await page.getByRole('option', { name: 'Zdrowy sen' }).click();
  await task.getByRole('button', { name: 'Zapisz' }).click();
  await expect(task).toBeHidden();
  const taskRow = tasks.getByRole('row').filter({ hasText: 'Dziennik snu' });
  await expect(taskRow.getByRole('cell', { name: 'Zdrowy sen', exact: true })).toBeVisible();
  await snapshot(page, 'therapy-plan-editor');

  // A later save closes the editor.
  await plan.getByRole('button', { name: 'Zapisz' }).click();
  await expect(plan).toBeHidden();
  const row = editor.getByRole('row').filter({ hasText: '30-06-2026' });
  await expect(row.getByRole('cell', { name: 'Wersja robocza', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Administrator/ })).toBeVisible();
  await snapshot(page, 'therapy-plans-tab');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Drukuj plan z / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^plan-terapii-\d+\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
