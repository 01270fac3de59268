import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { clinicDateTime, isActionAllowed, type PermissionName, type VisitStatus } from '@wizytownik/domain';
import type {
  PayULink,
  PayUOrderStatus,
  PayURefund,
  PayURefundStatus,
  RefundPaymentInput,
  VisitPayUState,
} from '@wizytownik/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PayUError, type PayUCredentials, type PayUPort } from '../../integrations/payu/port.ts';
import { recordAudit, type AuditAction } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { decryptSecret, type Keys } from '../../platform/security/keys.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { recordPaymentLinkPayment } from '../payments/payments.service.ts';
import { fromGrosze, toGrosze } from '../therapists/money.ts';
import { confirmVisitPaidByLink, lockVisit } from '../visits/visits.service.ts';
import { getVisitDetails, getVisitForCaller } from '../visits/visits.queries.ts';
import { LINK_REFUSED, PayUErrors } from './payu.errors.ts';
import { payuOrders, payuRefunds, payuVisitFlags } from './payu.tables.ts';

export interface PayUDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly keys: Keys;
  readonly payu: PayUPort;
  /** The address PayU and patients reach the server at; else the one the link was created through. */
  readonly publicUrl?: string;
  /** The customerIp of PayU's orders; else the address of the request creating the link. */
  readonly customerIp?: string;
}

/** What the server's start wires in: the provider and where PayU reaches this server. */
export type PayUWiring = Pick<PayUDeps, 'payu' | 'publicUrl' | 'customerIp'>;

export type PayUCaller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;

export const PAYU_PERMISSIONS = {
  overview: 'Wizytownik_PayU_PrzegladPlatnosci',
  refund: 'Wizytownik_PayU_PrzegladPlatnosciZwroty',
  /** The visit editor's switch and link: the same as changing the visit. */
  visitEdit: 'Wizytownik_Wizyty_Edycja',
} as const satisfies Record<string, PermissionName>;

type OrderRow = typeof payuOrders.$inferSelect;
type RefundRow = typeof payuRefunds.$inferSelect;

const DAY_S = 86_400;
/** PayU's own default validity when the clinic set no link lifetime (payUPaymentLinkLifetime 0). */
const DEFAULT_LIFETIME_DAYS = 1;
const LIVE: readonly PayUOrderStatus[] = ['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION'];
const FINAL: readonly PayUOrderStatus[] = ['COMPLETED', 'CANCELED', 'REJECTED'];
/** How far along an order is: a notification never moves it back (integrations.md §1.7). */
const RANK: Record<PayUOrderStatus, number> = {
  NEW: 0,
  PENDING: 1,
  WAITING_FOR_CONFIRMATION: 2,
  COMPLETED: 3,
  CANCELED: 3,
  REJECTED: 3,
};

export const AUDIT = { order: 'payu_order', refund: 'payu_refund' } as const;

/** One audit entry of an order or a refund (a notification's changes have no user). */
const audit = (
  tx: DbOrTx,
  entry: { tenantId: number; userId: number | null; entity: keyof typeof AUDIT; entityId: number },
  action: AuditAction,
  change: { before?: unknown; after?: unknown },
) => recordAudit(tx, { ...entry, entity: AUDIT[entry.entity], action, ...change });

/** A row named by PayU's id, or by ours (its reply may not be stored yet). */
const byIdOrOurs = (column: PgColumn, id: string, ours: PgColumn, ourId: string | undefined) =>
  ourId === undefined ? eq(column, id) : sql`(${column} = ${id} or ${ours} = ${ourId})`;

/** The clinic's POS from the company settings; incomplete settings refuse the call. */
export async function posCredentials(db: DbOrTx, keys: Keys, tenantId: number): Promise<PayUCredentials> {
  const s = await loadSettingsRow(db, tenantId);
  if (!s.payuPosId || !s.payuClientId || !s.payuClientSecret || !s.payuMd5Key)
    throw PayUErrors.notConfigured();
  return {
    posId: s.payuPosId,
    clientId: s.payuClientId,
    clientSecret: decryptSecret(keys, s.payuClientSecret),
    secondKey: decryptSecret(keys, s.payuMd5Key),
  };
}

