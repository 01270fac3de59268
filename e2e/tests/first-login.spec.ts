import { expect, test } from '@playwright/test';
import { NEW_USER } from '../env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Shell } from '../pages/shell.ts';
import { snapshot } from '../screenshots.ts';

test('a new user must change the password at the first login, then sees the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await snapshot(page, 'login');
  await login.logIn(NEW_USER.userName, NEW_USER.password);

  await expect(page).toHaveURL(/\/changepassword\?force=true/);
  await page.goto('/visits');
  await expect(page).toHaveURL(/\/changepassword\?force=true/);

  await page.getByLabel('Obecne hasło').fill(NEW_USER.password);
  await page.getByLabel('Nowe hasło', { exact: true }).fill('slabe');
  await page.getByLabel('Powtórz nowe hasło').fill('slabe');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText(/co najmniej 8 znaków/).first()).toBeVisible();

  await page.getByLabel('Nowe hasło', { exact: true }).fill('Nowe-Haslo-2026');
  await page.getByLabel('Powtórz nowe hasło').fill('Nowe-Haslo-2026');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();

  await new Shell(page).expectDashboard(NEW_USER.name);
  await snapshot(page, 'dashboard-reception');
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
