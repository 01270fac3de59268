import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

/**
 * A patient's prescription package (spec 001 'Recepty pacjenta'): 1–5 prescriptions written by a
 * therapist, sent to P1 together. Status 0 Nowa, 1 Wysłana do P1, 2 Anulowana (every prescription cancelled).
 */
export const prescriptionPackages = pgTable(
  'prescription_packages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => therapists.id),
    /** The visit it was written at; null when none (the web's 0). */
    visitId: integer('visit_id').references(() => visits.id),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(0),
    /** kluczPakietuRecept from P1 once saved. */
    p1Key: text('p1_key'),
    /** kodPakietuRecept as P1 returned it (4 digits and the PESEL); the 4-digit code is derived. */
    p1Code: text('p1_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('prescription_packages_client_idx').on(t.tenantId, t.clientId, t.createdAt)],
);

/** One prescription of a package: the drug pack as the registry named it when written. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => prescriptionPackages.id, { onDelete: 'cascade' }),
    /** 1–5, the order in the package. */
    position: smallint('position').notNull(),
    /** rodzaj_recepty: Rp or Rpw. */
    type: text('type').notNull(),
    /** poziom_odplatnosci: 100%, 50%, 30%, R, B. */
    feeLevel: text('fee_level').notNull(),
    /** The registry's product id and pack id, and the pack's GTIN-14. */
    productId: integer('product_id').notNull(),
    packId: integer('pack_id').notNull(),
    gtin: text('gtin').notNull(),
    /** 'Apap, 500 mg' and the pack's description, copied from the registry. */
    drugName: text('drug_name').notNull(),
    packName: text('pack_name').notNull(),
    /** ilosc_sztuk: packs, whole ≥ 1. */
    packs: integer('packs').notNull(),
    dosage: text('dosage').notNull(),
    /** tryb_wystawienia: ZW ordinary, PA pro auctore, PF pro familiae. */
    kind: text('kind').notNull().default('ZW'),
    /** uprawnienie_dodatkowe (AZ, IB, …) and its document's description; null: none. */
    entitlementCode: text('entitlement_code'),
    entitlementDescription: text('entitlement_description'),
    /** realizacja_od; null: from the issue date. */
    realizeFrom: date('realize_from', { mode: 'string' }),
    /** nie_zamieniac and pilne (cito). */
    noSubstitution: boolean('no_substitution').notNull().default(false),
    urgent: boolean('urgent').notNull().default(false),
    /** 0 active, 1 cancelled. */
    status: smallint('status').notNull().default(0),
    /** P1's key and number (OID root and extension) once saved. */
    p1Key: text('p1_key'),
    p1NumberRoot: text('p1_number_root'),
    p1NumberExtension: text('p1_number_extension'),
  },
  (t) => [uniqueIndex('prescriptions_package_position_idx').on(t.packageId, t.position)],
);
