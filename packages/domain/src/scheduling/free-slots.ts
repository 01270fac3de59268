import { clinicDays } from '../calendar/clinic-days.ts';
import { DEFAULT_TIME_ZONE, zonedWallClock } from '../calendar/time-zone.ts';
import { subtractIntervals, type TimeInterval } from '../calendar/working-time.ts';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export interface FreeSlotsInput {
  /** The first and last day searched, "YYYY-MM-DD" in the clinic's zone, both included. */
  readonly from: string;
  readonly to: string;
  /** The therapist's working intervals over those days (`workingIntervals`). */
  readonly working: readonly TimeInterval[];
  /** The therapist's active visits and anything else that takes the time. */
  readonly busy: readonly TimeInterval[];
  /** The visit's length in minutes. */
  readonly lengthMinutes: number;
  /** The calendar's slot grid in minutes (`calendarTimeScale`). */
  readonly stepMinutes: number;
  /** Slots starting before this instant are never offered. */
  readonly now: Date;
  /** How many dates with a free slot to return. */
  readonly dates: number;
  readonly timeZone?: string;
}

export interface FreeSlot {
  /** "HH:mm" in the clinic's zone. */
  readonly hour: string;
  readonly start: Date;
  readonly end: Date;
}

export interface FreeDate {
  readonly date: string;
  readonly hours: readonly FreeSlot[];
}

export interface FreeSlots {
  readonly dates: readonly FreeDate[];
  /** A later date up to `to` has a free slot too. */
  readonly hasMore: boolean;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A therapist's free slots: starts on the calendar's grid (whole multiples of the step from the clinic's
 * midnight, as the calendar's cells are) whose whole visit fits inside working time not taken by a
 * visit, never in the past. Dates come in order and only those with a free slot count; the search
 * stops at the first date past the `dates` asked for that has one (`hasMore`).
 */
export function freeSlots(input: FreeSlotsInput): FreeSlots {
  const free = subtractIntervals(input.working, input.busy);
  const length = input.lengthMinutes * MINUTE;
  const now = input.now.getTime();
  const out: FreeDate[] = [];
  if (length <= 0 || input.stepMinutes <= 0 || input.dates <= 0) return { dates: out, hasMore: false };
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  let i = 0;
  for (const day of clinicDays(input.from, input.to, timeZone)) {
    const hours: FreeSlot[] = [];
    // A day of 24 real hours that starts at its own midnight keeps one offset: its minutes all exist.
    const midnight = day.instant(0);
    const steady =
      day.instant(DAY_MINUTES) - midnight === DAY_MINUTES * MINUTE &&
      zonedWallClock(new Date(midnight), timeZone).minutes === 0;
    for (let m = 0; m < DAY_MINUTES; m += input.stepMinutes) {
      const start = day.instant(m);
      // A wall-clock time skipped by the spring DST change does not exist and is not offered.
      if (start < now || (!steady && zonedWallClock(new Date(start), timeZone).minutes !== m)) continue;
      while (i < free.length && free[i]!.end.getTime() < start + length) i++;
      const span = free[i];
      if (!span) break;
      if (span.start.getTime() <= start) {
        hours.push({ hour: hhmm(m), start: new Date(start), end: new Date(start + length) });
      }
    }
    if (hours.length === 0) continue;
    if (out.length === input.dates) return { dates: out, hasMore: true };
    out.push({ date: day.date, hours });
  }
  return { dates: out, hasMore: false };
}
