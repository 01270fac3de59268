import { addDays, minutesOfDay, weekDayOf, zonedInstant, zonedWallClock } from './time-zone.ts';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** One clinic date of a range, read once for every therapist of a calendar. */
export interface ClinicDay {
  /** "YYYY-MM-DD". */
  readonly date: string;
  /** 0 Sunday … 6 Saturday, as the schedules number the days. */
  readonly weekDay: number;
  /** The instant (ms) of a wall-clock minute of this day in the clinic's zone, as `zonedInstant` gives it. */
  readonly instant: (minutes: number) => number;
}

function clinicDay(date: string, timeZone: string): ClinicDay {
  const midnight = zonedInstant(date, 0, timeZone).getTime();
  const next = zonedInstant(addDays(date, 1), 0, timeZone).getTime();
  // A day that starts at its own midnight and lasts 24 real hours keeps one offset throughout (zones
  // change at most once a day), so its minutes are plain arithmetic; a DST change day asks the zone.
  const steady =
    next - midnight === DAY_MINUTES * MINUTE && zonedWallClock(new Date(midnight), timeZone).minutes === 0;
  return {
    date,
    weekDay: weekDayOf(date),
    instant: (minutes) =>
      steady && minutes >= 0 && minutes < DAY_MINUTES
        ? midnight + minutes * MINUTE
        : zonedInstant(date, minutes, timeZone).getTime(),
  };
}

/** The last range read: a calendar asks for the same days once per therapist. */
let last: { key: string; days: readonly ClinicDay[] } | undefined;

/** The clinic days from `from` to `to`, both included ("YYYY-MM-DD"), in `timeZone`. */
export function clinicDays(from: string, to: string, timeZone: string): readonly ClinicDay[] {
  const key = `${timeZone} ${from} ${to}`;
  if (last?.key !== key) {
    const days: ClinicDay[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) days.push(clinicDay(date, timeZone));
    last = { key, days };
  }
  return last.days;
}

/** [start, end): minutes of a day, or instants in ms. */
export type Span = readonly [number, number];

/** The minutes of "HH:mm" hours. */
export const hours = (x: { readonly timeStart: string; readonly timeEnd: string }): Span => [
  minutesOfDay(x.timeStart),
  minutesOfDay(x.timeEnd),
];

/** Week-day hours parsed once and put by week day (0 Sunday … 6 Saturday). */
export function byWeekDay(
  entries: readonly { readonly day: number; readonly timeStart: string; readonly timeEnd: string }[],
): Span[][] {
  const out: Span[][] = [[], [], [], [], [], [], []];
  for (const e of entries) out[e.day]?.push(hours(e));
  return out;
}
