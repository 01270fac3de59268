import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { userOutposts } from './user-outposts.tables.ts';

const userOutpostsQuery = preparedPerHandle((db) =>
  db
    .select({ id: userOutposts.outpostId })
    .from(userOutposts)
    .where(
      and(
        eq(userOutposts.tenantId, sql.placeholder('tenantId')),
        eq(userOutposts.userId, sql.placeholder('userId')),
      ),
    )
    .orderBy(asc(userOutposts.outpostId))
    .prepare('user_outposts'),
);

/** The extra outposts a user is limited to; none means the user works in all of the company's. */
export async function userOutpostIds(db: DbOrTx, tenantId: number, userId: number): Promise<number[]> {
  const rows = await userOutpostsQuery(db).execute({ tenantId, userId });
  return rows.map((r) => r.id);
}
