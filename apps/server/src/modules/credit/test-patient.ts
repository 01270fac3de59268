import type { Db } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';

/** Tests only: a patient row of the tenant (the patients module owns its real creation). */
export async function insertTestPatient(
  db: Db,
  tenantId: number,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ tenantId, name: 'Anna', surname: 'Kowalska', ...values })
    .returning({ id: clients.id });
  return row!.id;
}
