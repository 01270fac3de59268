import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

/** A tenant's own wording for an interface text; the defaults live in the domain catalog. */
export const frontendTexts = pgTable(
  'frontend_texts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
