import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/database.ts';
import { openTemplateDatabase } from '../../../test/template-database.ts';
import { tenants } from '../../modules/tenants/tenants.tables.ts';
import { jobs } from './jobs.tables.ts';
import {
  maintenanceHandler,
  MAINTENANCE_JOB,
  nextMaintenanceAt,
  scheduleMaintenance,
} from './maintenance.ts';
import {
  createJobWorker,
  defaultRetryDelayMs,
  enqueueJob,
  enqueueJobs,
  JobLeaseLostError,
  type Job,
  type JobHandler,
} from './queue.ts';

const url = process.env.TEST_DATABASE_URL;
const CHILD = fileURLToPath(new URL('../../../test/job-worker-child.ts', import.meta.url));

let database: Database;
let db: Db;
beforeAll(async () => {
  database = url ? await openDatabase({ kind: 'postgres', url }) : await openTemplateDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** A kind of its own per test: workers take only their kinds, so tests sharing a database keep apart. */
const newKind = () => `test.${randomUUID()}`;
const jobsOf = (kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
const effectsOf = (kind: string) => jobsOf(`${kind}.sent`);
/** A handler whose effect is a `<kind>.sent` job written as the job completes. */
const recording =
  (kind: string, name = 'worker'): JobHandler =>
  (job, context) =>
    context.complete(async (tx) => {
      await enqueueJob(tx, {
        kind: `${kind}.sent`,
        key: randomUUID(),
        tenantId: null,
        payload: { jobId: job.id, worker: name },
        runAt: new Date('2100-01-01T00:00:00Z'),
      });
    });

describe('the job queue', () => {
  it('queues a key once, per tenant and kind, and says whether this call queued it', async () => {
    const kind = newKind();
    const first = await enqueueJob(db, { kind, key: 'visit-1', tenantId: null });
    const again = await enqueueJob(db, { kind, key: 'visit-1', tenantId: null, payload: { other: true } });
    const other = await enqueueJob(db, { kind, key: 'visit-2', tenantId: null });
    expect(first.queued).toBe(true);
    expect(again).toEqual({ id: first.id, queued: false });
    expect(other.queued).toBe(true);
    expect((await jobsOf(kind)).map((j) => [j.key, j.payload])).toEqual([
      ['visit-1', {}],
      ['visit-2', {}],
    ]);
  });

  it('queues many at once, each unless its key is held, and answers how many it queued', async () => {
    const kind = newKind();
    await enqueueJob(db, { kind, key: 'held', tenantId: null });
    const runAt = new Date('2030-01-01T08:00:00Z');
    const specs = ['held', 'a', 'b', 'a'].map((key) => ({ kind, key, tenantId: null, runAt }));
    expect(await enqueueJobs(db, specs)).toBe(2);
    expect(await enqueueJobs(db, specs)).toBe(0);
    expect((await jobsOf(kind)).map((j) => j.key).sort()).toEqual(['a', 'b', 'held']);
  });

  it('runs due jobs of its kinds only, oldest first, and leaves one set for later', async () => {
    const kind = newKind();
    const other = newKind();
    const ran: string[] = [];
    await enqueueJob(db, { kind, key: 'b', tenantId: null, runAt: new Date(Date.now() - 1_000) });
    await enqueueJob(db, { kind, key: 'a', tenantId: null, runAt: new Date(Date.now() - 2_000) });
    await enqueueJob(db, { kind, key: 'later', tenantId: null, runAt: new Date(Date.now() + 3_600_000) });
    await enqueueJob(db, { kind: other, key: 'x', tenantId: null });
    const worker = createJobWorker(db, { handlers: { [kind]: async (job) => void ran.push(job.key) } });
    expect(await worker.drain()).toBe(2);
    expect(ran).toEqual(['a', 'b']);
    const states = (await jobsOf(kind)).map((j) => [j.key, j.status, j.attempts]);
    expect(states).toEqual([
      ['b', 'done', 1],
      ['a', 'done', 1],
      ['later', 'pending', 0],
    ]);
    expect((await jobsOf(other))[0]!.status).toBe('pending');
  });

  it("runs only its tenant's jobs when it is given one", async () => {
    const kind = newKind();
    const name = `queue-${randomUUID()}`;
    const [tenant] = await db
      .insert(tenants)
      .values({ tenancyName: name, name })
      .returning({ id: tenants.id });
    await enqueueJob(db, { kind, key: 'theirs', tenantId: null });
    await enqueueJob(db, { kind, key: 'ours', tenantId: tenant!.id });
    const ran: string[] = [];
    const worker = createJobWorker(db, {
      tenantId: tenant!.id,
      handlers: { [kind]: async (job) => void ran.push(job.key) },
    });
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual(['ours']);
    expect((await jobsOf(kind)).map((j) => [j.key, j.status])).toEqual([
      ['theirs', 'pending'],
      ['ours', 'done'],
    ]);
  });

  it('retries a failed job after its delay and keeps its last error; dead after its last attempt', async () => {
    const kind = newKind();
    let calls = 0;
    const worker = createJobWorker(db, {
      handlers: {
        [kind]: async () => {
          calls += 1;
          throw new Error(`bramka niedostępna ${calls}`);
        },
      },
      retryDelayMs: () => 0,
      onError: () => undefined,
    });
    await enqueueJob(db, { kind, key: 'k', tenantId: null, maxAttempts: 3 });
    await worker.drain();
    let [job] = await jobsOf(kind);
    expect([job!.status, job!.attempts, job!.lastError]).toEqual(['pending', 1, 'bramka niedostępna 1']);
    await worker.drain();
    await worker.drain();
    [job] = await jobsOf(kind);
    expect([job!.status, job!.attempts, job!.lastError]).toEqual(['dead', 3, 'bramka niedostępna 3']);
    expect(job!.finishedAt).not.toBeNull();
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('waits the retry delay before the next attempt', async () => {
    const kind = newKind();
    const worker = createJobWorker(db, {
      handlers: { [kind]: () => Promise.reject(new Error('nie teraz')) },
      onError: () => undefined,
    });
    await enqueueJob(db, { kind, key: 'k', tenantId: null });
    const before = Date.now();
    await worker.drain();
    expect(await worker.drain()).toBe(0);
    const [job] = await jobsOf(kind);
    expect(job!.status).toBe('pending');
    // The database's clock and this process's may differ by a little.
    expect(job!.runAt.getTime()).toBeGreaterThan(before + defaultRetryDelayMs(1) - 5_000);
  });

  it('backs off 30 s, doubled each attempt, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(defaultRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('voids the work of a worker whose lease ran out and another took the job', async () => {
    const kind = newKind();
    await enqueueJob(db, { kind, key: 'k', tenantId: null });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const errors: unknown[] = [];
    const slow = createJobWorker(db, {
      handlers: {
        [kind]: async (job, context) => {
          await released;
          await recording(kind, 'slow')(job, context);
        },
      },
      leaseMs: 1,
      onError: (error) => errors.push(error),
    });
    const slowRun = slow.drain();
    await expect.poll(async () => (await jobsOf(kind))[0]!.status).toBe('running');
    await new Promise((r) => setTimeout(r, 20));
    const quick = createJobWorker(db, { handlers: { [kind]: recording(kind, 'quick') } });
    expect(await quick.drain()).toBe(1);
    release();
    await slowRun;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(JobLeaseLostError);
    const [job] = await jobsOf(kind);
    expect([job!.status, job!.attempts]).toEqual(['done', 2]);
    expect((await effectsOf(kind)).map((e) => e.payload)).toEqual([{ jobId: job!.id, worker: 'quick' }]);
  });

  it('makes a job dead when its worker stopped holding it and it has no attempt left', async () => {
    const kind = newKind();
    await enqueueJob(db, { kind, key: 'k', tenantId: null, maxAttempts: 1 });
    // Taken and never finished, as by a worker that died.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'gone', lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(jobs.kind, kind));
    const worker = createJobWorker(db, { handlers: { [kind]: recording(kind) } });
    expect(await worker.drain()).toBe(0);
    const [job] = await jobsOf(kind);
    expect([job!.status, job!.lastError]).toEqual(['dead', 'The worker stopped while running it']);
  });

  it('runs by itself once started, and a wake makes it look at once', async () => {
    const kind = newKind();
    const worker = createJobWorker(db, { handlers: { [kind]: recording(kind) }, pollMs: 60_000 });
    worker.start();
    try {
      await enqueueJob(db, { kind, key: 'k', tenantId: null });
      worker.wake();
      await expect.poll(async () => (await jobsOf(kind))[0]!.status).toBe('done');
    } finally {
      await worker.stop();
    }
  });

  it('maintenance: queued once an hour, removes jobs finished over 30 days ago, queues the next', async () => {
    expect(nextMaintenanceAt(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe(
      '2026-11-27T04:00:00.000Z',
    );
    expect(nextMaintenanceAt(new Date('2026-11-27T03:59:59Z')).toISOString()).toBe(
      '2026-11-27T04:00:00.000Z',
    );
    const kind = newKind();
    await enqueueJob(db, { kind, key: 'old', tenantId: null });
    await enqueueJob(db, { kind, key: 'recent', tenantId: null });
    await enqueueJob(db, { kind, key: 'dead', tenantId: null });
    const finished = (key: string, status: Job['status'], days: number) =>
      db
        .update(jobs)
        .set({ status, finishedAt: sql`now() - ${days} * interval '1 day'` })
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
    await finished('old', 'done', 31);
    await finished('recent', 'done', 29);
    await finished('dead', 'dead', 40);
    const now = new Date('2031-05-05T10:20:00Z');
    const first = await scheduleMaintenance(database, now);
    expect((await scheduleMaintenance(database, now)).id).toBe(first.id);
    await maintenanceHandler(database, { now: () => now })({} as Job, { complete: (w) => w(db as never) });
    expect((await jobsOf(kind)).map((j) => j.key)).toEqual(['recent', 'dead']);
    const [next] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAINTENANCE_JOB), eq(jobs.key, '2031-05-05T11:00:00.000Z')));
    expect(next!.runAt.toISOString()).toBe('2031-05-05T11:00:00.000Z');
  });
});

/** Runs the child worker; `killAfter` ran jobs it is killed with SIGKILL. Answers how it ended. */
function runChild(kind: string, target: string, killAfter?: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, kind, target, '300'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ran = 0;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('ran ')) return;
    ran += 1;
    if (ran === killAfter) child.kill('SIGKILL');
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; ran: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, ran })),
  );
}

