import { and, eq, gt, gte, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import { addDays, clinicInstant } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clinicDaysOff } from '../days-off/days-off.tables.ts';
import {
  therapistBreaks,
  therapistLeaves,
  therapistOpenDays,
  therapistQuickBreaks,
} from '../therapist-exceptions/therapist-exceptions.tables.ts';
import { therapistSchedules } from '../therapists/therapists.tables.ts';
import type { Bound } from './calendar-therapists.ts';
import { isoInstant } from './sql-fields.ts';

export type ClinicTimeKind = 'schedule' | 'break' | 'leave' | 'quickBreak' | 'openDay' | 'dayOff';

/**
 * One row of what decides working time, whatever its table: the fields a kind has are set, the others
 * null. Dates "YYYY-MM-DD", wall-clock times "HH:mm:ss", quick breaks' instants ISO.
 */
export interface ClinicTimeRow {
  readonly kind: ClinicTimeKind;
  readonly therapistId: number | null;
  readonly day: number | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly timeStart: string | null;
  readonly timeEnd: string | null;
  readonly note: string | null;
  readonly enabled: boolean | null;
}

type Value = PgColumn | SQL;
const nothing = sql`null`;

/**
 * The same columns, in the same order and types, for every table of the union, named as the fields of
 * `ClinicTimeRow` (so the rows' JSON reads as they do).
 */
function row(kind: ClinicTimeKind, f: Partial<Record<Exclude<keyof ClinicTimeRow, 'kind'>, Value>>) {
  const as = <T>(value: Value | undefined, type: SQL, name: string) =>
    sql<T>`cast(${value ?? nothing} as ${type})`.as(name);
  return {
    kind: sql<ClinicTimeKind>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
    therapistId: as<number | null>(f.therapistId, sql`integer`, 'therapistId'),
    day: as<number | null>(f.day, sql`integer`, 'day'),
    startDate: as<string | null>(f.startDate, sql`text`, 'startDate'),
    endDate: as<string | null>(f.endDate, sql`text`, 'endDate'),
    timeStart: as<string | null>(f.timeStart, sql`text`, 'timeStart'),
    timeEnd: as<string | null>(f.timeEnd, sql`text`, 'timeEnd'),
    note: as<string | null>(f.note, sql`text`, 'note'),
    enabled: as<boolean | null>(f.enabled, sql`boolean`, 'enabled'),
  };
}

export interface ClinicTimeFilter {
  readonly tenantId: Bound<number>;
  /** The therapists: their ids, or a query of their ids (read in the same statement). */
  readonly therapistIds: readonly number[] | SQLWrapper;
  /** Clinic dates "YYYY-MM-DD", both included. */
  readonly from: Bound<string>;
  readonly to: Bound<string>;
  /** The instants the days span (from `from` and `to` when not given; needed when they are placeholders). */
  readonly instants?: { readonly start: Bound<Date>; readonly end: Bound<Date> };
}

function instantsOf(f: ClinicTimeFilter): { start: Bound<Date>; end: Bound<Date> } {
  if (f.instants) return f.instants;
  if (typeof f.from !== 'string' || typeof f.to !== 'string')
    throw new Error('Clinic time: placeholder dates need their instants');
  return { start: clinicInstant(f.from, '00:00'), end: clinicInstant(addDays(f.to, 1), '00:00') };
}

/**
 * Schedules, breaks, leave, quick breaks and additional open days of some therapists, and the clinic's
 * days off, on some days: one query (a union of the six tables), as the embedded database pays per
 * query and a calendar week asks for all of them.
 */
export function clinicTimeRows(db: DbOrTx, f: ClinicTimeFilter): Promise<ClinicTimeRow[]> {
  return clinicTimeQuery(db, f);
}

/** The same rows as the JSON text of an array, for a statement that reads them with other things. */
export function clinicTimeJson(db: DbOrTx, f: ClinicTimeFilter): SQL<string> {
  return sql`(select coalesce(json_agg(r), '[]')::text from (${clinicTimeQuery(db, f)}) r)`;
}

function clinicTimeQuery(db: DbOrTx, f: ClinicTimeFilter) {
  const { therapistIds } = f;
  // Ids as one array parameter, not one parameter each: a week of 60 therapists would otherwise
  // build (and send) 300 parameters; a query of ids as one array too, each table's index searched
  // for its keys as for the parameter.
  const ids = Array.isArray(therapistIds)
    ? sql`${`{${therapistIds.join(',')}}`}::int[]`
    : sql`array(${therapistIds as SQLWrapper})`;
  const ofTherapists = (column: PgColumn) => sql`${column} = any(${ids})`;
  const { start: rangeStart, end: rangeEnd } = instantsOf(f);
  const own = (t: { tenantId: PgColumn; therapistId: PgColumn }) =>
    and(eq(t.tenantId, f.tenantId), ofTherapists(t.therapistId));
  const daysOff = db
    .select(row('dayOff', { startDate: clinicDaysOff.date, note: clinicDaysOff.description }))
    .from(clinicDaysOff)
    .where(
      and(
        eq(clinicDaysOff.tenantId, f.tenantId),
        gte(clinicDaysOff.date, f.from),
        lte(clinicDaysOff.date, f.to),
      ),
    );
  if (Array.isArray(therapistIds) && therapistIds.length === 0) return daysOff;
  const s = therapistSchedules;
  const b = therapistBreaks;
  const l = therapistLeaves;
  const q = therapistQuickBreaks;
  const o = therapistOpenDays;
  return unionAll(
    daysOff,
    db
      .select(
        row('schedule', {
          therapistId: s.therapistId,
          day: s.day,
          timeStart: s.timeStart,
          timeEnd: s.timeEnd,
          enabled: s.isEnabled,
        }),
      )
      .from(s)
      .where(own(s)),
    db
      .select(
        row('break', { therapistId: b.therapistId, day: b.day, timeStart: b.timeStart, timeEnd: b.timeEnd }),
      )
      .from(b)
      .where(own(b)),
    db
      .select(
        row('leave', {
          therapistId: l.therapistId,
          startDate: l.startDate,
          endDate: l.endDate,
          note: l.reason,
        }),
      )
      .from(l)
      .where(and(own(l), lte(l.startDate, f.to), gte(l.endDate, f.from))),
    db
      .select(
        row('quickBreak', {
          therapistId: q.therapistId,
          timeStart: isoInstant(q.timeStart),
          timeEnd: isoInstant(q.timeEnd),
        }),
      )
      .from(q)
      .where(and(own(q), lt(q.timeStart, rangeEnd), gt(q.timeEnd, rangeStart))),
    db
      .select(
        row('openDay', {
          therapistId: o.therapistId,
          startDate: o.startDate,
          endDate: o.endDate,
          timeStart: o.timeStart,
          timeEnd: o.timeEnd,
        }),
      )
      .from(o)
      .where(and(own(o), lte(o.startDate, f.to), gte(o.endDate, f.from))),
  );
}
