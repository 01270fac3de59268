import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountEndpoints,
  endpoint,
  sessionEndpoints,
  tokenAuthEndpoints,
  userEndpoints,
} from '@wizytownik/contracts';
import { z } from 'zod';
import { SessionExpiredDialog } from '../app/SessionExpiredDialog.tsx';
import { failure, fakeApi, ok, on } from '../test/fake-api.ts';
import '../test/render.tsx';
import { call } from './client.ts';
import { ApiError } from './errors.ts';
import { reloadPage } from './reload-page.ts';
import { getStoredUser, setStoredUser } from './stored-user.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

/** A GET call as later issues will add them. */
const USERS = endpoint({
  method: 'GET',
  path: '/api/services/app/User/GetAll',
  input: z.object({ Keyword: z.string(), SkipCount: z.number(), isActive: z.boolean().optional() }),
  result: z.object({ items: z.array(z.object({ id: z.number() })) }),
  summary: 'Users',
  tag: 'User',
});
const SESSION = sessionEndpoints.getCurrentLoginInformations;
const LOGIN = tokenAuthEndpoints.authenticate;

function signedIn() {
  setStoredUser({
    accessToken: 'token-1',
    tenantId: 1,
    userId: 7,
    forceResetPasswordAtLogin: false,
    forceSet2FAAtLogin: false,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('call', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });

  it('sends GET input in the query string with the bearer token and unwraps the result', async () => {
    signedIn();
    const requests = fakeApi([on(USERS, () => ok({ items: [{ id: 1 }] }))]);
    const result = await call(USERS, { Keyword: 'Kowal', SkipCount: 0, isActive: undefined });
    expect(result).toEqual({ items: [{ id: 1 }] });
    expect(requests[0]?.query.toString()).toBe('Keyword=Kowal&SkipCount=0');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends POST input as JSON and the tenant header when asked', async () => {
    const requests = fakeApi([
      on(LOGIN, () =>
        ok({
          accessToken: 'abc',
          expireInSeconds: 86400,
          userId: 7,
          requiresTwoFactorVerification: false,
          twoFactorToken: null,
          tenantId: 5,
        }),
      ),
    ]);
    const input = { userNameOrEmailAddress: 'anna', password: 'Haslo123', rememberClient: true };
    await call(tokenAuthEndpoints.authenticate, input, { anonymous: true, tenantId: 5 });
    expect(requests[0]?.body).toEqual(input);
    expect(requests[0]?.headers.get('Abp.TenantId')).toBe('5');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it("rejects with the server's message plus details", async () => {
    signedIn();
    fakeApi([
      on(userEndpoints.changePassword, () =>
        failure(400, 'Nie można zmienić hasła.', 'Obecne hasło jest błędne.'),
      ),
    ]);
    const error = await failureOf(
      call(userEndpoints.changePassword, { currentPassword: 'a', newPassword: 'b' }),
    );
    expect(error.message).toBe('Nie można zmienić hasła. Obecne hasło jest błędne.');
    expect(error.status).toBe(400);
  });

  it('rejects with the status text when the reply is not an envelope', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await failureOf(
      call(accountEndpoints.isTenantAvailable, { tenancyName: 'x' }, { anonymous: true }),
    );
    expect(error.message).toBe('Bad Gateway');
  });

  it('rejects with a connection message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(call(sessionEndpoints.getCurrentLoginInformations, {}));
    expect(error.status).toBe(0);
    expect(error.message).toContain('Brak połączenia z serwerem.');
  });

  it("answers a 401 with 'Sesja wygasła', then forgets the user and reloads after OK", async () => {
    signedIn();
    fakeApi([on(SESSION, () => failure(401, 'Sesja wygasła lub jest nieprawidłowa.'))]);
    render(<SessionExpiredDialog />);
    await failureOf(call(sessionEndpoints.getCurrentLoginInformations, {}));

    const dialog = await screen.findByRole('dialog', { name: 'Sesja wygasła' });
    expect(dialog.textContent).toContain(
      'Twoja sesja wygasła. Zostaniesz przekierowany do strony logowania.',
    );
    expect(getStoredUser()).not.toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(getStoredUser()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('treats a 401 of a login call as a failed login, not an expired session', async () => {
    fakeApi([on(LOGIN, () => failure(401, 'Nieprawidłowa nazwa użytkownika lub hasło.'))]);
    render(<SessionExpiredDialog />);
    const input = { userNameOrEmailAddress: 'anna', password: 'zle' };
    const error = await failureOf(call(tokenAuthEndpoints.authenticate, input, { anonymous: true }));
    expect(error.message).toBe('Nieprawidłowa nazwa użytkownika lub hasło.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
