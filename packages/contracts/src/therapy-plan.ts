import { z } from 'zod';
import {
  NEW_PLAN,
  NEW_PLAN_ITEM_STATUS,
  PLAN_ITEM_MESSAGES,
  PLAN_ITEM_STATUSES,
  PLAN_KINDS,
  PLAN_STATUSES,
  planItemTextError,
} from '@wizytownik/domain';
import { endpoint } from './endpoint.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { calendarDate } from './calendar-date.ts';
import { contractText, message, type ErrorParam } from './messages.ts';

/**
 * Therapy and recovery plans of a patient with their goals and tasks (spec 001 §3, §7):
 * `/api/services/app/PlanyTerapiiZdrowienia/…`. Instants are ISO 8601 with offset; the planned
 * completion date is a calendar date "YYYY-MM-DD".
 */
const TAG = 'PlanyTerapiiZdrowienia';
const BASE = '/api/services/app/PlanyTerapiiZdrowienia';

/** Spec 001 §9: the plans table's page sizes. */
export const PLAN_PAGE_SIZES = [50, 100, 200, 500] as const;
/** The columns GetAll sorts by; descending is the name with ' DESC' (spec 001 §7). */
export const PLAN_SORTINGS = [
  'dataUtworzenia',
  'rodzajPlanu',
  'status',
  'planowanaDataRealizacji',
  'therapistName',
] as const;
export type PlanSorting = (typeof PLAN_SORTINGS)[number];

const QueryId = queryId();
const Id = id();
const Instant = z.iso.datetime({ offset: true });

const oneOf = (list: readonly { value: number }[], error: ErrorParam) =>
  int(0, INT4_MAX).refine((v) => list.some((x) => x.value === v), error);
const Kind = oneOf(PLAN_KINDS, message('contract.planKindUnknown'));
const PlanStatus = oneOf(PLAN_STATUSES, message('contract.planStatusUnknown'));
const ItemStatus = oneOf(PLAN_ITEM_STATUSES, message('contract.planItemStatusUnknown'));

/** Plan-level text: no rule in the spec, so optional and bounded. */
const PlanText = text()
  .trim()
  .max(4000)
  .nullish()
  .transform((v) => v || null);

