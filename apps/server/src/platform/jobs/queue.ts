import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import { jobs } from './jobs.tables.ts';

export type Job = typeof jobs.$inferSelect;

export interface JobSpec {
  readonly kind: string;
  /** The idempotency key: the tenant's job of this kind with this key is queued once, ever. */
  readonly key: string;
  /** Null for a job of the platform. */
  readonly tenantId: number | null;
  readonly payload?: Record<string, unknown>;
  /** When it may run; now by default. */
  readonly runAt?: Date;
  readonly maxAttempts?: number;
}

const jobRow = (spec: JobSpec) => ({
  tenantId: spec.tenantId,
  kind: spec.kind,
  key: spec.key,
  payload: spec.payload ?? {},
  ...(spec.runAt ? { runAt: spec.runAt } : {}),
  ...(spec.maxAttempts ? { maxAttempts: spec.maxAttempts } : {}),
});

/** Rows of one insert: far below the 65,535 parameters a statement may have. */
const BATCH = 1_000;

/**
 * Queues many jobs a few statements at a time, each unless its tenant, kind and key are held (as
 * {@link enqueueJob}); answers how many it queued. Every spec gives `runAt` or none does.
 */
export async function enqueueJobs(db: DbOrTx, specs: readonly JobSpec[]): Promise<number> {
  let queued = 0;
  for (let i = 0; i < specs.length; i += BATCH) {
    const rows = await db
      .insert(jobs)
      .values(specs.slice(i, i + BATCH).map(jobRow))
      .onConflictDoNothing({ target: [jobs.tenantId, jobs.kind, jobs.key] })
      .returning({ id: jobs.id });
    queued += rows.length;
  }
  return queued;
}

/**
 * Queues a job, unless the tenant has one of its kind with its key (whatever that one's state):
 * answers the job's id and whether this call queued it. Inside a transaction, the job exists only if
 * the transaction commits.
 */
export async function enqueueJob(db: DbOrTx, spec: JobSpec): Promise<{ id: number; queued: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values(jobRow(spec))
    .onConflictDoNothing({ target: [jobs.tenantId, jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, queued: true };
  const [held] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        spec.tenantId === null ? sql`${jobs.tenantId} is null` : eq(jobs.tenantId, spec.tenantId),
        eq(jobs.kind, spec.kind),
        eq(jobs.key, spec.key),
      ),
    );
  return { id: held!.id, queued: false };
}

