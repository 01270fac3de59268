import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, polishPublicHolidays, zonedWallClock } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listDaysOff } from '../days-off/days-off.service.ts';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { seedDemoRoomsAndDaysOff } from './rooms.demo.ts';
import { listAllRooms } from './rooms.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo rooms and days off', () => {
  it('puts two rooms at the main location and one in each outpost, plus two years of holidays', async () => {
    const { tenant } = await createTestClinic(t);
    await t.db.insert(additionalOutposts).values([
      { tenantId: tenant.id, name: 'Filia A', city: 'Kraków', addressLine1: 'A 1' },
      { tenantId: tenant.id, name: 'Filia B', city: 'Kraków', addressLine1: 'B 1' },
    ]);
    await seedDemoRoomsAndDaysOff(t.db, tenant.id);

    const rooms = await listAllRooms(t.db, tenant.id);
    expect(rooms.map((r) => r.placowkaName)).toEqual(
      expect.arrayContaining([null, null, 'Filia A', 'Filia B']),
    );
    expect(rooms).toHaveLength(4);
    const year = Number(zonedWallClock(new Date(), DEFAULT_TIME_ZONE).date.slice(0, 4));
    for (const y of [year, year + 1]) {
      expect(await listDaysOff(t.db, tenant.id, y)).toHaveLength(polishPublicHolidays(y).length);
    }
  });

  it('puts all four rooms at the main location when the clinic has no outposts', async () => {
    const { tenant } = await createTestClinic(t);
    await seedDemoRoomsAndDaysOff(t.db, tenant.id);
    const rooms = await listAllRooms(t.db, tenant.id);
    expect(rooms.map((r) => r.placowkaId)).toEqual([null, null, null, null]);
  });
});
