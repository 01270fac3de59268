import { and, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import {
  addDays,
  clinicDateTime,
  clinicInstant,
  workingIntervals,
  type AdditionalOpenDay,
  type DateRange,
  type RecurringBreak,
  type ScheduleEntry,
  type TimeInterval,
} from '@wizytownik/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.ts';
import { readAll } from '../../platform/db/read-all.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import {
  therapistBreaks,
  therapistLeaves,
  therapistOpenDays,
  therapistQuickBreaks,
} from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { therapistSchedules } from '../therapists/therapists.tables.ts';

/** What decides when one therapist works on the days asked for. */
export interface TherapistTime {
  readonly schedule: ScheduleEntry[];
  readonly breaks: RecurringBreak[];
  readonly leaves: (DateRange & { reason: string })[];
  readonly quickBreaks: TimeInterval[];
  readonly openDays: AdditionalOpenDay[];
}

export interface ClinicTime {
  /** "YYYY-MM-DD", both included, in the clinic's zone. */
  readonly from: string;
  readonly to: string;
  readonly therapists: ReadonlyMap<number, TherapistTime>;
  readonly daysOff: { date: string; description: string }[];
}

/**
 * Schedules, breaks, leave, quick breaks, additional open days and clinic days off of some therapists
 * on the clinic days `from`–`to`: one query per table whatever the number of therapists.
 */
export async function loadClinicTime(
  db: DbOrTx,
  tenantId: number,
  therapistIds: readonly number[],
  from: string,
  to: string,
): Promise<ClinicTime> {
  const ids = [...new Set(therapistIds)];
  const rangeStart = clinicInstant(from, '00:00');
  const rangeEnd = clinicInstant(addDays(to, 1), '00:00');
  const own = (t: { tenantId: PgColumn; therapistId: PgColumn }) =>
    and(eq(t.tenantId, tenantId), inArray(t.therapistId, ids));
  const readDaysOff = () =>
    db
      .select({ date: clinicDaysOff.date, description: clinicDaysOff.description })
      .from(clinicDaysOff)
      .where(
        and(eq(clinicDaysOff.tenantId, tenantId), gte(clinicDaysOff.date, from), lte(clinicDaysOff.date, to)),
      );
  const therapists = new Map<number, TherapistTime>();
  if (ids.length === 0) return { from, to, therapists, daysOff: await readDaysOff() };
  const [daysOff, schedule, breaks, leaves, quickBreaks, openDays] = await readAll(db, [
    readDaysOff,
    () => db.select().from(therapistSchedules).where(own(therapistSchedules)),
    () => db.select().from(therapistBreaks).where(own(therapistBreaks)),
    () =>
      db
        .select()
        .from(therapistLeaves)
        .where(
          and(own(therapistLeaves), lte(therapistLeaves.startDate, to), gte(therapistLeaves.endDate, from)),
        ),
    () =>
      db
        .select()
        .from(therapistQuickBreaks)
        .where(
          and(
            own(therapistQuickBreaks),
            lt(therapistQuickBreaks.timeStart, rangeEnd),
            gt(therapistQuickBreaks.timeEnd, rangeStart),
          ),
        ),
    () =>
      db
        .select()
        .from(therapistOpenDays)
        .where(
          and(
            own(therapistOpenDays),
            lte(therapistOpenDays.startDate, to),
            gte(therapistOpenDays.endDate, from),
          ),
        ),
  ] as const);
  for (const id of ids) {
    therapists.set(id, { schedule: [], breaks: [], leaves: [], quickBreaks: [], openDays: [] });
  }
  const of = (id: number) => therapists.get(id)!;
  for (const s of schedule) of(s.therapistId).schedule.push(s);
  for (const b of breaks) of(b.therapistId).breaks.push(b);
  for (const l of leaves) {
    of(l.therapistId).leaves.push({ start: l.startDate, end: l.endDate, reason: l.reason });
  }
  for (const q of quickBreaks) of(q.therapistId).quickBreaks.push({ start: q.timeStart, end: q.timeEnd });
  for (const o of openDays) {
    of(o.therapistId).openDays.push({
      start: o.startDate,
      end: o.endDate,
      timeStart: o.timeStart,
      timeEnd: o.timeEnd,
    });
  }
  return { from, to, therapists, daysOff };
}

/** One therapist's working intervals from loaded clinic time (the domain's working-time rule). */
export function workingIntervalsOf(time: ClinicTime, therapistId: number): TimeInterval[] {
  const t = time.therapists.get(therapistId);
  if (!t) return [];
  return workingIntervals({
    from: time.from,
    to: time.to,
    schedule: t.schedule,
    breaks: t.breaks,
    leaves: t.leaves,
    quickBreaks: t.quickBreaks,
    clinicDaysOff: time.daysOff.map((d) => d.date),
    openDays: t.openDays,
  });
}

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
  return workingIntervalsOf(await loadClinicTime(db, tenantId, [therapistId], from, to), therapistId);
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
