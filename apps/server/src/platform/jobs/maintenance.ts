import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { jobs } from './jobs.tables.ts';
import { enqueueJob, type JobHandler } from './queue.ts';

export const MAINTENANCE_JOB = 'platform.maintenance';
const EVERY_MS = 60 * 60_000;
/** Finished jobs are kept this long, for the history of what was sent and why something failed. */
const KEEP_DONE_DAYS = 30;

/** The start of the next whole hour after `now`: the maintenance job's time and its idempotency key. */
export const nextMaintenanceAt = (now: Date) =>
  new Date((Math.floor(now.getTime() / EVERY_MS) + 1) * EVERY_MS);

/** Queues the maintenance of the next hour (once: its key is its time). */
export const scheduleMaintenance = (database: Database, now: Date) => {
  const runAt = nextMaintenanceAt(now);
  return enqueueJob(database.db, { kind: MAINTENANCE_JOB, key: runAt.toISOString(), tenantId: null, runAt });
};

/**
 * Every hour: the embedded database's planner statistics for the tables that changed by a tenth
 * (PGlite runs no autovacuum; `refreshPlannerStatistics`), and finished jobs past their keeping time
 * removed. Then the next hour's is queued.
 */
export function maintenanceHandler(database: Database, clock: Clock): JobHandler {
  return async () => {
    await refreshPlannerStatistics(database);
    await database.db
      .delete(jobs)
      .where(
        and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - ${KEEP_DONE_DAYS} * interval '1 day'`)),
      );
    await scheduleMaintenance(database, clock.now());
  };
}
