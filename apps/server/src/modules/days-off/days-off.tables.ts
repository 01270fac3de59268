import { date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

/** Clinic-wide days off ('Dni wolne'): nobody works, the calendar offers no slot. One row per date. */
export const clinicDaysOff = pgTable(
  'clinic_days_off',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('clinic_days_off_tenant_date_key').on(t.tenantId, t.date)],
);
