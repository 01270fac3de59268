import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, clinicDateTime, treatmentLength, VISIT_STATUSES, VisitStatus } from '@wizytownik/domain';
import { createTestClinic } from '../../../test/factories.ts';
import { seedDemoCalendar } from '../../../test/demo-calendar.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import { seedDemoPatients } from '../patients/patients.demo.ts';
import { therapistQuickBreaks } from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { seedDemoTherapists } from '../therapists/therapists.demo.ts';
import { seedDemoTreatments } from '../treatments/treatments.demo.ts';
import { treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { loadClinicTime, workingIntervalsOf } from './visit-schedule.ts';
import { DEMO_VISIT_DAYS, seedDemoVisits } from './visits.demo.ts';
import { visits, visitShifts } from './visits.tables.ts';

/** Monday 23 November 2026, 11:30 in Warsaw. */
const NOW = new Date('2026-11-23T10:30:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let tenantId: number;
let rows: (typeof visits.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  // The demo clinic is a physiotherapy practice: its treatments come before the visits.
  ({
    tenant: { id: tenantId },
  } = await createTestClinic(t, { features: ['Fizykoterapia'] }));
  await seedDemoTreatments(t.db, tenantId);
  await seedDemoCalendar(t.db, tenantId, NOW);
  rows = await t.db.select().from(visits).where(eq(visits.tenantId, tenantId));
});
afterAll(() => t.close());

it('books a month of visits around today in every status', () => {
  expect(rows.length).toBeGreaterThan(150);
  const dates = rows.map((v) => clinicDateTime(v.startTime).date).sort();
  expect(dates[0]! >= addDays(TODAY, -DEMO_VISIT_DAYS)).toBe(true);
  expect(dates.at(-1)! <= addDays(TODAY, DEMO_VISIT_DAYS)).toBe(true);
  expect(new Set(rows.map((v) => v.status))).toEqual(new Set(VISIT_STATUSES));
  const past = rows.filter((v) => v.endTime <= NOW);
  const ahead = rows.filter((v) => v.startTime > NOW);
  expect(past.filter((v) => v.status === VisitStatus.Closed).length / past.length).toBeGreaterThan(0.6);
  const open = ahead.filter((v) => v.status === VisitStatus.New || v.status === VisitStatus.Confirmed);
  expect(open.length / ahead.length).toBeGreaterThan(0.7);
});

it('puts most visits in a room (the rooms calendar), never two in one room at once', () => {
  const inRooms = rows.filter((v) => v.roomId !== null);
  expect(inRooms.length / rows.length).toBeGreaterThan(0.5);
  expect(rows.some((v) => v.roomId === null)).toBe(true);
  for (const v of inRooms) {
    const clash = inRooms.find(
      (w) => w.id !== v.id && w.roomId === v.roomId && w.startTime < v.endTime && v.startTime < w.endTime,
    );
    expect(clash).toBeUndefined();
  }
});

it('cancels some with a subtype and a reason, moves some, and marks patients present today', async () => {
  const cancelled = rows.filter((v) => v.status === VisitStatus.Cancelled);
  expect(cancelled.every((v) => v.statusSubtype >= 1 && v.statusSubtype <= 4 && v.cancelReason)).toBe(true);
  const shifts = await t.db.select().from(visitShifts).where(eq(visitShifts.tenantId, tenantId));
  expect(shifts.length).toBeGreaterThan(0);
  const byId = new Map(rows.map((v) => [v.id, v]));
  for (const s of shifts) {
    expect(byId.get(s.visitId)!.startTime).toEqual(s.newStart);
    expect(s.shiftedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  }
  const present = rows.filter((v) => v.patientPresent);
  expect(present.length).toBeGreaterThan(0);
  expect(present.every((v) => clinicDateTime(v.startTime).date === TODAY && v.startTime <= NOW)).toBe(true);
});

it('keeps every visit inside its therapist’s working time, with no overlaps', async () => {
  const from = addDays(TODAY, -DEMO_VISIT_DAYS);
  const to = addDays(TODAY, DEMO_VISIT_DAYS);
  const therapistIds = [...new Set(rows.map((v) => v.therapistId))];
  expect(therapistIds.length).toBe(6);
  const time = await loadClinicTime(t.db, tenantId, therapistIds, from, to);
  for (const id of therapistIds) {
    const intervals = workingIntervalsOf(time, id);
    const own = rows.filter((v) => v.therapistId === id).sort((a, b) => +a.startTime - +b.startTime);
    for (const v of own) {
      expect(intervals.some((i) => i.start <= v.startTime && v.endTime <= i.end)).toBe(true);
    }
    // Not even a cancelled visit shares its time with another.
    for (let i = 1; i < own.length; i += 1) expect(own[i - 1]!.endTime <= own[i]!.startTime).toBe(true);
  }
});

it('books physiotherapy visits as treatments (some with a subtype), each as long as it, one station never twice at once', async () => {
  const withTreatment = rows.filter((v) => v.treatmentId !== null);
  expect(withTreatment.length).toBeGreaterThan(10);
  expect(withTreatment.some((v) => v.treatmentSubtypeId !== null)).toBe(true);
  // The editor shows the visit type only without a treatment.
  expect(withTreatment.every((v) => v.visitTypeId === null)).toBe(true);
  const known = await t.db
    .select({
      id: treatments.id,
      minutes: treatments.lengthMinutes,
      subtypeId: treatmentSubtypes.id,
      subtypeMinutes: treatmentSubtypes.lengthMinutes,
    })
    .from(treatments)
    .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.treatmentId, treatments.id))
    .where(eq(treatments.tenantId, tenantId));
  for (const v of withTreatment) {
    const row = known.find(
      (k) =>
        k.id === v.treatmentId && (v.treatmentSubtypeId === null || k.subtypeId === v.treatmentSubtypeId),
    )!;
    const minutes = treatmentLength(row.minutes, v.treatmentSubtypeId === null ? null : row.subtypeMinutes);
    expect(v.endTime.getTime() - v.startTime.getTime()).toBe(minutes * 60_000);
    const clash = withTreatment.find(
      (w) =>
        w.id !== v.id &&
        w.treatmentId === v.treatmentId &&
        w.startTime < v.endTime &&
        v.startTime < w.endTime,
    );
    expect(clash).toBeUndefined();
  }
});

