import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_ATTEMPT_LIMIT } from './attempt-limit.ts';

const LOGIN = '/api/TokenAuth/Authenticate';
const LIMITED = [
  LOGIN,
  '/api/TokenAuth/VerifyTwoFactorLogin',
  '/api/TokenAuth/VerifyTwoFactorCode',
  '/api/TokenAuth/DisableTwoFactorAuthentication',
];

let t: TestApp;
let clinic: TestClinic;
beforeAll(async () => {
  t = await createTestApp({ attemptLimit: { max: 3, windowMs: 60_000 } });
  clinic = await createTestClinic(t);
});
afterAll(() => t.close());

/** A wrong-password login from the given address (the proxy's forwarded header names the client). */
const wrongLogin = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { 'x-forwarded-for': ip, 'abp.tenantid': String(clinic.tenant.id) },
    payload: { userNameOrEmailAddress: 'nikt', password: 'Zle-haslo1' },
  });

describe('attempt limit', () => {
  it('answers the attempt over the limit 429 in the envelope with Retry-After; another address passes', async () => {
    for (let i = 0; i < 3; i++) expect((await wrongLogin('198.51.100.1')).statusCode).toBe(400);
    const refused = await wrongLogin('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest: false,
      __abp: true,
      error: { code: 429, message: 'Zbyt wiele prób. Spróbuj ponownie później.' },
    });
    expect((await wrongLogin('198.51.100.2')).statusCode).toBe(400);
  });

  it('counts each password and two-factor route on its own, and no other route', async () => {
    const token = await clinic.login('admin');
    const ip = '198.51.100.3';
    for (const url of LIMITED.slice(1)) {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'x-forwarded-for': ip, authorization: `Bearer ${token}` },
          payload: { code: '000000', twoFactorToken: 'x', tenantId: clinic.tenant.id },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses, url).toEqual([400, 400, 400, 429]);
    }
    const session = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        t.app.inject({
          method: 'GET',
          url: '/api/services/app/Session/GetCurrentLoginInformations',
          headers: { 'x-forwarded-for': ip, authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(session.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('lets 30 attempts a minute from one address through by default, and refuses the 31st', async () => {
    expect(DEFAULT_ATTEMPT_LIMIT).toEqual({ max: 30, windowMs: 60_000 });
    const app = await createTestApp({ attemptLimit: DEFAULT_ATTEMPT_LIMIT });
    try {
      const statuses = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await app.app.inject({ method: 'POST', url: LOGIN, payload: {} })).statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await app.close();
    }
  });
});
