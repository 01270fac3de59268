import { z } from 'zod';
import {
  MAX_VISIT_TYPE_MINUTES,
  RESERVE_PRIORITIES,
  RESERVE_WEEK_DAYS,
  reserveScheduleError,
  TIME_OF_DAY_PATTERN,
  type ReserveSchedule,
  type ReserveScheduleError,
} from '@wizytownik/domain';
import { calendarDate, instant } from './calendar-date.ts';
import { endpoint, NoResult } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { contractText, message } from './messages.ts';

/*
 * Reserves, the waiting list (spec 000 §2.5, §3 Reserve, §7; spec 002 §10): a patient waiting for a
 * visit with a therapist (or any), with a priority and the dates and hours they can come. Dates
 * "YYYY-MM-DD", hours "HH:mm" in the clinic's zone.
 */
const tag = 'Reserve';
const base = '/api/services/app/Reserve';

/** The schedule's week-day flags in the spec's order, each with the schedules' week-day number. */
export const RESERVE_DAY_FLAGS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type ReserveDayFlag = (typeof RESERVE_DAY_FLAGS)[number];
const dayNumber = (flag: ReserveDayFlag) => RESERVE_WEEK_DAYS[RESERVE_DAY_FLAGS.indexOf(flag)]!;

/** The seven week-day fields, each of the schema `field` makes. */
const dayFields = <T extends z.ZodType>(field: () => T) => ({
  mon: field(),
  tue: field(),
  wed: field(),
  thu: field(),
  fri: field(),
  sat: field(),
  sun: field(),
});

const Hour = text().regex(TIME_OF_DAY_PATTERN, message('contract.timeFormat')).nullish();

/** The week days a schedule's flags check, as the domain numbers them. */
export const scheduleWeekDays = (s: Record<ReserveDayFlag, boolean>): number[] =>
  RESERVE_DAY_FLAGS.filter((f) => s[f]).map(dayNumber);

/** A schedule of the wire as the domain's rules read it. */
export const toReserveSchedule = (s: ReserveScheduleInput): ReserveSchedule => ({
  dateStart: s.dateStart ?? null,
  dateEnd: s.dateEnd ?? null,
  startTime: s.startTime ?? null,
  endTime: s.endTime ?? null,
  weekDays: scheduleWeekDays(s),
});

const SCHEDULE_MESSAGES: Record<ReserveScheduleError, Parameters<typeof contractText>[0]> = {
  rangeOrDayRequired: 'contract.reserveRangeOrDayRequired',
  hoursIncomplete: 'contract.reserveHoursIncomplete',
  endBeforeStart: 'contract.reserveEndBeforeStart',
};

/** One 'when can the patient come' entry; the add-schedule dialog's three rules and ordered hours. */
export const ReserveScheduleInput = z
  .object({
    dateStart: calendarDate().nullish(),
    dateEnd: calendarDate().nullish(),
    startTime: Hour,
    endTime: Hour,
    ...dayFields(() => z.boolean().default(false)),
  })
  .superRefine((v, ctx) => {
    const error = reserveScheduleError(toReserveSchedule(v));
    if (error) ctx.addIssue({ code: 'custom', message: contractText(SCHEDULE_MESSAGES[error]) });
    else if (v.startTime && v.endTime && v.endTime <= v.startTime)
      ctx.addIssue({
        code: 'custom',
        message: contractText('contract.reserveHoursOrder'),
        path: ['endTime'],
      });
  });
export type ReserveScheduleInput = z.output<typeof ReserveScheduleInput>;

export const ReserveScheduleDto = z.object({
  id: z.number().int(),
  dateStart: z.string().nullable(),
  dateEnd: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  ...dayFields(() => z.boolean()),
});
export type ReserveScheduleDto = z.infer<typeof ReserveScheduleDto>;

const Priority = z.literal(RESERVE_PRIORITIES, message('contract.reservePriorityInvalid'));
const Notes = text().trim().max(2000).default('');
const Schedules = z.array(ReserveScheduleInput).max(20).default([]);
const VisitMinutes = z
  .number(message('contract.visitMinutesNumber'))
  .int(message('contract.visitMinutesInteger'))
  .min(1, message('contract.visitMinutesNegative'))
  .max(MAX_VISIT_TYPE_MINUTES, message('contract.visitMinutesMax'));