const expiredAt = (row: OrderRow, now: Date) =>
  !['COMPLETED'].includes(row.status) && row.expiresAt.getTime() <= now.getTime();

function toLink(row: OrderRow, now: Date): PayULink {
  return {
    orderId: row.orderId ?? '',
    extOrderId: row.extOrderId,
    status: row.status as PayUOrderStatus,
    amount: toGrosze(row.amount),
    redirectUri: row.redirectUri,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: expiredAt(row, now),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an order (no personal data: the visit's id only). */
const auditedOrder = (row: OrderRow) => ({
  visitId: row.visitId,
  orderId: row.orderId,
  extOrderId: row.extOrderId,
  status: row.status,
  amount: toGrosze(row.amount),
  expiresAt: row.expiresAt.toISOString(),
  paymentId: row.paymentId,
});
const auditedRefund = (row: RefundRow) => ({
  payuOrderId: row.payuOrderId,
  refundId: row.refundId,
  extRefundId: row.extRefundId,
  amount: toGrosze(row.amount),
  reason: row.reason,
  status: row.status,
});

async function latestOrder(db: DbOrTx, tenantId: number, visitId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(payuOrders)
    .where(
      and(eq(payuOrders.tenantId, tenantId), eq(payuOrders.visitId, visitId), isNotNull(payuOrders.orderId)),
    )
    .orderBy(desc(payuOrders.createdAt), desc(payuOrders.id))
    .limit(1);
  return row;
}

async function payByPayu(db: DbOrTx, tenantId: number, visitId: number): Promise<boolean> {
  const [flag] = await db
    .select({ on: payuVisitFlags.payByPayu })
    .from(payuVisitFlags)
    .where(and(eq(payuVisitFlags.tenantId, tenantId), eq(payuVisitFlags.visitId, visitId)));
  return flag?.on ?? false;
}

/**
 * Flips the visit's 'pay by card-payment link' switch (§7.1 SetPayByPayu) and answers the new value.
 * A closed or cancelled visit is refused ('Bład ustawiania płatności PayU'); another clinic's visit,
 * or one of an outpost the caller may not pick, is unknown.
 */
export async function setPayByPayu(
  { db, clock }: Pick<PayUDeps, 'db' | 'clock'>,
  caller: PayUCaller,
  visitId: number,
): Promise<{ value: boolean }> {
  return db.transaction(async (tx) => {
    const visit = await lockVisit(tx, caller, visitId);
    if (!isActionAllowed('toggleSwitch', visit.status as VisitStatus))
      throw PayUErrors.setRefused(LINK_REFUSED.visitClosed);
    const [row] = await tx
      .insert(payuVisitFlags)
      .values({
        visitId,
        tenantId: caller.tenantId,
        payByPayu: true,
        modifiedAt: clock.now(),
        modifiedBy: caller.userId,
      })
      .onConflictDoUpdate({
        target: payuVisitFlags.visitId,
        set: {
          payByPayu: sql`not ${payuVisitFlags.payByPayu}`,
          modifiedAt: clock.now(),
          modifiedBy: caller.userId,
        },
      })
      .returning({ value: payuVisitFlags.payByPayu });
    return row!;
  });
}

/**
 * The visit editor's card-payment block: the switch, the outstanding amount a new link would ask for
 * and the latest link with its expiry ('Link PayU wygasł.' when `expired`). The visit as the caller
 * may read it.
 */
export async function getVisitPayUState(
  { db, clock }: Pick<PayUDeps, 'db' | 'clock'>,
  caller: PayUCaller,
  visitId: number,
): Promise<VisitPayUState> {
  const details = await getVisitForCaller(db, caller, visitId);
  const link = await latestOrder(db, caller.tenantId, visitId);
  return {
    visitId,
    payByPayu: await payByPayu(db, caller.tenantId, visitId),
    outstandingAmount: details.outstandingAmount,
    link: link ? toLink(link, clock.now()) : null,
  };
}

/** Our id of an order at PayU: unique in the POS (tenant and visit in it, then random). */
const newExtOrderId = (tenantId: number, visitId: number) =>
  `WIZ-${tenantId}-${visitId}-${randomBytes(5).toString('hex')}`;

/**
 * Creates a payment link for the visit's outstanding amount (domain outstandingAmount), valid for
 * payUPaymentLinkLifetime days (PayU's validityTime in seconds). A live link of the same amount is
 * answered again instead of a second one; a creation whose reply was lost is retried with the same
 * extOrderId, so PayU never holds two orders for one link. Refused for a closed or cancelled visit,
 * one with nothing to pay, or without the clinic's PayU settings; PayU's failure is 'payu.linkFailed'.
 */
export async function createPayULink(
  deps: PayUDeps,
  caller: PayUCaller,
  visitId: number,
  request: { origin: string; ip: string },
): Promise<VisitPayUState> {
  const { db, clock } = deps;
  const pos = await posCredentials(db, deps.keys, caller.tenantId);
  const settings = await loadSettingsRow(db, caller.tenantId);
  const lifetimeDays =
    settings.payuPaymentLinkLifetime > 0 ? settings.payuPaymentLinkLifetime : DEFAULT_LIFETIME_DAYS;

  const pending = await db.transaction(async (tx) => {
    const visit = await lockVisit(tx, caller, visitId);
    if (!isActionAllowed('save', visit.status as VisitStatus))
      throw PayUErrors.linkRefused(LINK_REFUSED.visitClosed);
    const { outstandingAmount } = await getVisitDetails(tx, caller.tenantId, visitId);
    if (outstandingAmount <= 0) throw PayUErrors.linkRefused(LINK_REFUSED.nothingToPay);
    const now = clock.now();
    const [last] = await tx
      .select()
      .from(payuOrders)
      .where(and(eq(payuOrders.tenantId, caller.tenantId), eq(payuOrders.visitId, visitId)))
      .orderBy(desc(payuOrders.createdAt), desc(payuOrders.id))
      .limit(1);
    const reusable =
      last &&
      LIVE.includes(last.status as PayUOrderStatus) &&
      !expiredAt(last, now) &&
      toGrosze(last.amount) === outstandingAmount;
    // A live link of the same amount is the answer; one whose creation failed is tried again as it was.
    if (reusable && last.orderId) return { row: last, done: true };
    if (reusable) return { row: last, done: false };
    const { date, time } = clinicDateTime(visit.startTime);
    const [row] = await tx
      .insert(payuOrders)
      .values({
        tenantId: caller.tenantId,
        visitId,
        extOrderId: newExtOrderId(caller.tenantId, visitId),
        status: 'NEW',
        amount: fromGrosze(outstandingAmount),
        description: `Wizyta ${date.split('-').reverse().join('-')} ${time}`,
        createdAt: now,
        createdBy: caller.userId,
        expiresAt: new Date(now.getTime() + lifetimeDays * DAY_S * 1000),
      })
      .returning();
    return { row: row!, done: false };
  });

  if (!pending.done) {
    const { row } = pending;
    const base = deps.publicUrl ?? request.origin;
    const created = await deps.payu
      .createOrder(pos, {
        extOrderId: row.extOrderId,
        notifyUrl: `${base}/api/payu/notify/${caller.tenantId}`,
        customerIp: deps.customerIp ?? request.ip,
        description: row.description,
        totalAmount: toGrosze(row.amount),
        validitySeconds: Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000),
        productName: row.description,
      })
      .catch((error: unknown) => {
        throw error instanceof PayUError ? PayUErrors.linkFailed(`PayU: ${error.reason}`) : error;
      });
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .update(payuOrders)
        .set({ orderId: created.orderId, redirectUri: created.redirectUri })
        .where(eq(payuOrders.id, row.id))
        .returning();
      await audit(
        tx,
        { tenantId: caller.tenantId, userId: caller.userId, entity: 'order', entityId: row.id },
        'create',
        { after: auditedOrder(stored!) },
      );
    });
  }
  return getVisitPayUState(deps, caller, visitId);
}

