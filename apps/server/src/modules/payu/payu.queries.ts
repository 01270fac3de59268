import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { clinicInstant } from '@wizytownik/domain';
import type {
  GetPayUPaymentsInput,
  PayUOrderStatus,
  PayUPaymentDetails,
  PayUPaymentItem,
  PayUSorting,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { toGrosze } from '../therapists/money.ts';
import { users } from '../users/users.tables.ts';
import { fullName } from '../visits/sql-fields.ts';
import type { Caller } from '../visits/visit-access.ts';
import { changeableVisits } from '../visits/visit-outposts.ts';
import { visits } from '../visits/visits.tables.ts';
import { PayUErrors } from './payu.errors.ts';
import { refundDeadline, toRefundDto } from './payu.service.ts';
import { payuOrders, payuRefunds } from './payu.tables.ts';

/** The sum of an order's FINALIZED refunds (złote) and whether one is PENDING or FINALIZED. */
const refundedSum = sql<string>`(select coalesce(sum(${payuRefunds.amount}), 0) from ${payuRefunds}
  where ${payuRefunds.payuOrderId} = ${payuOrders.id} and ${payuRefunds.status} = 'FINALIZED')`;
const refundTaken = sql<boolean>`exists (select 1 from ${payuRefunds}
  where ${payuRefunds.payuOrderId} = ${payuOrders.id} and ${payuRefunds.status} in ('PENDING', 'FINALIZED'))`;
const refundHours = sql<number>`coalesce((select ${companySettings.hoursBeforeVisitForPayuRefund}
  from ${companySettings} where ${companySettings.tenantId} = ${payuOrders.tenantId}), 0)`;

const SORT_COLUMNS: Record<PayUSorting, SQL | typeof payuOrders.createdAt> = {
  createdAt: payuOrders.createdAt,
  visitStart: sql`${visits.startTime}`,
  amount: sql`${payuOrders.amount}`,
  status: sql`${payuOrders.status}`,
  clientName: sql`${clients.surname} || ' ' || ${clients.name}`,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectOrders(db: DbOrTx) {
  return db
    .select({
      order: payuOrders,
      visitStart: visits.startTime,
      clientId: visits.clientId,
      clientName: fullName(clients),
      therapistName: fullName(users),
      refunded: refundedSum,
      refundTaken,
      refundHours,
    })
    .from(payuOrders)
    .innerJoin(visits, eq(visits.id, payuOrders.visitId))
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(users, eq(users.id, therapists.userId));
}
type OrderListRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function toItem(row: OrderListRow, now: Date): PayUPaymentItem & { deadline: Date } {
  const o = row.order;
  const deadline = refundDeadline(row.visitStart, Number(row.refundHours));
  const refundedAmount = toGrosze(row.refunded);
  return {
    orderId: o.orderId!,
    extOrderId: o.extOrderId,
    status: o.status as PayUOrderStatus,
    amount: toGrosze(o.amount),
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    visitId: o.visitId,
    visitStart: row.visitStart.toISOString(),
    clientId: row.clientId,
    clientName: row.clientName,
    therapistName: row.therapistName,
    paymentId: o.paymentId,
    refundedAmount,
    payURefunded: refundedAmount > 0,
    refundEnabled:
      o.status === 'COMPLETED' &&
      o.paymentId !== null &&
      !row.refundTaken &&
      now.getTime() <= deadline.getTime(),
    deadline,
  };
}

const withoutDeadline = ({ deadline: _, ...item }: ReturnType<typeof toItem>): PayUPaymentItem => item;

/**
 * `/payu` (spec 002 §7 GetPayUPayments): the clinic's orders, newest first unless sorted, filtered by
 * the clinic dates they were created on, status and the patient's name, surname or phone; paged.
 */
export async function listPayUPayments(
  db: DbOrTx,
  clock: Clock,
  caller: Caller,
  input: z.output<typeof GetPayUPaymentsInput>,
): Promise<{ items: PayUPaymentItem[]; totalCount: number }> {
  // Only the visits of the outposts the caller may pick, as in the calendar.
  const filters: (SQL | undefined)[] = [
    eq(payuOrders.tenantId, caller.tenantId),
    isNotNull(payuOrders.orderId),
    await changeableVisits(db, caller),
  ];
  if (input.DataOd) filters.push(gte(payuOrders.createdAt, clinicInstant(input.DataOd, '00:00')));
  if (input.DataDo) {
    const next = new Date(`${input.DataDo}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    filters.push(lt(payuOrders.createdAt, clinicInstant(next.toISOString().slice(0, 10), '00:00')));
  }
  if (input.Status) filters.push(eq(payuOrders.status, input.Status));
  if (input.Filter) {
    const like = `%${escapeLike(input.Filter)}%`;
    filters.push(
      or(
        ilike(fullName(clients), like),
        ilike(sql`${clients.surname} || ' ' || ${clients.name}`, like),
        ilike(clients.phone, like),
      ),
    );
  }
  const where = and(...filters)!;
  const [column = 'createdAt', direction = 'DESC'] = (input.Sorting ?? 'createdAt DESC').split(' ') as [
    PayUSorting,
    string?,
  ];
  const order = direction.toUpperCase() === 'DESC' ? desc : asc;
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(order(SORT_COLUMNS[column]), order(payuOrders.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db
    .select({ n: count() })
    .from(payuOrders)
    .innerJoin(visits, eq(visits.id, payuOrders.visitId))
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .where(where);
  const now = clock.now();
  return { items: rows.map((r) => withoutDeadline(toItem(r, now))), totalCount: total?.n ?? 0 };
}

/** One order with its refunds (spec 002 §7 GetPaymentDetails?orderId). */
export async function getPaymentDetails(
  db: DbOrTx,
  clock: Clock,
  caller: Caller,
  orderId: string,
): Promise<PayUPaymentDetails> {
  const [row] = await selectOrders(db).where(
    and(
      eq(payuOrders.tenantId, caller.tenantId),
      eq(payuOrders.orderId, orderId),
      await changeableVisits(db, caller),
    ),
  );
  if (!row) throw PayUErrors.orderNotFound();
  const refunds = await db
    .select({ refund: payuRefunds, createdBy: fullName(users) })
    .from(payuRefunds)
    .leftJoin(users, eq(users.id, payuRefunds.createdBy))
    .where(eq(payuRefunds.payuOrderId, row.order.id))
    .orderBy(asc(payuRefunds.createdAt), asc(payuRefunds.id));
  const { deadline, ...item } = toItem(row, clock.now());
  return {
    ...item,
    description: row.order.description,
    maxRefund: item.refundEnabled ? item.amount : 0,
    refundDeadline: deadline.toISOString(),
    refunds: refunds.map((r) => toRefundDto(r.refund, r.createdBy)),
  };
}
