// A worker of the job queue in a process of its own, for the queue's exactly-once tests (a parent
// kills it with SIGKILL in the middle of a batch, or runs two at once). Runs the jobs of one kind:
// each records its effect — a job of kind `<kind>.sent` naming the job and this worker — in the
// transaction that completes it, and prints `ran <id>`. Exits once no job of the kind is left.
// Usage: node --import tsx job-worker-child.ts <kind> <pglite data dir | postgres url> <leaseMs>
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db/database.ts';
import { jobs } from '../src/platform/jobs/jobs.tables.ts';
import { createJobWorker, enqueueJob } from '../src/platform/jobs/queue.ts';

const [kind, target, lease] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase(
  target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
);
const { db } = database;
const worker = createJobWorker(db, {
  handlers: {
    [kind]: async (job, context) => {
      await context.complete(async (tx) => {
        await enqueueJob(tx, {
          kind: `${kind}.sent`,
          key: randomUUID(),
          tenantId: null,
          payload: { jobId: job.id, worker: worker.id },
          runAt: new Date('2100-01-01T00:00:00Z'),
        });
        // Inside the transaction, so a kill often lands in one.
        await sleep(Math.random() * 10);
      });
      process.stdout.write(`ran ${job.id}\n`);
    },
  },
  batchSize: 5,
  leaseMs: Number(lease),
  retryDelayMs: () => 0,
  onError: (error) => process.stderr.write(`${String(error)}\n`),
});
const left = async () => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['pending', 'running'])));
  return Number(row!.n);
};
// Jobs held by a worker that was killed come back when their lease ends.
for (;;) {
  await worker.drain();
  if ((await left()) === 0) break;
  await sleep(100);
}
await database.close();
