import { sql } from 'drizzle-orm';
import { PaymentType } from '@wizytownik/domain';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { visits } from '../visits/visits.tables.ts';
import { payuOrders, payuRefunds } from './payu.tables.ts';

const isLink = sql`${visitPayments.type} = ${PaymentType.PaymentLink}`;
const orderOfPayment = sql`${payuOrders.paymentId} = ${visitPayments.id} and ${payuOrders.tenantId} = ${visitPayments.tenantId}`;
const refundOf = (statuses: string) =>
  sql`exists (select 1 from ${payuRefunds} join ${payuOrders} on ${payuOrders.id} = ${payuRefunds.payuOrderId}
    where ${orderOfPayment} and ${payuRefunds.status} in (${sql.raw(statuses)}))`;
const refundHours = sql`coalesce((select ${companySettings.hoursBeforeVisitForPayuRefund} from ${companySettings}
  where ${companySettings.tenantId} = ${visitPayments.tenantId}), 0)`;

/**
 * A visit payment's card-payment-link fields (spec 000 §3 Payment: payUOrderId, payURefunded,
 * refundEnabled; and payURefundPending) as SQL over `visit_payments` joined to its `visits` row, for the visit's details;
 * null for the other types. refundEnabled: the order COMPLETED, no refund pending or finalized, and
 * now (the database's clock) not later than hoursBeforeVisitForPayURefund hours before the visit.
 */
export const payuPaymentFields = {
  payUOrderId: sql`case when ${isLink} then (select ${payuOrders.orderId} from ${payuOrders} where ${orderOfPayment}) end`,
  payURefunded: sql`case when ${isLink} then ${refundOf("'FINALIZED'")} end`,
  payURefundPending: sql`case when ${isLink} then ${refundOf("'PENDING'")} end`,
  refundEnabled: sql`case when ${isLink} then (exists (select 1 from ${payuOrders} where ${orderOfPayment}
      and ${payuOrders.status} = 'COMPLETED') and not ${refundOf("'PENDING', 'FINALIZED'")}
      and now() <= ${visits.startTime} - ${refundHours} * interval '1 hour') end`,
};

/** A payment of another type as the payments service answers it: without the link fields (null in SQL). */
export function withLinkFieldsOfLinksOnly<T extends { type: number }>(payment: T): T {
  if (payment.type === PaymentType.PaymentLink) return payment;
  const {
    payUOrderId: _o,
    payURefunded: _r,
    payURefundPending: _p,
    refundEnabled: _e,
    ...rest
  } = payment as T & Record<keyof typeof payuPaymentFields, unknown>;
  return rest as unknown as T;
}
