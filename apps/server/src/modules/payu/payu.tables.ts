import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { visitPayments } from '../payments/payments.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A visit's 'pay by card-payment link' switch (SetPayByPayu); no row means off. */
export const payuVisitFlags = pgTable('payu_visit_flags', {
  visitId: integer('visit_id')
    .primaryKey()
    .references(() => visits.id),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  payByPayu: boolean('pay_by_payu').notNull(),
  modifiedAt: instant('modified_at').notNull(),
  modifiedBy: integer('modified_by').references(() => users.id),
});

/**
 * A visit's payment links: one PayU order each (design/integrations.md §1.4). The row is written
 * before PayU is asked, so its `ext_order_id` (unique in the tenant, the order's id at PayU) makes a
 * repeated creation meet the same order; `order_id` (PayU's) is null until PayU answered. `status`
 * follows the notifications and never leaves COMPLETED; `payment_id` is the visit's type-6 payment the
 * completed order recorded. The amount is numeric(12,2) złote, integer grosze in code.
 */
export const payuOrders = pgTable(
  'payu_orders',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id),
    orderId: text('order_id'),
    extOrderId: text('ext_order_id').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    description: text('description').notNull(),
    redirectUri: text('redirect_uri'),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    expiresAt: instant('expires_at').notNull(),
    statusAt: instant('status_at'),
    paidAt: instant('paid_at'),
    paymentId: integer('payment_id').references(() => visitPayments.id),
  },
  (t) => [
    uniqueIndex('payu_orders_ext_order_id').on(t.tenantId, t.extOrderId),
    uniqueIndex('payu_orders_order_id').on(t.tenantId, t.orderId),
    index('payu_orders_visit_idx').on(t.tenantId, t.visitId, t.createdAt),
    index('payu_orders_created_idx').on(t.tenantId, t.createdAt),
    index('payu_orders_payment_idx').on(t.paymentId),
    check('payu_orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Refunds of a completed order's payment (§5 Refund): PENDING from the request until PayU's
 * notification makes it FINALIZED or CANCELED. `ext_refund_id` is our id at PayU (a repeat returns
 * the same refund); `refund_id` is PayU's, null until PayU accepted the request.
 */
export const payuRefunds = pgTable(
  'payu_refunds',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    payuOrderId: integer('payu_order_id')
      .notNull()
      .references(() => payuOrders.id),
    refundId: text('refund_id'),
    extRefundId: text('ext_refund_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    statusAt: instant('status_at'),
  },
  (t) => [
    index('payu_refunds_order_idx').on(t.payuOrderId),
    uniqueIndex('payu_refunds_ext_refund_id').on(t.tenantId, t.extRefundId),
    check('payu_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every notification received, without personal data: no body, only which order or refund it named,
 * the status it carried, the signature's algorithm and what became of it (applied, ignored as stale
 * or repeated, badSignature, unknownOrder, malformed).
 */
export const payuNotifications = pgTable(
  'payu_notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    receivedAt: instant('received_at').notNull(),
    kind: text('kind').notNull(),
    orderId: text('order_id'),
    refundId: text('refund_id'),
    status: text('status'),
    algorithm: text('algorithm'),
    outcome: text('outcome').notNull(),
  },
  (t) => [index('payu_notifications_order_idx').on(t.tenantId, t.orderId)],
);
