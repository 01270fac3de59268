import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userOutposts } from './user-outposts.tables.ts';

/** The extra outposts a user is limited to; none means the user works in all of the company's. */
export async function userOutpostIds(db: DbOrTx, tenantId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userOutposts.outpostId })
    .from(userOutposts)
    .where(and(eq(userOutposts.tenantId, tenantId), eq(userOutposts.userId, userId)))
    .orderBy(asc(userOutposts.outpostId));
  return rows.map((r) => r.id);
}
