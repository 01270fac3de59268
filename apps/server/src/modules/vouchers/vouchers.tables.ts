import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The kinds of voucher a clinic sells (`/vouchery`): a name, the type (domain VoucherType: 0 visits,
 * 1 minutes, 2 amount), the quantity in that unit (visits, minutes or grosze), the price and how
 * many days a sold one stays valid (null: indefinitely). A deleted kind keeps its row.
 */
export const voucherKinds = pgTable(
  'voucher_kinds',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    validityDays: integer('validity_days'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('voucher_kinds_tenant_idx').on(t.tenantId),
    check('voucher_kinds_type_check', sql`${t.type} between 0 and 2`),
    check('voucher_kinds_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A voucher sold (spec 001 Client voucher, spec 000 §3 Voucher): its kind's name, type and quantity
 * copied at the sale (`total`, in the type's unit), the number, price, sale date, the last day it may
 * be used (`expires_on`, null: indefinite) and the seller. `used` is what its live payments took, kept
 * with them under the voucher's row lock, never above `total`. A deleted voucher keeps its row. An
 * overpayment (spec 001 nadpłata) is an amount voucher of the patient with `payment_type` set.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kindId: integer('kind_id').references(() => voucherKinds.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    number: text('number').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    saleDate: date('sale_date').notNull(),
    expiresOn: date('expires_on'),
    sellerId: integer('seller_id').references(() => users.id),
    /** How an overpayment (nadpłata) was paid: 0 cash, 1 card, 2 transfer, 5 other; null for a sale. */
    paymentType: smallint('payment_type'),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('vouchers_tenant_sale_idx').on(t.tenantId, t.saleDate),
    uniqueIndex('vouchers_number_idx')
      .on(t.tenantId, t.number)
      .where(sql`${t.deletedAt} is null`),
    check('vouchers_type_check', sql`${t.type} between 0 and 2`),
    check('vouchers_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.total}`),
  ],
);

/** The patients a voucher was sold to (one or more). */
export const voucherClients = pgTable(
  'voucher_clients',
  {
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.clientId] }),
    index('voucher_clients_client_idx').on(t.tenantId, t.clientId),
  ],
);

/**
 * What a voucher payment of a visit took from its voucher (one visit, the visit's minutes or the
 * amount, in the voucher's unit). Deleting the payment releases it and gives it back.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => visitPayments.id),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id),
    quantity: integer('quantity').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    releasedAt: instant('released_at'),
  },
  (t) => [
    uniqueIndex('voucher_uses_payment_idx').on(t.paymentId),
    index('voucher_uses_voucher_idx').on(t.voucherId),
    index('voucher_uses_visit_idx')
      .on(t.visitId)
      .where(sql`${t.releasedAt} is null`),
    check('voucher_uses_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
