import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type {
  GetP1BufferInput,
  GetP1BufferOutput,
  GetVisitsP1StatusInput,
  P1BufferItem,
  VisitP1Status,
} from '@wizytownik/contracts';
import { canRetryP1Entry, p1VisitMark, type P1BufferStatus } from '@wizytownik/domain';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError, appError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import { clients } from '../patients/patients.tables.ts';
import { prescriptionPackages } from '../prescriptions/prescriptions.tables.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { calendarScope, type Caller } from '../visits/visit-access.ts';
import { visits } from '../visits/visits.tables.ts';
import { p1BufferEntries } from './p1-buffer.tables.ts';

/*
 * The P1 buffer (/p1bufor, integrations.md §3.1): queues what goes to P1 — a closed visit's medical
 * event, a prescription package whose send failed for a transient reason — and lists it. Sending is
 * the job of p1-buffer.jobs.ts; this module alone writes p1_buffer_entries.
 */

export type P1BufferEntry = typeof p1BufferEntries.$inferSelect;

/** The queue's job that sends one entry; its key names the entry and the round. */
export const P1_SEND_JOB = 'p1.send';
/** Transient failures are tried this many times (30 s, doubled, up to an hour apart) before an error. */
export const P1_SEND_ATTEMPTS = 8;

const sendJob = (entry: Pick<P1BufferEntry, 'id' | 'tenantId' | 'round'>) => ({
  kind: P1_SEND_JOB,
  key: `${entry.id}:${entry.round}`,
  tenantId: entry.tenantId,
  payload: { entryId: entry.id, round: entry.round },
  maxAttempts: P1_SEND_ATTEMPTS,
});

async function audit(
  tx: DbOrTx,
  userId: number | null,
  before: P1BufferEntry | null,
  after: P1BufferEntry,
): Promise<void> {
  await recordAudit(tx, {
    tenantId: after.tenantId,
    userId,
    entity: 'p1_buffer_entry',
    entityId: after.id,
    action: before ? 'update' : 'create',
    before,
    after,
  });
}

async function queue(
  tx: DbOrTx,
  clock: Clock,
  userId: number | null,
  values: Pick<P1BufferEntry, 'tenantId' | 'kind' | 'visitId' | 'packageId' | 'version'>,
): Promise<P1BufferEntry> {
  const now = clock.now();
  const [entry] = await tx
    .insert(p1BufferEntries)
    .values({ ...values, createdBy: userId, createdAt: now, updatedAt: now })
    .returning();
  await enqueueJob(tx, sendJob(entry!));
  await audit(tx, userId, null, entry!);
  return entry!;
}

/**
 * A visit was closed (visits' close path, in its transaction): with IntegracjaP1 on, its medical
 * event is queued for P1, one version more than the visit's last report.
 */
export async function queueVisitReport(
  tx: DbOrTx,
  clock: Clock,
  event: { readonly tenantId: number; readonly visitId: number; readonly userId: number | null },
): Promise<void> {
  if (!(await isFeatureEnabled(tx, event.tenantId, 'IntegracjaP1'))) return;
  const [last] = await tx
    .select({ version: p1BufferEntries.version })
    .from(p1BufferEntries)
    .where(and(eq(p1BufferEntries.tenantId, event.tenantId), eq(p1BufferEntries.visitId, event.visitId)))
    .orderBy(desc(p1BufferEntries.version))
    .limit(1);
  await queue(tx, clock, event.userId, {
    tenantId: event.tenantId,
    kind: 'visit',
    visitId: event.visitId,
    packageId: null,
    version: (last?.version ?? 0) + 1,
  });
}

/**
 * For the prescriptions' send: a failure P1 may get over (prescriptions.p1Unavailable: a time-out,
 * P1's internal error, no connection) queues the package in the buffer, to be sent again by the
 * queue; the error is passed on to the caller as it was.
 */
