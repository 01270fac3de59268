import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { endpoint } from './endpoint.ts';
import { queryId, queryInt } from './input.ts';

/**
 * Scheduling (spec 000 §2.1 'Dostepne terminy', §3 free schedule response; spec 002 §2 the slot
 * picker): a therapist's free slots from a date on.
 */

/** The most dates with a free slot one call returns (the picker asks for 5). */
export const MAX_FREE_DATES = 31;
/** The picker's page: 5 dates at a time (spec 000 §9, spec 002 §10). */
export const FREE_DATES_PER_PAGE = 5;
/** How many clinic days one call searches, from the first day searched on (both included). */
export const FREE_SLOTS_HORIZON_DAYS = 60;

export const GetTherapistFreeSchedulesInput = z.object({
  /** "YYYY-MM-DD": the first clinic day to search (a past day searches from today). */
  startDate: calendarDate(),
  /** The therapist's visit type; absent or 0: the first active one (by name), none when they have none. */
  typWizyty: queryInt(0, 2_147_483_647).optional(),
  therapistId: queryId(),
  /** How many dates with a free slot to return. */
  ileDat: queryInt(1, MAX_FREE_DATES).default(FREE_DATES_PER_PAGE),
});
export type GetTherapistFreeSchedulesInput = z.input<typeof GetTherapistFreeSchedulesInput>;

export const FreeHour = z.object({
  /** "HH:mm" in the clinic's zone. */
  hour: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
});
export type FreeHour = z.infer<typeof FreeHour>;

export const FreeSchedule = z.object({
  /** "YYYY-MM-DD" in the clinic's zone. */
  date: z.string(),
  hours: z.array(FreeHour),
});
export type FreeSchedule = z.infer<typeof FreeSchedule>;

export const FreeSchedulesOutput = z.object({
  /** Up to `ileDat` dates with at least one free slot, in order. */
  freeSchedules: z.array(FreeSchedule),
  /** A later date within the searched days has a free slot too. */
  hasMoreDates: z.boolean(),
  /** The therapist's active visit types. */
  typyWizyt: z.array(z.object({ id: z.number().int(), nazwa: z.string() })),
  /** The visit type the slots were computed for; null when the therapist has none. */
  wybranyTyp: z.number().int().nullable(),
  /** The visit length in minutes the slots were computed for. */
  dlugoscWizyty: z.number().int(),
  /** The search began today (the asked date was today or earlier): there is nothing earlier to show. */
  hidePreviousDate: z.boolean(),
  /** The asked date was in the past; the search began today instead. */
  passedDate: z.boolean(),
});
export type FreeSchedulesOutput = z.infer<typeof FreeSchedulesOutput>;

export const schedulingEndpoints = {
  freeSchedules: endpoint({
    method: 'GET',
    path: '/api/services/app/Therapist/GetTherapistFreeShedules',
    input: GetTherapistFreeSchedulesInput,
    result: FreeSchedulesOutput,
    summary: "A therapist's free slots on the calendar's grid from a date on (up to 60 days searched)",
    tag: 'Therapist',
  }),
};