/** A calendar date that exists, or empty (the form's cleared date input). */
const OptionalDate = z
  .union([calendarDate(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** A goal's or task's name or description: one message per field, from the domain rule. */
const ItemText = (field: 'nazwa' | 'opis') =>
  text(message(PLAN_ITEM_MESSAGES[field].required))
    .trim()
    .max(2000)
    .superRefine((value, ctx) => {
      const key = planItemTextError(field, value);
      if (key) ctx.addIssue({ code: 'custom', message: contractText(key) });
    });

// Plans -----------------------------------------------------------------------------------------

export const TherapyPlanDto = z.object({
  id: z.number().int(),
  clientid: z.number().int(),
  rodzajPlanu: z.number().int(),
  status: z.number().int(),
  zasoby: z.string().nullable(),
  siecOparcia: z.string().nullable(),
  potrzeby: z.string().nullable(),
  dataUtworzenia: Instant,
  planowanaDataRealizacji: z.string().nullable(),
  dataZakoczeniaAnulowania: Instant.nullable(),
  /** The user who created the plan. */
  therapistName: z.string(),
});
export type TherapyPlanDto = z.infer<typeof TherapyPlanDto>;

export const GetTherapyPlansInput = z.object({
  ClientId: QueryId,
  /** A column of PLAN_SORTINGS, optionally followed by ' DESC' (or ' ASC'). */
  Sorting: text()
    .regex(
      new RegExp(`^(${PLAN_SORTINGS.join('|')})( (ASC|DESC|asc|desc))?$`),
      message('contract.sortingInvalid'),
    )
    .optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine((n) => (PLAN_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(PLAN_PAGE_SIZES[0]),
});
export type GetTherapyPlansInput = z.input<typeof GetTherapyPlansInput>;

export const GetTherapyPlansOutput = z.object({
  items: z.array(TherapyPlanDto),
  totalCount: z.number().int(),
});
export type GetTherapyPlansOutput = z.infer<typeof GetTherapyPlansOutput>;

/** What the plan editor edits; a new plan is a draft of kind Nowy (spec 001 §4). */
export const CreateTherapyPlanInput = z.object({
  clientid: Id,
  rodzajPlanu: Kind.default(NEW_PLAN.rodzajPlanu),
  status: PlanStatus.default(NEW_PLAN.status),
  zasoby: PlanText,
  siecOparcia: PlanText,
  potrzeby: PlanText,
  planowanaDataRealizacji: OptionalDate,
});
export type CreateTherapyPlanInput = z.input<typeof CreateTherapyPlanInput>;

export const CreateTherapyPlanOutput = z.object({ id: z.number().int() });

export const UpdateTherapyPlanInput = CreateTherapyPlanInput.extend({ id: Id });
export type UpdateTherapyPlanInput = z.input<typeof UpdateTherapyPlanInput>;

// Goals -----------------------------------------------------------------------------------------

export const TherapyGoalDto = z.object({
  id: z.number().int(),
  planTerapiiId: z.number().int(),
  nazwa: z.string(),
  opis: z.string(),
  dataUtworzenia: Instant,
  dataZakoczeniaAnulacji: Instant.nullable(),
  status: z.number().int(),
});
export type TherapyGoalDto = z.infer<typeof TherapyGoalDto>;

/** Spec 001 §7: the plan's id travels as `planTerapiiCelId`. */
export const GetTherapyGoalsInput = z.object({ planTerapiiCelId: QueryId });

export const CreateTherapyGoalInput = z.object({
  planTerapiiId: Id,
  nazwa: ItemText('nazwa'),
  opis: ItemText('opis'),
  status: ItemStatus.default(NEW_PLAN_ITEM_STATUS),
});
export type CreateTherapyGoalInput = z.input<typeof CreateTherapyGoalInput>;

export const UpdateTherapyGoalInput = CreateTherapyGoalInput.extend({ id: Id });
export type UpdateTherapyGoalInput = z.input<typeof UpdateTherapyGoalInput>;

// Tasks -----------------------------------------------------------------------------------------

export const TherapyTaskDto = z.object({
  id: z.number().int(),
  celId: z.number().int(),
  nazwa: z.string(),
  opis: z.string(),
  dataUtworzenia: Instant,
  dataZakoczeniaAnulacji: Instant.nullable(),
  status: z.number().int(),
  cel: z.object({ nazwa: z.string() }),
});
export type TherapyTaskDto = z.infer<typeof TherapyTaskDto>;

export const GetTherapyTasksInput = z.object({ planTerapiiId: QueryId });

/** A task's goal: required, and one of the same plan's goals (checked by the server). */
const GoalRef = id(message(PLAN_ITEM_MESSAGES.celRequired));

export const CreateTherapyTaskInput = z.object({
  /** The plan the task is added in; its goal must belong to it. */
  planTerapiiId: Id,
  celId: GoalRef,
  nazwa: ItemText('nazwa'),
  opis: ItemText('opis'),
  status: ItemStatus.default(NEW_PLAN_ITEM_STATUS),
});
export type CreateTherapyTaskInput = z.input<typeof CreateTherapyTaskInput>;

export const UpdateTherapyTaskInput = CreateTherapyTaskInput.extend({ id: Id });
export type UpdateTherapyTaskInput = z.input<typeof UpdateTherapyTaskInput>;

// Print -----------------------------------------------------------------------------------------

export const GetTherapyPlanPrintInput = z.object({ planTerapiiId: QueryId });
export const TherapyPlanPrintOutput = z.object({ fileBase64: z.string(), fileName: z.string() });
export type TherapyPlanPrintOutput = z.infer<typeof TherapyPlanPrintOutput>;

export const therapyPlanEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${BASE}/GetAll`,
    input: GetTherapyPlansInput,
    result: GetTherapyPlansOutput,
    summary: "One page of a patient's therapy and recovery plans",
    tag: TAG,
  }),
  create: endpoint({
    method: 'POST',
    path: `${BASE}/Create`,
    input: CreateTherapyPlanInput,
    result: CreateTherapyPlanOutput,
    summary: 'Adds a plan for a patient',
    tag: TAG,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/Update`,
    input: UpdateTherapyPlanInput,
    result: TherapyPlanDto,
    summary: 'Changes a plan',
    tag: TAG,
  }),
  getGoals: endpoint({
    method: 'GET',
    path: `${BASE}/GetPlanTerapiiCel`,
    input: GetTherapyGoalsInput,
    result: z.array(TherapyGoalDto),
    summary: "A plan's goals",
    tag: TAG,
  }),
  createGoal: endpoint({
    method: 'POST',
    path: `${BASE}/CreatePlanTerapiiCel`,
    input: CreateTherapyGoalInput,
    result: TherapyGoalDto,
    summary: 'Adds a goal to a plan',
    tag: TAG,
  }),
  updateGoal: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdatePlanTerapiiCel`,
    input: UpdateTherapyGoalInput,
    result: TherapyGoalDto,
    summary: 'Changes a goal',
    tag: TAG,
  }),
  getTasks: endpoint({
    method: 'GET',
    path: `${BASE}/GetPlanTerapiiZadanie`,
    input: GetTherapyTasksInput,
    result: z.array(TherapyTaskDto),
    summary: "The tasks of a plan's goals",
    tag: TAG,
  }),
  createTask: endpoint({
    method: 'POST',
    path: `${BASE}/CreatePlanTerapiiZadanie`,
    input: CreateTherapyTaskInput,
    result: TherapyTaskDto,
    summary: 'Adds a task to a goal of a plan',
    tag: TAG,
  }),
  updateTask: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdatePlanTerapiiZadanie`,
    input: UpdateTherapyTaskInput,
    result: TherapyTaskDto,
    summary: 'Changes a task',
    tag: TAG,
  }),
  print: endpoint({
    method: 'GET',
    path: `${BASE}/GetPlanTerapiiPrint`,
    input: GetTherapyPlanPrintInput,
    result: TherapyPlanPrintOutput,
    summary: 'The plan as a file: the recovery-plan template (type 9) filled in, else a PDF',
    tag: TAG,
  }),
};
