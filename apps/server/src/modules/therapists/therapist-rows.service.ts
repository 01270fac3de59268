import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from './therapists.tables.ts';

/**
 * A user given the therapist role has an active therapist row: created at the first grant (with the
 * colour given), reactivated at a later one.
 */
export async function activateTherapist(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  color: string | null,
): Promise<void> {
  await db
    .insert(therapists)
    .values({ tenantId, userId, color })
    .onConflictDoUpdate({ target: therapists.userId, set: { isActive: true } });
}

/** Losing the role deactivates the row; visits and schedules still point at it, so it is never deleted. */
export async function deactivateTherapist(db: DbOrTx, tenantId: number, userId: number): Promise<void> {
  await db
    .update(therapists)
    .set({ isActive: false })
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.userId, userId)));
}
