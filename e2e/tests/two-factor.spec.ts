import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Shell } from '../pages/shell.ts';
import { snapshot } from '../screenshots.ts';

test('a user switches on two-factor, logs out and logs in with a computed TOTP code', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.open();
  await login.logIn('kwojcik', DEMO_PASSWORD);
  await shell.expectDashboard('Katarzyna');

  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: 'Uwierzytelnianie dwuskładnikowe' }).click();
  await expect(page).toHaveURL(/\/settings2fa/);
  await page.getByRole('button', { name: 'Włącz uwierzytelnianie dwuskładnikowe' }).click();
  await expect(page.getByRole('img', { name: /kod QR/i })).toBeVisible();
  const secret = (await page.locator('code').first().innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await snapshot(page, 'settings-2fa');

  await page.getByLabel('Kod uwierzytelniający').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(page.getByText(/włączone/i).first()).toBeVisible();

  await shell.logOut();
  await login.logIn('kwojcik', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Zweryfikuj i Zaloguj' })).toBeVisible();
  await snapshot(page, 'login-second-factor');

  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByLabel('Nazwa użytkownika lub e-mail')).toBeVisible();

  await login.logIn('kwojcik', DEMO_PASSWORD);
  await login.enterCode('000000');
  await expect(page.getByText('Nieprawidłowy kod uwierzytelniający.')).toBeVisible();
  // A code is accepted once and the setup code's window may not have passed yet: the next window's
  // code, which the server takes as clock drift.
  await login.enterCode(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await shell.expectDashboard('Katarzyna');
});
