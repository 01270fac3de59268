import { and, eq, exists, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { therapists } from './therapists.tables.ts';

/**
 * A therapist works in one of the outposts when the user lists one of them, or lists none (then works
 * in all).
 */
export function worksInOutpost(db: DbOrTx, outpostIds: readonly number[]): SQL {
  const listed = (extra?: SQL) =>
    db
      .select({ x: sql`1` })
      .from(userOutposts)
      .where(and(eq(userOutposts.userId, therapists.userId), extra));
  return or(notExists(listed()), exists(listed(inArray(userOutposts.outpostId, [...outpostIds]))))!;
}
