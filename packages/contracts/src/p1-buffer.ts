import { z } from 'zod';
import { P1_BUFFER_KINDS, P1_BUFFER_STATUSES } from '@wizytownik/domain';
import { instant } from './calendar-date.ts';
import { endpoint } from './endpoint.ts';
import { id, INT4_MAX, queryInt } from './input.ts';

/*
 * The P1 buffer (/p1bufor, spec 002, integrations.md §3.1): documents waiting for P1 — closed visits
 * reported as medical events (ZM) and prescription packages whose send failed for a transient reason —
 * and the calendar's P1 mark of each visit (Visit/GetVisitsP1Status). Feature IntegracjaP1.
 */

export const P1_BUFFER_PAGE_SIZES = [50, 100, 200] as const;

export const GetP1BufferInput = z.object({
  status: z.enum(P1_BUFFER_STATUSES).optional(),
  kind: z.enum(P1_BUFFER_KINDS).optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, 200).default(P1_BUFFER_PAGE_SIZES[0]),
});
export type GetP1BufferInput = z.input<typeof GetP1BufferInput>;

export const P1BufferItem = z.object({
  id: z.number().int(),
  kind: z.enum(P1_BUFFER_KINDS),
  /** The visit reported, or null. */
  visitId: z.number().int().nullable(),
  /** The prescription package sent, or null. */
  packageId: z.number().int().nullable(),
  /** What it is about: the patient's name and, for a visit, its start. */
  patientName: z.string(),
  visitStart: z.string().nullable(),
  /** The report's version (a visit closed again is reported again: +1). */
  version: z.number().int(),
  status: z.enum(P1_BUFFER_STATUSES),
  attempts: z.number().int(),
  /** The last failure's text, and P1's refusals one by one. */
  lastError: z.string().nullable(),
  errors: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type P1BufferItem = z.infer<typeof P1BufferItem>;

export const GetP1BufferOutput = z.object({ items: z.array(P1BufferItem), totalCount: z.number().int() });
export type GetP1BufferOutput = z.infer<typeof GetP1BufferOutput>;

export const RetryP1BufferInput = z.object({ id: id() });
export type RetryP1BufferInput = z.input<typeof RetryP1BufferInput>;

/** The calendar's range: the visits starting in it. */
export const GetVisitsP1StatusInput = z.object({ startTime: instant(), endTime: instant() });
export type GetVisitsP1StatusInput = z.input<typeof GetVisitsP1StatusInput>;

/** Only visits ever queued are listed; any other visit is 'not queued'. */
export const VisitP1Status = z.object({
  visitId: z.number().int(),
  status: z.enum(['waiting', 'sent', 'error']),
});
export type VisitP1Status = z.infer<typeof VisitP1Status>;

export const p1BufferEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/services/app/P1Buffer/GetAll',
    input: GetP1BufferInput,
    result: GetP1BufferOutput,
    summary: 'The documents waiting for P1, newest first',
    tag: 'P1Buffer',
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/services/app/P1Buffer/Retry',
    input: RetryP1BufferInput,
    result: P1BufferItem,
    summary: 'Sends a waiting or failed document to P1 again',
    tag: 'P1Buffer',
  }),
  visitsStatus: endpoint({
    method: 'GET',
    path: '/api/services/app/Visit/GetVisitsP1Status',
    input: GetVisitsP1StatusInput,
    result: z.array(VisitP1Status),
    summary: 'The P1 report status of the visits starting in a range (calendar icons)',
    tag: 'Visit',
  }),
};
