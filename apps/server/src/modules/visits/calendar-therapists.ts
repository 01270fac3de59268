import { and, eq, exists, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { MAX_VISIT_MS } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { worksInOutpost } from '../therapists/therapist-outposts.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { fullName } from './sql-fields.ts';
import { visits } from './visits.tables.ts';

/** The longest a visit lasts (a rule and a database check): the calendar's queries look this far back. */
export const MAX_VISIT_SPAN_MS = MAX_VISIT_MS;

/** The visits of a therapist overlapping [from, to), through the (therapist, start) index. */
export function overlapping(from: Date, to: Date): SQL {
  return and(
    lt(visits.startTime, to),
    gte(visits.startTime, new Date(from.getTime() - MAX_VISIT_SPAN_MS)),
    gt(visits.endTime, from),
  )!;
}

/** Which therapists the calendar shows: a clinic's, narrowed by therapist, group and outpost. */
export interface TherapistFilter {
  readonly tenantId: number;
  readonly therapistId?: number | undefined;
  readonly groupId?: number | undefined;
  /** Therapists working in one of these outposts (the selected one, or all a restricted user may pick). */
  readonly outposts?: readonly number[] | undefined;
}

export interface ColumnsFilter extends TherapistFilter {
  readonly from: Date;
  readonly to: Date;
}

/** The therapists rows a filter keeps (whether active or not). */
export function therapistsOf(db: DbOrTx, f: TherapistFilter): SQL {
  return and(
    eq(therapists.tenantId, f.tenantId),
    f.therapistId === undefined ? undefined : eq(therapists.id, f.therapistId),
    f.groupId === undefined ? undefined : eq(therapists.groupId, f.groupId),
    f.outposts === undefined ? undefined : worksInOutpost(db, f.outposts),
  )!;
}

/**
 * The calendar's columns as the JSON text of `CalendarTherapist`s, for the statement that reads the
 * calendar: active therapists, and inactive ones holding a visit in the range, narrowed by therapist,
 * group and outpost; by surname.
 */
export function calendarTherapistsJson(db: DbOrTx, f: ColumnsFilter): SQL<string> {
  const active = and(eq(therapists.isActive, true), eq(users.isActive, true))!;
  const hasVisits = exists(
    db
      .select({ x: sql`1` })
      .from(visits)
      .where(and(eq(visits.therapistId, therapists.id), overlapping(f.from, f.to))),
  );
  const column = db
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
    .where(and(therapistsOf(db, f), or(active, hasVisits)))
    .as('c');
  const item = sql`json_build_object('therapistID', ${column.therapistID}, 'name', ${column.name}, 'color', ${column.color}, 'isActive', ${column.isActive})`;
  return sql`(select coalesce(json_agg(${item} order by ${column.surname}, ${column.firstName}, ${column.therapistID}), '[]')::text from ${column})`;
}
