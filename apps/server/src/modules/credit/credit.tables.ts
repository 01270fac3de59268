import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A patient's credit account as a ledger ('kredyt', spec 001 §3): a `payment` (with its payment type)
 * adds money, a `charge` for a visit takes it; the balance is payments minus charges. Amounts are
 * positive numeric(12,2) złote. Visit charges come with the visits module, which sets `visit_id`
 * (its foreign key is added with the visits table). A deleted entry keeps its row and says who
 * deleted it and when; lists and the balance leave it out.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['payment', 'charge'] }).notNull(),
    /** 0 cash, 1 card, 2 transfer; payments only. */
    paymentType: smallint('payment_type'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    visitId: integer('visit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleterUserId: integer('deleter_user_id').references(() => users.id),
  },
  (t) => [
    index('credit_entries_client_idx').on(t.tenantId, t.clientId, t.createdAt),
    check('credit_entries_amount_positive', sql`${t.amount} > 0`),
    check(
      'credit_entries_kind_shape',
      sql`(${t.kind} = 'payment' and ${t.paymentType} is not null) or (${t.kind} = 'charge' and ${t.visitId} is not null)`,
    ),
  ],
);
