import { and, eq } from 'drizzle-orm';
import {
  isActionAllowed,
  visitEndTime,
  visitTypeLengthError,
  type VisitStatus as Status,
} from '@wizytownik/domain';
import type { VisitDetails } from '@wizytownik/contracts';
import { therapistVisitTypes } from '../therapists/therapists.tables.ts';
import type { Caller } from './visit-access.ts';
import { VisitErrors } from './visits.errors.ts';
import { getVisitDetails } from './visits.queries.ts';
import { lockVisit, recordShift, write, type VisitDeps } from './visits.service.ts';
import { visits } from './visits.tables.ts';

/**
 * UpdateTypWizytyCzasWizyty (§4.3): sets a visit type of the visit's own therapist and makes the end
 * the start plus the type's length. A type that would overlap another active visit of the therapist
 * is refused by the no-overlap constraint (answered as the collision warning) and nothing changes; so
 * is a visit whose status disables the type selector, and a type too long for a visit (over 24 hours,
 * which the database's length check would answer as a server error).
 */
export async function changeVisitType(
  { db, clock }: VisitDeps,
  caller: Caller,
  input: { visit_id: number; typ_wizyty_id: number },
): Promise<VisitDetails> {
  await write(
    db,
    async (tx) => {
      const row = await lockVisit(tx, caller, input.visit_id);
      if (!isActionAllowed('changeVisitType', row.status as Status)) {
        throw VisitErrors.visitTypeRefused(row.status as Status);
      }
      const [type] = await tx
        .select({ length: therapistVisitTypes.dlugoscWizyty, active: therapistVisitTypes.aktywna })
        .from(therapistVisitTypes)
        .where(
          and(
            eq(therapistVisitTypes.tenantId, caller.tenantId),
            eq(therapistVisitTypes.therapistId, row.therapistId),
            eq(therapistVisitTypes.id, input.typ_wizyty_id),
          ),
        );
      if (!type) throw VisitErrors.unknownVisitType();
      if (!type.active) throw VisitErrors.inactiveVisitType();
      const lengthError = visitTypeLengthError(type.length);
      if (lengthError) throw VisitErrors.field(lengthError, 'typ_wizyty_id');
      const endTime = visitEndTime(row.startTime, { visitType: type.length }) ?? row.endTime;
      await recordShift(tx, caller, clock, row, row.startTime, endTime);
      await tx
        .update(visits)
        .set({
          visitTypeId: input.typ_wizyty_id,
          endTime,
          modifiedAt: clock.now(),
          modifiedBy: caller.userId,
        })
        .where(eq(visits.id, row.id));
    },
    (kind) => (kind === 'room' ? VisitErrors.roomOverlap() : VisitErrors.visitTypeCollides()),
  );
  return getVisitDetails(db, caller.tenantId, input.visit_id);
}
