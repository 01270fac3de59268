import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/** A patient's problems ('problemy pacjenta', spec 001 §3); changes are audited. */
export const patientProblems = pgTable(
  'patient_problems',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    problemDate: date('problem_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creatorUserId: integer('creator_user_id').references(() => users.id),
  },
  (t) => [index('patient_problems_client_idx').on(t.tenantId, t.clientId)],
);
