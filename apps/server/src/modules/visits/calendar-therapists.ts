import { and, eq, exists, gt, gte, lt, notExists, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MAX_VISIT_MS } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { worksInOutpost } from '../therapists/therapist-outposts.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { users } from '../users/users.tables.ts';
import { fullName } from './sql-fields.ts';
import { visits } from './visits.tables.ts';

/** The longest a visit lasts (a rule and a database check): the calendar's queries look this far back. */
export const MAX_VISIT_SPAN_MS = MAX_VISIT_MS;

/**
 * A value of a query, or a placeholder for it: a statement built once for many values (the calendar's,
 * see `listVisits`) takes the values when it runs, in the same form the column would send them.
 */
export type Bound<T> = T | Placeholder;

/** [from, to) as instants, with `since` = `from` less the longest visit (where the index search starts). */
export interface InstantRange {
  readonly from: Bound<Date>;
  readonly to: Bound<Date>;
  readonly since: Bound<Date>;
}

/** The range [from, to); `since` is worked out from `from` unless given (then `from` may be a placeholder). */
export function instantRange(from: Bound<Date>, to: Bound<Date>, since?: Bound<Date>): InstantRange {
  if (since !== undefined) return { from, to, since };
  if (!(from instanceof Date)) throw new Error('A range from a placeholder needs its `since`');
  return { from, to, since: lookBackFrom(from) };
}

/** Where the search for visits overlapping a range from `from` starts. */
export const lookBackFrom = (from: Date) => new Date(from.getTime() - MAX_VISIT_SPAN_MS);

/** The visits of a therapist overlapping [from, to), through the (therapist, start) index. */
export function overlapping(from: Date, to: Date): SQL {
  return overlappingRange(instantRange(from, to));
}

/** `overlapping` for a range whose instants may be placeholders. */
export function overlappingRange({ from, to, since }: InstantRange): SQL {
  return and(lt(visits.startTime, to), gte(visits.startTime, since), gt(visits.endTime, from))!;
}

/** Which therapists the calendar shows: a clinic's, narrowed by therapist, group and outpost. */
export interface TherapistFilter {
  readonly tenantId: Bound<number>;
  readonly therapistId?: Bound<number> | undefined;
  readonly groupId?: Bound<number> | undefined;
  /** Therapists working in one of these outposts (the selected one, or all a restricted user may pick). */
  readonly outposts?: readonly number[] | undefined;
  /**
   * No therapist unless this user lists no outposts of their own (is not restricted to some): how the
   * calendar reads itself for the usual, unrestricted caller in the statement that also asks whether
   * the caller is (`listsOutposts`), without reading the restriction first. Checked once per statement.
   */
  readonly unrestrictedUser?: CalendarUser | undefined;
}

export interface CalendarUser {
  readonly tenantId: Bound<number>;
  readonly userId: Bound<number>;
}

/** The outposts a user lists of their own: with any, the outposts the user may pick are restricted. */
const listedOutposts = (db: DbOrTx, u: CalendarUser) =>
  db
    .select({ x: sql`1` })
    .from(userOutposts)
    .where(and(eq(userOutposts.tenantId, u.tenantId), eq(userOutposts.userId, u.userId)));

/** Whether a user lists outposts of their own (is restricted to some). */
export const listsOutposts = (db: DbOrTx, u: CalendarUser): SQL => exists(listedOutposts(db, u));

export interface ColumnsFilter extends TherapistFilter {
  /** The range shown: an inactive therapist with a visit in it keeps a column. */
  readonly range: InstantRange;
}

/** The therapists rows a filter keeps (whether active or not). */
export function therapistsOf(db: DbOrTx, f: TherapistFilter): SQL {
  return and(
    eq(therapists.tenantId, f.tenantId),
    f.therapistId === undefined ? undefined : eq(therapists.id, f.therapistId),
    f.groupId === undefined ? undefined : eq(therapists.groupId, f.groupId),
    f.outposts === undefined ? undefined : worksInOutpost(db, f.outposts),
    f.unrestrictedUser === undefined ? undefined : notExists(listedOutposts(db, f.unrestrictedUser)),
  )!;
}

/** The calendar's columns, read once by its statement: its common table `columns` (see `calendarColumns`). */
const COLUMNS = 'columns';

export interface CalendarColumns {
  /** The common table's definition: `"columns" as (…)`. */
  readonly cte: SQL;
  /** The columns as the JSON text of `CalendarTherapist`s, by surname. */
  readonly json: SQL<string>;
  /** The columns' therapist ids: a query to embed. */
  readonly ids: SQL;
}

/**
 * The calendar's columns for the statement that reads the calendar: active therapists, and inactive
 * ones holding a visit in the range, narrowed by therapist, group and outpost. One common table, read
 * by the columns' JSON and by their working time (whose rows of other therapists were left out anyway):
 * the filter is planned and run once, not again for each table of working time.
 */
export function calendarColumns(db: DbOrTx, f: ColumnsFilter): CalendarColumns {
  const active = and(eq(therapists.isActive, true), eq(users.isActive, true))!;
  const hasVisits = exists(
    db
      .select({ x: sql`1` })
      .from(visits)
      .where(and(eq(visits.therapistId, therapists.id), overlappingRange(f.range))),
  );
  const query = db
    .select({
      therapistID: therapists.id,
      name: fullName(users).as('name'),
      color: therapists.color,
      isActive: sql<boolean>`${therapists.isActive} and ${users.isActive}`.as('isActive'),
      surname: users.surname,
      firstName: sql<string>`${users.name}`.as('firstName'),
    })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(therapistsOf(db, f), or(active, hasVisits)));
  const column = query.as(COLUMNS);
  const table = sql.identifier(COLUMNS);
  const item = sql`json_build_object('therapistID', ${column.therapistID}, 'name', ${column.name}, 'color', ${column.color}, 'isActive', ${column.isActive})`;
  return {
    cte: sql`${table} as (${query})`,
    json: sql`(select coalesce(json_agg(${item} order by ${column.surname}, ${column.firstName}, ${column.therapistID}), '[]')::text from ${table})`,
    ids: sql`select ${column.therapistID} from ${table}`,
  };
}
