import { and, asc, eq } from 'drizzle-orm';
import type { BreakTherapist } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';

/** Active therapists of the clinic by surname: the /przerwy screen's picker (it may lack Wizytownik_Terapeuci). */
export async function getTherapistsForBreaks(
  db: DbOrTx,
  tenantId: number,
): Promise<{ items: BreakTherapist[] }> {
  const items = await db
    .select({ therapistId: therapists.id, name: users.name, surname: users.surname })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.isActive, true), eq(users.isActive, true)))
    .orderBy(asc(users.surname), asc(users.name));
  return { items };
}