export const ReserveDto = z.object({
  id: z.number().int(),
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    phone: z.string().nullable(),
  }),
  /** Null: any therapist. */
  therapist: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }).nullable(),
  therapistColor: z.string().nullable(),
  /** 0 Normalny (NOR), 1 Terapeuta (TER), 2 VIP. */
  priority: z.number().int(),
  /** The visit's length in minutes. */
  visit_time: z.number().int(),
  therapistVisitType: z.object({ id: z.number().int(), nazwa: z.string() }).nullable(),
  notes: z.string(),
  reserveSchedules: z.array(ReserveScheduleDto),
  /** When the reserve was added, ISO 8601. */
  createdAt: z.string(),
  /** The visit booked from it; null while it waits. */
  visitId: z.number().int().nullable(),
});
export type ReserveDto = z.infer<typeof ReserveDto>;

export const CreateReserveInput = z.object({
  clientId: id(message('contract.reserveClientRequired')),
  therapistId: id().nullish(),
  typWizytyTerapeutyId: id().nullish(),
  /** Minutes; when missing: the visit type's length, else the therapist's default visit time, else 30. */
  visit_time: VisitMinutes.nullish(),
  priority: Priority.default(0),
  notes: Notes,
  reserveSchedules: Schedules,
});
export type CreateReserveInput = z.input<typeof CreateReserveInput>;

/** Spec 000 §7: update (id, priority, notes, typWizytyTerapeutyId, reserveSchedules). */
export const UpdateReserveInput = z.object({
  id: id(),
  priority: Priority,
  notes: Notes,
  typWizytyTerapeutyId: id().nullish(),
  visit_time: VisitMinutes.nullish(),
  reserveSchedules: Schedules,
});
export type UpdateReserveInput = z.input<typeof UpdateReserveInput>;

export const RESERVE_PAGE_SIZES = [10, 20, 50, 100] as const;

export const GetReservesInput = z.object({
  /** Part of the patient's name, surname or phone. */
  Filter: text().trim().max(100).optional(),
  TherapistId: queryId().optional(),
  Priority: queryInt(0, 2).optional(),
  /** Also the reserves already booked. */
  ShowResolved: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine((n) => (RESERVE_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(RESERVE_PAGE_SIZES[1]),
});
export type GetReservesInput = z.input<typeof GetReservesInput>;
export const GetReservesOutput = z.object({ items: z.array(ReserveDto), totalCount: z.number().int() });

export const ReserveIdInput = z.object({ Id: queryId() });

/** A time freed on a therapist's calendar (a cancelled or moved visit). */
export const MatchingReservesInput = z.object({
  therapistId: queryId(),
  startTime: instant(),
  endTime: instant(),
});
/** A reserve that could take a freed time, with the visit it would get there. */
export const ReserveMatchDto = z.object({
  reserve: ReserveDto,
  startTime: z.string(),
  endTime: z.string(),
});
export type ReserveMatchDto = z.infer<typeof ReserveMatchDto>;
export const ReservesForDayInput = z.object({ date: calendarDate() });

export const reserveEndpoints = {
  create: endpoint({
    method: 'POST',
    path: `${base}/Create`,
    input: CreateReserveInput,
    result: ReserveDto,
    summary: 'Adds a patient to the waiting list',
    tag,
  }),
  getAll: endpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    input: GetReservesInput,
    result: GetReservesOutput,
    summary: 'Waiting reserves, VIP first, then the longest waiting; filtered and paged',
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/Get`,
    input: ReserveIdInput,
    result: ReserveDto,
    summary: 'One reserve',
    tag,
  }),
  getReserve: endpoint({
    method: 'GET',
    path: `${base}/GetReserve`,
    input: ReserveIdInput,
    result: ReserveDto,
    summary: 'One reserve, for the read-only view (the same reply as Get)',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/Update`,
    input: UpdateReserveInput,
    result: ReserveDto,
    summary: "Changes a waiting reserve's priority, notes, visit type and schedules",
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    input: ReserveIdInput,
    result: NoResult,
    summary: 'Removes a reserve from the waiting list',
    tag,
  }),
  matching: endpoint({
    method: 'GET',
    path: `${base}/GetMatchingReserves`,
    input: MatchingReservesInput,
    result: z.array(ReserveMatchDto),
    summary: 'The waiting reserves that fit a freed time, best first, each with the visit it would get',
    tag,
  }),
  forDay: endpoint({
    method: 'GET',
    path: `${base}/GetReservesForDay`,
    input: ReservesForDayInput,
    result: z.array(ReserveDto),
    summary: "The calendar drawer's reserves: waiting ones whose schedules allow the day",
    tag,
  }),
};
