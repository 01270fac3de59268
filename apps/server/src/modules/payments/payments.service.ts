import { and, eq, isNull } from 'drizzle-orm';
import {
  addPaymentRefusal,
  clinicDateTime,
  creditChargeRefusal,
  deletePaymentRefusal,
  editPaymentRefusal,
  isManualPaymentType,
  isPaymentAmountMissing,
  isPaymentDateEditable,
  PaymentType,
  type PaymentRefusal,
} from '@wizytownik/domain';
import type { AddPaymentInput, UpdatePaymentInput, VisitPayment } from '@wizytownik/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { chargeVisitToCredit, creditBalance, releaseVisitCharge } from '../credit/credit.service.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { fromGrosze, toGrosze } from '../therapists/money.ts';
import { lockVisit, type VisitRow } from '../visits/visits.service.ts';
import {
  releaseVoucherUse,
  useVoucher,
  visitVoucherPayments,
  voucherRef,
} from '../vouchers/vouchers.service.ts';
import { PaymentErrors } from './payments.errors.ts';
import { visitPayments } from './payments.tables.ts';

export interface PaymentDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/** Who pays in: the tenant, the user (audit log) and their permissions (checked again here). */
export type PaymentCaller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;

type AddInput = z.output<typeof AddPaymentInput>;
type UpdateInput = z.output<typeof UpdatePaymentInput>;
type PaymentRow = typeof visitPayments.$inferSelect;

const AUDIT_ENTITY = 'visit_payment';

export function toPaymentDto(row: PaymentRow, voucher: VisitPayment['voucher'] = null): VisitPayment {
  return {
    id: row.id,
    type: row.type,
    amount: toGrosze(row.amount),
    paymentDate: row.paymentDate.toISOString(),
    voucher,
  };
}

/** What the audit log keeps of a payment. */
const audited = (row: PaymentRow) => ({
  visitId: row.visitId,
  ...toPaymentDto(row),
  voucherId: row.voucherId,
  creditEntryId: row.creditEntryId,
});

function refuse(why: PaymentRefusal | null, error: (why: PaymentRefusal) => Error): void {
  if (why === 'permission') throw PaymentErrors.forbidden();
  if (why) throw error(why);
}

/**
 * A credit payment's charge to the patient's credit account (§4.3 type 3): refused without credit,
 * after its validity date or past its limit; a payment of 0 charges nothing. Answers the entry's id.
 */
async function chargeCredit(
  tx: Tx,
  caller: PaymentCaller,
  clock: Clock,
  visit: VisitRow,
  amount: number,
): Promise<number | null> {
  // The patient locked: two credit payments at once cannot both spend the last of the limit.
  const patient = await requirePatientRow(tx, caller.tenantId, visit.clientId, true);
  const account = {
    enabled: patient.credit,
    limit: patient.creditLimit === null ? null : toGrosze(patient.creditLimit),
    validUntil: patient.creditValidUntil,
    balance: await creditBalance(tx, caller.tenantId, patient.id),
  };
  const why = creditChargeRefusal(account, amount, clinicDateTime(clock.now()).date);
  if (why) throw PaymentErrors.credit[why]();
  if (amount === 0) return null;
  return chargeVisitToCredit(tx, caller, { clientId: patient.id, visitId: visit.id, amount });
}

/** The payment a key recorded: the same one asked again is answered, a different one is refused. */
async function replay(
  tx: Tx,
  tenantId: number,
  existing: PaymentRow,
  input: AddInput,
): Promise<VisitPayment> {
  const same =
    existing.visitId === input.visitId &&
    existing.type === input.paymentType &&
    toGrosze(existing.amount) === input.paymentAmount &&
    existing.voucherId === (input.voucherId ?? null);
  if (!same) throw PaymentErrors.requestKeyReused();
  const voucher = existing.voucherId === null ? null : await voucherRef(tx, tenantId, existing.voucherId);
  return toPaymentDto(existing, voucher);
}

const byKey = async (tx: Tx, tenantId: number, key: string) =>
  (
    await tx
      .select()
      .from(visitPayments)
      .where(and(eq(visitPayments.tenantId, tenantId), eq(visitPayments.idempotencyKey, key)))
  )[0];

