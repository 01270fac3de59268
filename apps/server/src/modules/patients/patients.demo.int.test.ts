import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isValidPesel } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoPatients } from './patients.demo.ts';
import { getPatient } from './patients.queries.ts';
import { clients } from './patients.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('adds forty patients with valid PESELs, therapists, addresses and three children with guardians', async () => {
  const clinic = await createTestClinic(t, { features: ['Kredyty'] });
  const tenantId = clinic.tenant.id;
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  await seedDemoPatients(t.db, tenantId);

  const rows = await t.db.select().from(clients).where(eq(clients.tenantId, tenantId));
  expect(rows).toHaveLength(40);
  expect(rows.every((r) => r.pesel !== null && isValidPesel(r.pesel))).toBe(true);
  expect(new Set(rows.map((r) => r.pesel)).size).toBe(40);
  expect(rows.filter((r) => r.therapistUserId !== null)).toHaveLength(40);
  expect(rows.filter((r) => r.city !== null).length).toBeGreaterThanOrEqual(15);
  expect(rows.filter((r) => r.credit)).toHaveLength(2);

  const children = await t.db
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), isNotNull(clients.representativeId)));
  expect(children.map((c) => c.name).sort()).toEqual(['Hanna', 'Kuba', 'Staś']);
  const kuba = await getPatient(t.db, tenantId, children.find((c) => c.name === 'Kuba')!.id, '2025-06-01');
  expect(kuba).toMatchObject({ age: 9, birthDate: '2016-05-20', gender: 0 });
  expect(kuba.representativeData).toMatchObject({ name: 'Anna', surname: 'Kowalska' });
});
