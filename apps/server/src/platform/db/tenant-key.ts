import { pgTable, serial } from 'drizzle-orm/pg-core';

/**
 * The tenants table as the platform's tables see it: only the key their `tenant_id` refers to. The
 * tenants module defines the whole table; this stub is not a `*.tables.ts` file, so drizzle-kit (which
 * reads those) never takes it for a table of its own, and the platform needs no module to declare its
 * foreign keys.
 */
export const tenantKey = pgTable('tenants', { id: serial('id').primaryKey() });