/**
 * Records a payment of a visit of the caller's clinic (§7.1 AddPayment), once per idempotency key: a
 * repeat of the key (a double click, a retry) answers the payment it recorded, even while the first is
 * still being written. Types 0, 1, 2, 3 and 5 by hand; a voucher's (4) needs a voucher of the patient,
 * of which it takes one visit, the visit's minutes or its amount (refused when too little is left);
 * a card-payment link's (6) comes only from that link. Not on a cancelled visit (§4.2). A transfer may
 * carry its date; every other payment is dated now. Audited.
 */
export async function addPayment(
  { db, clock }: PaymentDeps,
  caller: PaymentCaller,
  input: AddInput,
): Promise<VisitPayment> {
  const voucherId = input.voucherId ?? null;
  // A voucher's payment is type 4 and only that; without a voucher, the types taken by hand.
  const typeAllowed =
    voucherId === null ? isManualPaymentType(input.paymentType) : input.paymentType === PaymentType.Voucher;
  if (!typeAllowed) throw PaymentErrors.typeNotAllowed();
  if (input.paymentDate && !isPaymentDateEditable(input.paymentType)) throw PaymentErrors.dateNotEditable();

  return db.transaction(async (tx) => {
    // The visit locked: payments of one visit are recorded one at a time, and it cannot be cancelled
    // meanwhile. Another clinic's visit, or one of an outpost the caller may not pick, is unknown.
    const visit = await lockVisit(tx, caller, input.visitId);
    const earlier = await byKey(tx, caller.tenantId, input.idempotencyKey);
    if (earlier) return replay(tx, caller.tenantId, earlier, input);
    // A visits or minutes voucher's payment closes the visit to more payments (§4.3).
    const voucherPayments = await visitVoucherPayments(tx, caller.tenantId, visit.id);
    refuse(addPaymentRefusal(visit.status, voucherPayments, caller.permissions), PaymentErrors.saveRefused);
    const creditEntryId =
      input.paymentType === PaymentType.Credit
        ? await chargeCredit(tx, caller, clock, visit, input.paymentAmount)
        : null;
    const now = clock.now();
    const [row] = await tx
      .insert(visitPayments)
      .values({
        tenantId: caller.tenantId,
        visitId: visit.id,
        type: input.paymentType,
        amount: fromGrosze(input.paymentAmount),
        paymentDate: input.paymentDate ? new Date(input.paymentDate) : now,
        idempotencyKey: input.idempotencyKey,
        voucherId,
        creditEntryId,
        createdAt: now,
        createdBy: caller.userId,
      })
      // The same key sent for another visit at the same moment: that one holds the key.
      .onConflictDoNothing({ target: [visitPayments.tenantId, visitPayments.idempotencyKey] })
      .returning();
    if (!row)
      return replay(tx, caller.tenantId, (await byKey(tx, caller.tenantId, input.idempotencyKey))!, input);
    // The voucher's part taken under its row lock (the vouchers module's tables): a refusal undoes the
    // payment with the transaction.
    const voucher =
      voucherId === null
        ? null
        : await useVoucher(tx, caller, clock, {
            voucherId,
            paymentId: row.id,
            visitId: visit.id,
            clientId: visit.clientId,
            visitMinutes: Math.round((visit.endTime.getTime() - visit.startTime.getTime()) / 60_000),
            amount: input.paymentAmount,
          });
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      entity: AUDIT_ENTITY,
      entityId: row.id,
      action: 'create',
      after: audited(row),
    });
    return toPaymentDto(row, voucher);
  });
}

/** A live payment of the clinic with its visit locked; another clinic's (or a deleted one) is unknown. */
async function lockPayment(tx: Tx, caller: PaymentCaller, id: number) {
  const own = and(
    eq(visitPayments.tenantId, caller.tenantId),
    eq(visitPayments.id, id),
    isNull(visitPayments.deletedAt),
  );
  const [found] = await tx.select({ visitId: visitPayments.visitId }).from(visitPayments).where(own);
  if (!found) throw PaymentErrors.unknownPayment();
  // The visit first, as AddPayment locks it: one order of locks, no deadlock between the two.
  const visit = await lockVisit(tx, caller, found.visitId).catch((error: unknown) => {
    // A payment of a visit the caller may not change (another outpost) is unknown, as its visit is.
    throw error instanceof AppError && error.code === 'visit.notFound'
      ? PaymentErrors.unknownPayment()
      : error;
  });
  const [payment] = await tx.select().from(visitPayments).where(own).for('update');
  if (!payment) throw PaymentErrors.unknownPayment();
  return { visit, payment };
}

