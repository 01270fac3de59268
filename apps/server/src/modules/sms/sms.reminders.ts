import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import {
  clinicDateTime,
  clinicInstant,
  dayVisitsSmsValues,
  renderSmsTemplate,
  reminderDays,
  reminderSendAt,
  visitSmsValues,
  addDays,
} from '@wizytownik/domain';
import { enqueueJobs, type Job, type JobSpec } from '../../platform/jobs/queue.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { visits } from '../visits/visits.tables.ts';
import { deliverMessage, storeMessage, type SmsDeps } from './sms.outbox.ts';
import { asSmsVisit, recipientOf, smsVisits, type SmsVisitRow } from './sms.visits.ts';

export const REMINDER_JOB = 'sms.reminder';

/** Statuses that get a reminder: new, confirmed and to be explained (never cancelled or closed). */
export const REMINDED_STATUSES = [0, 1, 5];

type Settings = Awaited<ReturnType<typeof loadSettingsRow>>;

/** A patient's visits of one clinic day that get one reminder together. */
interface ReminderGroup {
  readonly clientId: number;
  readonly day: string;
  readonly phone: string;
  readonly visits: SmsVisitRow[];
}

/**
 * What a reminder says, fixed at planning: the visits with their times and therapists. A visit moved,
 * added or cancelled after planning changes it, so the job planned before sends nothing and the next
 * planning queues the reminder of the day as it is now.
 */
const signatureOf = (group: ReminderGroup) =>
  createHash('sha256')
    .update(group.visits.map((v) => `${v.id}@${v.startTime.toISOString()}@${v.therapistName}`).join('|'))
    .digest('hex')
    .slice(0, 16);

/** The reminders of the tenant's visits on `days` (of one patient when given), by patient and day. */
async function reminderGroups(
  deps: SmsDeps,
  tenantId: number,
  days: readonly string[],
  clientId?: number,
): Promise<ReminderGroup[]> {
  if (days.length === 0) return [];
  const from = clinicInstant(days[0]!, '00:00');
  const to = clinicInstant(addDays(days[days.length - 1]!, 1), '00:00');
  const rows = await smsVisits(
    deps.db,
    tenantId,
    and(
      gte(visits.startTime, from),
      lt(visits.startTime, to),
      gt(visits.startTime, deps.clock.now()),
      inArray(visits.status, REMINDED_STATUSES),
      clientId === undefined ? undefined : eq(visits.clientId, clientId),
    ),
  );
  const groups = new Map<string, ReminderGroup>();
  for (const row of rows) {
    const recipient = recipientOf(row);
    if (recipient.skip) continue;
    const day = clinicDateTime(row.startTime).date;
    const key = `${row.clientId}:${day}`;
    const group = groups.get(key) ?? { clientId: row.clientId, day, phone: recipient.phone, visits: [] };
    group.visits.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A reminder's text: the therapist's own template or the company's for one visit; the company's
 * multi-visit template (%godziny_terapeuci%) for several. Null when the template to use is empty.
 */
function reminderText(settings: Settings, group: ReminderGroup): string | null {
  const [first] = group.visits;
  if (group.visits.length === 1 || !settings.multiVisitSmsTemplate.trim()) {
    const template = first!.therapistTemplate?.trim() || settings.visitSmsTemplate;
    return template.trim() ? renderSmsTemplate(template, visitSmsValues(asSmsVisit(first!))) : null;
  }
  return renderSmsTemplate(settings.multiVisitSmsTemplate, dayVisitsSmsValues(group.visits.map(asSmsVisit)));
}

/**
 * Queues the reminders of the tenant's coming visits (of one patient when given): one job per patient
 * and day, keyed by what the reminder says, so planning again queues nothing new unless a visit
 * changed. `notBefore` delays them (the undo window after a visit was moved or booked).
 */
export async function planReminders(
  deps: SmsDeps,
  tenantId: number,
  options: { clientId?: number; notBefore?: Date } = {},
): Promise<number> {
  const settings = await loadSettingsRow(deps.db, tenantId);
  const now = deps.clock.now();
  const days = reminderDays(clinicDateTime(now).date, settings.daysBeforeSendVisitSms);
  const specs: JobSpec[] = [];
  for (const group of await reminderGroups(deps, tenantId, days, options.clientId)) {
    // No template, no job: once one is written, the next planning queues the reminder.
    if (!reminderText(settings, group)) continue;
    const runAt = reminderSendAt({
      visitDay: group.day,
      firstVisit: group.visits[0]!.startTime,
      daysBefore: settings.daysBeforeSendVisitSms,
      window: { from: settings.smsSendFrom, to: settings.smsSendTo },
      now,
      ...(options.notBefore && { notBefore: options.notBefore }),
    });
    if (!runAt) continue;
    const signature = signatureOf(group);
    specs.push({
      kind: REMINDER_JOB,
      key: `${group.clientId}:${group.day}:${signature}`,
      tenantId,
      payload: { clientId: group.clientId, day: group.day, signature },
      runAt,
    });
  }
  return enqueueJobs(deps.db, specs);
}

/**
 * Sends a planned reminder if the patient's day is still what it was planned as; the message's key is
 * the job's, so a job run again (after a crash) finds its message and the gateway refuses the repeat.
 */
export async function sendReminder(deps: SmsDeps, job: Job): Promise<void> {
  const { clientId, day, signature } = job.payload as { clientId: number; day: string; signature: string };
  const tenantId = job.tenantId!;
  const [group] = await reminderGroups(deps, tenantId, [day], clientId);
  if (!group || signatureOf(group) !== signature) return;
  const text = reminderText(await loadSettingsRow(deps.db, tenantId), group);
  if (!text) return;
  const row = await storeMessage(deps.db, deps.clock, {
    tenantId,
    kind: 'reminder',
    key: job.key,
    clientId,
    visitIds: group.visits.map((v) => v.id),
    phone: group.phone,
    text,
    sendAt: job.runAt,
  });
  await deliverMessage(deps, row);
}
