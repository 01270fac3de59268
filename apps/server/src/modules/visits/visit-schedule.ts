import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import { clinicDateTime, workingIntervals, type TimeInterval } from '@wizytownik/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import {
  therapistBreaks,
  therapistLeaves,
  therapistOpenDays,
  therapistQuickBreaks,
} from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { therapistSchedules } from '../therapists/therapists.tables.ts';

/**
 * A therapist's working intervals on the clinic days a time range touches: schedule, breaks, leave,
 * quick breaks, clinic days off and additional open days, combined by the domain's working-time rule.
 */
export async function therapistWorkingIntervals(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
  range: TimeInterval,
): Promise<TimeInterval[]> {
  const from = clinicDateTime(range.start).date;
  const to = clinicDateTime(range.end).date;
  const own = (t: { tenantId: PgColumn; therapistId: PgColumn }) =>
    and(eq(t.tenantId, tenantId), eq(t.therapistId, therapistId));
  // One after another: inside a transaction the queries share one connection.
  const schedule = await db.select().from(therapistSchedules).where(own(therapistSchedules));
  const breaks = await db.select().from(therapistBreaks).where(own(therapistBreaks));
  const leaves = await db
    .select()
    .from(therapistLeaves)
    .where(and(own(therapistLeaves), lte(therapistLeaves.startDate, to), gte(therapistLeaves.endDate, from)));
  const quickBreaks = await db
    .select()
    .from(therapistQuickBreaks)
    .where(
      and(
        own(therapistQuickBreaks),
        lt(therapistQuickBreaks.timeStart, range.end),
        gt(therapistQuickBreaks.timeEnd, range.start),
      ),
    );
  const daysOff = await db
    .select({ date: clinicDaysOff.date })
    .from(clinicDaysOff)
    .where(
      and(eq(clinicDaysOff.tenantId, tenantId), gte(clinicDaysOff.date, from), lte(clinicDaysOff.date, to)),
    );
  const openDays = await db
    .select()
    .from(therapistOpenDays)
    .where(
      and(own(therapistOpenDays), lte(therapistOpenDays.startDate, to), gte(therapistOpenDays.endDate, from)),
    );
  return workingIntervals({
    from,
    to,
    schedule,
    breaks,
    leaves: leaves.map((l) => ({ start: l.startDate, end: l.endDate })),
    quickBreaks: quickBreaks.map((q) => ({ start: q.timeStart, end: q.timeEnd })),
    clinicDaysOff: daysOff.map((d) => d.date),
    openDays: openDays.map((o) => ({
      start: o.startDate,
      end: o.endDate,
      timeStart: o.timeStart,
      timeEnd: o.timeEnd,
    })),
  });
}

/** Whether a visit lies wholly inside one working interval of its therapist. */
export async function isWithinSchedule(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
  visit: TimeInterval,
): Promise<boolean> {
  const intervals = await therapistWorkingIntervals(db, tenantId, therapistId, visit);
  return intervals.some((i) => i.start <= visit.start && visit.end <= i.end);
}
