import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/** A therapist is a user with the `terapeuta` role; this row holds what only therapists have. */
export const therapists = pgTable(
  'therapists',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    color: text('color'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('therapists_user_key').on(t.userId)],
);
