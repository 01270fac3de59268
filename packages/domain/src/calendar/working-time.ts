import { addDays, DEFAULT_TIME_ZONE, minutesOfDay, weekDayOf, zonedInstant } from './time-zone.ts';

/** A weekly schedule entry: day 0 Sunday … 6 Saturday, "HH:mm" hours. */
export interface ScheduleEntry {
  readonly day: number;
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly isEnabled: boolean;
}

/** A recurring break on a week day, "HH:mm" hours. */
export interface RecurringBreak {
  readonly day: number;
  readonly timeStart: string;
  readonly timeEnd: string;
}

/** Whole days "YYYY-MM-DD", both ends included. */
export interface DateRange {
  readonly start: string;
  readonly end: string;
}

/** An additional open day (or days): dates both included, "HH:mm" hours on each. */
export interface AdditionalOpenDay extends DateRange {
  readonly timeStart: string;
  readonly timeEnd: string;
}

/** A span of time between two instants, the end excluded. */
export interface TimeInterval {
  readonly start: Date;
  readonly end: Date;
}

export interface WorkingTimeInput {
  /** The first and last day asked for, "YYYY-MM-DD" in the clinic's zone, both included. */
  readonly from: string;
  readonly to: string;
  readonly schedule: readonly ScheduleEntry[];
  readonly breaks?: readonly RecurringBreak[];
  readonly leaves?: readonly DateRange[];
  readonly quickBreaks?: readonly TimeInterval[];
  readonly clinicDaysOff?: readonly string[];
  readonly openDays?: readonly AdditionalOpenDay[];
  /** IANA zone of the clinic; Europe/Warsaw by default. */
  readonly timeZone?: string;
}

type Span = readonly [number, number];

/** Sorted, merged spans (touching spans join). */
function union(spans: readonly Span[]): Span[] {
  const sorted = spans.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function subtract(spans: readonly Span[], cuts: readonly Span[]): Span[] {
  let rest = union(spans);
  for (const [cs, ce] of cuts) {
    rest = rest.flatMap(([s, e]): Span[] => {
      if (ce <= s || cs >= e) return [[s, e]];
      return [...(cs > s ? [[s, cs] as Span] : []), ...(ce < e ? [[ce, e] as Span] : [])];
    });
  }
  return rest;
}

const inRange = (date: string, r: DateRange) => r.start <= date && date <= r.end;
const hours = (x: { timeStart: string; timeEnd: string }): Span => [
  minutesOfDay(x.timeStart),
  minutesOfDay(x.timeEnd),
];

/**
 * The minutes of one day a therapist works. Precedence, strongest first:
 *   1. a clinic day off closes the day for everyone;
 *   2. the therapist's leave closes the day, also against an additional open day;
 *   3. otherwise the day's enabled schedule hours joined with any additional open day's hours (an open
 *      day opens even a week day without a schedule);
 *   4. minus the recurring breaks of that week day (they apply to open-day hours too).
 * Quick breaks are instants and are cut afterwards, in `workingIntervals`.
 */
function workingMinutes(date: string, input: WorkingTimeInput): Span[] {
  if (input.clinicDaysOff?.includes(date)) return [];
  if (input.leaves?.some((l) => inRange(date, l))) return [];
  const day = weekDayOf(date);
  const open = [
    ...input.schedule.filter((s) => s.isEnabled && s.day === day).map(hours),
    ...(input.openDays ?? []).filter((o) => inRange(date, o)).map(hours),
  ];
  const breaks = (input.breaks ?? []).filter((b) => b.day === day).map(hours);
  return subtract(open, breaks);
}

/**
 * A therapist's working intervals between two dates, as instants. Wall-clock hours are read in the
 * clinic's zone day by day, so a day of a DST change is an hour shorter or longer in real time.
 */
export function workingIntervals(input: WorkingTimeInput): TimeInterval[] {
  const zone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const spans: Span[] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    for (const [s, e] of workingMinutes(date, input)) {
      spans.push([zonedInstant(date, s, zone).getTime(), zonedInstant(date, e, zone).getTime()]);
    }
  }
  const quick = (input.quickBreaks ?? []).map((q): Span => [q.start.getTime(), q.end.getTime()]);
  return subtract(spans, quick).map(([s, e]) => ({ start: new Date(s), end: new Date(e) }));
}
