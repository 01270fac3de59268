import { z } from 'zod';
import { message, errorParams, type ErrorParam } from './messages.ts';

/*
 * Dates as requests carry them. Only dates that exist pass (not 2025-02-30, not 9999-99-99), within
 * years both databases and the calendar arithmetic handle (PostgreSQL has no year 0).
 */

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

export const DATE_MESSAGE = message('contract.dateInvalid');
const DISPLAY_DATE_MESSAGE = message('contract.displayDateFormat');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_DATE = /^\d{2}-\d{2}-\d{4}$/;

const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A calendar date "YYYY-MM-DD" that exists (not 2025-02-30) within MIN_YEAR..MAX_YEAR. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value) || !inYearRange(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A "YYYY-MM-DD" calendar date field; `message` when it is not a real date, `required` when missing or empty. */
export const calendarDate = (invalid: ErrorParam = DATE_MESSAGE, required: ErrorParam = invalid) =>
  z
    .string(required)
    // One message per field: a missing date is not also reported as malformed and impossible.
    .min(1, { ...errorParams(required), abort: true })
    .regex(ISO_DATE, { ...errorParams(invalid), abort: true })
    .refine(isCalendarDate, invalid);

/** "DD-MM-YYYY" as the calendar sends it, read as "YYYY-MM-DD". */
export const displayDate = (invalid: ErrorParam = DISPLAY_DATE_MESSAGE) =>
  z
    .string(invalid)
    .regex(DISPLAY_DATE, { ...errorParams(invalid), abort: true })
    .transform((v) => v.split('-').reverse().join('-'))
    .refine(isCalendarDate, invalid);

/** An ISO 8601 instant with its offset ("2025-03-01T10:00:00+01:00"), its date within the years above. */
export const instant = (invalid: ErrorParam = DATE_MESSAGE) =>
  z.iso.datetime({ offset: true, ...errorParams(invalid) }).refine(inYearRange, invalid);
