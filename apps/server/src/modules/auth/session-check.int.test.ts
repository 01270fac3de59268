import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PermissionName } from '@wizytownik/domain';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database, type Db } from '../../platform/db/database.ts';
import type { ChannelListener, ListenOptions } from '../../platform/db/notifications.ts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { UserDto } from '@wizytownik/contracts';
import { roles } from '../roles/roles.tables.ts';
import { userRoles, users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';
import { sessionCache } from './session-cache.ts';
import { createSessionCheck } from './session-check.ts';

/**
 * A stand-in for the session cache's listener that delivers no notification: only the loss and the
 * return of its connection, when a test says so.
 */
function deafListener() {
  let options: ListenOptions | undefined;
  const listen = async (_db: Db, _channel: string, given: ListenOptions): Promise<ChannelListener> => {
    options = given;
    return { close: async () => {} };
  };
  return { listen, events: () => options! };
}

// Two server instances on one database, each keeping checked sessions and permissions between
// requests: a change made through an instance applies at its very next request, and on the other
// (or after a change made straight in the database) once the database's notification arrived. On
// PostgreSQL the second instance has its own connection pool, as a second server process would. A
// third instance hears no notification, so what applies there at once was dropped by its writer.
let t: TestApp;
let other: { app: FastifyInstance; database: Database; shared: boolean };
let deaf: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await openDatabase({ kind: 'postgres', url }) : t.database;
  const app = await buildApp({ database, keys: t.keys, clock: t.clock, logLevel: 'silent' });
  await app.ready();
  other = { app, database, shared: !url };
  const sessions = sessionCache(t.db, { listen: deafListener().listen });
  deaf = await buildApp({ database: t.database, keys: t.keys, clock: t.clock, logLevel: 'silent', sessions });
  await deaf.ready();
});
afterAll(async () => {
  await deaf.close();
  await other.app.close();
  if (!other.shared) await other.database.close();
  await t.close();
});

const R = '/api/services/app/Role';
const PROBE = `${R}/GetAll`; // Pages.Roles
const ROLES: PermissionName = 'Pages.Roles';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The status of the probe on one instance. */
const statusOn = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: PROBE, headers: bearer(token) }).then((r) => r.statusCode);

/** The status of the probe on both instances, this one first. */
async function probe(token: string): Promise<[number, number]> {
  return [await statusOn(t.app, token), await statusOn(other.app, token)];
}

/** Polls an instance until the notification of a change made elsewhere arrived and the probe shows it. */
const settlesOn = (app: FastifyInstance, token: string, status: number) =>
  vi.waitFor(async () => expect(await statusOn(app, token)).toBe(status), { timeout: 10_000, interval: 20 });
const settles = async (token: string, status: number) => {
  await settlesOn(t.app, token, status);
  await settlesOn(other.app, token, status);
};

/** A user whose one role grants the probe's permission, logged in, with the role's id. */
async function staffMember(clinic: TestClinic) {
  const user = await clinic.addUser({ permissions: [ROLES, 'Wizytownik_Wizyty'] });
  const token = await clinic.login(user.userName);
  const [role] = await t.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(eq(userRoles.userId, user.id));
  expect(await probe(token)).toEqual([200, 200]);
  expect(await statusOn(deaf, token)).toBe(200);
  return { user, token, role: role! };
}

/** The name of a role granting what a staff member's does but the probe's permission. */
async function roleWithout(clinic: TestClinic): Promise<string> {
  const { id } = await clinic.addUser({ permissions: ['Wizytownik_Wizyty'] });
  const [role] = await t.db
    .select({ name: roles.name })
    .from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(eq(userRoles.userId, id));
  return role!.name;
}

/** The id of the user's one session (tokens name it; the tests change it in SQL). */
async function sessionOf(userId: number): Promise<string> {
  const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return row!.id;
}

