import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { enqueueJob, type JobHandler } from '../../platform/jobs/queue.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { sendCancellation, sendOpinion } from './sms.actions.ts';
import type { SmsDeps } from './sms.outbox.ts';
import { PAYU_REMINDER_JOB, planPayUReminders, sendPayUReminder } from './sms.payu-reminders.ts';
import { planReminders, REMINDER_JOB, sendReminder } from './sms.reminders.ts';
import { CANCELLATION_JOB, CLIENT_PLAN_JOB, OPINION_JOB } from './sms.visit-events.ts';

/** Every clinic's reminders are planned this often (and a visit's change plans its patient's at once). */
export const PLAN_JOB = 'sms.plan';
const PLAN_EVERY_MS = 10 * 60_000;

const slotOf = (at: Date) => Math.floor(at.getTime() / PLAN_EVERY_MS) * PLAN_EVERY_MS;

/** Queues the planning of the slot `now` is in (at once, when the server starts) or of the next one. */
export function scheduleSmsPlanning(db: DbOrTx, now: Date, next = false) {
  const slot = slotOf(now) + (next ? PLAN_EVERY_MS : 0);
  const runAt = next ? new Date(slot) : now;
  return enqueueJob(db, { kind: PLAN_JOB, key: new Date(slot).toISOString(), tenantId: null, runAt });
}

/** The SMS module's jobs, for the worker of the server's process. */
export function smsJobHandlers(deps: SmsDeps): Record<string, JobHandler> {
  return {
    [REMINDER_JOB]: (job) => sendReminder(deps, job),
    [PAYU_REMINDER_JOB]: (job) => sendPayUReminder(deps, job),
    [CANCELLATION_JOB]: (job) => sendCancellation(deps, job),
    [OPINION_JOB]: (job) => sendOpinion(deps, job),
    [CLIENT_PLAN_JOB]: async (job) => {
      const { clientId, notBefore } = job.payload as { clientId: number; notBefore: string };
      await planReminders(deps, job.tenantId!, { clientId, notBefore: new Date(notBefore) });
    },
    [PLAN_JOB]: async () => {
      // The next run first, and every clinic planned even when one fails (the job then retries all:
      // planning again queues nothing twice).
      await scheduleSmsPlanning(deps.db, deps.clock.now(), true);
      const active = await deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isActive, true));
      const failures: unknown[] = [];
      const plan = async (tenantId: number) => {
        await planReminders(deps, tenantId);
        await planPayUReminders(deps, tenantId);
      };
      for (const tenant of active) await plan(tenant.id).catch((error: unknown) => failures.push(error));
      if (failures.length)
        throw new AggregateError(failures, `SMS planning failed for ${failures.length} clinic(s)`);
    },
  };
}