it('has blocks in the month: quick breaks and a clinic day off', async () => {
  const quick = await t.db
    .select()
    .from(therapistQuickBreaks)
    .where(eq(therapistQuickBreaks.tenantId, tenantId));
  expect(quick).toHaveLength(2);
  const daysOff = await t.db
    .select()
    .from(clinicDaysOff)
    .where(
      and(
        eq(clinicDaysOff.tenantId, tenantId),
        gte(clinicDaysOff.date, addDays(TODAY, -DEMO_VISIT_DAYS)),
        lte(clinicDaysOff.date, addDays(TODAY, DEMO_VISIT_DAYS)),
      ),
    );
  expect(daysOff.length).toBeGreaterThan(0);
});

it('adds a clinic day off when the month has no holiday', async () => {
  const { tenant } = await createTestClinic(t);
  await seedDemoUsers(t.db, tenant.id);
  await seedDemoTherapists(t.db, tenant.id);
  await seedDemoPatients(t.db, tenant.id);
  await seedDemoVisits(t.db, tenant.id, NOW);
  const daysOff = await t.db.select().from(clinicDaysOff).where(eq(clinicDaysOff.tenantId, tenant.id));
  expect(daysOff).toMatchObject([{ date: '2026-12-02', description: 'Szkolenie personelu' }]);
  const onDayOff = await t.db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenant.id),
        gte(visits.startTime, new Date('2026-12-01T23:00:00Z')),
        lte(visits.startTime, new Date('2026-12-02T23:00:00Z')),
      ),
    );
  expect(onDayOff).toEqual([]);
  // Without Fizykoterapia no visit has a treatment.
  const treated = await t.db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.tenantId, tenant.id), isNotNull(visits.treatmentId)));
  expect(treated).toEqual([]);
});
