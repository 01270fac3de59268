import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { getUser } from './users.service.ts';
import { clearFailedLogins, recordFailedLogin } from './user-login-state.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('failed logins', () => {
  // On PostgreSQL the attempts run on parallel connections; without the row lock some would be lost.
  it('counts parallel failures without losing one, and the last one of the limit locks', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser();
    const below = MAX_FAILED_LOGINS - 1;
    const now = t.clock.now();
    const locked = await Promise.all(
      Array.from({ length: below }, () => recordFailedLogin(t.db, user.id, now)),
    );
    expect(locked).toEqual(Array.from({ length: below }, () => false));
    expect((await getUser(t.db, clinic.tenant.id, user.id)).failedLoginCount).toBe(below);

    expect(await recordFailedLogin(t.db, user.id, now)).toBe(true);
    const lockedUser = await getUser(t.db, clinic.tenant.id, user.id);
    expect(lockedUser.lockedUntil?.getTime()).toBeGreaterThan(now.getTime());

    await clearFailedLogins(t.db, user.id);
    const cleared = await getUser(t.db, clinic.tenant.id, user.id);
    expect([cleared.failedLoginCount, cleared.lockedUntil]).toEqual([0, null]);
  });
});
