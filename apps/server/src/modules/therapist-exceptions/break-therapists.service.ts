import { and, asc, eq } from 'drizzle-orm';
import type { BreakTherapist } from '@wizytownik/contracts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { assertCanRead } from './therapist-exceptions.access.ts';

/** Active therapists of the clinic by surname: the /przerwy screen's picker (it may lack Wizytownik_Terapeuci). */
export async function getTherapistsForBreaks(
  db: DbOrTx,
  ctx: Pick<AuthContext, 'tenantId' | 'permissions'>,
): Promise<{ items: BreakTherapist[] }> {
  assertCanRead(ctx);
  const items = await db
    .select({ therapistId: therapists.id, name: users.name, surname: users.surname })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(
      and(eq(therapists.tenantId, ctx.tenantId), eq(therapists.isActive, true), eq(users.isActive, true)),
    )
    .orderBy(asc(users.surname), asc(users.name));
  return { items };
}
