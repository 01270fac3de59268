import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { matchSmsAnswer, smsLength, smsNumber, type SmsAnswer } from '@wizytownik/domain';
import type { SmsReplyOutcome } from '@wizytownik/contracts';
import type { IncomingSms, SmsInbound } from '../../integrations/sms/port.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { clients } from '../patients/patients.tables.ts';
import { answerVisitsBySms } from '../visits/visits.service.ts';
import { visits } from '../visits/visits.tables.ts';
import { recordDelivery, type MessageRow, type SmsDeps } from './sms.outbox.ts';
import { REMINDED_STATUSES } from './sms.reminders.ts';
import { smsMessages, smsMessageVisits } from './sms.tables.ts';

const OUTCOME: Record<SmsAnswer, SmsReplyOutcome> = {
  confirm: 'confirmed',
  cancel: 'cancelled',
  unclear: 'toExplain',
};

/** The tenant's patients whose SMS number is the sender's (compared by the last nine digits, then exactly). */
async function patientsOfNumber(deps: SmsDeps, tenantId: number, from: string): Promise<number[]> {
  const number = smsNumber(from);
  if (!number) return [];
  const rows = await deps.db
    .select({ id: clients.id, phone: clients.phone })
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, tenantId),
        isNull(clients.deletedAt),
        sql`right(regexp_replace(coalesce(${clients.phone}, ''), '[^0-9]', '', 'g'), 9) = ${number.slice(-9)}`,
      ),
    );
  return rows.filter((r) => smsNumber(r.phone) === number).map((r) => r.id);
}

/**
 * The reminder a reply answers: of the sender's patients' reminders that left, the one about the
 * nearest visit still ahead and awaiting an answer (new, confirmed or to be explained); with it, that
 * reminder's visits still awaiting one.
 */
async function answeredReminder(deps: SmsDeps, tenantId: number, clientIds: number[]) {
  if (clientIds.length === 0) return null;
  const [nearest] = await deps.db
    .select({ messageId: smsMessages.id, clientId: smsMessages.clientId })
    .from(smsMessageVisits)
    .innerJoin(smsMessages, eq(smsMessages.id, smsMessageVisits.messageId))
    .innerJoin(visits, eq(visits.id, smsMessageVisits.visitId))
    .where(
      and(
        eq(smsMessages.tenantId, tenantId),
        eq(smsMessages.kind, 'reminder'),
        inArray(smsMessages.status, [1, 2]),
        inArray(smsMessages.clientId, clientIds),
        inArray(visits.status, REMINDED_STATUSES),
        gt(visits.startTime, deps.clock.now()),
      ),
    )
    .orderBy(asc(visits.startTime), desc(smsMessages.id))
    .limit(1);
  if (!nearest) return null;
  const pending = await deps.db
    .select({ id: visits.id })
    .from(smsMessageVisits)
    .innerJoin(visits, eq(visits.id, smsMessageVisits.visitId))
    .where(
      and(
        eq(smsMessageVisits.messageId, nearest.messageId),
        inArray(visits.status, REMINDED_STATUSES),
        gt(visits.startTime, deps.clock.now()),
      ),
    );
  return { messageId: nearest.messageId, clientId: nearest.clientId!, visitIds: pending.map((v) => v.id) };
}

/**
 * A patient's reply: matched to the reminder it answers, it confirms (1), cancels (4, by the patient)
 * or leaves to clarify (5) that reminder's visits, by the company's answer lists; the text is kept.
 * A reply passed on twice (same provider id) is stored and applied once.
 */
export async function receiveReply(deps: SmsDeps, incoming: IncomingSms): Promise<MessageRow> {
  const { tenantId } = incoming;
  const clientIds = await patientsOfNumber(deps, tenantId, incoming.from);
  const reminder = await answeredReminder(deps, tenantId, clientIds);
  const settings = await loadSettingsRow(deps.db, tenantId);
  const answer = matchSmsAnswer(
    incoming.text,
    settings.confirmAnswersVisitSms,
    settings.cancelAnswersVisitSms,
  );
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        tenantId,
        direction: 'in',
        kind: 'reply',
        clientId: reminder?.clientId ?? clientIds[0] ?? null,
        visitId: reminder?.visitIds[0] ?? null,
        phone: smsNumber(incoming.from) ?? incoming.from.replace(/^\+/, ''),
        text: incoming.text,
        parts: smsLength(incoming.text).parts,
        status: 2,
        providerId: incoming.providerId,
        createdAt: incoming.receivedAt,
        deliveredAt: incoming.receivedAt,
        outcome: reminder && reminder.visitIds.length ? OUTCOME[answer] : 'unmatched',
        replyToId: reminder?.messageId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [held] = await tx
        .select()
        .from(smsMessages)
        .where(
          and(
            eq(smsMessages.tenantId, tenantId),
            eq(smsMessages.direction, 'in'),
            eq(smsMessages.providerId, incoming.providerId),
          ),
        );
      return held!;
    }
    if (reminder && reminder.visitIds.length) {
      await tx
        .insert(smsMessageVisits)
        .values(reminder.visitIds.map((visitId) => ({ messageId: row.id, visitId, tenantId })));
      await answerVisitsBySms(tx, deps.clock, tenantId, reminder.visitIds, answer);
    }
    return row;
  });
}

/** What the gateways pass back, applied to this module's messages and the visits they answer. */
export function smsInbound(deps: SmsDeps): SmsInbound {
  return {
    async delivery(report) {
      await recordDelivery(deps.db, report);
    },
    async reply(message) {
      await receiveReply(deps, message);
    },
  };
}
