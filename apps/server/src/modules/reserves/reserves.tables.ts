import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from '../patients/patients.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { visits } from '../visits/visits.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/**
 * A patient on the waiting list ('wizyta rezerwowa'): for a therapist (null: any), a visit length and
 * a priority (0 NOR, 1 TER, 2 VIP). Booking a visit from it sets `visit_id`; it then leaves the list.
 */
export const reserves = pgTable(
  'reserves',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    therapistId: integer('therapist_id').references(() => therapists.id),
    visitTypeId: integer('visit_type_id').references(() => therapistVisitTypes.id, { onDelete: 'set null' }),
    visitMinutes: integer('visit_minutes').notNull(),
    priority: smallint('priority').notNull().default(0),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    visitId: integer('visit_id').references(() => visits.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // The waiting list: the unresolved reserves of a tenant, best first.
    index('reserves_waiting_idx')
      .on(t.tenantId, t.priority.desc(), t.createdAt)
      .where(sql`${t.visitId} is null`),
    check('reserves_priority_check', sql`${t.priority} between 0 and 2`),
    check('reserves_minutes_check', sql`${t.visitMinutes} > 0`),
  ],
);

/** When a reserve's patient can come; anything null or empty means "any". */
export const reserveSchedules = pgTable(
  'reserve_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    reserveId: integer('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    dateStart: date('date_start'),
    dateEnd: date('date_end'),
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** 0 Sunday … 6 Saturday; empty: any day. */
    weekDays: smallint('week_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index('reserve_schedules_reserve_idx').on(t.reserveId)],
);
