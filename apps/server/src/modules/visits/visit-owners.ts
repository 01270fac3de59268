import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { visits } from './visits.tables.ts';

/** Whose a visit is and where it stands: what a booking made from it (an ordered treatment) shows. */
export interface VisitOwner {
  readonly therapistId: number;
  readonly status: number;
}

/**
 * The therapist and status of the clinic's visits of `ids`, by id; ids of another clinic are left
 * out. The physiotherapy side reads its ordered treatments' source visits through this.
 */
export async function visitOwners(
  db: DbOrTx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, VisitOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: visits.id, therapistId: visits.therapistId, status: visits.status })
    .from(visits)
    .where(and(eq(visits.tenantId, tenantId), inArray(visits.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { therapistId: r.therapistId, status: r.status }]));
}
