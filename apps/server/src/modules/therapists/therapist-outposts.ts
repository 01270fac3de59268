import { and, eq, exists, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { therapists } from './therapists.tables.ts';

/** A therapist works in an outpost when the user lists it, or lists none (then in all). */
export function worksInOutpost(db: DbOrTx, outpostId: number): SQL {
  const listed = (extra?: SQL) =>
    db
      .select({ x: sql`1` })
      .from(userOutposts)
      .where(and(eq(userOutposts.userId, therapists.userId), extra));
  return or(notExists(listed()), exists(listed(eq(userOutposts.outpostId, outpostId))))!;
}
