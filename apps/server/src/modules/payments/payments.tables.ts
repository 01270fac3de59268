import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { creditEntries } from '../credit/credit.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Payments of a visit (spec 000 §3 Payment, the editor's 'Opłaty' tab). `type` is the domain's
 * PaymentType (0–6); the amount is numeric(12,2) złote, integer grosze in code. The client's key of
 * the submission that recorded it (`idempotency_key`) is unique in the tenant, so a repeated AddPayment
 * finds the payment instead of recording a second one. A deleted payment keeps its row (and its key)
 * and says who deleted it and when; the visit's details and the outstanding amount leave it out.
 * `voucher_id` is set by voucher payments (type 4), whose table comes with the vouchers;
 * `credit_entry_id` by a credit payment (type 3) of more than 0, the charge it made.
 */
export const visitPayments = pgTable(
  'visit_payments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id),
    type: smallint('type').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentDate: instant('payment_date').notNull(),
    voucherId: integer('voucher_id'),
    /** A credit payment's (type 3) charge to the patient's credit account. */
    creditEntryId: integer('credit_entry_id').references(() => creditEntries.id),
    idempotencyKey: uuid('idempotency_key'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    modifiedAt: instant('modified_at'),
    modifiedBy: integer('modified_by').references(() => users.id),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('visit_payments_visit_idx')
      .on(t.visitId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('visit_payments_idempotency_key').on(t.tenantId, t.idempotencyKey),
    check('visit_payments_type_check', sql`${t.type} between 0 and 6`),
    check('visit_payments_amount_check', sql`${t.amount} >= 0`),
  ],
);
