import { and, eq, exists, inArray, isNull, ne, or, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { addDays, clinicInstant, PaymentType, VisitStatus } from '@wizytownik/domain';
import type { CalendarItem, ListVisitsOutput } from '@wizytownik/contracts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import {
  checkOutpost,
  outpostRestriction,
  type OutpostRestriction,
} from '../company-settings/outposts.service.ts';
import { JsonText, jsonArrayParts, type WithJsonText } from '../../platform/http/json-text.ts';
import { clients } from '../patients/patients.tables.ts';
import { visitPayments } from '../payments/payments.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { users } from '../users/users.tables.ts';
import { calendarScope, narrowTherapist, type Caller } from './visit-access.ts';
import { clinicTimeJson } from './clinic-time-rows.ts';
import { calendarView, type ColumnsText } from './calendar-view.ts';
import {
  calendarColumns,
  instantRange,
  listsOutposts,
  lookBackFrom,
  overlappingRange,
  therapistsOf,
  type Bound,
  type InstantRange,
  type TherapistFilter,
} from './calendar-therapists.ts';
import { fullName, isoInstant } from './sql-fields.ts';
import { savedInOutposts } from './visit-outposts.ts';
import { VisitErrors } from './visits.errors.ts';
import { visits } from './visits.tables.ts';
import { PLANNED_PER_CALL } from '../../platform/db/repeated-texts.ts';

/** The calendar's columns statement: the columns and their clinic time as JSON text. */
interface ColumnsRead extends ColumnsText {
  /** Asked for an unrestricted caller: whether the caller lists outposts after all. */
  readonly restricted?: boolean;
}

export interface ListVisitsFilter {
  /** "YYYY-MM-DD", both days included, in the clinic's zone. */
  readonly startDate: string;
  readonly endDate: string;
  readonly przerwy_urlopy?: boolean;
  readonly placowkaId?: number;
  readonly therapistGroupId?: number;
  readonly therapistID?: number;
}

/** The most days one calendar request may span (a month view shows six weeks). */
export const MAX_CALENDAR_DAYS = 62;

export interface CalendarVisitsParams {
  /** [from, to): the visits overlapping it (`since`: see `instantRange`). */
  readonly from: Bound<Date>;
  readonly to: Bound<Date>;
  readonly since?: Bound<Date>;
  /** The visible columns' therapists (the same filter as the columns): no other visits are read. */
  readonly therapists: TherapistFilter;
  /** A caller restricted to some outposts does not see the visits saved into the others. */
  readonly restriction?: OutpostRestriction;
  /** Narrows the visits further (the rooms calendar: those of its rooms and those without one). */
  readonly visits?: SQL | undefined;
}

/**
 * How the calendar reads its visits' payment flags. `probe`: a lateral look-up of each visit's live
 * payments, one descent of the payments' index per visit. `keys`: the visits first (a CTE), then their
 * payments in one scan of that index over the visits' sorted ids, joined by hash; PostgreSQL 17 (and
 * PGlite, which is 17) walks the index once for such an array of keys, earlier versions descend for
 * each key, where the lateral probe is cheaper (see `paymentFlagsRead`).
 */
export type PaymentFlagsRead = 'probe' | 'keys';

const flagsReads = new WeakMap<Db, Promise<PaymentFlagsRead>>();

/**
 * How this database reads the payment flags fastest: `keys` from PostgreSQL 17 on (PGlite), else
 * `probe`. Measured (the database's CPU time for the visit query, a week of 2,700 visits of which some
 * 40% paid, icons on against a query without flags): PGlite +15% by probes, +3% by keys; PostgreSQL 15
 * +11% by probes, +15% by keys. Asked once per database.
 */
export function paymentFlagsRead(db: Db): Promise<PaymentFlagsRead> {
  let known = flagsReads.get(db);
  if (!known) {
    known = db.execute(sql`select current_setting('server_version_num')::int as version`).then((result) => {
      const [row] = (result as unknown as { rows: { version: number | string }[] }).rows;
      return Number(row!.version) >= 170_000 ? 'keys' : 'probe';
    });
    known.catch(() => flagsReads.delete(db));
    flagsReads.set(db, known);
  }
  return known;
}

/**
 * A column of the payment flags (`paymentFlags`, `flagsByKeys`), named with its subquery's name (a
 * joined table may have one so named).
 */
const paidFlag = (name: 'link' | 'other') => sql`${sql.identifier('paid')}.${sql.identifier(name)}`;

