import {
  RESERVE_DAY_FLAGS,
  scheduleWeekDays,
  type ReserveDayFlag,
  type ReserveScheduleDto,
  type ReserveScheduleInput,
} from '@wizytownik/contracts';
import { RESERVE_WEEK_DAYS, reserveScheduleError, weekDaysInRange, type TextKey } from '@wizytownik/domain';

/*
 * The add-schedule dialog (spec 000 'Reserve schedule'): a date range, hours and week days. The days
 * outside the range are disabled and those inside pre-checked; an end before the start is reset.
 */
export interface ScheduleForm {
  /** "YYYY-MM-DD" or ''. */
  readonly dateStart: string;
  readonly dateEnd: string;
  /** "HH:mm" or ''. */
  readonly startTime: string;
  readonly endTime: string;
  readonly days: Readonly<Record<ReserveDayFlag, boolean>>;
}

const dayNumber = (flag: ReserveDayFlag) => RESERVE_WEEK_DAYS[RESERVE_DAY_FLAGS.indexOf(flag)]!;
const allDays = (checked: (flag: ReserveDayFlag) => boolean) =>
  Object.fromEntries(RESERVE_DAY_FLAGS.map((f) => [f, checked(f)])) as Record<ReserveDayFlag, boolean>;

export const EMPTY_SCHEDULE: ScheduleForm = {
  dateStart: '',
  dateEnd: '',
  startTime: '',
  endTime: '',
  days: allDays(() => false),
};

/** The week days the range leaves open: the others are disabled. */
export function enabledDays(form: Pick<ScheduleForm, 'dateStart' | 'dateEnd'>): Set<ReserveDayFlag> {
  const inRange = weekDaysInRange(form.dateStart || null, form.dateEnd || null);
  return new Set(RESERVE_DAY_FLAGS.filter((f) => inRange.includes(dayNumber(f))));
}

/**
 * A date whose year is typed to the end: the picker gives the years 0002, 0020, 0202 on the way to
 * 2026, which are neither an end before the start nor a range to check the days of.
 */
const whole = (date: string) => date >= '1000';

/**
 * New dates typed in: an end before the start is reset (with the spec's message); a whole range
 * checks exactly its days, otherwise the checks stay.
 */
export function changeDates(
  form: ScheduleForm,
  dateStart: string,
  dateEnd: string,
): { readonly form: ScheduleForm; readonly error?: TextKey } {
  if (whole(dateStart) && whole(dateEnd) && dateEnd < dateStart) {
    return {
      form: { ...form, dateStart, dateEnd: '' },
      error: 'contract.reserveEndBeforeStart',
    };
  }
  const next = { ...form, dateStart, dateEnd };
  if (!whole(dateStart) || !whole(dateEnd)) return { form: next };
  const open = enabledDays(next);
  return { form: { ...next, days: allDays((f) => open.has(f)) } };
}

/** The schedule as the wire takes it: empty fields as null, days outside the range left out. */
export function scheduleInput(form: ScheduleForm): ReserveScheduleInput {
  const open = enabledDays(form);
  return {
    dateStart: form.dateStart || null,
    dateEnd: form.dateEnd || null,
    startTime: form.startTime || null,
    endTime: form.endTime || null,
    ...allDays((f) => form.days[f] && open.has(f)),
  };
}

/** The dialog's message for a schedule that cannot be added, else undefined. */
export function scheduleFormError(form: ScheduleForm): TextKey | undefined {
  const input = scheduleInput(form);
  const error = reserveScheduleError({
    dateStart: input.dateStart ?? null,
    dateEnd: input.dateEnd ?? null,
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
    weekDays: scheduleWeekDays(input),
  });
  if (error === 'rangeOrDayRequired') return 'contract.reserveRangeOrDayRequired';
  if (error === 'hoursIncomplete') return 'contract.reserveHoursIncomplete';
  if (error === 'endBeforeStart') return 'contract.reserveEndBeforeStart';
  if (input.startTime && input.endTime && input.endTime <= input.startTime)
    return 'contract.reserveHoursOrder';
  return undefined;
}

/** A saved schedule as the editor keeps it (to send back on save). */
export function savedScheduleInput(s: ReserveScheduleDto): ReserveScheduleInput {
  return {
    dateStart: s.dateStart,
    dateEnd: s.dateEnd,
    startTime: s.startTime,
    endTime: s.endTime,
    ...allDays((f) => s[f]),
  };
}
