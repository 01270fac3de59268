import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import { createTestClinic, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD_POLICY_MESSAGE = CONTRACT_MESSAGES['contract.passwordPolicy'];

const CHANGE = '/api/services/app/User/ChangePassword';

describe('ChangePassword', () => {
  it('changes the password: the new one works and the old one not', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({
      url: CHANGE,
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'NoweHaslo1' },
    });
    expect(res.body.result).toBe(true);
    await expect(clinic.login('admin', TEST_PASSWORD)).rejects.toThrow();
    expect(await clinic.login('admin', 'NoweHaslo1')).toBeTruthy();
  });

  it('refuses a weak password with the policy message and keeps the old one', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({
      url: CHANGE,
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'krotkie' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual({
      message: PASSWORD_POLICY_MESSAGE,
      members: ['newPassword'],
    });
    expect(await clinic.login('admin')).toBeTruthy();
  });

  it('refuses a wrong current password', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({
      url: CHANGE,
      token,
      body: { currentPassword: 'Inne1234', newPassword: 'NoweHaslo1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Obecne hasło jest nieprawidłowe.');
  });

  it('refuses reusing the current password', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({
      url: CHANGE,
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Nowe hasło musi się różnić od obecnego.');
  });

  it('needs a session', async () => {
    const res = await t.call({
      url: CHANGE,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'NoweHaslo1' },
    });
    expect(res.status).toBe(401);
  });
});
