import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { additionalOutposts } from '../company-settings/organization.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Treatment categories ('Kategorie zabiegów'); a name once per clinic (case-insensitive). */
export const treatmentCategories = pgTable(
  'treatment_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('treatment_categories_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

/**
 * Physiotherapy treatments ('Zabiegi', spec 000 §3): a name once per clinic (case-insensitive), the
 * price in numeric(12,2) złote (integer grosze in code), the length in minutes. Never deleted, only
 * made inactive; a category with treatments cannot be deleted (the foreign key refuses it too).
 */
export const treatments = pgTable(
  'treatments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Null: the main location. */
    outpostId: integer('outpost_id').references(() => additionalOutposts.id),
    /** Null: no category. */
    categoryId: integer('category_id').references(() => treatmentCategories.id),
  },
  (t) => [
    uniqueIndex('treatments_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    index('treatments_category_idx').on(t.categoryId),
    check('treatments_price_check', sql`${t.price} >= 0`),
    check('treatments_length_check', sql`${t.lengthMinutes} > 0`),
  ],
);

/** A treatment's subtypes ('Podtypy'); length 0: the treatment's. A name once per treatment. */
export const treatmentSubtypes = pgTable(
  'treatment_subtypes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id),
    name: text('name').notNull(),
    lengthMinutes: integer('length_minutes').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('treatment_subtypes_treatment_name_key').on(t.treatmentId, sql`lower(${t.name})`),
    check('treatment_subtypes_length_check', sql`${t.lengthMinutes} >= 0`),
  ],
);

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Ordered treatments ('zlecone zabiegi', spec 000 §2.4 step 4): a treatment a visit orders for its
 * patient, booked into a free term of that treatment. Each treatment is one station: the exclusion
 * constraint `ordered_treatments_no_overlap` (custom migration ordered-treatments-no-overlap) keeps two
 * bookings of one treatment from overlapping, so concurrent orders of one term leave one. Deleting an
 * order removes its row (the audit log keeps it).
 */
export const orderedTreatments = pgTable(
  'ordered_treatments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id),
    /** Null: none (the wire's 0). */
    subtypeId: integer('subtype_id').references(() => treatmentSubtypes.id),
    /** The visit that ordered it. */
    sourceVisitId: integer('source_visit_id')
      .notNull()
      .references(() => visits.id),
    /** The source visit's patient, kept for the patient's day summary and history. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('ordered_treatments_treatment_start_idx').on(t.treatmentId, t.startTime),
    index('ordered_treatments_source_visit_idx').on(t.sourceVisitId),
    index('ordered_treatments_client_start_idx').on(t.clientId, t.startTime),
    index('ordered_treatments_tenant_start_idx').on(t.tenantId, t.startTime),
    check('ordered_treatments_order_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);
