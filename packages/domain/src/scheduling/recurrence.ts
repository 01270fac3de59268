import { addDays, DEFAULT_TIME_ZONE, zonedInstant, zonedWallClock } from '../calendar/time-zone.ts';
import type { DateRange, TimeInterval } from '../calendar/working-time.ts';

/** The editor's recurring periods: 1 daily, 2 weekly, 3 every two weeks, 4 monthly. */
export const RECURRENCE_PERIODS = [1, 2, 3, 4] as const;
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

/** At most this many visits in one series: a year of daily visits. */
export const MAX_SERIES_VISITS = 366;

const STEP_DAYS: Record<Exclude<RecurrencePeriod, 4>, number> = { 1: 1, 2: 7, 3: 14 };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The date `n` months after `date`, on the same day of the month; a month without that day gives its
 * last day (the 31st falls on 30 April and 28 or 29 February), and the series goes back to the 31st
 * in the months that have one: the day is always counted from the first visit, never from the last.
 */
export function monthsLater(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = months % 12;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The dates of a series from its first visit's date to `until`, both included, at most MAX_SERIES_VISITS. */
export function seriesDates(first: string, until: string, period: RecurrencePeriod): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < MAX_SERIES_VISITS; i++) {
    const date = period === 4 ? monthsLater(first, i) : addDays(first, i * STEP_DAYS[period]);
    if (date > until) break;
    out.push(date);
  }
  return out;
}

export interface SeriesVisit {
  readonly date: string;
  readonly start: Date;
  readonly end: Date;
}

/**
 * The visits of a series repeating the first one's wall-clock start and length (in real minutes) on
 * each date, so a weekly 10:00 visit stays at 10:00 across a change of daylight saving time.
 */
export function seriesVisits(
  first: TimeInterval,
  until: string,
  period: RecurrencePeriod,
  timeZone = DEFAULT_TIME_ZONE,
): SeriesVisit[] {
  const wall = zonedWallClock(first.start, timeZone);
  const length = first.end.getTime() - first.start.getTime();
  return seriesDates(wall.date, until, period).map((date) => {
    const start = zonedInstant(date, wall.minutes, timeZone);
    return { date, start, end: new Date(start.getTime() + length) };
  });
}

/** Why one visit of a series cannot be booked as it is. */
export type SeriesExceptionReason = 'dayOff' | 'leave' | 'outsideSchedule' | 'clash';

export interface SeriesCheckInput {
  /** The therapist's working intervals over the series' days (`workingIntervals`). */
  readonly working: readonly TimeInterval[];
  /** The therapist's active visits over those days, the edited visit left out. */
  readonly busy: readonly TimeInterval[];
  readonly clinicDaysOff: readonly string[];
  readonly leaves: readonly DateRange[];
}

export interface SeriesCheck {
  readonly visitDates: readonly SeriesVisit[];
  readonly visitDatesWithException: readonly (SeriesVisit & { readonly reason: SeriesExceptionReason })[];
}

const overlaps = (a: TimeInterval, b: TimeInterval) => a.start < b.end && b.start < a.end;

/**
 * Splits a series into the visits that can be booked and those that cannot, each with the first
 * reason that applies: a clinic day off, the therapist's leave, time outside their working hours, a
 * clash with another visit.
 */
export function checkSeries(visits: readonly SeriesVisit[], input: SeriesCheckInput): SeriesCheck {
  const daysOff = new Set(input.clinicDaysOff);
  const reasonOf = (v: SeriesVisit): SeriesExceptionReason | undefined => {
    if (daysOff.has(v.date)) return 'dayOff';
    if (input.leaves.some((l) => l.start <= v.date && v.date <= l.end)) return 'leave';
    if (!input.working.some((w) => w.start <= v.start && v.end <= w.end)) return 'outsideSchedule';
    if (input.busy.some((b) => overlaps(b, v))) return 'clash';
    return undefined;
  };
  const visitDates: SeriesVisit[] = [];
  const visitDatesWithException: (SeriesVisit & { reason: SeriesExceptionReason })[] = [];
  for (const v of visits) {
    const reason = reasonOf(v);
    if (reason) visitDatesWithException.push({ ...v, reason });
    else visitDates.push(v);
  }
  return { visitDates, visitDatesWithException };
}