describe('the session check with sessions and permissions kept between requests', () => {
  it('refuses a logged-out session at the next request, and on the other instances once notified', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await staffMember(clinic);
    const loggedOut = await deaf.inject({
      method: 'POST',
      url: '/api/TokenAuth/LogOut',
      headers: bearer(token),
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(await statusOn(deaf, token)).toBe(401);
    await settles(token, 401);
  });

  it("applies a permission taken from the user's role, and given back, at the next request", async () => {
    const clinic = await createTestClinic(t);
    const { token, role } = await staffMember(clinic);
    const admin = await clinic.login('admin');
    const update = (grantedPermissionNames: PermissionName[]) =>
      deaf.inject({
        method: 'PUT',
        url: `${R}/Update`,
        headers: bearer(admin),
        payload: { id: role.id, name: role.name, grantedPermissionNames },
      });
    expect((await update(['Wizytownik_Wizyty'])).statusCode).toBe(200);
    expect(await statusOn(deaf, token)).toBe(403);
    await settles(token, 403);
    expect((await update(['Wizytownik_Wizyty', ROLES])).statusCode).toBe(200);
    expect(await statusOn(deaf, token)).toBe(200);
    await settles(token, 200);
  });

  it("applies a change of the user's roles and a deactivation at the next request", async () => {
    const clinic = await createTestClinic(t);
    const { user, token, role } = await staffMember(clinic);
    const admin = await clinic.login('admin');
    const U = '/api/services/app/User';
    const got = await deaf.inject({ method: 'GET', url: `${U}/Get?Id=${user.id}`, headers: bearer(admin) });
    const { twoFactorEnabled: _ignored, ...dto } = got.json<{ result: UserDto }>().result;
    const update = (changes: Partial<UserDto>) =>
      deaf
        .inject({
          method: 'PUT',
          url: `${U}/Update`,
          headers: bearer(admin),
          payload: { ...dto, ...changes },
        })
        .then((r) => r.statusCode);
    expect(await update({ roleNames: [await roleWithout(clinic)] })).toBe(200);
    expect(await statusOn(deaf, token)).toBe(403);
    expect(await update({ roleNames: [role.name] })).toBe(200);
    expect(await statusOn(deaf, token)).toBe(200);
    expect(await update({ isActive: false })).toBe(200);
    expect(await statusOn(deaf, token)).toBe(401);
    await settles(token, 401);
  });

  it('applies a role taken from the user in the database once notified', async () => {
    const clinic = await createTestClinic(t);
    const { user, token, role } = await staffMember(clinic);
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id)));
    await settles(token, 403);
  });

  it('refuses a user deactivated in the database once notified', async () => {
    const clinic = await createTestClinic(t);
    const { user, token } = await staffMember(clinic);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await settles(token, 401);
  });

  it('refuses a session revoked by SQL on another connection once notified', async () => {
    const clinic = await createTestClinic(t);
    const { user, token } = await staffMember(clinic);
    const id = await sessionOf(user.id);
    await other.database.db.execute(sql`update sessions set revoked_at = now() where id = ${id}`);
    await settles(token, 401);
  });

  it("does not let another user's change reach this one", async () => {
    const clinic = await createTestClinic(t);
    const first = await staffMember(clinic);
    const second = await staffMember(clinic);
    await t.db.delete(userRoles).where(eq(userRoles.userId, second.user.id));
    await settles(second.token, 403);
    expect(await probe(first.token)).toEqual([200, 200]);
  });
});

describe('the session check while it does not hear the database', () => {
  it('reads the session on every request until it listens again, then keeps it afresh', async () => {
    const { listen, events } = deafListener();
    const cache = sessionCache(t.db, { listen, warn: () => {} });
    const check = createSessionCheck({ db: t.db, keys: t.keys, clock: t.clock }, cache);
    const clinic = await createTestClinic(t);
    const user = await clinic.addUser();
    const token = await clinic.login(user.userName);
    const revoke = (revokedAt: Date | null) =>
      t.db.update(sessions).set({ revokedAt }).where(eq(sessions.userId, user.id));
    const valid = { userId: user.id, tenantId: clinic.tenant.id };

    expect(await check(token)).toMatchObject(valid);
    await vi.waitFor(() => expect(cache.trusted).toBe(true));
    expect(await check(token)).toMatchObject(valid);
    await revoke(new Date());
    // Kept: answered without reading the database, whose notification this stand-in swallowed.
    expect(await check(token)).toMatchObject(valid);

    events().onError!(new Error('connection lost'));
    expect(cache.trusted).toBe(false);
    expect(await check(token)).toBeNull();
    await revoke(null);
    expect(await check(token)).toMatchObject(valid);
    await revoke(new Date());
    expect(await check(token)).toBeNull();

    events().onReconnect!();
    await revoke(null);
    expect(await check(token)).toMatchObject(valid);
    await revoke(new Date());
    expect(await check(token)).toMatchObject(valid);
    await cache.close();
  });
});
