import { DEFAULT_TIME_ZONE, minutesOfDay, zonedInstant, zonedWallClock } from './calendar/time-zone.ts';

/*
 * Clinic time for therapists' breaks, leave and open days. Recurring items keep a wall-clock "HH:mm";
 * a quick break is an instant. Both are read in the clinic's time zone.
 */

/** Week days as the spec numbers them (Monday 1 … Saturday 6, Sunday 0), in the order shown. */
export const WEEK_DAYS = [
  { day: 1, short: 'Pon', name: 'Poniedziałek' },
  { day: 2, short: 'Wt', name: 'Wtorek' },
  { day: 3, short: 'Śr', name: 'Środa' },
  { day: 4, short: 'Czw', name: 'Czwartek' },
  { day: 5, short: 'Pt', name: 'Piątek' },
  { day: 6, short: 'Sob', name: 'Sobota' },
  { day: 0, short: 'Nie', name: 'Niedziela' },
] as const;

export type WeekDay = (typeof WEEK_DAYS)[number]['day'];

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "HH:mm" strings compare in time order; the end must come after the start. */
export function isTimeRangeOrdered(start: string, end: string): boolean {
  return start < end;
}

export function weekDayName(day: number): string {
  return WEEK_DAYS.find((d) => d.day === day)?.name ?? String(day);
}

/** The clinic's calendar date "YYYY-MM-DD" and time "HH:mm" of an instant. */
export function clinicDateTime(instant: Date): { date: string; time: string } {
  const { date, minutes } = zonedWallClock(instant, DEFAULT_TIME_ZONE);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return { date, time: `${hh}:${String(minutes % 60).padStart(2, '0')}` };
}

/** The instant of a wall-clock date and "HH:mm" time in the clinic's zone. */
export function clinicInstant(date: string, time: string): Date {
  return zonedInstant(date, minutesOfDay(time), DEFAULT_TIME_ZONE);
}

/** The clinic's date of an instant as the screens show it, "DD-MM-YYYY". */
export function clinicDisplayDate(instant: Date): string {
  return clinicDateTime(instant).date.split('-').reverse().join('-');
}
