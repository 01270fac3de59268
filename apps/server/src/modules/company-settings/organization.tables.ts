import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Extra branches of the clinic ('Dodatkowe placówki'); rooms, users and therapists refer to them. */
export const additionalOutposts = pgTable('additional_outposts', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  postcode: text('postcode'),
  isActive: boolean('is_active').notNull().default(true),
});

/** Therapist groups ('Grupy pracowników'). */
export const therapistGroups = pgTable('therapist_groups', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
});

/** Organizational units ('Komórki organizacyjne') with their resort code, for P1. */
export const organizationalUnits = pgTable('organizational_units', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  resortCode: text('resort_code').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});
