import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoTherapistExceptions } from './therapist-exceptions.demo.ts';
import { therapistBreaks, therapistLeaves } from './therapist-exceptions.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives each demo therapist a weekday lunch break and a leave next month', async () => {
  const { tenant } = await createTestClinic(t);
  await seedDemoUsers(t.db, tenant.id);
  await seedDemoTherapistExceptions(t.db, tenant.id, new Date('2026-12-15T12:00:00Z'));
  const breaks = await t.db.select().from(therapistBreaks).where(eq(therapistBreaks.tenantId, tenant.id));
  const leaves = await t.db.select().from(therapistLeaves).where(eq(therapistLeaves.tenantId, tenant.id));
  expect(breaks).toHaveLength(6 * 5);
  expect(new Set(breaks.map((b) => `${b.day} ${b.timeStart}-${b.timeEnd}`))).toEqual(
    new Set([1, 2, 3, 4, 5].map((d) => `${d} 12:00:00-12:30:00`)),
  );
  expect(leaves).toHaveLength(6);
  expect(leaves.every((l) => l.startDate.startsWith('2027-01') && l.endDate.startsWith('2027-01'))).toBe(
    true,
  );
});
