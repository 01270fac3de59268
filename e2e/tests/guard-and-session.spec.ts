import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Shell } from '../pages/shell.ts';
import { snapshot } from '../screenshots.ts';

test('a page needs a logged-in user', async ({ page }) => {
  await page.goto('/therapists');
  await expect(page).toHaveURL(/\/login/);
});

test('a user without the permission who types a protected URL lands on the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('anowak', DEMO_PASSWORD);
  await new Shell(page).expectDashboard('Anna');
  await snapshot(page, 'dashboard-therapist');

  await page.goto('/admin/users');
  await new Shell(page).expectDashboard('Anna');
  await page.goto('/vouchery');
  await new Shell(page).expectDashboard('Anna');
});

test('an ended session shows "Sesja wygasła" and returns to the login screen', async ({ page, request }) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.open();
  await login.logIn('pwisniewski', DEMO_PASSWORD);
  await shell.expectDashboard('Piotr');

  // End the session on the server, as an expiry would, behind the page's back.
  const token = await shell.accessToken();
  const res = await request.post('/api/TokenAuth/LogOut', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Sesja wygasła' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Twoja sesja wygasła. Zostaniesz przekierowany do strony logowania.'),
  ).toBeVisible();
  await snapshot(page, 'session-expired');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
});
