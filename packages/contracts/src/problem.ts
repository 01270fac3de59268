import { z } from 'zod';
import { endpoint, NoResult } from './endpoint.ts';
import { id, queryId, text } from './input.ts';
import { calendarDate } from './calendar-date.ts';
import { message, type ErrorParam } from './messages.ts';

/** A patient's problems (spec 001 §3, §5, §7). Dates "YYYY-MM-DD". */
const tag = 'ClientProblem';
const base = '/api/services/app/ClientProblem';

const PROBLEM_NAME_REQUIRED = message('contract.problemNameRequired');
const PROBLEM_DESCRIPTION_REQUIRED = message('contract.problemDescriptionRequired');
const PROBLEM_DATE_REQUIRED = message('contract.problemDateRequired');

const Id = queryId();

/** Blank text is the same as none: the message asks for it. */
const requiredText = (required: ErrorParam, max: number) => text(required).trim().min(1, required).max(max);

/** A calendar date that exists, "YYYY-MM-DD". */
const ProblemDate = calendarDate(PROBLEM_DATE_REQUIRED);

export const ProblemDto = z.object({
  id: z.number().int(),
  clientid: z.number().int(),
  nazwa: z.string(),
  opis: z.string(),
  problem_data: z.string(),
  /** ISO 8601 date-time. */
  createdate: z.string(),
  /** The name of the user who recorded it. */
  terapeuta: z.string().nullable(),
});
export type ProblemDto = z.infer<typeof ProblemDto>;

export const GetProblemsInput = z.object({ clientId: Id });
export const ProblemIdInput = z.object({ Id });

export const InsertProblemInput = z.object({
  clientid: id(),
  nazwa: requiredText(PROBLEM_NAME_REQUIRED, 200),
  opis: requiredText(PROBLEM_DESCRIPTION_REQUIRED, 4000),
  data: ProblemDate,
});
export type InsertProblemInput = z.input<typeof InsertProblemInput>;

export const EditProblemInput = InsertProblemInput.extend({ id: id() });
export type EditProblemInput = z.input<typeof EditProblemInput>;

export const problemEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    input: GetProblemsInput,
    result: z.array(ProblemDto),
    summary: "A patient's problems, newest problem date first",
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/Get`,
    input: ProblemIdInput,
    result: ProblemDto,
    summary: 'One problem',
    tag,
  }),
  insert: endpoint({
    method: 'POST',
    path: `${base}/Insert`,
    input: InsertProblemInput,
    result: ProblemDto,
    summary: 'Adds a problem to a patient',
    tag,
  }),
  edit: endpoint({
    method: 'PUT',
    path: `${base}/Edit`,
    input: EditProblemInput,
    result: ProblemDto,
    summary: 'Changes a problem',
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    input: ProblemIdInput,
    result: NoResult,
    summary: 'Deletes a problem',
    tag,
  }),
};
