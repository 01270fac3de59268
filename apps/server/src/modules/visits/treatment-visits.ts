import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { VisitStatus } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { visits } from './visits.tables.ts';

/** An active visit with a treatment: it occupies the treatment's station for its time. */
export interface TreatmentVisit {
  readonly visitId: number;
  readonly treatmentId: number;
  readonly subtypeId: number | null;
  readonly clientId: number;
  readonly therapistId: number;
  readonly status: number;
  readonly start: Date;
  readonly end: Date;
}

/**
 * The active (not cancelled) visits of the clinic with one of `treatmentIds` overlapping [from, to),
 * by start. The physiotherapy side reads the visits' treatments through this, never the table.
 */
export async function treatmentVisitsBetween(
  db: DbOrTx,
  tenantId: number,
  treatmentIds: readonly number[],
  from: Date,
  to: Date,
): Promise<TreatmentVisit[]> {
  if (treatmentIds.length === 0) return [];
  const rows = await db
    .select({
      visitId: visits.id,
      treatmentId: visits.treatmentId,
      subtypeId: visits.treatmentSubtypeId,
      clientId: visits.clientId,
      therapistId: visits.therapistId,
      status: visits.status,
      start: visits.startTime,
      end: visits.endTime,
    })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        inArray(visits.treatmentId, [...treatmentIds]),
        ne(visits.status, VisitStatus.Cancelled),
        lt(visits.startTime, to),
        gt(visits.endTime, from),
      ),
    )
    .orderBy(visits.startTime);
  return rows.map((r) => ({ ...r, treatmentId: r.treatmentId! }));
}