export interface JobContext {
  /**
   * Runs `work` in a transaction that also marks the job done: its writes and the job's completion
   * commit together or not at all, so a worker that dies or loses its lease halfway leaves neither, and
   * the job runs again. A handler that does not call it is marked done when it returns.
   */
  complete<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export interface JobWorkerOptions {
  /** The kinds this worker runs; it takes no other job. */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** Names the worker in the jobs it holds (a random one by default). */
  readonly id?: string;
  /** Jobs taken at once. */
  readonly batchSize?: number;
  /** Only this tenant's jobs: a test's worker, beside other test files' tenants in one database. */
  readonly tenantId?: number;
  /** How often an idle worker looks for due jobs. */
  readonly pollMs?: number;
  /** How long a taken job is the worker's: after it, another worker may take it again. */
  readonly leaseMs?: number;
  /** The wait before the next attempt of a job that failed its `attempt`-th time. */
  readonly retryDelayMs?: (attempt: number) => number;
  /**
   * Whose time says when a job is due and when a failed one runs again: the database's when absent
   * (every process on one database agrees); tests pass their movable clock.
   */
  readonly clock?: Clock;
  /** A job failed (it will be retried, or it is dead), or the queue could not be read. */
  readonly onError?: (error: unknown, job?: Job) => void;
}

export interface JobWorker {
  readonly id: string;
  /** Looks for due jobs every `pollMs` until stopped. */
  start(): void;
  /** Looks now (after a job was queued in this process). */
  wake(): void;
  /** Takes and runs due jobs until none is left; answers how many ran (done or failed). */
  drain(): Promise<number>;
  /** Stops looking; waits for the job in hand. */
  stop(): Promise<void>;
}

/** 30 s, then doubled each attempt, at most an hour. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

/** The job was taken by another worker after this one's lease ran out: this one's work is void. */
export class JobLeaseLostError extends Error {
  constructor(job: Job) {
    super(`Job ${job.id} (${job.kind}) is no longer held by this worker`);
  }
}

const afterMs = (ms: number, clock?: Clock) =>
  clock ? new Date(clock.now().getTime() + ms) : sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * A worker of the durable job queue: it takes due jobs of its kinds with FOR UPDATE SKIP LOCKED (so
 * workers of several processes on one PostgreSQL never take the same job, and the embedded database
 * behaves the same), holds each for a lease, and runs them one by one. A failed job waits
 * `retryDelayMs` and runs again, until its `max_attempts`-th failure makes it dead, with its error.
 * A worker that died holding jobs leaves them running until their lease ends; they are then taken
 * again (the attempt counts), and one that reached its attempts is dead instead.
 */
export function createJobWorker(db: Db, options: JobWorkerOptions): JobWorker {
  const id = options.id ?? `worker-${randomUUID()}`;
  const kinds = Object.keys(options.handlers);
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const onError = options.onError ?? ((error: unknown) => process.emitWarning(String(error)));
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  const held = (job: Job) =>
    and(
      eq(jobs.id, job.id),
      eq(jobs.status, 'running'),
      eq(jobs.lockedBy, id),
      eq(jobs.attempts, job.attempts),
    );
  const expired = and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`));
  const ours = and(
    inArray(jobs.kind, kinds),
    options.tenantId === undefined ? undefined : eq(jobs.tenantId, options.tenantId),
  );

  async function take(): Promise<Job[]> {
    // Held by a worker that is gone, and out of attempts: dead rather than run once more.
    await db
      .update(jobs)
      .set({ status: 'dead', lastError: 'The worker stopped while running it', finishedAt: sql`now()` })
      .where(and(ours, expired, sql`${jobs.attempts} >= ${jobs.maxAttempts}`));
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          ours,
          or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, options.clock?.now() ?? sql`now()`)), expired),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const taken = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: id,
        lockedUntil: afterMs(leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
    return taken.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  async function markDone(tx: DbOrTx, job: Job): Promise<void> {
    const done = await tx
      .update(jobs)
      .set({ status: 'done', lockedBy: null, lockedUntil: null, finishedAt: sql`now()` })
      .where(held(job))
      .returning({ id: jobs.id });
    if (done.length === 0) throw new JobLeaseLostError(job);
  }

  async function run(job: Job): Promise<void> {
    let completed = false;
    const context: JobContext = {
      complete: (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          await markDone(tx, job);
          completed = true;
          return result;
        }),
    };
    try {
      await options.handlers[job.kind]!(job, context);
      if (!completed) await markDone(db, job);
    } catch (error) {
      onError(error, job);
      if (error instanceof JobLeaseLostError) return;
      const dead = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'pending',
          lastError: error instanceof Error ? error.message : String(error),
          lockedBy: null,
          lockedUntil: null,
          ...(dead
            ? { finishedAt: sql`now()` }
            : { runAt: afterMs(retryDelayMs(job.attempts), options.clock) }),
        })
        .where(held(job));
    }
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    for (;;) {
      const batch = await take();
      for (const job of batch) await run(job);
      count += batch.length;
      if (batch.length < batchSize) return count;
    }
  }

  const drain = (): Promise<number> => {
    // One pass at a time: a wake during a pass is served by the pass (it takes until none is left).
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      drain()
        .catch((error: unknown) => onError(error))
        .finally(() => schedule(pollMs));
    }, ms);
    timer.unref();
  };

  return {
    id,
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
