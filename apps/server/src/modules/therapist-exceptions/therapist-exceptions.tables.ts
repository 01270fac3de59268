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
import { tenants } from '../tenants/tenants.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';

const owner = () => ({
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  therapistId: integer('therapist_id')
    .notNull()
    .references(() => therapists.id, { onDelete: 'cascade' }),
});

/** A break repeated every week on one day (0 Sunday … 6 Saturday), in the clinic's time zone. */
export const therapistBreaks = pgTable(
  'therapist_breaks',
  {
    ...owner(),
    day: smallint('day').notNull(),
    timeStart: time('time_start').notNull(),
    timeEnd: time('time_end').notNull(),
  },
  (t) => [
    index('therapist_breaks_therapist_idx').on(t.therapistId),
    check('therapist_breaks_day_check', sql`${t.day} between 0 and 6`),
    check('therapist_breaks_order_check', sql`${t.timeStart} < ${t.timeEnd}`),
  ],
);

/** A leave: whole days from start to end, both included. */
export const therapistLeaves = pgTable(
  'therapist_leaves',
  {
    ...owner(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('therapist_leaves_therapist_idx').on(t.therapistId),
    check('therapist_leaves_order_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** A one-off quick break ('przepustka'): two instants. */
export const therapistQuickBreaks = pgTable(
  'therapist_quick_breaks',
  {
    ...owner(),
    timeStart: timestamp('time_start', { withTimezone: true }).notNull(),
    timeEnd: timestamp('time_end', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('therapist_quick_breaks_therapist_idx').on(t.therapistId, t.timeStart),
    check('therapist_quick_breaks_order_check', sql`${t.timeStart} < ${t.timeEnd}`),
  ],
);

/** Extra working hours on the days from start to end, both included. */
export const therapistOpenDays = pgTable(
  'therapist_open_days',
  {
    ...owner(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    timeStart: time('time_start').notNull(),
    timeEnd: time('time_end').notNull(),
  },
  (t) => [
    index('therapist_open_days_therapist_idx').on(t.therapistId, t.startDate),
    check('therapist_open_days_dates_check', sql`${t.startDate} <= ${t.endDate}`),
    check('therapist_open_days_times_check', sql`${t.timeStart} < ${t.timeEnd}`),
  ],
);
