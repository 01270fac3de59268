import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from './users.tables.ts';

/** Extra outposts a user may work in (none: all of the company's). */
export const userOutposts = pgTable(
  'user_outposts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outpostId: integer('outpost_id')
      .notNull()
      .references(() => additionalOutposts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.outpostId] })],
);
