import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/** Rooms ('Gabinety'); a room belongs to the main location (no outpost) or to one outpost. */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    description: text('description'),
    outpostId: integer('outpost_id').references(() => additionalOutposts.id),
    color: text('color'),
  },
  (t) => [index('rooms_tenant_idx').on(t.tenantId)],
);
