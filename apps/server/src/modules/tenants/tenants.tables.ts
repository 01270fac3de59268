import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    tenancyName: text('tenancy_name').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_tenancy_name_key').on(sql`lower(${t.tenancyName})`)],
);

export const tenantFeatures = pgTable(
  'tenant_features',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);
