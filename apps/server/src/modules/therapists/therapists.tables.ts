import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizationalUnits, therapistGroups } from '../company-settings/organization.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { users } from '../users/users.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
/** Money: numeric(12,2) złote in the database, integer grosze in code. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A therapist is a user with the `terapeuta` role; this row holds what only therapists have. */
export const therapists = pgTable(
  'therapists',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    color: text('color'),
    isActive: boolean('is_active').notNull().default(true),
    phone: text('phone'),
    pwz: text('pwz'),
    /** Default visit length in minutes. */
    visitTime: integer('visit_time'),
    rate: money('rate'),
    groupId: integer('group_id').references(() => therapistGroups.id, { onDelete: 'set null' }),
    smsTemplate: text('sms_template'),
    mainOrganizationalUnitId: integer('main_organizational_unit_id').references(
      () => organizationalUnits.id,
      {
        onDelete: 'set null',
      },
    ),
    plMedicalProfession: text('pl_medical_profession'),
    medicalChamberCode: text('medical_chamber_code'),
    znanyLekarzId: text('znany_lekarz_id'),
  },
  (t) => [uniqueIndex('therapists_user_key').on(t.userId)],
);

const owner = () => ({
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  therapistId: integer('therapist_id')
    .notNull()
    .references(() => therapists.id, { onDelete: 'cascade' }),
});

/** The weekly schedule: one row per week day (0 Sunday … 6 Saturday). */
export const therapistSchedules = pgTable(
  'therapist_schedules',
  {
    ...owner(),
    day: smallint('day').notNull(),
    timeStart: time('time_start').notNull(),
    timeEnd: time('time_end').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('therapist_schedules_day_key').on(t.therapistId, t.day),
    check('therapist_schedules_day_check', sql`${t.day} between 0 and 6`),
    check('therapist_schedules_order_check', sql`${t.timeStart} < ${t.timeEnd}`),
  ],
);

/** A therapist's visit types ('Typy wizyt'); names follow the spec's entity. */
export const therapistVisitTypes = pgTable(
  'therapist_visit_types',
  {
    ...owner(),
    nazwa: text('nazwa').notNull(),
    cena: money('cena').notNull(),
    dlugoscWizyty: integer('dlugosc_wizyty').notNull(),
    aktywna: boolean('aktywna').notNull().default(true),
    domyslnyKodIcd9: text('domyslny_kod_icd9'),
    domyslnyKodIcd9Opis: text('domyslny_kod_icd9_opis'),
    prowizja: money('prowizja').notNull().default('0'),
    prowizjaProcent: numeric('prowizja_procent', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('therapist_visit_types_therapist_idx').on(t.therapistId),
    check('therapist_visit_types_length_check', sql`${t.dlugoscWizyty} > 0`),
    check('therapist_visit_types_percent_check', sql`${t.prowizjaProcent} between 0 and 100`),
  ],
);

/** ICD-9 main categories (two-digit chapters) a therapist works in. */
export const therapistIcd9Categories = pgTable(
  'therapist_icd9_categories',
  {
    ...owner(),
    category: text('category').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('therapist_icd9_categories_key').on(t.therapistId, t.category)],
);
