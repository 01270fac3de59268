import { scheduleWeekDays, type ReserveDayFlag, type ReserveScheduleDto } from '@wizytownik/contracts';
import { formatDate, type RESERVE_WEEK_DAYS } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';

export type ScheduleFields = Pick<ReserveScheduleDto, 'dateStart' | 'dateEnd' | 'startTime' | 'endTime'> &
  Pick<ReserveScheduleDto, ReserveDayFlag>;

/** One schedule as the list shows it (spec 002 'reserve schedule list'): period, hours and days. */
export interface ScheduleSummary {
  readonly period: string;
  readonly hours: string;
  readonly days: string;
  /** The whole line: 'Dowolny termin i godzina' when nothing is set. */
  readonly text: string;
}

/**
 * A schedule's period ('Dowolny' when no dates), hours ('Dowolne godziny' when none) and days
 * (Pon … Nie, empty when none is checked); a schedule with nothing set is 'Dowolny termin i godzina'.
 */
export function scheduleSummary(s: ScheduleFields, t: Translate): ScheduleSummary {
  const weekDays = scheduleWeekDays(s);
  if (!s.dateStart && !s.dateEnd && !s.startTime && !s.endTime && weekDays.length === 0) {
    const any = t('reserves.anyTime');
    return { period: '', hours: '', days: '', text: any };
  }
  const period =
    s.dateStart && s.dateEnd
      ? t('reserves.period', { from: formatDate(s.dateStart), to: formatDate(s.dateEnd) })
      : s.dateStart
        ? t('reserves.periodFrom', { date: formatDate(s.dateStart) })
        : s.dateEnd
          ? t('reserves.periodTo', { date: formatDate(s.dateEnd) })
          : t('reserves.anyPeriod');
  const hours =
    s.startTime && s.endTime
      ? t('reserves.hours', { from: s.startTime, to: s.endTime })
      : t('reserves.anyHours');
  const days = weekDays
    .map((day) => t(`reserves.day.${day as (typeof RESERVE_WEEK_DAYS)[number]}`))
    .join(', ');
  return { period, hours, days, text: [period, hours, days].filter(Boolean).join(' · ') };
}

/** The list's column: each schedule's line, or 'Dowolny termin i godzina' for a reserve without any. */
export function schedulesSummary(schedules: readonly ScheduleFields[], t: Translate): string[] {
  return schedules.length === 0 ? [t('reserves.anyTime')] : schedules.map((s) => scheduleSummary(s, t).text);
}
