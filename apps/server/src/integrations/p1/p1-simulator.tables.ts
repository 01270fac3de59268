import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * What the P1 simulator (P1_MODE=simulator) remembers as the platform would: the packages saved and
 * their prescriptions' statuses, so that reading access data, printing and cancelling work across
 * server restarts. This is the simulated national platform's state, keyed by the calling
 * organisation's registry book number (as P1 keys it by the organisation), not a clinic's data: no
 * tenant column. Only the simulator writes it.
 */
export const P1_SIM_STATUSES = ['WYSTAWIONA', 'ANULOWANA', 'ZREALIZOWANA'] as const;
export type P1SimStatus = (typeof P1_SIM_STATUSES)[number];

export const p1SimPackages = pgTable('p1_sim_packages', {
  id: serial('id').primaryKey(),
  /** kluczPakietuRecept: 44 digits, unique. */
  packageKey: text('package_key').notNull().unique(),
  /** kodPakietuRecept: 4 digits and the PESEL (or the other id). */
  packageCode: text('package_code').notNull(),
  /** The organisation that saved it (idPodmiotuOidExt). */
  bookNumber: text('book_number').notNull(),
  /** The prescriber (idUzytkownikaOidExt). */
  pwz: text('pwz').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

export const p1SimPrescriptions = pgTable(
  'p1_sim_prescriptions',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => p1SimPackages.id, { onDelete: 'cascade' }),
    /** 1-based position in the package. */
    position: integer('position').notNull(),
    /** kluczRecepty, unique. */
    prescriptionKey: text('prescription_key').notNull().unique(),
    numberRoot: text('number_root').notNull(),
    /** 22 upper-case hex characters. */
    numberExtension: text('number_extension').notNull().unique(),
    status: text('status', { enum: P1_SIM_STATUSES }).notNull().default('WYSTAWIONA'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('p1_sim_prescriptions_package_idx').on(t.packageId, t.position),
    check(
      'p1_sim_prescriptions_status_check',
      sql`${t.status} in ('WYSTAWIONA', 'ANULOWANA', 'ZREALIZOWANA')`,
    ),
  ],
);

/**
 * The medical events (ZM) P1 keeps: each report of a visit is a full new version of its Encounter
 * (integrations.md §3.6), keyed by the reporting organisation and the visit's identifier there.
 */
export const p1SimMedicalEvents = pgTable(
  'p1_sim_medical_events',
  {
    id: serial('id').primaryKey(),
    bookNumber: text('book_number').notNull(),
    visitId: integer('visit_id').notNull(),
    version: integer('version').notNull(),
    /** The FHIR transaction Bundle as the real client posts it. */
    bundle: jsonb('bundle').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('p1_sim_medical_events_version').on(t.bookNumber, t.visitId, t.version)],
);