/**
 * Changes a payment's amount, type or a transfer's date (§7.1 UpdatePayment). Refused on a closed
 * visit and for credit, voucher and card-payment-link payments (§4.3), to a type not taken by hand
 * or a credit, with amount 0 ('Nie podano kwoty.', §5), and with a date for anything but a transfer.
 * Audited with the payment before and after.
 */
export async function updatePayment(
  { db, clock }: PaymentDeps,
  caller: PaymentCaller,
  input: UpdateInput,
): Promise<VisitPayment> {
  return db.transaction(async (tx) => {
    const { visit, payment } = await lockPayment(tx, caller, input.paymentId);
    refuse(editPaymentRefusal(visit.status, payment.type, caller.permissions), PaymentErrors.saveRefused);
    if (!isManualPaymentType(input.paymentType) || input.paymentType === PaymentType.Credit) {
      throw PaymentErrors.typeNotAllowed();
    }
    if (isPaymentAmountMissing(input.paymentAmount, 'edit')) throw PaymentErrors.amountRequired();
    if (input.paymentDate && !isPaymentDateEditable(input.paymentType)) throw PaymentErrors.dateNotEditable();
    const [row] = await tx
      .update(visitPayments)
      .set({
        type: input.paymentType,
        amount: fromGrosze(input.paymentAmount),
        ...(input.paymentDate ? { paymentDate: new Date(input.paymentDate) } : {}),
        modifiedAt: clock.now(),
        modifiedBy: caller.userId,
      })
      .where(eq(visitPayments.id, payment.id))
      .returning();
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      entity: AUDIT_ENTITY,
      entityId: payment.id,
      action: 'update',
      before: audited(payment),
      after: audited(row!),
    });
    return toPaymentDto(row!);
  });
}

/**
 * Deletes a payment (§7.1 DeletePayment): its row stays, marked deleted, out of the visit's details
 * and its outstanding amount. Refused on a closed visit and for a card-payment-link payment (refunded
 * instead, §4.3). Audited.
 */
export async function deletePayment(
  { db, clock }: PaymentDeps,
  caller: PaymentCaller,
  id: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    const { visit, payment } = await lockPayment(tx, caller, id);
    refuse(deletePaymentRefusal(visit.status, payment.type, caller.permissions), PaymentErrors.deleteRefused);
    await tx
      .update(visitPayments)
      .set({ deletedAt: clock.now(), deletedBy: caller.userId })
      .where(eq(visitPayments.id, payment.id));
    // A credit payment gives its charge back to the patient's credit account.
    if (payment.creditEntryId !== null) await releaseVisitCharge(tx, caller, payment.creditEntryId);
    // A voucher payment gives its visit, minutes or amount back to the voucher.
    if (payment.voucherId !== null) await releaseVoucherUse(tx, caller, clock, payment.id);
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      entity: AUDIT_ENTITY,
      entityId: payment.id,
      action: 'delete',
      before: audited(payment),
    });
  });
  return null;
}

/**
 * Records the card-payment link's payment (type 6) of a visit when PayU reports its order COMPLETED
 * (the PayU module's notification, which keeps the order id and the link to this payment). No user
 * records it; the visit is not locked by a caller, and the type-6 rules of the other calls (not
 * edited, not deleted) apply to it. Audited.
 */
export async function recordPaymentLinkPayment(
  tx: DbOrTx,
  entry: { tenantId: number; visitId: number; amount: number; paidAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(visitPayments)
    .values({
      tenantId: entry.tenantId,
      visitId: entry.visitId,
      type: PaymentType.PaymentLink,
      amount: fromGrosze(entry.amount),
      paymentDate: entry.paidAt,
      createdAt: entry.paidAt,
    })
    .returning();
  await recordAudit(tx, {
    tenantId: entry.tenantId,
    userId: null,
    entity: AUDIT_ENTITY,
    entityId: row!.id,
    action: 'create',
    after: audited(row!),
  });
  return row!.id;
}
