import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { additionalOutposts, organizationalUnits } from '../company-settings/organization.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { rooms } from '../rooms/rooms.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { users } from '../users/users.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Visits (spec 000 §3). Never deleted: a cancelled visit keeps its row with status 2. The
 * exclusion constraint `visits_therapist_no_overlap` (custom migration visits-no-overlap) keeps a
 * therapist from holding two overlapping active visits, and `visits_room_no_overlap` (custom migration
 * visits-room-no-overlap) a room.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => therapists.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    outpostId: integer('outpost_id').references(() => additionalOutposts.id, { onDelete: 'set null' }),
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnits.id, {
      onDelete: 'set null',
    }),
    visitTypeId: integer('visit_type_id').references(() => therapistVisitTypes.id, { onDelete: 'set null' }),
    /** Physiotherapy (feature Fizykoterapia): the treatment done at the visit and its subtype. */
    treatmentId: integer('treatment_id').references(() => treatments.id),
    treatmentSubtypeId: integer('treatment_subtype_id').references(() => treatmentSubtypes.id),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    /** 0–5, domain VisitStatus. */
    status: smallint('status').notNull().default(0),
    /** 0–4, domain CancelSubtype. */
    statusSubtype: smallint('status_subtype').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** The status a cancelled visit had: 'Cofnij' right after the cancel puts it back. */
    statusBeforeCancel: smallint('status_before_cancel'),
    /** Rich text, sanitized before it is stored. */
    notes: text('notes'),
    notesForReception: text('notes_for_reception'),
    patientPresent: boolean('patient_present').notNull().default(false),
    doNotSendSms: boolean('do_not_send_sms').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    modifiedAt: instant('modified_at'),
    modifiedBy: integer('modified_by').references(() => users.id),
    /** A recurring series: the id of its first visit, on every visit of it (the first too). */
    seriesId: integer('series_id'),
  },
  (t) => [
    index('visits_tenant_start_idx').on(t.tenantId, t.startTime),
    index('visits_series_idx')
      .on(t.seriesId, t.startTime)
      .where(sql`${t.seriesId} is not null`),
    index('visits_therapist_start_idx').on(t.therapistId, t.startTime),
    index('visits_client_start_idx').on(t.clientId, t.startTime),
    index('visits_room_start_idx').on(t.roomId, t.startTime),
    index('visits_treatment_start_idx')
      .on(t.treatmentId, t.startTime)
      .where(sql`${t.treatmentId} is not null`),
    check('visits_order_check', sql`${t.startTime} <= ${t.endTime}`),
    check('visits_length_check', sql`${t.endTime} - ${t.startTime} <= interval '24 hours'`),
    check('visits_status_check', sql`${t.status} between 0 and 5`),
    check('visits_status_subtype_check', sql`${t.statusSubtype} between 0 and 4`),
  ],
);

/** Date changes of a visit ('visitShifts'): who moved it, when, from what to what. */
export const visitShifts = pgTable(
  'visit_shifts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id),
    shiftedBy: integer('shifted_by').references(() => users.id),
    shiftedAt: instant('shifted_at').notNull().defaultNow(),
    oldStart: instant('old_start').notNull(),
    oldEnd: instant('old_end').notNull(),
    newStart: instant('new_start').notNull(),
    newEnd: instant('new_end').notNull(),
  },
  (t) => [index('visit_shifts_visit_idx').on(t.visitId)],
);

/**
 * Additional therapists of a visit (spec 000 §2.3, §3), each with an optional visit type of that
 * therapist. A save replaces the whole set; the main therapist is never one of them (checked on save).
 */
export const visitAdditionalTherapists = pgTable(
  'visit_additional_therapists',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => therapists.id),
    visitTypeId: integer('visit_type_id').references(() => therapistVisitTypes.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('visit_additional_therapists_visit_therapist_key').on(t.visitId, t.therapistId),
    index('visit_additional_therapists_therapist_idx').on(t.therapistId),
  ],
);
