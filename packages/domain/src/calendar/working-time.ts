import { byWeekDay, clinicDays, hours, type ClinicDay, type Span } from './clinic-days.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';

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
  // Both sorted and merged, then one walk: a therapist's 60 days less their hundreds of visits stays
  // linear instead of rebuilding the list once per cut.
  const rest = union(spans);
  const cut = union(cuts);
  const out: Span[] = [];
  let j = 0;
  for (const [s, e] of rest) {
    let from = s;
    while (j < cut.length && cut[j]![1] <= from) j++;
    for (let k = j; k < cut.length && cut[k]![0] < e; k++) {
      const [cs, ce] = cut[k]!;
      if (cs > from) out.push([from, cs]);
      from = Math.max(from, ce);
      if (from >= e) break;
    }
    if (from < e) out.push([from, e]);
  }
  return out;
}

const inRange = (date: string, r: DateRange) => r.start <= date && date <= r.end;
/** A therapist's rules with every date and hour parsed once, for the day-by-day walk. */
interface DayRules {
  readonly closed: ReadonlySet<string>;
  readonly leaves: readonly DateRange[];
  readonly open: readonly Span[][];
  readonly breaks: readonly Span[][];
  readonly openDays: readonly (DateRange & { readonly hours: Span })[];
}

function dayRules(input: WorkingTimeInput): DayRules {
  const touches = (r: DateRange) => r.start <= input.to && r.end >= input.from;
  return {
    closed: new Set(input.clinicDaysOff),
    leaves: (input.leaves ?? []).filter(touches),
    open: byWeekDay(input.schedule.filter((s) => s.isEnabled)),
    breaks: byWeekDay(input.breaks ?? []),
    openDays: (input.openDays ?? [])
      .filter(touches)
      .map((o) => ({ start: o.start, end: o.end, hours: hours(o) })),
  };
}

/**
 * The minutes of one day a therapist works. Precedence, strongest first:
 *   1. a clinic day off closes the day for everyone;
 *   2. the therapist's leave closes the day, also against an additional open day;
 *   3. otherwise the day's enabled schedule hours joined with any additional open day's hours (an open
 *      day opens even a week day without a schedule);
 *   4. minus the recurring breaks of that week day (they apply to open-day hours too).
 * Quick breaks are instants and are cut afterwards, in `workingIntervals`.
 */
function workingMinutes(day: ClinicDay, rules: DayRules): Span[] {
  const { date, weekDay } = day;
  if (rules.closed.has(date)) return [];
  if (rules.leaves.some((l) => inRange(date, l))) return [];
  const open = [
    ...(rules.open[weekDay] ?? []),
    ...rules.openDays.filter((o) => inRange(date, o)).map((o) => o.hours),
  ];
  return subtract(open, rules.breaks[weekDay] ?? []);
}

/**
 * A therapist's working intervals between two dates, as instants. Wall-clock hours are read in the
 * clinic's zone day by day, so a day of a DST change is an hour shorter or longer in real time.
 */
export function workingIntervals(input: WorkingTimeInput): TimeInterval[] {
  const rules = dayRules(input);
  const spans: Span[] = [];
  for (const day of clinicDays(input.from, input.to, input.timeZone ?? DEFAULT_TIME_ZONE)) {
    for (const [s, e] of workingMinutes(day, rules)) spans.push([day.instant(s), day.instant(e)]);
  }
  const quick = (input.quickBreaks ?? []).map((q): Span => [q.start.getTime(), q.end.getTime()]);
  return subtract(spans, quick).map(([s, e]) => ({ start: new Date(s), end: new Date(e) }));
}

/** The parts of `intervals` that none of `cuts` covers, sorted and merged. */
export function subtractIntervals(
  intervals: readonly TimeInterval[],
  cuts: readonly TimeInterval[],
): TimeInterval[] {
  const spans = (xs: readonly TimeInterval[]) => xs.map((x): Span => [x.start.getTime(), x.end.getTime()]);
  return subtract(spans(intervals), spans(cuts)).map(([s, e]) => ({ start: new Date(s), end: new Date(e) }));
}
