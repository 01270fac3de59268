import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../pages/session.ts';
import { TreatmentsPage } from '../pages/treatments-page.ts';
import { snapshot } from '../screenshots.ts';

const CATEGORY = 'Elektroterapia E2E';
const TREATMENT = 'Jonoforeza E2E';

test('the admin adds a category and a treatment with two subtypes, sees their lengths, deactivates one', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const screen = new TreatmentsPage(page);
  // The demo clinic has Fizykoterapia on: the menu lists the screen.
  await screen.openFromMenu();
  // The demo clinic's treatments, an inactive one among them.
  await expect(screen.table().getByText('nieaktywny').first()).toBeVisible();
  await snapshot(page, 'treatments-list');

  await screen.addCategory(CATEGORY);
  await snapshot(page, 'treatments-categories');
  await screen.closeCategories();

  const add = await screen.openAdd();
  // Nothing filled: the server's own messages, nothing saved.
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Podaj nazwę zabiegu.')).toBeVisible();
  await screen.fillTreatment(add, { name: TREATMENT, category: CATEGORY, price: '85,5', minutes: '30' });
  await snapshot(page, 'treatments-add');
  await screen.saveByEnter(add);
  await screen.search('Jonoforeza');
  const row = screen.row(screen.table(), TREATMENT);
  await expect(row).toContainText(CATEGORY);
  await expect(row).toContainText(/85,50\szł/);
  await expect(row).toContainText('30');

  const edit = await screen.openEdit(TREATMENT);
  await screen.addSubtype(edit, 'krótka', '15');
  await screen.addSubtype(edit, 'standardowa', '0');
  const subtypes = screen.subtypes(edit);
  await expect(screen.row(subtypes, 'krótka')).toContainText('15 min');
  await expect(screen.row(subtypes, 'standardowa')).toContainText('30 min (jak zabieg)');
  await screen.deactivateSubtype(edit, 'krótka');
  await expect(screen.row(subtypes, 'krótka')).toContainText('nieaktywny');
  await snapshot(page, 'treatments-subtypes');
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();

  // The edit dialog opened again shows what the server holds.
  const again = await screen.openEdit(TREATMENT);
  await expect(screen.row(screen.subtypes(again), 'krótka')).toContainText('nieaktywny');
  await expect(screen.row(screen.subtypes(again), 'standardowa')).toContainText('Tak');
  await again.getByRole('button', { name: 'Anuluj' }).click();

  // A category a treatment is in cannot be deleted: the server's message, the category stays.
  await page.getByRole('button', { name: 'Kategorie', exact: true }).click();
  const categories = page.getByRole('dialog', { name: 'Kategorie zabiegów' });
  await categories.getByRole('button', { name: `Usuń kategorię ${CATEGORY}` }).click();
  await page.getByRole('button', { name: 'Tak' }).click();
  const error = page.getByRole('dialog', { name: 'Błąd' });
  await expect(error).toContainText('należą do niej zabiegi');
  await snapshot(page, 'treatments-category-in-use');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(
    screen.row(categories.getByRole('table', { name: 'Kategorie zabiegów' }), CATEGORY),
  ).toBeVisible();
  await screen.closeCategories();
  await snapshot(page, 'treatments');
});
