import { and, eq, sql } from 'drizzle-orm';
import { smsLength } from '@wizytownik/domain';
import type { SmsKind as WireKind } from '@wizytownik/contracts';
import { SmsGatewayError, type SmsDelivery } from '../../integrations/sms/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { smsMessages, smsMessageVisits } from './sms.tables.ts';
import type { SmsMode, SmsWiring } from './sms.transport.ts';

export type MessageRow = typeof smsMessages.$inferSelect;

export interface SmsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly sms: SmsWiring;
}

export interface NewMessage {
  readonly tenantId: number;
  readonly kind: WireKind;
  /** The cause's key: a second message with it is not written (the first one is answered). */
  readonly key?: string;
  readonly clientId: number | null;
  /** The visits it is about; the first one is the message's visit. */
  readonly visitIds?: readonly number[];
  readonly phone: string;
  readonly text: string;
  readonly sendAt?: Date;
  readonly sentBy?: number | null;
}

/** Writes a message to send (status 0) with the visits it is about; with a key seen before, that one. */
export async function storeMessage(db: DbOrTx, clock: Clock, message: NewMessage): Promise<MessageRow> {
  const visitIds = message.visitIds ?? [];
  const [row] = await db
    .insert(smsMessages)
    .values({
      tenantId: message.tenantId,
      direction: 'out',
      kind: message.kind,
      key: message.key ?? null,
      clientId: message.clientId,
      visitId: visitIds[0] ?? null,
      phone: message.phone,
      text: message.text,
      parts: smsLength(message.text).parts,
      createdAt: clock.now(),
      sendAt: message.sendAt ?? null,
      sentBy: message.sentBy ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [held] = await db
      .select()
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.tenantId, message.tenantId),
          eq(smsMessages.kind, message.kind),
          eq(smsMessages.key, message.key ?? ''),
        ),
      );
    return held!;
  }
  if (visitIds.length) {
    await db
      .insert(smsMessageVisits)
      .values(visitIds.map((visitId) => ({ messageId: row.id, visitId, tenantId: message.tenantId })));
  }
  return row;
}

/** Our id of a message at the gateway: the gateway refuses a second message with it. */
export const messageIdx = (row: Pick<MessageRow, 'tenantId' | 'id'>) => `wz${row.tenantId}-${row.id}`;

/** The message of an idx, when the idx is ours and names that tenant. */
export function messageIdOfIdx(tenantId: number, idx: string): number | null {
  const match = /^wz(\d+)-(\d+)$/.exec(idx);
  return match && Number(match[1]) === tenantId ? Number(match[2]) : null;
}

/** The transport a clinic's messages take now. */
export async function transportOf(deps: SmsDeps, tenantId: number) {
  const { android } = deps.sms;
  if (android && (await android.hasDevice(tenantId)))
    return { mode: 'android' as SmsMode, gateway: android.gateway };
  return { mode: deps.sms.mode as SmsMode, gateway: deps.sms.gateway };
}

const STATUS_OF: Record<SmsDelivery, 1 | 2 | 3> = { queued: 1, sent: 1, delivered: 2, failed: 3 };

/**
 * Hands a stored message to the gateway and records what became of it. The idx is the message's id,
 * so a message handed over again (a retried job after a crash between the send and this record) is
 * refused by the gateway as a duplicate and recorded as sent: it leaves once. A transient failure is
 * thrown (the job tries again later); a refusal for good is recorded as status 3 and answered.
 */
export async function deliverMessage(deps: SmsDeps, row: MessageRow, tx?: DbOrTx): Promise<MessageRow> {
  if (row.status !== 0) return row;
  const { gateway } = await transportOf(deps, row.tenantId);
  const to = row.phone.replace(/^\+/, '');
  let update: Partial<MessageRow>;
  try {
    const notifyUrl = deps.sms.notifyUrlOf?.(row.tenantId);
    const sent = await gateway.send({
      tenantId: row.tenantId,
      to,
      text: row.text,
      idx: messageIdx(row),
      ...(notifyUrl && { notifyUrl }),
    });
    const status = sent.duplicate ? 1 : STATUS_OF[sent.delivery];
    update = {
      status,
      providerId: sent.providerId ?? row.providerId,
      sentAt: deps.clock.now(),
      ...(status === 2 && { deliveredAt: deps.clock.now() }),
      ...(sent.parts > 0 && { parts: sent.parts }),
    };
  } catch (error) {
    if (error instanceof SmsGatewayError && !error.transient) {
      update = { status: 3, error: error.message };
    } else throw error;
  }
  const [stored] = await (tx ?? deps.db)
    .update(smsMessages)
    .set(update)
    .where(and(eq(smsMessages.id, row.id), eq(smsMessages.status, 0)))
    .returning();
  return stored ?? row;
}

/** A message that cannot leave: status 3 with the reason (a message already sent stays sent). */
export async function recordFailure(db: DbOrTx, row: Pick<MessageRow, 'id'>, reason: string): Promise<void> {
  await db
    .update(smsMessages)
    .set({ status: 3, error: reason })
    .where(and(eq(smsMessages.id, row.id), eq(smsMessages.status, 0)));
}

/**
 * A delivery report of the gateway: a message moves forward only (queued → sent → delivered, or
 * failed); a report of an unknown message or another clinic's idx changes nothing.
 */
export async function recordDelivery(
  db: DbOrTx,
  report: { tenantId: number; idx: string; delivery: SmsDelivery; error?: string; at: Date },
): Promise<boolean> {
  const id = messageIdOfIdx(report.tenantId, report.idx);
  if (id === null) return false;
  const status = STATUS_OF[report.delivery];
  const changed = await db
    .update(smsMessages)
    .set({
      status,
      ...(status === 2 && { deliveredAt: report.at }),
      ...(status === 3 && { error: report.error ?? 'Niedostarczony' }),
      sentAt: sql`coalesce(${smsMessages.sentAt}, ${report.at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(smsMessages.tenantId, report.tenantId),
        eq(smsMessages.id, id),
        eq(smsMessages.direction, 'out'),
        // Delivered and failed are final; sent does not undo delivered.
        sql`${smsMessages.status} < 2 and ${smsMessages.status} <= ${status}`,
      ),
    )
    .returning({ id: smsMessages.id });
  return changed.length > 0;
}
