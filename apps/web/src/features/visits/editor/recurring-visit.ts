import type { RegularVisitCheckDateStatuses, RegularVisitCheckResult } from '@wizytownik/contracts';
import type { RECURRENCE_PERIODS } from '@wizytownik/domain';
import { clinicDateTime, formatDate, formatTime } from '@wizytownik/domain';
import { hasErrorCode } from '../../../api/errors.ts';

export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

/** A new visit's series settings (§4.3 'Recurring visits') and what Verify and the dates dialog made of them. */
export interface SeriesState {
  readonly on: boolean;
  readonly period: RecurrencePeriod | null;
  /** "YYYY-MM-DD", the series' last date; '' while not chosen. */
  readonly endDate: string;
  /** The last Verify's answer; null until verified (or after a reset). */
  readonly result: RegularVisitCheckResult | null;
  /** The dates left out, each the series' own (original) date. */
  readonly excludedDates: readonly string[];
  /** The dates moved to another start: the series' date and the new start (ISO instant). */
  readonly resolvedExceptions: readonly { readonly originalDate: string; readonly newDate: string }[];
}

export const NO_SERIES: SeriesState = {
  on: false,
  period: null,
  endDate: '',
  result: null,
  excludedDates: [],
  resolvedExceptions: [],
};

/** Verified dates exist: changing the settings asks to reset the verification. */
export const isVerified = (s: SeriesState) => s.result !== null;

/** The settings changed: the verification and the decisions about its exceptions go. */
export const withSettings = (
  s: SeriesState,
  change: Partial<Pick<SeriesState, 'on' | 'period' | 'endDate'>>,
) => ({
  ...NO_SERIES,
  on: change.on ?? s.on,
  period: change.period ?? s.period,
  endDate: change.endDate ?? s.endDate,
});

export const statusesOf = (s: SeriesState): RegularVisitCheckDateStatuses => ({
  excludedDates: [...s.excludedDates],
  resolvedExceptions: s.resolvedExceptions.map((r) => ({ ...r })),
});

/**
 * The series' own date of a date the last check shows: a moved visit is shown on its new date, and a
 * decision about it replaces the one that moved it.
 */
export function originalDateOf(s: SeriesState, visitDate: string): string {
  return (
    s.resolvedExceptions.find((r) => clinicDateTime(new Date(r.newDate)).date === visitDate)?.originalDate ??
    visitDate
  );
}

/** An exception left out of the series. */
export function exclude(s: SeriesState, visitDate: string): SeriesState {
  const original = originalDateOf(s, visitDate);
  return {
    ...s,
    excludedDates: [...s.excludedDates.filter((d) => d !== original), original],
    resolvedExceptions: s.resolvedExceptions.filter((r) => r.originalDate !== original),
  };
}

/** An exception moved to a free slot starting at `start`. */
export function move(s: SeriesState, visitDate: string, start: Date): SeriesState {
  const original = originalDateOf(s, visitDate);
  return {
    ...s,
    excludedDates: s.excludedDates.filter((d) => d !== original),
    resolvedExceptions: [
      ...s.resolvedExceptions.filter((r) => r.originalDate !== original),
      { originalDate: original, newDate: start.toISOString() },
    ],
  };
}

/** Exceptions the last check found and no decision resolved. */
export const unresolvedCount = (s: SeriesState) => s.result?.visitDatesWithException.length ?? 0;

/** What a new visit's save sends for its series; nothing but `regularVisit: false` when the switch is off. */
export function seriesSaveFields(s: SeriesState) {
  if (!s.on || s.period === null || !s.endDate) return { regularVisit: false };
  return {
    regularVisit: true,
    regularVisitPeriod: s.period,
    regularVisitEndDate: s.endDate,
    regularVisitCheckDateStatuses: statusesOf(s),
  };
}

/** The series' dates as listed: the first visit (the form's date and start) and the verified ones. */
export function seriesDatesText(
  first: { readonly date: string; readonly startTime: string },
  result: RegularVisitCheckResult,
): string {
  return [
    `${formatDate(first.date)} ${first.startTime}`,
    ...result.visitDates.map((d) => `${formatDate(d.visitDate)} ${formatTime(d.startTime)}`),
  ].join(', ');
}

/** The server refused a series whose exceptions are left (§5): the dates dialog opens. */
export const needsDatesUpdate = (error: unknown) => hasErrorCode(error, 'visit.regularVisitNeedsUpdate');
