import { date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { icd10Codes } from '../icd/icd.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A patient's allergies (type 1) and diseases (type 0), spec 001 §3. `cured_date` and `subtype` are a
 * disease's only; a subtype is an id of the domain's DISEASE_SUBTYPES. Deleting keeps the row with who
 * deleted it, when and why; deleted rows are no longer listed.
 */
export const clientDiseases = pgTable(
  'client_diseases',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    type: smallint('type').notNull(),
    description: text('description'),
    icd10Id: integer('icd10_id').references(() => icd10Codes.id),
    recognitionDate: date('recognition_date').notNull(),
    curedDate: date('cured_date'),
    subtype: smallint('subtype'),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleterUserId: integer('deleter_user_id').references(() => users.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [index('client_diseases_client_idx').on(t.tenantId, t.clientId, t.type)],
);