/** A calendar item's columns from a visit, its patient and therapist; then its flags and block fields. */
const visitColumns = {
  id: visits.id,
  clientName: fullName(clients).as('clientName'),
  therapistName: fullName(users).as('therapistName'),
  therapistID: sql<number>`${visits.therapistId}`.as('therapistID'),
  therapistColor: sql<string | null>`${therapists.color}`.as('therapistColor'),
  roomId: sql<number | null>`${visits.roomId}`.as('roomId'),
  startTime: isoInstant(visits.startTime).as('startTime'),
  endTime: isoInstant(visits.endTime).as('endTime'),
  status: visits.status,
  statusSubtype: sql<number>`${visits.statusSubtype}`.as('statusSubtype'),
  notes: visits.notes,
  // The treatment and subtype: left joins by primary key to two small tables (most visits have none).
  zabieg: sql<string | null>`${treatments.name} || coalesce(' – ' || ${treatmentSubtypes.name}, '')`.as(
    'zabieg',
  ),
  pacjent_obecny: sql<boolean>`${visits.patientPresent}`.as('pacjent_obecny'),
};

const flagColumns = {
  payuPaid: sql<boolean>`coalesce(${paidFlag('link')}, false)`.as('payuPaid'),
  normalPaid: sql<boolean>`coalesce(${paidFlag('other')}, false)`.as('normalPaid'),
};
const blockColumns = {
  isBlock: sql<boolean>`false`.as('isBlock'),
  blockKind: sql<null>`null`.as('blockKind'),
  blockDescription: sql<null>`null`.as('blockDescription'),
  allDay: sql<boolean>`false`.as('allDay'),
};

/**
 * The calendar's visits as the JSON text of their calendar items, written by the database: one indexed
 * query (visits by tenant and start, with patient, therapist and payment flags) whose every column is named as the
 * contract's `CalendarItem` field, aggregated in start order. A week of every therapist is thousands of
 * items; read as rows, checked and written again by the server they cost several times the query.
 * Exported so the benchmark can time exactly this SQL (`.toSQL()`) against the whole call.
 */
export function calendarVisitsQuery(
  db: DbOrTx,
  p: CalendarVisitsParams,
  flagsRead: PaymentFlagsRead = 'probe',
) {
  const where = and(
    eq(visits.tenantId, p.therapists.tenantId),
    overlappingRange(instantRange(p.from, p.to, p.since)),
    inArray(
      visits.therapistId,
      db.select({ id: therapists.id }).from(therapists).where(therapistsOf(db, p.therapists)),
    ),
    or(ne(visits.status, VisitStatus.Cancelled), showsCancelledVisits(db)),
    savedInOutposts(p.restriction),
    p.visits,
  );
  const item =
    flagsRead === 'probe'
      ? db
          .select({ ...visitColumns, ...flagColumns, ...blockColumns })
          .from(visits)
          .innerJoin(clients, eq(clients.id, visits.clientId))
          .innerJoin(therapists, eq(therapists.id, visits.therapistId))
          .innerJoin(users, eq(users.id, therapists.userId))
          .leftJoin(treatments, eq(treatments.id, visits.treatmentId))
          .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, visits.treatmentSubtypeId))
          .leftJoinLateral(paymentFlags(db, p.therapists.tenantId), sql`true`)
          .where(where)
          .as('item')
      : flagsByKeys(db, p.therapists.tenantId, where);
  // The ISO texts sort as their instants (fixed width, UTC) under the byte-order collation.
  return db
    .select({
      items: sql<string>`coalesce(json_agg(${sql.identifier('item')} order by ${item.startTime} collate "C", ${item.id}), '[]')::text`,
    })
    .from(item);
}

/** Company setting showPaymentIconInCalendar of the caller's clinic, read once per statement. */
function paymentIconsShown(db: DbOrTx, tenantId: TherapistFilter['tenantId']): SQL {
  const iconsShown = db
    .select({ on: companySettings.showPaymentIconInCalendar })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return sql`coalesce((${iconsShown}), false)`;
}

const isLink = sql`${visitPayments.type} = ${PaymentType.PaymentLink}`;
const flagAggregates = {
  link: sql<boolean | null>`bool_or(${isLink})`.as('link'),
  other: sql<boolean | null>`bool_or(not (${isLink}))`.as('other'),
};

/**
 * The payment flags of the visit of the row (spec 000 §4.1 calendar rendering: the card-payment and the
 * normal payment icon), joined laterally: whether the visit has a payment that is not deleted of the
 * card-payment link (type 6, `link`) and of any other type (`other`); null for none. One probe of the
 * live payments' index per visit, the clinic's own payments only, and none at all unless the company
 * setting showPaymentIconInCalendar is on (read once per statement: a subquery of the caller's tenant).
 */
function paymentFlags(db: DbOrTx, tenantId: TherapistFilter['tenantId']) {
  return db
    .select(flagAggregates)
    .from(visitPayments)
    .where(
      and(
        eq(visitPayments.visitId, visits.id),
        isNull(visitPayments.deletedAt),
        eq(visitPayments.tenantId, visits.tenantId),
        paymentIconsShown(db, tenantId),
      ),
    )
    .as('paid');
}

