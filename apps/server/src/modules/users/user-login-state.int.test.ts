import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { getUser } from './users.service.ts';
import { clearFailedLogins, recordFailedLogin } from './user-login-state.ts';
import { users } from './users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('failed logins', () => {
  it('counts failures, the last one of the limit locks, and a successful login clears them', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser();
    const below = MAX_FAILED_LOGINS - 1;
    const now = t.clock.now();
    for (let i = 0; i < below; i += 1) expect(await recordFailedLogin(t.db, user.id, now)).toBe(false);
    expect((await getUser(t.db, clinic.tenant.id, user.id)).failedLoginCount).toBe(below);

    expect(await recordFailedLogin(t.db, user.id, now)).toBe(true);
    const lockedUser = await getUser(t.db, clinic.tenant.id, user.id);
    expect(lockedUser.lockedUntil?.getTime()).toBeGreaterThan(now.getTime());

    await clearFailedLogins(t.db, user.id);
    const cleared = await getUser(t.db, clinic.tenant.id, user.id);
    expect([cleared.failedLoginCount, cleared.lockedUntil]).toEqual([0, null]);
  });
});

// The embedded database has one connection, so only PostgreSQL can run the attempts side by side.
describe.runIf(process.env.TEST_DATABASE_URL)('failed logins on PostgreSQL', () => {
  it('counts attempts that wait on the same row without losing one', async () => {
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser();
    const attempts = MAX_FAILED_LOGINS - 1;
    // While another transaction holds the row, every attempt has started; without their own row
    // lock they would all read the count 0 and write 1.
    const started = await t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const pending = Array.from({ length: attempts }, () => recordFailedLogin(t.db, user.id, t.clock.now()));
      await sleep(300);
      return pending;
    });
    expect(await Promise.all(started)).toEqual(Array.from({ length: attempts }, () => false));
    expect((await getUser(t.db, clinic.tenant.id, user.id)).failedLoginCount).toBe(attempts);
  });
});