/** What a notification did, for the notification log. */
export type NotificationOutcome = 'applied' | 'ignored' | 'unknownOrder' | 'unknownRefund';

/**
 * Applies a verified order notification: the status moves only forward (a final one never changes,
 * a repeated or older one is ignored). COMPLETED records the visit's card-payment-link payment (type
 * 6) once, which the calendar shows, and confirms a new visit when payUConfirmVisitsByPayment is on.
 */
export async function applyOrderNotification(
  { db, clock }: Pick<PayUDeps, 'db' | 'clock'>,
  tenantId: number,
  note: { orderId: string; extOrderId?: string; status: PayUOrderStatus; receivedAt?: Date },
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const own = eq(payuOrders.tenantId, tenantId);
    const [row] = await tx
      .select()
      .from(payuOrders)
      .where(and(own, byIdOrOurs(payuOrders.orderId, note.orderId, payuOrders.extOrderId, note.extOrderId)))
      .for('update');
    if (!row) return 'unknownOrder';
    const current = row.status as PayUOrderStatus;
    if (FINAL.includes(current) || RANK[note.status] <= RANK[current]) return 'ignored';
    const now = clock.now();
    let paymentId = row.paymentId;
    if (note.status === 'COMPLETED' && paymentId === null) {
      paymentId = await recordPaymentLinkPayment(tx, {
        tenantId,
        visitId: row.visitId,
        amount: toGrosze(row.amount),
        paidAt: note.receivedAt ?? now,
      });
      const settings = await loadSettingsRow(tx, tenantId);
      if (settings.payuConfirmVisitsByPayment)
        await confirmVisitPaidByLink(tx, clock, { tenantId, visitId: row.visitId });
    }
    const [updated] = await tx
      .update(payuOrders)
      .set({
        status: note.status,
        statusAt: now,
        orderId: row.orderId ?? note.orderId,
        ...(note.status === 'COMPLETED' && { paidAt: note.receivedAt ?? now, paymentId }),
      })
      .where(eq(payuOrders.id, row.id))
      .returning();
    await audit(tx, { tenantId, userId: null, entity: 'order', entityId: row.id }, 'update', {
      before: auditedOrder(row),
      after: auditedOrder(updated!),
    });
    return 'applied';
  });
}

