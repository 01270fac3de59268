import { and, eq, inArray, sql } from 'drizzle-orm';
import { statusAfterSend, type P1SendOutcome } from '@wizytownik/domain';
import { P1Error, type P1Port } from '../../integrations/p1/port.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appError } from '../../platform/errors.ts';
import type { Job, JobHandler } from '../../platform/jobs/queue.ts';
import { getVisitDetails } from '../visits/visits.queries.ts';
import { factsOfVisit } from './p1-visit.service.ts';
import { P1_SEND_JOB, type P1BufferEntry } from './p1-buffer.service.ts';
import { p1BufferEntries } from './p1-buffer.tables.ts';

/** How one send of an entry ended, with the texts the buffer shows. */
export interface SendResult {
  readonly outcome: P1SendOutcome;
  /** P1's refusals one by one (empty unless refused by its rules). */
  readonly errors: readonly string[];
  /** The failure's text (null when sent). */
  readonly message: string | null;
  readonly p1?: { readonly id: string; readonly version: number };
}

export const refused = (errors: readonly string[]): SendResult => ({
  outcome: { kind: 'refused' },
  errors,
  message: errors.join('\n'),
});
export const transient = (message: string): SendResult => ({
  outcome: { kind: 'transient' },
  errors: [],
  message,
});
export const SENT: SendResult = { outcome: { kind: 'sent' }, errors: [], message: null };

/** Sends a queued prescription package again (p1-buffer.prescriptions.ts). */
export type PackageResend = (entry: P1BufferEntry) => Promise<SendResult>;

export interface P1BufferJobDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly p1: P1Port;
  readonly resendPackage: PackageResend;
}

/** A P1 failure: a time-out, P1's internal error or no connection waits; anything else is final. */
const p1Failure = (error: P1Error): SendResult =>
  error.transient ? transient(error.message) : refused([error.message]);

async function reportVisit(deps: P1BufferJobDeps, entry: P1BufferEntry): Promise<SendResult> {
  const visit = await getVisitDetails(deps.db, entry.tenantId, entry.visitId!).catch(() => null);
  if (!visit) return refused([appError('p1Buffer.visitGone').message]);
  const facts = await factsOfVisit(deps, entry.tenantId, visit);
  try {
    const result = await deps.p1.reportMedicalEvent({
      visitId: visit.id,
      version: entry.version,
      start: visit.startTime,
      end: visit.endTime,
      facts,
    });
    if (!result.ok) return refused(result.rules.map((r) => r.text));
    return { ...SENT, p1: { id: result.id, version: result.version } };
  } catch (error) {
    if (error instanceof P1Error) return p1Failure(error);
    throw error;
  }
}

/**
 * One send of an entry: marked 'sending', sent, and marked by the outcome (statusAfterSend). A
 * transient failure before the job's last attempt throws, so the queue tries again after its backoff;
 * a job of an older round (a person asked for a new one) or of a sent entry does nothing.
 */
async function sendEntry(deps: P1BufferJobDeps, job: Job): Promise<void> {
  const { db, clock } = deps;
  const { entryId, round } = job.payload as { entryId: number; round: number };
  const [entry] = await db
    .update(p1BufferEntries)
    .set({ status: 'sending', attempts: sql`${p1BufferEntries.attempts} + 1`, updatedAt: clock.now() })
    .where(
      and(
        eq(p1BufferEntries.id, entryId),
        eq(p1BufferEntries.tenantId, job.tenantId!),
        eq(p1BufferEntries.round, round),
        // 'sending' too: a worker that died mid-send leaves it so, and its job is taken again.
        inArray(p1BufferEntries.status, ['waiting', 'error', 'sending']),
      ),
    )
    .returning();
  if (!entry) return;
  let result: SendResult;
  try {
    result = entry.kind === 'visit' ? await reportVisit(deps, entry) : await deps.resendPackage(entry);
  } catch (error) {
    // Not P1's answer (the database, a bug): tried again like a time-out.
    result = transient(error instanceof Error ? error.message : String(error));
  }
  const status = statusAfterSend(result.outcome, job.attempts, job.maxAttempts);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(p1BufferEntries)
      .set({
        status,
        lastError: result.message,
        errors: [...result.errors],
        updatedAt: clock.now(),
        ...(status === 'sent' && {
          sentAt: clock.now(),
          p1Id: result.p1?.id ?? null,
          p1Version: result.p1?.version ?? null,
        }),
      })
      .where(eq(p1BufferEntries.id, entry.id))
      .returning();
    await recordAudit(tx, {
      tenantId: entry.tenantId,
      userId: null,
      entity: 'p1_buffer_entry',
      entityId: entry.id,
      action: 'update',
      before: entry,
      after,
    });
  });
  if (status === 'waiting') throw new Error(result.message ?? 'P1 send failed');
}

/** The buffer's job, for the worker of the server's process. */
export function p1BufferJobHandlers(deps: P1BufferJobDeps): Record<string, JobHandler> {
  return { [P1_SEND_JOB]: (job) => sendEntry(deps, job) };
}
