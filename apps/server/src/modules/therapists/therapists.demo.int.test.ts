import { afterAll, beforeAll, expect, it } from 'vitest';
import { isValidPwz, MEDICAL_PROFESSIONS } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoTherapists } from './therapists.demo.ts';
import { getTherapistDetails, getTherapists } from './therapists.service.ts';
import { getVisitTypesOfUser } from './visit-types.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives every demo therapist a phone, a group, a Mon–Fri schedule, visit types and P1 data', async () => {
  const clinic = await createTestClinic(t);
  const tenantId = clinic.tenant.id;
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  const { items } = await getTherapists(t.db, tenantId, { page: 1, limit: 20 });
  expect(items).toHaveLength(6);
  for (const item of items) {
    const d = await getTherapistDetails(t.db, tenantId, item.userID);
    expect(d.phone).toMatch(/^\+48/);
    expect(d.groupId).not.toBeNull();
    expect(d.schedules.map((s) => s.day)).toEqual([1, 2, 3, 4, 5]);
    expect(MEDICAL_PROFESSIONS.map((p) => p.kod)).toContain(d.plMedicalProfession);
    expect(isValidPwz(d.pwz!)).toBe(true);
    const types = await getVisitTypesOfUser(t.db, { tenantId, seesCommission: false }, item.userID);
    expect(types.length).toBeGreaterThanOrEqual(2);
  }
});

it('turns the marketplace integration on and links the demo therapists the simulator knows', async () => {
  const clinic = await createTestClinic(t);
  const tenantId = clinic.tenant.id;
  await seedDemoUsers(t.db, tenantId);
  await seedDemoTherapists(t.db, tenantId);
  expect((await loadSettingsRow(t.db, tenantId)).znanyLekarzEnabled).toBe(true);
  const { items } = await getTherapists(t.db, tenantId, { page: 1, limit: 20 });
  const links = await Promise.all(
    items.map(async (i) => [i.surname, (await getTherapistDetails(t.db, tenantId, i.userID)).znanyLekarzId]),
  );
  expect(Object.fromEntries(links)).toEqual({
    Kamińska: '551005',
    Kowalczyk: '551004',
    Lewandowski: null,
    Nowak: '551001',
    Wiśniewski: '551002',
    Wójcik: '551003',
  });
});