/** Each of the kind's jobs done, with exactly one effect. */
async function expectEachOnce(check: Db, kind: string, count: number) {
  const all = await check.select().from(jobs).where(eq(jobs.kind, kind));
  expect(all).toHaveLength(count);
  expect(all.filter((j) => j.status !== 'done')).toEqual([]);
  const effects = await check
    .select()
    .from(jobs)
    .where(eq(jobs.kind, `${kind}.sent`));
  const perJob = new Map<number, number>();
  for (const e of effects) {
    const id = (e.payload as { jobId: number }).jobId;
    perJob.set(id, (perJob.get(id) ?? 0) + 1);
  }
  expect([...perJob.values()].filter((n) => n !== 1)).toEqual([]);
  expect([...perJob.keys()].sort((a, b) => a - b)).toEqual(all.map((j) => j.id).sort((a, b) => a - b));
  return { all, effects };
}

describe('exactly once, with workers in processes of their own', () => {
  const JOBS = 60;

  /** Killed twice in the middle of a batch, then left to finish: every job's effect once. */
  async function killAndRestart(
    target: string,
    check: () => Promise<{ db: Db; close: () => Promise<void> }>,
  ) {
    const kind = newKind();
    const setup = await check();
    for (let i = 0; i < JOBS; i += 1)
      await enqueueJob(setup.db, { kind, key: `reminder-${i}`, tenantId: null });
    await setup.close();
    for (const killAfter of [12, 17]) {
      const killed = await runChild(kind, target, killAfter);
      expect(killed.signal).toBe('SIGKILL');
    }
    const last = await runChild(kind, target);
    expect(last.code).toBe(0);
    const after = await check();
    try {
      const { all } = await expectEachOnce(after.db, kind, JOBS);
      // The kills left jobs held by the dead worker: they were taken again after their lease.
      expect(all.some((j) => j.attempts > 1)).toBe(true);
    } finally {
      await after.close();
    }
  }

  it.skipIf(url)(
    'on the embedded database: a worker killed mid-batch and restarted sends each once',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wz-jobs-'));
      try {
        const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
        let first = true;
        await killAndRestart(dir, async () => {
          const opened = await openDatabase({
            kind: 'pglite',
            dataDir: dir,
            ...(first && { loadDataDir: template }),
          });
          first = false;
          return { db: opened.db, close: () => opened.close() };
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it.runIf(url)(
    'on PostgreSQL: a worker killed mid-batch and restarted sends each once',
    async () => {
      await killAndRestart(url!, async () => ({ db, close: async () => undefined }));
    },
    180_000,
  );

  it.runIf(url)(
    'on PostgreSQL: two workers at once share the jobs, each sent once',
    async () => {
      const kind = newKind();
      for (let i = 0; i < JOBS; i += 1) await enqueueJob(db, { kind, key: `reminder-${i}`, tenantId: null });
      const runs = await Promise.all([runChild(kind, url!), runChild(kind, url!)]);
      expect(runs.map((r) => r.code)).toEqual([0, 0]);
      expect(runs.every((r) => r.ran > 0)).toBe(true);
      expect(runs[0]!.ran + runs[1]!.ran).toBe(JOBS);
      const { effects } = await expectEachOnce(db, kind, JOBS);
      expect(new Set(effects.map((e) => (e.payload as { worker: string }).worker)).size).toBe(2);
    },
    180_000,
  );
});