/**
 * Applies a verified refund notification: PENDING becomes FINALIZED or CANCELED; FINALIZED is final.
 * The refund is found by PayU's id or, before PayU's reply was stored, by ours.
 */
export async function applyRefundNotification(
  { db, clock }: Pick<PayUDeps, 'db' | 'clock'>,
  tenantId: number,
  note: { refundId: string; extRefundId?: string; status: PayURefundStatus },
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payuRefunds)
      .where(
        and(
          eq(payuRefunds.tenantId, tenantId),
          byIdOrOurs(payuRefunds.refundId, note.refundId, payuRefunds.extRefundId, note.extRefundId),
        ),
      )
      .for('update');
    if (!row) return 'unknownRefund';
    if (row.status === 'FINALIZED' || row.status === note.status || note.status === 'PENDING')
      return 'ignored';
    const [updated] = await tx
      .update(payuRefunds)
      .set({ status: note.status, statusAt: clock.now(), refundId: row.refundId ?? note.refundId })
      .where(eq(payuRefunds.id, row.id))
      .returning();
    await audit(tx, { tenantId, userId: null, entity: 'refund', entityId: row.id }, 'update', {
      before: auditedRefund(row),
      after: auditedRefund(updated!),
    });
    return 'applied';
  });
}

/** The last moment a refund is taken: hoursBeforeVisitForPayURefund hours before the visit starts. */
export const refundDeadline = (visitStart: Date, hoursBefore: number): Date =>
  new Date(visitStart.getTime() - hoursBefore * 3_600_000);

export function toRefundDto(row: RefundRow, createdBy: string | null = null): PayURefund {
  return {
    id: row.id,
    refundId: row.refundId,
    amount: toGrosze(row.amount),
    reason: row.reason,
    status: row.status as PayURefundStatus,
    createdAt: row.createdAt.toISOString(),
    statusAt: row.statusAt?.toISOString() ?? null,
    createdBy,
  };
}

/**
 * Asks PayU to refund a completed card-payment-link payment (§5 Refund, RefundPaymentInput): the
 * amount above 0 and at most the payment's ('Kwota zwrotu nie może przekroczyć {max} zł!'), a reason,
 * one refund per payment (none pending or finalized), and not later than hoursBeforeVisitForPayURefund
 * hours before the visit. The refund is PENDING until PayU's notification finalizes it; when PayU
 * refuses or does not answer, it is CANCELED and the call fails with 'Nie można zwrócić płatności'.
 * Audited.
 */