/**
 * The calendar's items with the flags read by keys: the visits as a CTE (`week`, materialized: it is
 * read twice), their live payments of the clinic in one index scan over the visits' sorted ids, grouped
 * per visit and joined by hash; no payment is read unless the company shows the icons.
 */
function flagsByKeys(db: DbOrTx, tenantId: TherapistFilter['tenantId'], where: SQL | undefined) {
  const week = db
    .$with('week')
    .as(
      db
        .select(visitColumns)
        .from(visits)
        .innerJoin(clients, eq(clients.id, visits.clientId))
        .innerJoin(therapists, eq(therapists.id, visits.therapistId))
        .innerJoin(users, eq(users.id, therapists.userId))
        .leftJoin(treatments, eq(treatments.id, visits.treatmentId))
        .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, visits.treatmentSubtypeId))
        .where(where),
    );
  const weekIds = sql`array(select ${sql.identifier('week')}.${sql.identifier('id')} from ${week} order by 1)`;
  const paid = db
    .select({ visitId: visitPayments.visitId, ...flagAggregates })
    .from(visitPayments)
    .where(
      and(
        sql`${visitPayments.visitId} = any(${weekIds})`,
        isNull(visitPayments.deletedAt),
        eq(visitPayments.tenantId, tenantId),
        paymentIconsShown(db, tenantId),
      ),
    )
    .groupBy(visitPayments.visitId)
    .as('paid');
  const fromWeek = Object.fromEntries(
    Object.keys(visitColumns).map((name) => [name, week[name as keyof typeof week]]),
  ) as unknown as typeof visitColumns;
  return db
    .with(week)
    .select({ ...fromWeek, ...flagColumns, ...blockColumns })
    .from(week)
    .leftJoin(paid, eq(paid.visitId, sql`${sql.identifier('week')}.${sql.identifier('id')}`))
    .as('item');
}

/** Company setting leaveCancelledVisitInCalendar: cancelled visits stay in the calendar. */
function showsCancelledVisits(db: DbOrTx): SQL {
  return exists(
    db
      .select({ x: sql`1` })
      .from(companySettings)
      .where(
        and(
          eq(companySettings.tenantId, visits.tenantId),
          eq(companySettings.leaveCancelledVisitInCalendar, true),
        ),
      ),
  );
}

/** What decides the text of the calendar's statement; the rest are values bound as it runs. */
interface CalendarShape {
  readonly therapist: boolean;
  readonly group: boolean;
  readonly outposts: readonly number[] | undefined;
  /**
   * `'unrestricted'`: the calendar as for a caller who lists no outposts of their own, read only if
   * the caller does not (the statement says whether the caller does); else the caller's restriction.
   */
  readonly restriction: OutpostRestriction | 'unrestricted';
  readonly flagsRead: PaymentFlagsRead;
}

type CalendarValue =
  'tenantId' | 'userId' | 'therapistId' | 'groupId' | 'from' | 'to' | 'since' | 'startDate' | 'endDate';
const bound = <T>(name: CalendarValue) => sql.placeholder(name) as Bound<T>;

/** The calendar's two statements for one shape of filter (see `calendarStatements`). */
interface CalendarStatements {
  /** The visits, planned for each call's values (their range decides the plan). */
  readonly visits: Query;
  /** The columns, their clinic time and (unrestricted shape) whether the caller lists outposts. */
  readonly columns: Query;
}

/** Statements by shape, the least recently used dropped first (a shape's outposts are part of its text). */
const statementsByShape = new Map<string, CalendarStatements>();
const STATEMENTS_KEPT = 32;
const dialect = new PgDialect();

/**
 * The statements that read the calendar, for one shape of filter, built once: putting them together
 * with drizzle and writing their text took some 2–4 ms of every call. The same texts as when built
 * with the values (placeholders become the same `$n` parameters). The visits are read by exactly their
 * own query, planned per call; the columns and their clinic time by another statement, which may be
 * named (parsed and planned once per connection: its small tables' plan does not hang on the range).
 */
