import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { orderedTreatments } from './treatments.tables.ts';

/** An ordered treatment's booking of its treatment's station. */
export interface OrderedTreatmentBooking {
  readonly id: number;
  readonly treatmentId: number;
  readonly subtypeId: number | null;
  readonly sourceVisitId: number;
  readonly clientId: number;
  readonly start: Date;
  readonly end: Date;
}

/**
 * The clinic's ordered treatments of `treatmentIds` overlapping [from, to), by start. The visits side
 * (CheckVisitTimeStatus) reads them through this, never the table.
 */
export function orderedTreatmentsBetween(
  db: DbOrTx,
  tenantId: number,
  treatmentIds: readonly number[],
  from: Date,
  to: Date,
): Promise<OrderedTreatmentBooking[]> {
  if (treatmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderedTreatments.id,
      treatmentId: orderedTreatments.treatmentId,
      subtypeId: orderedTreatments.subtypeId,
      sourceVisitId: orderedTreatments.sourceVisitId,
      clientId: orderedTreatments.clientId,
      start: orderedTreatments.startTime,
      end: orderedTreatments.endTime,
    })
    .from(orderedTreatments)
    .where(
      and(
        eq(orderedTreatments.tenantId, tenantId),
        inArray(orderedTreatments.treatmentId, [...treatmentIds]),
        lt(orderedTreatments.startTime, to),
        gt(orderedTreatments.endTime, from),
      ),
    )
    .orderBy(orderedTreatments.startTime);
}
