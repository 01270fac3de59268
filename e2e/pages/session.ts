import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { LoginPage } from './login-page.ts';
import { Shell } from './shell.ts';

/** Logs in through the login screen and waits for the dashboard greeting. */
export async function logInAs(page: Page, userName: string, password: string, firstName: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(userName, password);
  await new Shell(page).expectDashboard(firstName);
}

/** Logs in through the API and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, userName: string, password: string) {
  const res = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: userName, password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

export const logInAsAdmin = (page: Page) => logInAs(page, 'admin', ADMIN_E2E_PASSWORD, 'Administrator');
