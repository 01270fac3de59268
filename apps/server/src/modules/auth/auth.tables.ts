import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/** One row per issued access token; logout revokes it, so a token stops working on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clientInfo: text('client_info'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The last two-factor time step accepted from each user: a code of that step or an earlier one is
 * refused, so a code seen once (over a shoulder, in a proxy log) cannot be used again.
 */
export const totpAcceptedSteps = pgTable('totp_accepted_steps', {
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // RFC 6238 step number (Unix time / 30 s); fits an integer until the year 4010.
  lastStep: integer('last_step').notNull(),
});
