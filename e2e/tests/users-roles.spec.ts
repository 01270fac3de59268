import { expect, test } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { AdminRolesPage } from '../pages/admin-roles.ts';
import { AdminUsersPage } from '../pages/admin-users.ts';
import { apiLogin, logInAs } from '../pages/session.ts';
import { Shell } from '../pages/shell.ts';
import { snapshot } from '../screenshots.ts';

test.describe.configure({ mode: 'serial' });

test('the admin adds a therapist who can then log in', async ({ page }) => {
  await logInAs(page, 'admin', ADMIN_E2E_PASSWORD, 'Administrator');
  const users = new AdminUsersPage(page);
  await users.open();
  await expect(users.row('admin').getByRole('button')).toHaveCount(0);
  await snapshot(page, 'admin-users');

  const dialog = await users.openNewUserDialog();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Nie wybrano ról')).toBeVisible();
  await users.fillNewUser(dialog, {
    userName: 'mnowicka',
    emailAddress: 'mnowicka@demo.wizytownik.pl',
    name: 'Maria',
    surname: 'Nowicka',
    password: 'Maria-Haslo1',
    roles: ['Terapeuta'],
  });
  await snapshot(page, 'admin-user-dialog');
  await users.save(dialog);
  await expect(users.row('mnowicka')).toContainText('terapeuta');

  await users.rowAction('mnowicka', 'Zmień hasło');
  const reset = page.getByRole('dialog', { name: 'Zmiana hasła użytkownika mnowicka' });
  await reset.getByLabel('Twoje hasło (administratora)').fill(ADMIN_E2E_PASSWORD);
  await reset.getByLabel('Nowe hasło').fill('Maria-Haslo2');
  await reset.getByLabel('Powtórz hasło').fill('Maria-Haslo2');
  await snapshot(page, 'admin-user-reset-password');
  await reset.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Zresetowano hasło')).toBeVisible();

  await new Shell(page).logOut();
  await logInAs(page, 'mnowicka', 'Maria-Haslo2', 'Maria');
});

test('a role without Pages.Users hides the users screen and the API refuses it', async ({
  page,
  request,
}) => {
  await logInAs(page, 'admin', ADMIN_E2E_PASSWORD, 'Administrator');
  const roles = new AdminRolesPage(page);
  await roles.open();
  await expect(roles.row('Admin').getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  await snapshot(page, 'admin-roles');

  const dialog = await roles.openNewRoleDialog();
  await dialog.getByLabel('Nazwa', { exact: true }).fill('Kierownik ról');
  await dialog.getByRole('tab', { name: 'Dostęp do raportów' }).click();
  await expect(dialog.getByText('Nie zdefiniowano jeszcze żadnych raportów.')).toBeVisible();
  await roles.grant(dialog, ['Role']);
  await snapshot(page, 'admin-role-permissions');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano')).toBeVisible();
  await expect(roles.row('Kierownik ról')).toBeVisible();

  const users = new AdminUsersPage(page);
  await users.open();
  const userDialog = await users.openNewUserDialog();
  await users.fillNewUser(userDialog, {
    userName: 'kroles',
    emailAddress: 'kroles@demo.wizytownik.pl',
    name: 'Karol',
    surname: 'Rolski',
    password: 'Karol-Haslo1',
    roles: ['Kierownik ról'],
  });
  await users.save(userDialog);
  await new Shell(page).logOut();

  await logInAs(page, 'kroles', 'Karol-Haslo1', 'Karol');
  await page.goto('/admin/roles');
  const adminMenu = page.getByRole('navigation', { name: 'Administracja systemem' });
  await expect(adminMenu.getByRole('link', { name: 'Role' })).toBeVisible();
  await expect(adminMenu.getByRole('link', { name: 'Użytkownicy' })).toHaveCount(0);
  await page.goto('/admin/users');
  await new Shell(page).expectDashboard('Karol');

  const token = await apiLogin(request, 'kroles', 'Karol-Haslo1');
  const res = await request.get('/api/services/app/User/GetAll', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(403);
});
