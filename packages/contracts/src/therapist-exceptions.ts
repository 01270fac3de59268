import { z } from 'zod';
import { DATE_PATTERN, TIME_OF_DAY_PATTERN, isTimeRangeOrdered } from '@wizytownik/domain';
import { endpoint } from './endpoint.ts';
import { int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { DATE_MESSAGE, instant, isCalendarDate } from './calendar-date.ts';
import { message, type ErrorParam } from './messages.ts';

/**
 * A therapist's exceptions to the weekly schedule (spec 002): recurring breaks, leave, quick breaks
 * ('przepustki') and additional open days. Times of day are "HH:mm" and dates "YYYY-MM-DD", both in
 * the clinic's time zone; a quick break is a pair of instants.
 */
const TAG = 'Therapist';
const BASE = '/api/services/app/Therapist';

const TIME_ORDER_MESSAGE = message('contract.timeOrder');
const DATE_ORDER_MESSAGE = message('contract.dateOrder');

const timeOfDay = (required: ErrorParam) =>
  text(required).min(1, required).regex(TIME_OF_DAY_PATTERN, message('contract.timeFormat'));
const date = (required: ErrorParam) =>
  text(required)
    .min(1, required)
    .regex(DATE_PATTERN, message('contract.isoDateFormat'))
    .refine(isCalendarDate, DATE_MESSAGE);
const StartTime = timeOfDay(message('contract.startTimeRequired'));
const EndTime = timeOfDay(message('contract.endTimeRequired'));
const StartDate = date(message('contract.startDateRequired'));
const EndDate = date(message('contract.endDateRequired'));
const id = queryId();

const timesOrdered = <T extends { startTime: string; endTime: string }>(v: T) =>
  isTimeRangeOrdered(v.startTime, v.endTime);
const datesOrdered = <T extends { start: string; end: string }>(v: T) => v.start <= v.end;

export const ById = z.object({ id });
export const ByTherapist = z.object({ therapistId: id });

const Paging = {
  page: queryInt(1, INT4_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number().int(), items: z.array(item) });

// Breaks ----------------------------------------------------------------------------------------

export const TherapistBreak = z.object({
  id: z.number().int(),
  therapistId: z.number().int(),
  day: z.number().int().min(0).max(6),
  timeStart: z.string(),
  timeEnd: z.string(),
});
export type TherapistBreak = z.infer<typeof TherapistBreak>;
const BreakList = z.object({ items: z.array(TherapistBreak) });

export const AddTherapistBreaksInput = z
  .object({
    therapistID: id,
    days: z
      .array(int(0, 6), message('contract.weekDaysRequired'))
      .min(1, message('contract.weekDaysRequired')),
    startTime: StartTime,
    endTime: EndTime,
  })
  .refine(timesOrdered, { path: ['endTime'], ...TIME_ORDER_MESSAGE });
export type AddTherapistBreaksInput = z.output<typeof AddTherapistBreaksInput>;

export const UpdateTherapistBreakInput = z
  .object({ id, startTime: StartTime, endTime: EndTime })
  .refine(timesOrdered, { path: ['endTime'], ...TIME_ORDER_MESSAGE });
export type UpdateTherapistBreakInput = z.output<typeof UpdateTherapistBreakInput>;

// Leave -----------------------------------------------------------------------------------------

export const TherapistHoliday = z.object({
  id: z.number().int(),
  therapistId: z.number().int(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
});
export type TherapistHoliday = z.infer<typeof TherapistHoliday>;

const HolidayFields = { start: StartDate, end: EndDate, reason: text().trim().max(500).default('') };
export const AddTherapistHolidayInput = z
  .object({ therapistId: id, ...HolidayFields })
  .refine(datesOrdered, { path: ['end'], ...DATE_ORDER_MESSAGE });
export type AddTherapistHolidayInput = z.output<typeof AddTherapistHolidayInput>;
export const UpdateTherapistHolidayInput = z
  .object({ id, ...HolidayFields })
  .refine(datesOrdered, { path: ['end'], ...DATE_ORDER_MESSAGE });
export type UpdateTherapistHolidayInput = z.output<typeof UpdateTherapistHolidayInput>;

// Quick breaks ----------------------------------------------------------------------------------

export const TherapistShortBreak = z.object({
  id: z.number().int(),
  therapistId: z.number().int(),
  timeStart: z.iso.datetime({ offset: true }),
  timeEnd: z.iso.datetime({ offset: true }),
});
export type TherapistShortBreak = z.infer<typeof TherapistShortBreak>;

export const GetShortBreaksInput = z.object({ therapistid: id, ...Paging });
export type GetShortBreaksInput = z.output<typeof GetShortBreaksInput>;

const QuickBreakTime = instant(message('contract.quickBreakTimesRequired'));
export const AddTherapistShortBreakInput = z
  .object({ therapistId: id, timeStart: QuickBreakTime, timeEnd: QuickBreakTime })
  .refine((v) => Date.parse(v.timeStart) < Date.parse(v.timeEnd), {
    path: ['timeEnd'],
    ...TIME_ORDER_MESSAGE,
  });
export type AddTherapistShortBreakInput = z.output<typeof AddTherapistShortBreakInput>;

// Additional open days --------------------------------------------------------------------------

export const AdditionalOpenDay = z.object({
  id: z.number().int(),
  therapistID: z.number().int(),
  start: z.string(),
  end: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
});
export type AdditionalOpenDay = z.infer<typeof AdditionalOpenDay>;

export const OPEN_DAY_SORTINGS = ['start asc', 'start desc'] as const;
export const GetAdditionalOpenDaysInput = z.object({
  therapistid: id,
  sorting: z.enum(OPEN_DAY_SORTINGS).default('start desc'),
  ...Paging,
});
export type GetAdditionalOpenDaysInput = z.output<typeof GetAdditionalOpenDaysInput>;

const OpenDayFields = { start: StartDate, end: EndDate, timeStart: StartTime, timeEnd: EndTime };
const openDayTimesOrdered = <T extends { timeStart: string; timeEnd: string }>(v: T) =>
  isTimeRangeOrdered(v.timeStart, v.timeEnd);
export const AddAdditionalOpenDayInput = z
  .object({ therapistID: id, ...OpenDayFields })
  .refine(datesOrdered, { path: ['end'], ...DATE_ORDER_MESSAGE })
  .refine(openDayTimesOrdered, { path: ['timeEnd'], ...TIME_ORDER_MESSAGE });
export type AddAdditionalOpenDayInput = z.output<typeof AddAdditionalOpenDayInput>;
export const UpdateAdditionalOpenDayInput = z
  .object({ id, ...OpenDayFields })
  .refine(datesOrdered, { path: ['end'], ...DATE_ORDER_MESSAGE })
  .refine(openDayTimesOrdered, { path: ['timeEnd'], ...TIME_ORDER_MESSAGE });
export type UpdateAdditionalOpenDayInput = z.output<typeof UpdateAdditionalOpenDayInput>;

export const GetCalendarAdditionalOpenDaysInput = z
  .object({
    start: StartDate,
    end: EndDate,
    /** An outpost: only therapists who work there (a user without extra outposts works in all). */
    placowkaId: id.optional(),
  })
  .refine(datesOrdered, { path: ['end'], ...DATE_ORDER_MESSAGE });

// Therapists to pick from -----------------------------------------------------------------------

export const BreakTherapist = z.object({
  therapistId: z.number().int(),
  name: z.string(),
  surname: z.string(),
});
export type BreakTherapist = z.infer<typeof BreakTherapist>;

export const therapistExceptionEndpoints = {
  getTherapistBreaks: endpoint({
    method: 'GET',
    path: `${BASE}/GetTherapistBreaks`,
    input: ByTherapist,
    result: BreakList,
    summary: "A therapist's recurring breaks",
    tag: TAG,
  }),
  addTherapistBreaks: endpoint({
    method: 'POST',
    path: `${BASE}/AddTherapistBreaks`,
    input: AddTherapistBreaksInput,
    result: BreakList,
    summary: 'Adds the same break on each of the given week days',
    tag: TAG,
  }),
  updateTherapistBreak: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateTherapistBreak`,
    input: UpdateTherapistBreakInput,
    result: TherapistBreak,
    summary: "Changes a break's hours",
    tag: TAG,
  }),
  deleteTherapistBreak: endpoint({
    method: 'DELETE',
    path: `${BASE}/DeleteTherapistBreak`,
    input: ById,
    result: z.null(),
    summary: 'Deletes a break',
    tag: TAG,
  }),
  getHolidays: endpoint({
    method: 'GET',
    path: `${BASE}/GetHolidays`,
    input: ByTherapist,
    result: z.object({ items: z.array(TherapistHoliday) }),
    summary: "A therapist's leave, latest first",
    tag: TAG,
  }),
  addTherapistHoliday: endpoint({
    method: 'POST',
    path: `${BASE}/AddTherapistHoliday`,
    input: AddTherapistHolidayInput,
    result: TherapistHoliday,
    summary: 'Adds a leave',
    tag: TAG,
  }),
  updateTherapistHoliday: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateTherapistHoliday`,
    input: UpdateTherapistHolidayInput,
    result: TherapistHoliday,
    summary: 'Changes a leave',
    tag: TAG,
  }),
  deleteTherapistHoliday: endpoint({
    method: 'DELETE',
    path: `${BASE}/DeleteTherapistHoliday`,
    input: ById,
    result: z.null(),
    summary: 'Deletes a leave',
    tag: TAG,
  }),
  getShortBreaks: endpoint({
    method: 'GET',
    path: `${BASE}/GetShortBreaks`,
    input: GetShortBreaksInput,
    result: paged(TherapistShortBreak),
    summary: "A therapist's quick breaks, latest first, paged",
    tag: TAG,
  }),
  addTherapistShortBreak: endpoint({
    method: 'POST',
    path: `${BASE}/AddTherapistShortBreak`,
    input: AddTherapistShortBreakInput,
    result: TherapistShortBreak,
    summary: 'Adds a quick break (needs Terapeuci_Przerwy or Terapeuci_Edycja)',
    tag: TAG,
  }),
  deleteTherapistShortBreak: endpoint({
    method: 'DELETE',
    path: `${BASE}/DeleteTherepistShortBreak`,
    input: ById,
    result: z.null(),
    summary: 'Deletes a quick break (needs Terapeuci_Przerwy or Terapeuci_Edycja)',
    tag: TAG,
  }),
  getAdditionalOpenDays: endpoint({
    method: 'GET',
    path: `${BASE}/GetAdditionalOpenDays`,
    input: GetAdditionalOpenDaysInput,
    result: paged(AdditionalOpenDay),
    summary: "A therapist's additional open days, paged",
    tag: TAG,
  }),
  addAdditionalOpenDay: endpoint({
    method: 'POST',
    path: `${BASE}/AddAdditionalOpenDay`,
    input: AddAdditionalOpenDayInput,
    result: AdditionalOpenDay,
    summary: 'Adds an additional open day (or a range of days)',
    tag: TAG,
  }),
  updateAdditionalOpenDay: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateAdditionalOpenDay`,
    input: UpdateAdditionalOpenDayInput,
    result: AdditionalOpenDay,
    summary: 'Changes an additional open day',
    tag: TAG,
  }),
  deleteAdditionalOpenDay: endpoint({
    method: 'DELETE',
    path: `${BASE}/DeleteAdditionalOpenDay`,
    input: ById,
    result: z.null(),
    summary: 'Deletes an additional open day',
    tag: TAG,
  }),
  getCalendarAdditionalOpenDays: endpoint({
    method: 'GET',
    path: `${BASE}/GetCalendarAdditionalOpenDays`,
    input: GetCalendarAdditionalOpenDaysInput,
    result: z.object({ items: z.array(AdditionalOpenDay) }),
    summary:
      "Active therapists' additional open days overlapping the dates (of one outpost), for the calendar",
    tag: TAG,
  }),
  getTherapistsForBreaks: endpoint({
    method: 'GET',
    path: `${BASE}/GetTherapistsForBreaks`,
    input: z.object({}),
    result: z.object({ items: z.array(BreakTherapist) }),
    summary: 'Active therapists by surname, for the quick-break screen',
    tag: TAG,
  }),
};
