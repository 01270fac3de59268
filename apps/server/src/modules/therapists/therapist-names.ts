import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../users/users.tables.ts';
import { therapists } from './therapists.tables.ts';

/**
 * "Name Surname" (of their user) of the clinic's therapists of `ids`, for the lists of other modules
 * that show who a booking is with; ids of another clinic are left out.
 */
export async function therapistNames(
  db: DbOrTx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: therapists.id, name: users.name, surname: users.surname })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(eq(therapists.tenantId, tenantId), inArray(therapists.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`]));
}
