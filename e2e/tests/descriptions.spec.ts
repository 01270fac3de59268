import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DescriptionsPage } from '../pages/descriptions-page.ts';
import { logInAsAdmin } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

/** axe-core's serious and critical findings on the page as it is. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('the admin adds a category and a shared description in it, finds, edits and deletes it', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const screen = new DescriptionsPage(page);

  await screen.openCategories();
  // The demo clinic's categories are there.
  await expect(screen.row('Kręgosłup')).toBeVisible();
  await screen.addCategory('Stopa');
  await expect(screen.row('Stopa')).toBeVisible();
  await snapshot(page, 'descriptions-categories');
  expect(await seriousViolations(page)).toEqual([]);

  await screen.openDescriptions();
  await expect(screen.row('Reedukacja chodu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const add = await screen.openAddDescription();
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Podaj nazwę opisu')).toBeVisible();
  await screen.fillDescription(add, {
    name: 'Ostroga piętowa',
    text: 'Ból pięty przy pierwszych krokach po przebudzeniu, tkliwość przyczepu rozcięgna podeszwowego.',
    type: 'Rozpoznanie',
    category: 'Stopa',
  });
  await snapshot(page, 'descriptions-dialog');
  await screen.save(add);

  await screen.search('ostroga');
  await expect(page.getByRole('table', { name: 'Opisy' }).getByRole('row')).toHaveCount(2);
  const row = screen.row('Ostroga piętowa');
  await expect(row).toContainText('Stopa');
  await expect(row).toContainText('Rozpoznanie');
  await expect(row).toContainText('Wspólny');
  await expect(row).toContainText('Ból pięty przy pierwszych krokach po przebudzeniu,…');
  await snapshot(page, 'descriptions-list');

  const edit = await screen.openEditDescription('Ostroga piętowa');
  await edit.getByLabel('Nazwa').fill('Ostroga piętowa prawa');
  await screen.save(edit);
  await expect(screen.row('Ostroga piętowa prawa')).toBeVisible();

  await screen.deleteConfirmed('Ostroga piętowa prawa');
  await expect(screen.row('Ostroga piętowa prawa')).toHaveCount(0);
  await expect(page.getByText('Nie znaleziono danych')).toBeVisible();
});
