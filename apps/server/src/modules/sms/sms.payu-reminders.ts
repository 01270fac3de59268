import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  addDays,
  clinicDateTime,
  clinicInstant,
  renderSmsTemplate,
  reminderSendAt,
  visitSmsValues,
} from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { enqueueJobs, type Job, type JobSpec } from '../../platform/jobs/queue.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { payuOrders } from '../payu/payu.tables.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { visits } from '../visits/visits.tables.ts';
import { deliverMessage, storeMessage, type SmsDeps } from './sms.outbox.ts';
import { REMINDED_STATUSES } from './sms.reminders.ts';
import { asSmsVisit, recipientOf, smsVisits } from './sms.visits.ts';

export const PAYU_REMINDER_JOB = 'sms.payu-reminder';

/** An order the patient can still pay: not final, not past its lifetime, with its pay page. */
const UNPAID = ['NEW', 'PENDING'];

/** The latest payment link of each of these visits, when it can still be paid. */
async function unpaidLinks(db: DbOrTx, tenantId: number, visitIds: number[], now: Date) {
  if (visitIds.length === 0) return new Map<number, { orderId: number; url: string }>();
  const orders = await db
    .select()
    .from(payuOrders)
    .where(and(eq(payuOrders.tenantId, tenantId), inArray(payuOrders.visitId, visitIds)))
    .orderBy(desc(payuOrders.id));
  const links = new Map<number, { orderId: number; url: string }>();
  const seen = new Set<number>();
  for (const order of orders) {
    if (seen.has(order.visitId)) continue;
    seen.add(order.visitId);
    if (UNPAID.includes(order.status) && order.expiresAt > now && order.redirectUri)
      links.set(order.visitId, { orderId: order.id, url: order.redirectUri });
  }
  return links;
}

/**
 * The card-payment reminder (company settings daysBeforeVisitForPayUReminder, 0 = none;
 * szablon_sms_wizyta_payu_przypomnienie with %link%): for each visit that many days ahead whose latest
 * link is still unpaid, one job per visit and link, at the send window as reminders are.
 */
export async function planPayUReminders(deps: SmsDeps, tenantId: number): Promise<number> {
  const settings = await loadSettingsRow(deps.db, tenantId);
  const days = settings.daysBeforeVisitForPayuReminder;
  if (days <= 0 || !settings.szablonSmsWizytaPayuPrzypomnienie.trim()) return 0;
  if (!(await isFeatureEnabled(deps.db, tenantId, 'PayU'))) return 0;
  const now = deps.clock.now();
  const day = addDays(clinicDateTime(now).date, days);
  const rows = await smsVisits(
    deps.db,
    tenantId,
    and(
      gte(visits.startTime, clinicInstant(day, '00:00')),
      lt(visits.startTime, clinicInstant(addDays(day, 1), '00:00')),
      inArray(visits.status, REMINDED_STATUSES),
    ),
  );
  const links = await unpaidLinks(
    deps.db,
    tenantId,
    rows.map((r) => r.id),
    now,
  );
  const specs: JobSpec[] = [];
  for (const row of rows) {
    const link = links.get(row.id);
    if (!link || recipientOf(row).skip) continue;
    const runAt = reminderSendAt({
      visitDay: day,
      firstVisit: row.startTime,
      daysBefore: days,
      window: { from: settings.smsSendFrom, to: settings.smsSendTo },
      now,
    });
    if (!runAt) continue;
    specs.push({
      kind: PAYU_REMINDER_JOB,
      key: `${row.id}:${link.orderId}`,
      tenantId,
      payload: { visitId: row.id, orderId: link.orderId },
      runAt,
    });
  }
  return enqueueJobs(deps.db, specs);
}

/** Sends a planned card-payment reminder if the visit still awaits and its link is still unpaid. */
export async function sendPayUReminder(deps: SmsDeps, job: Job): Promise<void> {
  const tenantId = job.tenantId!;
  const { visitId, orderId } = job.payload as { visitId: number; orderId: number };
  const [visit] = await smsVisits(
    deps.db,
    tenantId,
    and(eq(visits.id, visitId), inArray(visits.status, REMINDED_STATUSES)),
  );
  if (!visit) return;
  const link = (await unpaidLinks(deps.db, tenantId, [visitId], deps.clock.now())).get(visitId);
  const recipient = recipientOf(visit);
  if (!link || link.orderId !== orderId || recipient.skip) return;
  const settings = await loadSettingsRow(deps.db, tenantId);
  const text = renderSmsTemplate(settings.szablonSmsWizytaPayuPrzypomnienie, {
    ...visitSmsValues(asSmsVisit(visit)),
    link: link.url,
  });
  const row = await storeMessage(deps.db, deps.clock, {
    tenantId,
    kind: 'payUReminder',
    key: job.key,
    clientId: visit.clientId,
    visitIds: [visit.id],
    phone: recipient.phone,
    text,
    sendAt: job.runAt,
  });
  await deliverMessage(deps, row);
}