export async function refundPayment(
  deps: PayUDeps,
  caller: PayUCaller,
  input: z.output<typeof RefundPaymentInput>,
): Promise<PayURefund> {
  const { db, clock } = deps;
  if (!caller.permissions.has(PAYU_PERMISSIONS.refund)) throw PayUErrors.forbidden();
  if (!(input.amount > 0)) throw PayUErrors.refundAmountPositive();
  const reason = input.reason.trim();
  if (!reason) throw PayUErrors.refundReasonRequired();
  const pos = await posCredentials(db, deps.keys, caller.tenantId);

  const { order, refund } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ visitId: payuOrders.visitId })
      .from(payuOrders)
      .where(and(eq(payuOrders.tenantId, caller.tenantId), eq(payuOrders.orderId, input.orderId)));
    if (!found) throw PayUErrors.orderNotFound();
    // The visit first, as the payments are locked: a visit of an outpost the caller may not pick is unknown.
    const visit = await lockVisit(tx, caller, found.visitId).catch(() => {
      throw PayUErrors.orderNotFound();
    });
    const [order] = await tx
      .select()
      .from(payuOrders)
      .where(and(eq(payuOrders.tenantId, caller.tenantId), eq(payuOrders.orderId, input.orderId)))
      .for('update');
    if (order!.status !== 'COMPLETED' || order!.paymentId === null)
      throw PayUErrors.refundRefused('notCompleted');
    const taken = await tx
      .select({ id: payuRefunds.id })
      .from(payuRefunds)
      .where(
        and(eq(payuRefunds.payuOrderId, order!.id), inArray(payuRefunds.status, ['PENDING', 'FINALIZED'])),
      );
    if (taken.length) throw PayUErrors.refundRefused('refunded');
    const settings = await loadSettingsRow(tx, caller.tenantId);
    const now = clock.now();
    if (now.getTime() > refundDeadline(visit.startTime, settings.hoursBeforeVisitForPayuRefund).getTime())
      throw PayUErrors.refundRefused('tooLate');
    const max = toGrosze(order!.amount);
    if (input.amount > max) throw PayUErrors.refundOverMax(max);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(payuRefunds)
      .where(eq(payuRefunds.payuOrderId, order!.id));
    const [refund] = await tx
      .insert(payuRefunds)
      .values({
        tenantId: caller.tenantId,
        payuOrderId: order!.id,
        extRefundId: `${order!.extOrderId}-R${(count?.n ?? 0) + 1}`,
        amount: fromGrosze(input.amount),
        reason,
        status: 'PENDING',
        createdAt: now,
        createdBy: caller.userId,
      })
      .returning();
    await audit(
      tx,
      { tenantId: caller.tenantId, userId: caller.userId, entity: 'refund', entityId: refund!.id },
      'create',
      { after: auditedRefund(refund!) },
    );
    return { order: order!, refund: refund! };
  });

  try {
    const reply = await deps.payu.refund(pos, {
      orderId: order.orderId!,
      extRefundId: refund.extRefundId,
      amount: input.amount,
      description: reason,
    });
    // Only PayU's id: its notification may already have finalized the refund.
    const [stored] = await db
      .update(payuRefunds)
      .set({ refundId: reply.refundId })
      .where(eq(payuRefunds.id, refund.id))
      .returning();
    return toRefundDto(stored!);
  } catch (error) {
    if (!(error instanceof PayUError)) throw error;
    await db.transaction(async (tx) => {
      const [canceled] = await tx
        .update(payuRefunds)
        .set({ status: 'CANCELED', statusAt: clock.now() })
        .where(and(eq(payuRefunds.id, refund.id), eq(payuRefunds.status, 'PENDING')))
        .returning();
      if (canceled)
        await audit(
          tx,
          { tenantId: caller.tenantId, userId: caller.userId, entity: 'refund', entityId: refund.id },
          'update',
          { before: auditedRefund(refund), after: auditedRefund(canceled) },
        );
    });
    throw PayUErrors.refundFailed(`PayU: ${error.reason}${error.statusCode ? ` ${error.statusCode}` : ''}`);
  }
}
