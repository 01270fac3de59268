import { and, eq, inArray, not } from 'drizzle-orm';
import { isActionAllowed, VISIT_STATUSES, type VisitStatus } from '@wizytownik/domain';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { Caller } from './visit-access.ts';
import { changeableVisits } from './visit-outposts.ts';
import { TOGGLE_REFUSED, VisitErrors } from './visits.errors.ts';
import { visits } from './visits.tables.ts';

export interface ToggleDeps {
  readonly db: DbOrTx;
  readonly clock: Clock;
}

/** The editor's switches (§4.3 Toggles): the column each one flips and its error message (§8). */
const SWITCHES = {
  present: {
    column: visits.patientPresent,
    flip: { patientPresent: not(visits.patientPresent) },
    message: TOGGLE_REFUSED.present,
  },
  noSms: {
    column: visits.doNotSendSms,
    flip: { doNotSendSms: not(visits.doNotSendSms) },
    message: TOGGLE_REFUSED.noSms,
  },
};
export type VisitSwitch = keyof typeof SWITCHES;

const SWITCHABLE = VISIT_STATUSES.filter((s) => isActionAllowed('toggleSwitch', s));

/**
 * Flips a switch of a visit in one UPDATE … RETURNING and answers the new value. A closed or
 * cancelled visit is refused with the switch's message; another clinic's visit, or one of an outpost
 * the caller may not pick, is unknown.
 */
export async function toggleVisitSwitch(
  { db, clock }: ToggleDeps,
  caller: Caller,
  visitId: number,
  which: VisitSwitch,
): Promise<{ value: boolean }> {
  const { column, flip, message } = SWITCHES[which];
  const own = and(eq(visits.id, visitId), await changeableVisits(db, caller));
  const [flipped] = await db
    .update(visits)
    .set({ ...flip, modifiedAt: clock.now(), modifiedBy: caller.userId })
    .where(and(own, inArray(visits.status, SWITCHABLE)))
    .returning({ value: column });
  if (flipped) return flipped;
  const [row] = await db.select({ status: visits.status }).from(visits).where(own);
  if (!row) throw VisitErrors.unknownVisit();
  throw VisitErrors.refused(message, row.status as VisitStatus);
}
