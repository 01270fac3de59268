import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Shell } from '../pages/shell.ts';
import { snapshot } from '../screenshots.ts';

test('the first admin login forces a password change, then opens the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await snapshot(page, 'login');
  await login.logIn('admin', ADMIN_PASSWORD);

  await expect(page).toHaveURL(/\/changepassword\?force=true/);
  await page.goto('/visits');
  await expect(page).toHaveURL(/\/changepassword\?force=true/);

  await page.getByLabel('Obecne hasło').fill(ADMIN_PASSWORD);
  await page.getByLabel('Nowe hasło', { exact: true }).fill('slabe');
  await page.getByLabel('Powtórz nowe hasło').fill('slabe');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText(/co najmniej 8 znaków/).first()).toBeVisible();

  await page.getByLabel('Nowe hasło', { exact: true }).fill('Nowe-Haslo-2026');
  await page.getByLabel('Powtórz nowe hasło').fill('Nowe-Haslo-2026');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();

  await new Shell(page).expectDashboard('Administrator');
  await snapshot(page, 'dashboard-admin');
});

test('an unknown company name shows "Błąd logowania."', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('admin', 'cokolwiek', 'firma-ktorej-nie-ma');
  await expect(page.getByText('Błąd logowania.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password is refused with a Polish message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('recepcja', 'Zle-haslo-1');
  await expect(page.getByText('Nieprawidłowa nazwa użytkownika lub hasło.')).toBeVisible();
});