function calendarStatements(db: DbOrTx, shape: CalendarShape): CalendarStatements {
  const key = JSON.stringify(shape);
  const known = statementsByShape.get(key);
  if (known) {
    statementsByShape.delete(key);
    statementsByShape.set(key, known);
    return known;
  }
  const user = { tenantId: bound<number>('tenantId'), userId: bound<number>('userId') };
  const unrestricted = shape.restriction === 'unrestricted';
  const restriction = unrestricted ? undefined : (shape.restriction as OutpostRestriction);
  const therapistFilter: TherapistFilter = {
    tenantId: user.tenantId,
    therapistId: shape.therapist ? bound<number>('therapistId') : undefined,
    groupId: shape.group ? bound<number>('groupId') : undefined,
    outposts: shape.outposts,
    unrestrictedUser: unrestricted ? user : undefined,
  };
  const range: InstantRange = { from: bound('from'), to: bound('to'), since: bound('since') };
  const columns = calendarColumns(db, { ...therapistFilter, range });
  const time = clinicTimeJson(db, {
    tenantId: therapistFilter.tenantId,
    therapistIds: columns.ids,
    from: bound('startDate'),
    to: bound('endDate'),
    instants: { start: range.from, end: range.to },
  });
  const visitsQuery = calendarVisitsQuery(
    db,
    { ...range, therapists: therapistFilter, restriction },
    shape.flagsRead,
  );
  const statements: CalendarStatements = {
    visits: dialect.sqlToQuery(sql`${sql.raw(PLANNED_PER_CALL)}${visitsQuery}`),
    columns: dialect.sqlToQuery(
      sql`with ${columns.cte} select ${columns.json} as columns, ${time} as time${unrestricted ? sql`, ${listsOutposts(db, user)} as restricted` : sql``}`,
    ),
  };
  statementsByShape.set(key, statements);
  if (statementsByShape.size > STATEMENTS_KEPT) {
    statementsByShape.delete(statementsByShape.keys().next().value!);
  }
  return statements;
}

/** Refuses a calendar range that ends before it starts, or spans more than MAX_CALENDAR_DAYS. */
export function checkCalendarDates(range: { startDate: string; endDate: string }): void {
  if (range.endDate < range.startDate) throw VisitErrors.badDateRange();
  if (addDays(range.startDate, MAX_CALENDAR_DAYS) <= range.endDate) throw VisitErrors.dateRangeTooLong();
}

/**
 * The calendar between two clinic dates: the visible therapist columns, their visits, their working
 * intervals and, with `przerwy_urlopy`, the block entries (breaks, leave, quick breaks, days off).
 */
export async function listVisits(
  db: Db,
  caller: Caller,
  filter: ListVisitsFilter,
): Promise<WithJsonText<ListVisitsOutput>> {
  checkCalendarDates(filter);
  const scope = await calendarScope(db, caller);
  const flagsRead = await paymentFlagsRead(db);
  const from = clinicInstant(filter.startDate, '00:00');
  const to = clinicInstant(addDays(filter.endDate, 1), '00:00');
  const therapistId = narrowTherapist(scope, filter.therapistID);
  const values: Record<CalendarValue, unknown> = {
    tenantId: caller.tenantId,
    userId: caller.userId,
    therapistId: therapistId ?? null,
    groupId: filter.therapistGroupId ?? null,
    // As the timestamp columns send a Date.
    from: from.toISOString(),
    to: to.toISOString(),
    since: lookBackFrom(from).toISOString(),
    startDate: filter.startDate,
    endDate: filter.endDate,
  };
  const readCalendar = async (restriction: CalendarShape['restriction']) => {
    const shape: CalendarShape = {
      therapist: therapistId !== undefined,
      group: filter.therapistGroupId !== undefined,
      // No outpost selected: a restricted user's columns are those of the outposts the user may pick.
      outposts:
        filter.placowkaId !== undefined
          ? [filter.placowkaId]
          : restriction === 'unrestricted'
            ? undefined
            : restriction,
      restriction,
      flagsRead,
    };
    // Two statements at once: on PostgreSQL each takes a connection of its own, so the columns and their
    // clinic time are read while the visits are (the embedded database runs one after the other).
    const statements = calendarStatements(db, shape);
    const firstRow = async <R>(query: Query): Promise<R> => {
      const statement = db._.session.prepareQuery(query, undefined, undefined, false);
      return ((await statement.execute(values)) as { rows: R[] }).rows[0]!;
    };
    const [visitsRow, columnsRead] = await Promise.all([
      firstRow<Record<string, string>>(statements.visits),
      firstRow<ColumnsRead>(statements.columns),
    ]);
    // The statement is exactly the visits' query, which leaves its one column unnamed.
    return { items: Object.values(visitsRow)[0]!, ...columnsRead };
  };
  // Most callers list no outposts of their own: the calendar is read as for them, with the question
  // whether the caller does (then the visits read were none, and the calendar is read again within the
  // restriction), instead of a round trip for the restriction first.
  let read = await readCalendar('unrestricted');
  if (read.restricted) {
    const restriction = await outpostRestriction(db, caller);
    checkOutpost(restriction, filter.placowkaId);
    read = await readCalendar(restriction);
  }
  const view = calendarView(read, filter);
  const items = new JsonText<CalendarItem[]>(...jsonArrayParts(read.items, view.blocks));
  return { items, therapists: view.therapists, workingTime: view.workingTime };
}
