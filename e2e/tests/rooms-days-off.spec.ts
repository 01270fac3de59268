import { expect, test } from '@playwright/test';
import { AdminDaysOffPage, AdminRoomsPage } from '../pages/admin-rooms.ts';
import { logInAsAdmin } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

const NEXT_YEAR = new Date().getFullYear() + 1;

test.describe.configure({ mode: 'serial' });

test('the admin adds, edits and deletes a room', async ({ page }) => {
  await logInAsAdmin(page);
  const rooms = new AdminRoomsPage(page);
  await rooms.open();
  await expect(rooms.row('Gabinet 1')).toBeVisible();
  await snapshot(page, 'admin-rooms');

  const add = await rooms.openDialog(page.getByRole('button', { name: 'Dodaj gabinet' }), 'Nowy gabinet');
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Podaj nazwę gabinetu')).toBeVisible();
  await add.getByLabel('Nazwa').fill('Gabinet USG');
  await add.getByLabel('Opis').fill('Ultrasonografia');
  await snapshot(page, 'admin-room-dialog');
  await rooms.saveWithEnter(add, add.getByLabel('Opis'));
  await expect(rooms.row('Gabinet USG')).toContainText('Główna placówka');

  const edit = await rooms.openDialog(
    rooms.row('Gabinet USG').getByRole('button', { name: 'Edytuj gabinet Gabinet USG' }),
    'Edycja gabinetu',
  );
  await edit.getByLabel('Nazwa').fill('Gabinet USG 2');
  await rooms.saveWithEnter(edit, edit.getByLabel('Nazwa'));
  await expect(rooms.row('Gabinet USG 2')).toContainText('Ultrasonografia');

  await rooms.deleteConfirmed(rooms.row('Gabinet USG 2').getByRole('button', { name: /^Usuń gabinet/ }));
  await expect(rooms.row('Gabinet USG 2')).toHaveCount(0);
});

test("the admin adds next year's public holidays and sees them listed", async ({ page }) => {
  await logInAsAdmin(page);
  const daysOff = new AdminDaysOffPage(page);
  await daysOff.open(NEXT_YEAR);
  // The demo already holds next year's holidays: remove one so that the import has work to do.
  await expect(daysOff.row('Boże Ciało')).toBeVisible();
  await daysOff
    .row('Boże Ciało')
    .getByRole('button', { name: /^Usuń dzień wolny/ })
    .click();
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(daysOff.row('Boże Ciało')).toHaveCount(0);

  await page.getByRole('button', { name: 'Dodaj święta ustawowe' }).click();
  const dialog = page.getByRole('dialog', { name: `Święta ustawowe w roku ${NEXT_YEAR}` });
  await expect(dialog.getByText('Wigilia')).toBeVisible();
  await snapshot(page, 'admin-public-holidays');
  await dialog.getByRole('button', { name: 'Dodaj 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dodano dni wolne: 1')).toBeVisible();

  for (const name of ['Nowy Rok', 'Wielkanoc', 'Boże Ciało', 'Wigilia', 'Boże Narodzenie (drugi dzień)']) {
    await expect(daysOff.row(name)).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Dni wolne' }).getByRole('row')).toHaveCount(15);
  await snapshot(page, 'admin-days-off');
});
