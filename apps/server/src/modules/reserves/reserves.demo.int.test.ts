import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReserveDto } from '@wizytownik/contracts';
import { clinicInstant } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoPatients } from '../patients/patients.demo.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoReserves } from './reserves.demo.ts';
import { listReserves, matchingReserves, reservesForDay } from './reserves.service.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');

let t: TestApp;
let tenantId: number;
let waiting: ReserveDto[];

beforeAll(async () => {
  t = await createTestApp();
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t));
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  await seedDemoPatients(t.db, tenantId);
  await seedDemoReserves(t.db, tenantId, NOW);
  ({ items: waiting } = await listReserves(t.db, tenantId, { SkipCount: 0, MaxResultCount: 100 }));
});
afterAll(() => t.close());

it('puts six patients of every priority on the waiting list, for a therapist or for any', () => {
  expect(waiting).toHaveLength(6);
  expect(new Set(waiting.map((r) => r.client.id)).size).toBe(6);
  expect(waiting.map((r) => r.priority)).toEqual([2, 2, 1, 1, 0, 0]);
  expect(waiting.filter((r) => r.therapist === null)).toHaveLength(2);
  // A reserve of a therapist waits for one of their visit types.
  expect(waiting.filter((r) => r.therapist !== null).every((r) => r.therapistVisitType !== null)).toBe(true);
  expect(waiting.filter((r) => r.reserveSchedules.length === 0)).toHaveLength(1);
});

it("gives the Day view's drawer reserves on the coming days", async () => {
  for (const date of ['2026-11-24', '2026-11-25', '2026-12-02', '2026-12-16']) {
    expect((await reservesForDay(t.db, tenantId, date)).length).toBeGreaterThanOrEqual(2);
  }
});

it('offers a freed morning of the first therapist to the VIP waiting for them first', async () => {
  const first = waiting.find((r) => r.priority === 2 && r.therapist !== null)!;
  const matches = await matchingReserves(t.db, tenantId, {
    therapistId: first.therapist!.id,
    start: clinicInstant('2026-11-26', '09:00'),
    end: clinicInstant('2026-11-26', '11:00'),
  });
  expect(matches[0]?.reserve.id).toBe(first.id);
  expect(matches.length).toBeGreaterThan(1);
});
