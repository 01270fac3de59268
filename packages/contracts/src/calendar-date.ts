import { z } from 'zod';

/** A calendar date "YYYY-MM-DD" that exists (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** A "YYYY-MM-DD" calendar date field; `message` when it is missing or not a real date. */
export const calendarDate = (message: string) => z.string(message).refine(isCalendarDate, message);
