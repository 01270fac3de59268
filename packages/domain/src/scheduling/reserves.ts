import {
  addDays,
  DEFAULT_TIME_ZONE,
  minutesOfDay,
  weekDayOf,
  zonedInstant,
  zonedWallClock,
} from '../calendar/time-zone.ts';
import type { TimeInterval } from '../calendar/working-time.ts';

/** A reserve's priority: 0 Normalny (NOR), 1 Terapeuta (TER), 2 VIP. */
export const RESERVE_PRIORITIES = [0, 1, 2] as const;
export type ReservePriority = (typeof RESERVE_PRIORITIES)[number];

/** The week days of a reserve schedule, in the spec's order (mon..sun), as schedules number them. */
export const RESERVE_WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * When a reserve's patient can come: dates "YYYY-MM-DD" (both included), "HH:mm" hours and week days
 * (0 Sunday … 6 Saturday). Anything empty means "any".
 */
export interface ReserveSchedule {
  readonly dateStart: string | null;
  readonly dateEnd: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly weekDays: readonly number[];
}

export type ReserveScheduleError = 'rangeOrDayRequired' | 'hoursIncomplete' | 'endBeforeStart';

/** The add-schedule dialog's three rules (spec 000 'Reserve schedule'), in the order it checks them. */
export function reserveScheduleError(s: ReserveSchedule): ReserveScheduleError | undefined {
  const hasRange = Boolean(s.dateStart || s.dateEnd);
  if (!hasRange && s.weekDays.length === 0) return 'rangeOrDayRequired';
  if (Boolean(s.startTime) !== Boolean(s.endTime)) return 'hoursIncomplete';
  if (s.dateStart && s.dateEnd && s.dateEnd < s.dateStart) return 'endBeforeStart';
  return undefined;
}

/**
 * The week days a date range contains (all seven for a week or more, or an open range): the dialog
 * disables the others and pre-checks these.
 */
export function weekDaysInRange(dateStart: string | null, dateEnd: string | null): number[] {
  if (!dateStart || !dateEnd || dateEnd < dateStart) return [...RESERVE_WEEK_DAYS];
  const days = new Set<number>();
  for (let d = dateStart; d <= dateEnd && days.size < 7; d = addDays(d, 1)) days.add(weekDayOf(d));
  return RESERVE_WEEK_DAYS.filter((day) => days.has(day));
}

export interface WaitingReserve {
  readonly id: number;
  /** The therapist the reserve waits for; null: any therapist. */
  readonly therapistId: number | null;
  readonly priority: ReservePriority;
  /** The visit's length in minutes. */
  readonly visitMinutes: number;
  /** No schedules: any date and hour. */
  readonly schedules: readonly ReserveSchedule[];
  /** When the reserve was added: the older waits less. */
  readonly createdAt: Date;
}

/** A time freed on a therapist's calendar (a cancelled or moved visit). */
export interface FreedSlot extends TimeInterval {
  readonly therapistId: number;
}

export interface ReserveMatch {
  readonly reserveId: number;
  /** The visit the reserve would get: the earliest its schedules allow inside the freed time. */
  readonly start: Date;
  readonly end: Date;
}

const ANY_TIME: ReserveSchedule = {
  dateStart: null,
  dateEnd: null,
  startTime: null,
  endTime: null,
  weekDays: [],
};

/** The earliest visit of `minutes` inside `slot` that one schedule allows, or undefined. */
function earliestIn(
  slot: TimeInterval,
  minutes: number,
  s: ReserveSchedule,
  timeZone: string,
): Date | undefined {
  const { date } = zonedWallClock(slot.start, timeZone);
  if (s.dateStart && date < s.dateStart) return undefined;
  if (s.dateEnd && date > s.dateEnd) return undefined;
  if (s.weekDays.length > 0 && !s.weekDays.includes(weekDayOf(date))) return undefined;
  const length = minutes * 60_000;
  let start = slot.start.getTime();
  let latestEnd = slot.end.getTime();
  if (s.startTime && s.endTime) {
    start = Math.max(start, zonedInstant(date, minutesOfDay(s.startTime), timeZone).getTime());
    latestEnd = Math.min(latestEnd, zonedInstant(date, minutesOfDay(s.endTime), timeZone).getTime());
  }
  return start + length <= latestEnd ? new Date(start) : undefined;
}

/**
 * The reserves that can take a freed time, best first: the therapist's own or any therapist's, whose
 * visit fits the time inside one of their schedules; VIP before Terapeuta before Normalny, then the
 * longest waiting.
 */
export function matchReserves(
  slot: FreedSlot,
  reserves: readonly WaitingReserve[],
  timeZone = DEFAULT_TIME_ZONE,
): ReserveMatch[] {
  const matches: (ReserveMatch & { readonly reserve: WaitingReserve })[] = [];
  for (const reserve of reserves) {
    if (reserve.therapistId !== null && reserve.therapistId !== slot.therapistId) continue;
    if (reserve.visitMinutes <= 0) continue;
    const starts = (reserve.schedules.length > 0 ? reserve.schedules : [ANY_TIME])
      .map((s) => earliestIn(slot, reserve.visitMinutes, s, timeZone))
      .filter((d): d is Date => d !== undefined);
    if (starts.length === 0) continue;
    const start = new Date(Math.min(...starts.map((d) => d.getTime())));
    matches.push({
      reserveId: reserve.id,
      start,
      end: new Date(start.getTime() + reserve.visitMinutes * 60_000),
      reserve,
    });
  }
  matches.sort(
    (a, b) =>
      b.reserve.priority - a.reserve.priority ||
      a.reserve.createdAt.getTime() - b.reserve.createdAt.getTime(),
  );
  return matches.map(({ reserveId, start, end }) => ({ reserveId, start, end }));
}

/**
 * The time a change frees on a therapist's calendar, still to come at `now`: all of `before` when the
 * visit was cancelled (`after` null) or went to another therapist, else the longer part of `before`
 * that `after` no longer covers. Undefined when nothing bookable is freed.
 */
export function freedSlot(before: FreedSlot, after: FreedSlot | null, now: Date): FreedSlot | undefined {
  const pieces: TimeInterval[] =
    after === null || after.therapistId !== before.therapistId
      ? [before]
      : [
          { start: before.start, end: new Date(Math.min(before.end.getTime(), after.start.getTime())) },
          { start: new Date(Math.max(before.start.getTime(), after.end.getTime())), end: before.end },
        ];
  const length = (i: TimeInterval) => i.end.getTime() - i.start.getTime();
  const longest = pieces
    .map((i) => ({ start: new Date(Math.max(i.start.getTime(), now.getTime())), end: i.end }))
    .filter((i) => length(i) > 0)
    .sort((a, b) => length(b) - length(a))[0];
  return longest && { therapistId: before.therapistId, ...longest };
}
