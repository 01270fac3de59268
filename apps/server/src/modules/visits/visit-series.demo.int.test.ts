import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, clinicDateTime, VisitStatus } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { seedDemoCalendar } from '../../../test/demo-calendar.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoCompany } from '../company-settings/company-settings.demo.ts';
import { loadClinicTime, workingIntervalsOf } from './visit-schedule.ts';
import { seedDemoSeries } from './visit-series.demo.ts';
import { visits } from './visits.tables.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');

let t: TestApp;
let tenantId: number;
let series: (typeof visits.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t));
  await seedDemoCompany(t.db, tenantId);
  await seedDemoCalendar(t.db, tenantId, NOW);
  await seedDemoSeries(t.db, tenantId, NOW);
  series = await t.db
    .select()
    .from(visits)
    .where(and(eq(visits.tenantId, tenantId), isNotNull(visits.seriesId)))
    .orderBy(visits.startTime);
}, 240_000);
afterAll(() => t.close());

it('books one weekly series of new visits from tomorrow on, at the same clinic time', () => {
  expect(series.length).toBeGreaterThanOrEqual(3);
  expect(new Set(series.map((v) => v.seriesId))).toEqual(new Set([series[0]!.id]));
  expect(new Set(series.map((v) => `${v.therapistId} ${v.clientId} ${v.status}`)).size).toBe(1);
  expect(series[0]!.status).toBe(VisitStatus.New);
  const first = clinicDateTime(series[0]!.startTime);
  expect(first.date > '2026-11-23').toBe(true);
  for (const v of series.slice(1)) {
    const at = clinicDateTime(v.startTime);
    expect(at.time).toBe(first.time);
    expect((Date.parse(at.date) - Date.parse(first.date)) % (7 * 86_400_000)).toBe(0);
  }
});

it("keeps the series inside the therapist's working time, clear of the demo's other visits", async () => {
  const therapistId = series[0]!.therapistId;
  const time = await loadClinicTime(t.db, tenantId, [therapistId], '2026-11-24', addDays('2026-11-24', 40));
  const intervals = workingIntervalsOf(time, therapistId);
  const others = await t.db
    .select()
    .from(visits)
    .where(and(eq(visits.tenantId, tenantId), eq(visits.therapistId, therapistId)));
  for (const v of series) {
    expect(intervals.some((i) => i.start <= v.startTime && v.endTime <= i.end)).toBe(true);
    const clash = others.filter((o) => o.id !== v.id && o.startTime < v.endTime && v.startTime < o.endTime);
    expect(clash).toEqual([]);
  }
});
