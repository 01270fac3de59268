import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import { roles } from '../users/users.tables.ts';

/**
 * Reports a role may run ('Dostęp do raportów'). The report definitions live with the reports module,
 * so the id carries no foreign key here.
 */
export const roleReports = pgTable(
  'role_reports',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.reportId] })],
);
