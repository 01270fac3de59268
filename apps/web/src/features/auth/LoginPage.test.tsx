import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountEndpoints, tokenAuthEndpoints, type AuthenticateOutput } from '@wizytownik/contracts';
import { getStoredUser } from '../../api/stored-user.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo } from '../../test/session.ts';

const TENANT = accountEndpoints.isTenantAvailable;
const AUTHENTICATE = tokenAuthEndpoints.authenticate;
const VERIFY = tokenAuthEndpoints.verifyTwoFactorLogin;

const signedIn = { accessToken: 'token-7', expireInSeconds: 86400, userId: 7, tenantId: 5 };
const loggedIn = ok<AuthenticateOutput>({
  ...signedIn,
  requiresTwoFactorVerification: false,
  twoFactorToken: null,
});
const needsCode = ok<AuthenticateOutput>({
  ...signedIn,
  accessToken: null,
  requiresTwoFactorVerification: true,
  twoFactorToken: 'tf-1',
});

function api(handlers: FakeRoute[]) {
  return fakeApi([...sessionHandlers(() => sessionInfo()), ...handlers]);
}

async function logIn({ company = '', user = 'anna', password = 'Haslo123' } = {}) {
  renderApp('/login');
  if (company) await userEvent.type(await screen.findByLabelText('Nazwa firmy'), company);
  await userEvent.type(await screen.findByLabelText('Nazwa użytkownika lub e-mail'), user);
  await userEvent.type(screen.getByLabelText('Hasło'), `${password}{Enter}`);
}

describe('login screen', () => {
  it('puts the focus on the first field', async () => {
    api([]);
    renderApp('/login');
    const company = await screen.findByLabelText('Nazwa firmy');
    await waitFor(() => expect(document.activeElement).toBe(company));
  });

  it('requires the user name and the password', async () => {
    const requests = api([]);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Zaloguj' }));
    expect(await screen.findByText('Nazwa użytkownika jest wymagana')).toBeTruthy();
    expect(screen.getByText('Hasło jest wymagane')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("says 'Błąd logowania.' when the company is not found, without trying to log in", async () => {
    const requests = api([on(TENANT, () => ok({ state: 3, tenantId: null }))]);
    await logIn({ company: 'Nieznana' });
    expect((await screen.findByRole('dialog', { name: 'Błąd' })).textContent).toContain('Błąd logowania.');
    expect(requests.map((r) => r.path)).toEqual([TENANT.path]);
    expect(requests[0]?.body).toEqual({ tenancyName: 'Nieznana' });
  });

  it("says 'Błąd logowania.' for an inactive company", async () => {
    api([on(TENANT, () => ok({ state: 2, tenantId: 9 }))]);
    await logIn({ company: 'Uśpiona' });
    expect((await screen.findByRole('dialog', { name: 'Błąd' })).textContent).toContain('Błąd logowania.');
  });

  it("logs in to the company's tenant, remembers the client and opens the dashboard", async () => {
    const requests = api([on(TENANT, () => ok({ state: 1, tenantId: 5 })), on(AUTHENTICATE, () => loggedIn)]);
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Nazwa firmy'), 'Zdrowie');
    await userEvent.type(screen.getByLabelText('Nazwa użytkownika lub e-mail'), 'anna');
    await userEvent.type(screen.getByLabelText('Hasło'), 'Haslo123');
    await userEvent.click(screen.getByLabelText('Zapamiętaj mnie'));
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));

    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
    const authenticate = requests.find((r) => r.path === AUTHENTICATE.path);
    expect(authenticate?.headers.get('Abp.TenantId')).toBe('5');
    expect(authenticate?.body).toEqual({
      userNameOrEmailAddress: 'anna',
      password: 'Haslo123',
      rememberClient: true,
    });
    expect(getStoredUser()).toMatchObject({
      accessToken: 'token-7',
      tenantId: 5,
      forceResetPasswordAtLogin: false,
    });
  });

  it('logs in to the default tenant without a company name', async () => {
    const requests = api([on(AUTHENTICATE, () => loggedIn)]);
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
    expect(requests.some((r) => r.path === TENANT.path)).toBe(false);
    expect(requests.find((r) => r.path === AUTHENTICATE.path)?.headers.get('Abp.TenantId')).toBeNull();
  });

  it("shows the server's message when the login is refused", async () => {
    api([on(AUTHENTICATE, () => failure(400, 'Nieprawidłowa nazwa użytkownika lub hasło.'))]);
    await logIn({ password: 'zle' });
    const dialog = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(dialog.textContent).toContain('Nieprawidłowa nazwa użytkownika lub hasło.');
    expect(getStoredUser()).toBeNull();
  });

  it("asks for the code when the account needs a second factor, and 'Anuluj' returns to the form", async () => {
    api([on(AUTHENTICATE, () => needsCode)]);
    await logIn();
    expect(await screen.findByLabelText('Kod uwierzytelniający')).toBeTruthy();
    expect(screen.queryByLabelText('Hasło')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(await screen.findByLabelText('Hasło')).toBeTruthy();
    expect(screen.queryByLabelText('Kod uwierzytelniający')).toBeNull();
    expect((screen.getByLabelText('Nazwa użytkownika lub e-mail') as HTMLInputElement).value).toBe('anna');
  });

  it('requires the code before verifying it', async () => {
    const requests = api([on(AUTHENTICATE, () => needsCode)]);
    await logIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Zweryfikuj i Zaloguj' }));
    expect(await screen.findByText('Wprowadź kod uwierzytelniający')).toBeTruthy();
    expect(requests.some((r) => r.path === VERIFY.path)).toBe(false);
  });

  it('completes the login with the code', async () => {
    const requests = api([on(AUTHENTICATE, () => needsCode), on(VERIFY, () => loggedIn)]);
    await logIn();
    await userEvent.type(await screen.findByLabelText('Kod uwierzytelniający'), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
    expect(requests.find((r) => r.path === VERIFY.path)?.body).toEqual({
      code: '123456',
      twoFactorToken: 'tf-1',
      tenantId: 5,
    });
    await waitFor(() => expect(getStoredUser()?.accessToken).toBe('token-7'));
  });
});
