import { and, eq } from 'drizzle-orm';
import type { PermissionName } from '@wizytownik/domain';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { VisitErrors } from './visits.errors.ts';

export type Caller = Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>;

const CALENDAR: PermissionName = 'Wizytownik_Wizyty';
const MY_CALENDAR: PermissionName = 'Wizytownik_Moj_Kalendarz';
const PATIENTS: PermissionName = 'Wizytownik_Klienci';

/**
 * Whose visits a caller may read: `{ all: true }` with the calendar permission, otherwise (My calendar
 * alone) only the caller's own therapist row; neither is refused.
 */
export type VisitScope = { readonly all: true } | { readonly all: false; readonly therapistId: number };

/** The caller's own therapist row, if the caller is a therapist of the clinic. */
export async function ownTherapist(db: DbOrTx, caller: Caller): Promise<number | undefined> {
  const [own] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, caller.tenantId), eq(therapists.userId, caller.userId)));
  return own?.id;
}

/** The calendar and its lists: Wizytownik_Wizyty sees all, Wizytownik_Moj_Kalendarz only its own. */
export async function calendarScope(db: DbOrTx, caller: Caller): Promise<VisitScope> {
  if (caller.permissions.has(CALENDAR)) return { all: true };
  if (!caller.permissions.has(MY_CALENDAR)) throw VisitErrors.calendarForbidden();
  const therapistId = await ownTherapist(db, caller);
  if (therapistId === undefined) throw VisitErrors.calendarForbidden();
  return { all: false, therapistId };
}

/**
 * A patient's visit history: the calendar or the patient record (tab 3) sees all of it; My calendar
 * alone sees the visits with the caller.
 */
export async function historyScope(db: DbOrTx, caller: Caller): Promise<VisitScope> {
  if (caller.permissions.has(CALENDAR) || caller.permissions.has(PATIENTS)) return { all: true };
  const therapistId = caller.permissions.has(MY_CALENDAR) ? await ownTherapist(db, caller) : undefined;
  if (therapistId === undefined) throw VisitErrors.historyForbidden();
  return { all: false, therapistId };
}

/** The therapist a scoped query is narrowed to: the caller's own, else the one asked for (if any). */
export const narrowTherapist = (scope: VisitScope, requested?: number): number | undefined =>
  scope.all ? requested : scope.therapistId;
