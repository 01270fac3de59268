import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PermissionName } from '@wizytownik/domain';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { roles } from '../roles/roles.tables.ts';
import { userRoles, users } from '../users/users.tables.ts';

// Two server instances on one database, each holding permissions between requests: a change made
// through either (or straight in the database) applies at the very next request on both. On
// PostgreSQL the second instance has its own connection pool, as a second server process would.
let t: TestApp;
let other: { app: FastifyInstance; database: Database; shared: boolean };
beforeAll(async () => {
  t = await createTestApp();
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await openDatabase({ kind: 'postgres', url }) : t.database;
  const app = await buildApp({ database, keys: t.keys, clock: t.clock, logLevel: 'silent' });
  await app.ready();
  other = { app, database, shared: !url };
});
afterAll(async () => {
  await other.app.close();
  if (!other.shared) await other.database.close();
  await t.close();
});

const R = '/api/services/app/Role';
const PROBE = `${R}/GetAll`; // Pages.Roles
const ROLES: PermissionName = 'Pages.Roles';

/** The status of the probe on both instances, this one first. */
async function probe(token: string): Promise<[number, number]> {
  const on = (app: FastifyInstance) =>
    app
      .inject({ method: 'GET', url: PROBE, headers: { authorization: `Bearer ${token}` } })
      .then((r) => r.statusCode);
  return [await on(t.app), await on(other.app)];
}

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
  return { user, token, role: role! };
}

describe('the session check with permissions held between requests', () => {
  it('refuses a logged-out session at the next request on both instances', async () => {
    const clinic = await createTestClinic(t);
    const { token } = await staffMember(clinic);
    expect((await t.call({ url: '/api/TokenAuth/LogOut', token })).status).toBe(200);
    expect(await probe(token)).toEqual([401, 401]);
  });

  it("applies a permission taken from the user's role, and given back, at the next request", async () => {
    const clinic = await createTestClinic(t);
    const { token, role } = await staffMember(clinic);
    const admin = await clinic.login('admin');
    const update = (grantedPermissionNames: PermissionName[]) =>
      other.app.inject({
        method: 'PUT',
        url: `${R}/Update`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { id: role.id, name: role.name, grantedPermissionNames },
      });
    expect((await update(['Wizytownik_Wizyty'])).statusCode).toBe(200);
    expect(await probe(token)).toEqual([403, 403]);
    expect((await update(['Wizytownik_Wizyty', ROLES])).statusCode).toBe(200);
    expect(await probe(token)).toEqual([200, 200]);
  });

  it('applies a role taken from the user at the next request', async () => {
    const clinic = await createTestClinic(t);
    const { user, token, role } = await staffMember(clinic);
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id)));
    expect(await probe(token)).toEqual([403, 403]);
  });

  it('refuses a deactivated user at the next request', async () => {
    const clinic = await createTestClinic(t);
    const { user, token } = await staffMember(clinic);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await probe(token)).toEqual([401, 401]);
  });

  it("does not let another user's change reach this one", async () => {
    const clinic = await createTestClinic(t);
    const first = await staffMember(clinic);
    const second = await staffMember(clinic);
    await t.db.delete(userRoles).where(eq(userRoles.userId, second.user.id));
    expect(await probe(second.token)).toEqual([403, 403]);
    expect(await probe(first.token)).toEqual([200, 200]);
  });
});