export function queuePackageOnTransientP1Failure(
  deps: { readonly db: Db; readonly clock: Clock },
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  packageId: number,
): (error: unknown) => Promise<never> {
  return async (error) => {
    if (error instanceof AppError && error.code === 'prescriptions.p1Unavailable')
      await deps.db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: p1BufferEntries.id })
          .from(p1BufferEntries)
          .where(
            and(
              eq(p1BufferEntries.tenantId, caller.tenantId),
              eq(p1BufferEntries.packageId, packageId),
              inArray(p1BufferEntries.status, ['waiting', 'sending']),
            ),
          );
        // Already waiting in the buffer: its job sends it.
        if (held) return;
        const entry = await queue(tx, deps.clock, caller.userId, {
          tenantId: caller.tenantId,
          kind: 'prescription',
          visitId: null,
          packageId,
          version: 1,
        });
        await tx
          .update(p1BufferEntries)
          .set({ lastError: error.message, attempts: 1 })
          .where(eq(p1BufferEntries.id, entry.id));
      });
    throw error;
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The buffer's rows with what they are about (the patient, the visit's start). */
async function items(db: DbOrTx, where: SQL | undefined, page?: { skip: number; take: number }) {
  const query = db
    .select({
      entry: p1BufferEntries,
      visitStart: visits.startTime,
      visitPatient: { name: clients.name, surname: clients.surname },
    })
    .from(p1BufferEntries)
    .leftJoin(
      visits,
      and(eq(visits.id, p1BufferEntries.visitId), eq(visits.tenantId, p1BufferEntries.tenantId)),
    )
    .leftJoin(
      prescriptionPackages,
      and(
        eq(prescriptionPackages.id, p1BufferEntries.packageId),
        eq(prescriptionPackages.tenantId, p1BufferEntries.tenantId),
      ),
    )
    .leftJoin(
      clients,
      and(
        eq(clients.tenantId, p1BufferEntries.tenantId),
        eq(clients.id, sql`coalesce(${visits.clientId}, ${prescriptionPackages.clientId})`),
      ),
    )
    .where(where)
    .orderBy(desc(p1BufferEntries.createdAt), desc(p1BufferEntries.id));
  const rows = page ? await query.limit(page.take).offset(page.skip) : await query;
  return rows.map(({ entry, visitStart, visitPatient }): P1BufferItem => ({
    id: entry.id,
    kind: entry.kind,
    visitId: entry.visitId,
    packageId: entry.packageId,
    patientName: visitPatient ? `${visitPatient.surname} ${visitPatient.name}`.trim() : '',
    visitStart: iso(visitStart),
    version: entry.version,
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    errors: entry.errors,
    createdAt: entry.createdAt.toISOString(),
    sentAt: iso(entry.sentAt),
  }));
}

/** P1Buffer/GetAll: the clinic's entries, newest first, by status and kind. */
export async function listP1Buffer(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof GetP1BufferInput>,
): Promise<GetP1BufferOutput> {
  const where = and(
    eq(p1BufferEntries.tenantId, tenantId),
    input.status ? eq(p1BufferEntries.status, input.status) : undefined,
    input.kind ? eq(p1BufferEntries.kind, input.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(p1BufferEntries).where(where);
  return {
    items: await items(db, where, { skip: input.SkipCount, take: input.MaxResultCount }),
    totalCount: total!.n,
  };
}

/**
 * P1Buffer/Retry: a waiting or failed entry is sent again now, in a new round (a job of its own; the
 * round's job still waiting, if any, finds itself stale and does nothing).
 */
export async function retryP1Entry(
  deps: { readonly db: Db; readonly clock: Clock },
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  id: number,
): Promise<P1BufferItem> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(p1BufferEntries)
      .where(and(eq(p1BufferEntries.tenantId, caller.tenantId), eq(p1BufferEntries.id, id)))
      .for('update');
    if (!before) throw appError('p1Buffer.notFound');
    if (!canRetryP1Entry(before.status)) throw appError('p1Buffer.notRetryable');
    const [after] = await tx
      .update(p1BufferEntries)
      .set({ status: 'waiting', round: before.round + 1, errors: [], updatedAt: deps.clock.now() })
      .where(eq(p1BufferEntries.id, id))
      .returning();
    await enqueueJob(tx, sendJob(after!));
    await audit(tx, caller.userId, before, after!);
  });
  const [item] = await items(deps.db, eq(p1BufferEntries.id, id));
  return item!;
}

/**
 * Visit/GetVisitsP1Status: the mark of each visit starting in the range that was ever queued, from
 * its latest report; a caller of My calendar alone sees their own visits'.
 */
export async function visitsP1Status(
  db: DbOrTx,
  caller: Caller,
  input: z.output<typeof GetVisitsP1StatusInput>,
): Promise<VisitP1Status[]> {
  const scope = await calendarScope(db, caller);
  const rows = await db
    .select({ visitId: p1BufferEntries.visitId, status: p1BufferEntries.status })
    .from(p1BufferEntries)
    .innerJoin(visits, and(eq(visits.id, p1BufferEntries.visitId), eq(visits.tenantId, caller.tenantId)))
    .where(
      and(
        eq(p1BufferEntries.tenantId, caller.tenantId),
        gte(visits.startTime, new Date(input.startTime)),
        lt(visits.startTime, new Date(input.endTime)),
        scope.all ? undefined : eq(visits.therapistId, scope.therapistId),
      ),
    )
    .orderBy(asc(p1BufferEntries.visitId), asc(p1BufferEntries.version));
  // Ordered by version: the last row of a visit is its latest report.
  const latest = new Map<number, P1BufferStatus>();
  for (const row of rows) latest.set(row.visitId!, row.status);
  return [...latest].map(([visitId, status]) => ({
    visitId,
    status: p1VisitMark(status) as VisitP1Status['status'],
  }));
}
