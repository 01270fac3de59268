import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from './patients.tables.ts';

/**
 * "Name Surname" of the clinic's patients of `ids` (a deleted patient's row keeps its anonymised
 * name), for the lists of other modules that show whose booking it is; ids of another clinic are
 * left out.
 */
export async function patientNames(
  db: DbOrTx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clients.id, name: clients.name, surname: clients.surname })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), inArray(clients.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.surname}`]));
}
