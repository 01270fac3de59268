import {
  clinicDateTime,
  workingIntervals,
  type AdditionalOpenDay,
  type DateRange,
  type RecurringBreak,
  type ScheduleEntry,
  type TimeInterval,
} from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clinicTimeRows, type ClinicTimeRow } from './clinic-time-rows.ts';

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
 * on the clinic days `from`–`to`, in one query whatever the number of therapists.
 */
export async function loadClinicTime(
  db: DbOrTx,
  tenantId: number,
  therapistIds: readonly number[],
  from: string,
  to: string,
): Promise<ClinicTime> {
  const ids = [...new Set(therapistIds)];
  return clinicTimeOf(await clinicTimeRows(db, { tenantId, therapistIds: ids, from, to }), ids, from, to);
}

/** Read rows of clinic time (`clinicTimeRows`) put together by therapist; rows of others are left out. */
export function clinicTimeOf(
  rows: readonly ClinicTimeRow[],
  therapistIds: readonly number[],
  from: string,
  to: string,
): ClinicTime {
  const ids = [...new Set(therapistIds)];
  const therapists = new Map<number, TherapistTime>(
    ids.map((id) => [id, { schedule: [], breaks: [], leaves: [], quickBreaks: [], openDays: [] }]),
  );
  const daysOff: ClinicTime['daysOff'] = [];
  for (const r of rows) {
    const t = therapists.get(r.therapistId ?? NaN);
    const hours = { timeStart: r.timeStart!, timeEnd: r.timeEnd! };
    const dates = { start: r.startDate!, end: r.endDate! };
    switch (r.kind) {
      case 'dayOff':
        daysOff.push({ date: r.startDate!, description: r.note! });
        break;
      case 'schedule':
        t?.schedule.push({ day: r.day!, ...hours, isEnabled: r.enabled! });
        break;
      case 'break':
        t?.breaks.push({ day: r.day!, ...hours });
        break;
      case 'leave':
        t?.leaves.push({ ...dates, reason: r.note! });
        break;
      case 'quickBreak':
        t?.quickBreaks.push({ start: new Date(r.timeStart!), end: new Date(r.timeEnd!) });
        break;
      case 'openDay':
        t?.openDays.push({ ...dates, ...hours });
        break;
    }
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
