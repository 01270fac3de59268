import { z } from 'zod';
import { endpoint, NoResult } from './endpoint.ts';
import { id, queryId, queryInt, text } from './input.ts';
import { calendarDate } from './calendar-date.ts';
import { message } from './messages.ts';

const Year = queryInt(2000, 2100, message('contract.yearInvalid'));
const Id = queryId();

/** A calendar date "YYYY-MM-DD" that exists. */
const CalendarDate = calendarDate(
  message('contract.dayOffDateInvalid'),
  message('contract.dayOffDateRequired'),
);

export const DayOffDto = z.object({ id: z.number().int(), date: z.string(), description: z.string() });
export type DayOffDto = z.infer<typeof DayOffDto>;

export const GetDaysOffInput = z.object({ year: Year });

export const CreateDayOffInput = z.object({
  date: CalendarDate,
  description: text().trim().min(1, message('contract.descriptionRequired')).max(200),
});
export type CreateDayOffInput = z.input<typeof CreateDayOffInput>;

export const UpdateDayOffInput = CreateDayOffInput.extend({ id: id() });
export type UpdateDayOffInput = z.input<typeof UpdateDayOffInput>;

export const PublicHolidayDto = z.object({
  date: z.string(),
  name: z.string(),
  /** Already a day off of the clinic: the import skips it. */
  alreadyAdded: z.boolean(),
});

export const AddPublicHolidaysInput = z.object({ year: Year });
export const AddPublicHolidaysOutput = z.object({ added: z.array(DayOffDto), skipped: z.number().int() });

const tag = 'DniWolne';
const base = '/api/services/app/DniWolne';

export const daysOffEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    input: GetDaysOffInput,
    result: z.array(DayOffDto),
    summary: "The clinic's days off in a year, by date",
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/Create`,
    input: CreateDayOffInput,
    result: DayOffDto,
    summary: 'Adds a clinic day off',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/Update`,
    input: UpdateDayOffInput,
    result: DayOffDto,
    summary: 'Changes a clinic day off',
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    input: z.object({ Id }),
    result: NoResult,
    summary: 'Deletes a clinic day off',
    tag,
  }),
  getPublicHolidays: endpoint({
    method: 'GET',
    path: `${base}/GetPublicHolidays`,
    input: GetDaysOffInput,
    result: z.array(PublicHolidayDto),
    summary: "Poland's public holidays of a year, marked when already a day off",
    tag,
  }),
  addPublicHolidays: endpoint({
    method: 'POST',
    path: `${base}/AddPublicHolidays`,
    input: AddPublicHolidaysInput,
    result: AddPublicHolidaysOutput,
    summary: "Adds a year's public holidays as days off, skipping dates already present",
    tag,
  }),
};
