import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { bootstrap } from './bootstrap.ts';
import { type Database } from './platform/db/database.ts';
import { findTenantByName, DEFAULT_TENANCY_NAME, getFeatures } from './modules/tenants/tenants.service.ts';
import { asPermissions, findUserByLogin, grantedPermissionNames } from './modules/users/users.service.ts';
import { users } from './modules/users/users.tables.ts';
import { verifyPassword } from './platform/security/passwords.ts';
import { therapists } from './modules/therapists/therapists.tables.ts';
import { DEMO_RECEPTION, DEMO_THERAPISTS } from './modules/users/users.demo.ts';
import { openTemplateDatabase } from '../test/template-database.ts';

// First start always meets an empty database, so these run on a fresh embedded clone.
let database: Database | undefined;
const fresh = async () => (database = await openTemplateDatabase());
afterEach(async () => database?.close());

describe('first start', () => {
  it('creates the default tenant and an admin who must change the given password', async () => {
    const { db } = await fresh();
    const { created } = await bootstrap(db, { adminPassword: 'Poczatek1', demoData: false });
    expect(created).toMatchObject({ adminPassword: 'Poczatek1', generated: false, demo: false });
    const tenant = await findTenantByName(db, DEFAULT_TENANCY_NAME);
    const admin = await findUserByLogin(db, tenant!.id, 'admin');
    expect(admin?.forceResetPasswordAtLogin).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'Poczatek1')).toBe(true);
    expect((await getFeatures(db, tenant!.id)).every((f) => f.isEnabled)).toBe(true);
    expect(await findUserByLogin(db, tenant!.id, DEMO_RECEPTION.userName)).toBeUndefined();
  });

  it('generates a strong admin password when none is configured, and does nothing on the next start', async () => {
    const { db } = await fresh();
    const first = await bootstrap(db, { demoData: false });
    expect(first.created?.generated).toBe(true);
    expect(first.created?.adminPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,}$/);
    expect((await bootstrap(db, { demoData: false })).created).toBeNull();
  });

  // The whole demo clinic, its SMS jobs included: slow when the machine is busy.
  it(
    'seeds the demo clinic: reception and six therapists with the therapist role',
    { timeout: 120_000 },
    async () => {
      const { db } = await fresh();
      await bootstrap(db, { demoData: true });
      const tenant = await findTenantByName(db, DEFAULT_TENANCY_NAME);
      const reception = await findUserByLogin(db, tenant!.id, DEMO_RECEPTION.userName);
      expect(await verifyPassword(reception!.passwordHash, DEMO_RECEPTION.password)).toBe(true);
      const rows = await db.select().from(therapists).where(eq(therapists.tenantId, tenant!.id));
      expect(rows).toHaveLength(DEMO_THERAPISTS.length);
      const therapist = await findUserByLogin(db, tenant!.id, DEMO_THERAPISTS[0].userName);
      const [granted] = await db
        .select({ names: grantedPermissionNames(db, users.id) })
        .from(users)
        .where(eq(users.id, therapist!.id));
      const permissions = asPermissions(granted!.names);
      expect(permissions.has('Wizytownik_Moj_Kalendarz')).toBe(true);
      expect(permissions.has('Pages.Users')).toBe(false);
    },
  );
});
