import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    isStatic: boolean('is_static').notNull().default(false),
  },
  (t) => [uniqueIndex('roles_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantId(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] })],
);

/**
 * Reports a role may run ('Dostęp do raportów'). The report definitions live with the reports module,
 * so the id carries no foreign key here.
 */
export const roleReports = pgTable(
  'role_reports',
  {
    tenantId: tenantId(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.reportId] })],
);
