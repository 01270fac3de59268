import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticateOutput, CurrentLoginInformations } from '@wizytownik/contracts';
import { createTestClinic, TEST_PASSWORD, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUTH = '/api/TokenAuth/Authenticate';
const SESSION = '/api/services/app/Session/GetCurrentLoginInformations';

function login(clinic: TestClinic, userNameOrEmailAddress: string, password: string, rememberClient = false) {
  return t.call<AuthenticateOutput>({
    url: AUTH,
    tenantId: clinic.tenant.id,
    body: { userNameOrEmailAddress, password, rememberClient },
  });
}

async function totpNow(secret: string) {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
}

describe('password login', () => {
  it('returns an access token that opens the session information', async () => {
    const clinic = await createTestClinic(t);
    const { status, body } = await login(clinic, 'admin', TEST_PASSWORD);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      userId: clinic.admin.id,
      requiresTwoFactorVerification: false,
      expireInSeconds: 86400,
    });
    const session = await t.call<CurrentLoginInformations>({
      method: 'GET',
      url: SESSION,
      token: body.result!.accessToken!,
    });
    expect(session.body.result?.user).toMatchObject({ id: clinic.admin.id, userName: 'admin', name: 'Adam' });
    expect(session.body.result?.tenant?.id).toBe(clinic.tenant.id);
    expect(session.body.result?.grantedPermissions).toContain('Pages.Users');
  });

  it('accepts the e-mail address instead of the user name, in any case', async () => {
    const clinic = await createTestClinic(t);
    const { status } = await login(clinic, clinic.admin.emailAddress.toUpperCase(), TEST_PASSWORD);
    expect(status).toBe(200);
  });

  it('gives a longer token when the client is remembered', async () => {
    const clinic = await createTestClinic(t);
    const { body } = await login(clinic, 'admin', TEST_PASSWORD, true);
    expect(body.result?.expireInSeconds).toBe(30 * 24 * 3600);
  });

  it('refuses a wrong password with a Polish message and no token', async () => {
    const clinic = await createTestClinic(t);
    const { status, body } = await login(clinic, 'admin', 'Zle-haslo1');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false });
    expect(body.error?.message).toBe('Nieprawidłowa nazwa użytkownika lub hasło.');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const clinic = await createTestClinic(t);
    const { status, body } = await login(clinic, 'nikt', TEST_PASSWORD);
    expect(status).toBe(400);
    expect(body.error?.message).toBe('Nieprawidłowa nazwa użytkownika lub hasło.');
  });

  it('refuses an inactive user', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser();
    const { users } = await import('../users/users.tables.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const { status, body } = await login(clinic, user.userName, TEST_PASSWORD);
    expect(status).toBe(400);
    expect(body.error?.message).toContain('nieaktywne');
  });

  it('validates the input with members', async () => {
    const { status, body } = await t.call({ url: AUTH, body: { userNameOrEmailAddress: '', password: '' } });
    expect(status).toBe(400);
    expect(body.error?.validationErrors?.map((v) => v.members[0])).toEqual([
      'userNameOrEmailAddress',
      'password',
    ]);
  });
});

describe('lockout', () => {
  it('locks the account for five minutes after five wrong passwords', async () => {
    const clinic = await createTestClinic(t);
    for (let i = 0; i < 4; i++) expect((await login(clinic, 'admin', 'Zle-haslo1')).status).toBe(400);
    const fifth = await login(clinic, 'admin', 'Zle-haslo1');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error?.message).toContain('zablokowane');
    expect((await login(clinic, 'admin', TEST_PASSWORD)).status).toBe(429);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await login(clinic, 'admin', TEST_PASSWORD)).status).toBe(200);
    t.clock.advance(-(5 * 60_000 + 1000));
  });

  it('resets the count after a good login', async () => {
    const clinic = await createTestClinic(t);
    for (let i = 0; i < 4; i++) await login(clinic, 'admin', 'Zle-haslo1');
    expect((await login(clinic, 'admin', TEST_PASSWORD)).status).toBe(200);
    expect((await login(clinic, 'admin', 'Zle-haslo1')).status).toBe(400);
  });
});

