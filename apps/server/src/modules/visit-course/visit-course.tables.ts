import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const visitId = () =>
  integer('visit_id')
    .notNull()
    .references(() => visits.id);
const instant = (name: string) => timestamp(name, { withTimezone: true });

/*
 * The course of a visit (spec 000 §2.3 'Przebieg wizyty', §3): its texts, its procedures (ICD-9-PL) and
 * its diagnoses (ICD-10). Visits are never deleted, and neither are dictionary codes (a retired code is
 * kept inactive), so the references hold for good. Every change is audited by the service. The notes
 * for reception stay on the visit (visits.notes_for_reception), written through the visits service.
 */

/** A visit's course texts, rich text sanitized before it is stored; one row per visit, made on first save. */
export const visitCourses = pgTable('visit_courses', {
  visitId: visitId().primaryKey(),
  tenantId: tenantId(),
  process: text('process'),
  recognition: text('recognition'),
  recommendations: text('recommendations'),
  modifiedAt: instant('modified_at').notNull().defaultNow(),
  modifiedBy: integer('modified_by').references(() => users.id),
});

/** The procedures and examinations of a visit ('Procedure': icd9_code, description). */
export const visitProcedures = pgTable(
  'visit_procedures',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    visitId: visitId(),
    icd9Id: integer('icd9_id')
      .notNull()
      .references(() => icd9Codes.id),
    description: text('description'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('visit_procedures_visit_idx').on(t.tenantId, t.visitId)],
);

/**
 * The diagnoses of a visit ('Diagnosis/condition': icd10_code, description, type 1 main, 2
 * concurrent). A visit has at most one main diagnosis (`visit_conditions_one_main_idx`).
 */
export const visitConditions = pgTable(
  'visit_conditions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    visitId: visitId(),
    icd10Id: integer('icd10_id')
      .notNull()
      .references(() => icd10Codes.id),
    description: text('description'),
    type: smallint('type').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('visit_conditions_visit_idx').on(t.tenantId, t.visitId),
    uniqueIndex('visit_conditions_one_main_idx')
      .on(t.visitId)
      .where(sql`${t.type} = 1`),
    check('visit_conditions_type_check', sql`${t.type} in (1, 2)`),
  ],
);
