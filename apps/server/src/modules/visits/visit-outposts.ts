import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { outpostRestriction, type OutpostRestriction } from '../company-settings/outposts.service.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { calendarScope, narrowTherapist, type Caller } from './visit-access.ts';
import { therapistsOf } from './calendar-therapists.ts';
import { visits } from './visits.tables.ts';

/** Visits saved into no outpost (the main location) or into one the caller may pick. */
export function savedInOutposts(restriction: OutpostRestriction): SQL | undefined {
  return restriction === undefined
    ? undefined
    : or(isNull(visits.outpostId), inArray(visits.outpostId, [...restriction]));
}

/**
 * The visits a caller restricted to some outposts may read: of therapists working in one of them (as
 * the calendar's columns) and saved into none or one of them; every visit without a restriction.
 */
export function visitsInOutposts(db: DbOrTx, tenantId: number, restriction: OutpostRestriction) {
  if (restriction === undefined) return undefined;
  return and(
    savedInOutposts(restriction),
    inArray(
      visits.therapistId,
      db
        .select({ id: therapists.id })
        .from(therapists)
        .where(therapistsOf(db, { tenantId, outposts: restriction })),
    ),
  );
}

/** The visits a caller may change: the clinic's, of the outposts the caller may pick. */
export async function changeableVisits(db: DbOrTx, caller: Caller): Promise<SQL | undefined> {
  return and(
    eq(visits.tenantId, caller.tenantId),
    visitsInOutposts(db, caller.tenantId, await outpostRestriction(db, caller)),
  );
}

/**
 * The visits the caller may read (optionally of one therapist): those the caller may change, all of
 * them or the caller's own (My calendar alone).
 */
export async function readableVisits(db: DbOrTx, caller: Caller, therapistID?: number) {
  const [scope, changeable] = await Promise.all([calendarScope(db, caller), changeableVisits(db, caller)]);
  const therapistId = narrowTherapist(scope, therapistID);
  return and(changeable, therapistId === undefined ? undefined : eq(visits.therapistId, therapistId));
}