describe('two-factor authentication', () => {
  async function enable(clinic: TestClinic, userName = 'admin') {
    const token = await clinic.login(userName);
    const started = await t.call<{ secret: string; qrCodeImage: string; twoFactorToken: string }>({
      url: '/api/TokenAuth/EnableTwoFactorAuthentication',
      token,
    });
    expect(started.status).toBe(200);
    const { secret, twoFactorToken } = started.body.result!;
    const verified = await t.call({
      url: '/api/TokenAuth/VerifyTwoFactorCode',
      token,
      body: { code: await totpNow(secret), twoFactorToken },
    });
    expect(verified.body.result).toEqual({ twoFactorEnabled: true });
    // That code's time step is spent; the caller's next code comes from the next window.
    t.clock.advance(30_000);
    return { secret, token };
  }

  function verifyLogin(clinic: TestClinic, twoFactorToken: string, code: string) {
    return t.call<AuthenticateOutput>({
      url: '/api/TokenAuth/VerifyTwoFactorLogin',
      body: { code, twoFactorToken, tenantId: clinic.tenant.id },
    });
  }

  it('returns a secret and a QR code image, and stays off until a code is verified', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const started = await t.call<{ secret: string; qrCodeImage: string; otpauthUrl: string }>({
      url: '/api/TokenAuth/EnableTwoFactorAuthentication',
      token,
    });
    expect(started.body.result?.qrCodeImage).toMatch(/^data:image\/png;base64,/);
    expect(started.body.result?.otpauthUrl).toContain(started.body.result?.secret);
    expect((await login(clinic, 'admin', TEST_PASSWORD)).body.result?.requiresTwoFactorVerification).toBe(
      false,
    );
  });

  it('refuses a wrong code when switching it on', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const started = await t.call<{ twoFactorToken: string }>({
      url: '/api/TokenAuth/EnableTwoFactorAuthentication',
      token,
    });
    const res = await t.call({
      url: '/api/TokenAuth/VerifyTwoFactorCode',
      token,
      body: { code: '000000', twoFactorToken: started.body.result!.twoFactorToken },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Nieprawidłowy kod uwierzytelniający.');
  });

  it('asks for the second factor and logs in with a valid code', async () => {
    const clinic = await createTestClinic(t);
    const { secret } = await enable(clinic);
    const first = await login(clinic, 'admin', TEST_PASSWORD);
    expect(first.body.result).toMatchObject({
      requiresTwoFactorVerification: true,
      accessToken: null,
      tenantId: clinic.tenant.id,
    });
    const second = await t.call<AuthenticateOutput>({
      url: '/api/TokenAuth/VerifyTwoFactorLogin',
      body: {
        code: await totpNow(secret),
        twoFactorToken: first.body.result!.twoFactorToken,
        tenantId: clinic.tenant.id,
      },
    });
    expect(second.status).toBe(200);
    expect(second.body.result?.accessToken).toBeTruthy();
  });

  it('accepts a code once: the same code and an earlier window are refused, the next window passes', async () => {
    const clinic = await createTestClinic(t);
    const { secret } = await enable(clinic);
    const twoFactorToken = (await login(clinic, 'admin', TEST_PASSWORD)).body.result!.twoFactorToken!;
    const code = await totpNow(secret);
    expect((await verifyLogin(clinic, twoFactorToken, code)).status).toBe(200);
    const replayed = await verifyLogin(clinic, twoFactorToken, code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error?.message).toBe(
      'Ten kod został już użyty. Poczekaj na kolejny kod w aplikacji uwierzytelniającej.',
    );
    t.clock.advance(30_000);
    // The previous window's code is still within the allowed drift, but not newer than the one used.
    expect((await verifyLogin(clinic, twoFactorToken, code)).status).toBe(400);
    const next = await verifyLogin(clinic, twoFactorToken, await totpNow(secret));
    expect(next.status).toBe(200);
    expect(next.body.result?.accessToken).toBeTruthy();
  });

  it('refuses to switch two-factor off with the code that was just used to log in', async () => {
    const clinic = await createTestClinic(t);
    const { secret, token } = await enable(clinic);
    const twoFactorToken = (await login(clinic, 'admin', TEST_PASSWORD)).body.result!.twoFactorToken!;
    const code = await totpNow(secret);
    expect((await verifyLogin(clinic, twoFactorToken, code)).status).toBe(200);
    const res = await t.call({ url: '/api/TokenAuth/DisableTwoFactorAuthentication', token, body: { code } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain('już użyty');
  });

  it('requires the code field with its Polish message', async () => {
    const res = await t.call({
      url: '/api/TokenAuth/VerifyTwoFactorLogin',
      body: { code: '', twoFactorToken: 'x', tenantId: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]).toEqual({
      message: 'Wprowadź kod uwierzytelniający',
      members: ['code'],
    });
  });

  it('counts wrong codes toward the lockout', async () => {
    const clinic = await createTestClinic(t);
    await enable(clinic);
    const first = await login(clinic, 'admin', TEST_PASSWORD);
    const body = {
      code: '000000',
      twoFactorToken: first.body.result!.twoFactorToken,
      tenantId: clinic.tenant.id,
    };
    for (let i = 0; i < 4; i++) {
      expect((await t.call({ url: '/api/TokenAuth/VerifyTwoFactorLogin', body })).status).toBe(400);
    }
    expect((await t.call({ url: '/api/TokenAuth/VerifyTwoFactorLogin', body })).status).toBe(429);
    expect((await login(clinic, 'admin', TEST_PASSWORD)).status).toBe(429);
  });

  it('refuses a second-factor token presented for another tenant', async () => {
    const clinic = await createTestClinic(t);
    const other = await createTestClinic(t);
    const { secret } = await enable(clinic);
    const first = await login(clinic, 'admin', TEST_PASSWORD);
    const res = await t.call({
      url: '/api/TokenAuth/VerifyTwoFactorLogin',
      body: {
        code: await totpNow(secret),
        twoFactorToken: first.body.result!.twoFactorToken,
        tenantId: other.tenant.id,
      },
    });
    expect(res.status).toBe(400);
  });

  it('switches off only with a current code and never while it is forced', async () => {
    const clinic = await createTestClinic(t);
    const { secret, token } = await enable(clinic);
    const wrong = await t.call({
      url: '/api/TokenAuth/DisableTwoFactorAuthentication',
      token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const ok = await t.call({
      url: '/api/TokenAuth/DisableTwoFactorAuthentication',
      token,
      body: { code: await totpNow(secret) },
    });
    expect(ok.body.result).toEqual({ twoFactorEnabled: false });
    expect((await login(clinic, 'admin', TEST_PASSWORD)).body.result?.requiresTwoFactorVerification).toBe(
      false,
    );
  });

  it('clears the forced-setup flag once set up', async () => {
    const clinic = await createTestClinic(t);
    const { users } = await import('../users/users.tables.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ forceSet2FAAtLogin: true }).where(eq(users.id, clinic.admin.id));
    const before = await t.call<CurrentLoginInformations>({
      method: 'GET',
      url: SESSION,
      token: await clinic.login('admin'),
    });
    expect(before.body.result?.forceSet2FAAtLogin).toBe(true);
    const { token } = await enable(clinic);
    const after = await t.call<CurrentLoginInformations>({ method: 'GET', url: SESSION, token });
    expect(after.body.result).toMatchObject({ forceSet2FAAtLogin: false, twoFactorEnabled: true });
  });
});

describe('session end', () => {
  it('makes the token unusable after logout', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    expect((await t.call({ url: '/api/TokenAuth/LogOut', token })).status).toBe(200);
    const res = await t.call({ method: 'GET', url: SESSION, token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, unAuthorizedRequest: true, result: null });
  });

  it('answers an expired token with the 401 envelope', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    t.clock.advance(24 * 3600_000 + 1000);
    const res = await t.call({ method: 'GET', url: SESSION, token });
    t.clock.advance(-(24 * 3600_000 + 1000));
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
    expect(res.body.error?.message).toMatch(/Sesja wygasła/);
  });

  it('answers a missing or forged token with 401', async () => {
    expect((await t.call({ method: 'GET', url: SESSION })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: SESSION, token: 'abc.def.ghi' })).status).toBe(401);
  });
});
