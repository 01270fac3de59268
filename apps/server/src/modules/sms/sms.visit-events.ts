import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { enqueueJob } from '../../platform/jobs/queue.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';

/*
 * What the visits module tells the SMS module, inside the transaction of the change: each queues a
 * job, so the message exists only if the change commits. A message caused by an action leaves after
 * the company's undo window (smsUndoSeconds): when the action is undone meanwhile, the job finds the
 * visit as it was and sends nothing.
 */

export const CANCELLATION_JOB = 'sms.cancellation';
export const OPINION_JOB = 'sms.opinion';
export const CLIENT_PLAN_JOB = 'sms.plan-client';

interface VisitEvent {
  readonly tenantId: number;
  readonly visitId: number;
  readonly clientId: number;
}

async function undoWindowEnd(db: DbOrTx, clock: Clock, tenantId: number): Promise<Date> {
  const settings = await loadSettingsRow(db, tenantId);
  return new Date(clock.now().getTime() + settings.smsUndoSeconds * 1000);
}

/** Queues the job of a message about the visit, to run at the end of the undo window. */
async function messageAfterUndoWindow(
  db: DbOrTx,
  clock: Clock,
  event: VisitEvent,
  kind: string,
  key: string,
) {
  await enqueueJob(db, {
    kind,
    key,
    tenantId: event.tenantId,
    payload: { visitId: event.visitId },
    runAt: await undoWindowEnd(db, clock, event.tenantId),
  });
}

/** A visit was cancelled by the clinic: the patient is told (szablon_sms_odwolanie) after the window. */
export const visitCancelled = (db: DbOrTx, clock: Clock, event: VisitEvent) =>
  messageAfterUndoWindow(db, clock, event, CANCELLATION_JOB, `${event.visitId}:${clock.now().getTime()}`);

/** A visit was closed with 'send the opinion request' (CloseVisit sent_opinion): once per visit. */
export const visitClosedWithOpinion = (db: DbOrTx, clock: Clock, event: VisitEvent) =>
  messageAfterUndoWindow(db, clock, event, OPINION_JOB, String(event.visitId));

/**
 * A visit was booked, moved, cancelled or put back: the patient's reminders are planned again now,
 * and a new one leaves no sooner than the undo window's end (a move undone in time sends nothing).
 */
export async function visitTimesChanged(db: DbOrTx, clock: Clock, event: VisitEvent): Promise<void> {
  const notBefore = await undoWindowEnd(db, clock, event.tenantId);
  await enqueueJob(db, {
    kind: CLIENT_PLAN_JOB,
    key: `${event.clientId}:${event.visitId}:${clock.now().getTime()}`,
    tenantId: event.tenantId,
    payload: { clientId: event.clientId, notBefore: notBefore.toISOString() },
    runAt: clock.now(),
  });
}
