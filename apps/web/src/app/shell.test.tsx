import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  platformEndpoints,
  sessionEndpoints,
  tokenAuthEndpoints,
  type CurrentLoginInformations,
} from '@wizytownik/contracts';
import { getStoredUser } from '../api/stored-user.ts';
import { failure, fakeApi, ok, on } from '../test/fake-api.ts';
import { renderApp } from '../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../test/session.ts';

function signedInAt(path: string, session: Partial<CurrentLoginInformations> = {}) {
  storeUser({
    forceResetPasswordAtLogin: session.forceResetPasswordAtLogin ?? false,
    forceSet2FAAtLogin: session.forceSet2FAAtLogin ?? false,
  });
  const requests = fakeApi(sessionHandlers(() => sessionInfo(session)));
  const router = renderApp(path);
  return { requests, router };
}

describe('navigation guard', () => {
  it('sends a visitor without a stored user to the login', async () => {
    fakeApi([]);
    const router = renderApp('/');
    expect(await screen.findByLabelText('Nazwa użytkownika lub e-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user who must change the password to the change-password screen', async () => {
    const { router } = signedInAt('/', { forceResetPasswordAtLogin: true });
    expect(await screen.findByText('Przed przejściem dalej musisz zmienić hasło.')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/changepassword?force=true');
    expect(screen.queryByRole('navigation', { name: 'Nawigacja' })).toBeNull();
  });

  it('sends a user who must set up two-factor to its settings', async () => {
    const { router } = signedInAt('/', { forceSet2FAAtLogin: true });
    expect(await screen.findByText(/Administrator wymaga uwierzytelniania dwuskładnikowego/)).toBeTruthy();
    expect(router.state.location.search).toBe('?force=true');
  });

  it('sends a user without the permission of a route to the dashboard', async () => {
    const { router } = signedInAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a retry when the session cannot be loaded', async () => {
    storeUser();
    fakeApi([
      ...sessionHandlers(() => sessionInfo()),
      on(sessionEndpoints.getCurrentLoginInformations, () => failure(500, 'Wewnętrzny błąd serwera.')),
    ]);
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toContain('Wewnętrzny błąd serwera.');
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});

describe('pages that do not exist', () => {
  it("shows 'Nie znaleziono strony' with a way back to the dashboard", async () => {
    signedInAt('/nie-ma-takiej');
    await userEvent.click(await screen.findByRole('link', { name: 'Przejdź do pulpitu' }));
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' })).toBeTruthy();
  });

  it('treats a route of a screen not built yet as not found', async () => {
    signedInAt('/reports', { grantedPermissions: ['Wizytownik_Reports'] });
    expect(await screen.findByRole('link', { name: 'Przejdź do pulpitu' })).toBeTruthy();
    const title = within(screen.getByRole('banner')).getByRole('heading');
    expect(title.textContent).toBe('Nie znaleziono strony');
  });
});

describe('shell', () => {
  it("shows the product, the page title and the user's name", async () => {
    signedInAt('/');
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByText('Anna Nowak')).toBeTruthy();
    expect(within(bar).getByText('Wizytownik')).toBeTruthy();
    expect(within(bar).getByRole('heading', { name: 'Pulpit' })).toBeTruthy();
  });

  it("is drawn once the session, features and the tenant's texts are all in, with those texts", async () => {
    storeUser();
    const requests = fakeApi([
      ...sessionHandlers(() => sessionInfo()),
      on(platformEndpoints.getFrontendTexts, () => ok([{ key: 'app.name', value: 'Klinika Ruchu' }])),
    ]);
    const answer = fetch;
    let release = () => undefined as void;
    const texts = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.startsWith(platformEndpoints.getFrontendTexts.path)) await texts;
      return answer(url, init);
    });
    renderApp('/');
    await waitFor(() => expect(requests.map((r) => r.path)).toContain(platformEndpoints.getAllFeatures.path));
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie…' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    release();
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Klinika Ruchu')).toBeTruthy();
  });

  it('lists only the sections the user may open, and the dashboard says when there is none', async () => {
    signedInAt('/', { grantedPermissions: [] });
    expect(await screen.findByText('Nie masz jeszcze dostępu do żadnego modułu.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz nawigację' }));
    const navigation = screen.getByRole('navigation', { name: 'Nawigacja' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pulpit']);
  });

  it('lists the administration for a user who may manage users', async () => {
    signedInAt('/', { grantedPermissions: ['Pages.Users'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Otwórz nawigację' }));
    const navigation = screen.getByRole('navigation', { name: 'Nawigacja' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pulpit', 'Administracja systemem']);
  });

  it("opens the user's screens from the user menu", async () => {
    const { router } = signedInAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu użytkownika' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Uwierzytelnianie dwuskładnikowe' }));
    expect(await screen.findByRole('button', { name: 'Włącz uwierzytelnianie dwuskładnikowe' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings2fa');
  });

  it('logs out: ends the session on the server, forgets the user and shows the login', async () => {
    const { requests, router } = signedInAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu użytkownika' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Wyloguj' }));
    expect(await screen.findByLabelText('Nazwa użytkownika lub e-mail')).toBeTruthy();
    expect(requests.some((r) => r.path === tokenAuthEndpoints.logOut.path)).toBe(true);
    expect(getStoredUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("offers 'Zaloguj' to a visitor", async () => {
    fakeApi([]);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu użytkownika' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Zaloguj']);
  });
});
