import { byWeekDay, clinicDays } from '../calendar/clinic-days.ts';
import { addDays, DEFAULT_TIME_ZONE, zonedInstant } from '../calendar/time-zone.ts';
import type { DateRange, RecurringBreak, TimeInterval } from '../calendar/working-time.ts';

/*
 * The block entries of the calendar (spec 000 §2.1, §3): weekly breaks, leave, quick breaks and the
 * clinic's days off, drawn beside the visits. A clinic day off belongs to everyone (therapist -9999).
 */

/** The special therapist id of a block that applies to every therapist (§9). */
export const EVERY_THERAPIST_ID = -9999;

export type CalendarBlockKind = 'break' | 'leave' | 'quickBreak' | 'dayOff';

export interface CalendarBlock {
  readonly kind: CalendarBlockKind;
  /** The therapist's id, or EVERY_THERAPIST_ID for a clinic day off. */
  readonly therapistId: number;
  readonly start: Date;
  readonly end: Date;
  /** Whole days (leave, day off), drawn in the all-day row. */
  readonly allDay: boolean;
  readonly description: string;
}

export interface TherapistAbsences {
  readonly therapistId: number;
  readonly breaks?: readonly RecurringBreak[];
  readonly leaves?: readonly (DateRange & { readonly reason?: string | null })[];
  readonly quickBreaks?: readonly TimeInterval[];
}

export interface CalendarBlocksInput {
  /** The first and last day shown, "YYYY-MM-DD" in the clinic's zone, both included. */
  readonly from: string;
  readonly to: string;
  readonly therapists: readonly TherapistAbsences[];
  readonly daysOff?: readonly { readonly date: string; readonly description: string }[];
  readonly timeZone?: string;
}

export const BLOCK_DESCRIPTIONS = {
  break: 'Przerwa',
  leave: 'Urlop',
  quickBreak: 'Przepustka',
  dayOff: 'Dzień wolny',
} as const;

const leaveDescription = (reason?: string | null) =>
  reason?.trim() ? `${BLOCK_DESCRIPTIONS.leave}: ${reason.trim()}` : BLOCK_DESCRIPTIONS.leave;

/**
 * The blocks between two dates, ordered by start. A weekly break is expanded on each day of its week
 * day, except the days the therapist is away anyway (leave, clinic day off). A leave is one all-day
 * block clipped to the dates shown; a quick break is shown as it is when it touches them.
 */
export function calendarBlocks(input: CalendarBlocksInput): CalendarBlock[] {
  const zone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const dayStart = (date: string) => zonedInstant(date, 0, zone);
  const shown = clinicDays(input.from, input.to, zone);
  const rangeStart = dayStart(input.from);
  const rangeEnd = dayStart(addDays(input.to, 1));
  const daysOff = (input.daysOff ?? []).filter((d) => input.from <= d.date && d.date <= input.to);
  const closed = new Set(daysOff.map((d) => d.date));
  const blocks: CalendarBlock[] = daysOff.map((d) => ({
    kind: 'dayOff',
    therapistId: EVERY_THERAPIST_ID,
    start: dayStart(d.date),
    end: dayStart(addDays(d.date, 1)),
    allDay: true,
    description: d.description.trim() || BLOCK_DESCRIPTIONS.dayOff,
  }));

  for (const t of input.therapists) {
    const leaves = (t.leaves ?? []).filter((l) => l.start <= input.to && l.end >= input.from);
    for (const l of leaves) {
      const first = l.start > input.from ? l.start : input.from;
      const last = l.end < input.to ? l.end : input.to;
      blocks.push({
        kind: 'leave',
        therapistId: t.therapistId,
        start: dayStart(first),
        end: dayStart(addDays(last, 1)),
        allDay: true,
        description: leaveDescription(l.reason),
      });
    }
    const away = (date: string) => closed.has(date) || leaves.some((l) => l.start <= date && date <= l.end);
    const breaks = byWeekDay(t.breaks ?? []);
    for (const day of shown) {
      if (away(day.date)) continue;
      for (const [s, e] of breaks[day.weekDay] ?? []) {
        blocks.push({
          kind: 'break',
          therapistId: t.therapistId,
          start: new Date(day.instant(s)),
          end: new Date(day.instant(e)),
          allDay: false,
          description: BLOCK_DESCRIPTIONS.break,
        });
      }
    }
    for (const q of t.quickBreaks ?? []) {
      if (q.start >= rangeEnd || q.end <= rangeStart) continue;
      blocks.push({
        kind: 'quickBreak',
        therapistId: t.therapistId,
        start: q.start,
        end: q.end,
        allDay: false,
        description: BLOCK_DESCRIPTIONS.quickBreak,
      });
    }
  }
  return blocks.sort((a, b) => a.start.getTime() - b.start.getTime() || a.therapistId - b.therapistId);
}
