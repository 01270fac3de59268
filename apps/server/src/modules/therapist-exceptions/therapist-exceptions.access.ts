import { and, eq } from 'drizzle-orm';
import type { PermissionName } from '@wizytownik/domain';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { TherapistExceptionErrors } from './therapist-exceptions.errors.ts';

/** Spec 002 §6: the therapist screens or the quick-break screen may read breaks, leave and open days. */
const READ: readonly PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Terapeuci_Przerwy'];
/** Quick breaks: the reception's own permission, or therapist editing. */
const EDIT_QUICK_BREAKS: readonly PermissionName[] = [
  'Wizytownik_Terapeuci_Przerwy',
  'Wizytownik_Terapeuci_Edycja',
];

const hasAny = (ctx: Pick<AuthContext, 'permissions'>, names: readonly PermissionName[]) =>
  names.some((n) => ctx.permissions.has(n));

export function assertCanRead(ctx: Pick<AuthContext, 'permissions'>): void {
  if (!hasAny(ctx, READ)) throw TherapistExceptionErrors.cannotRead();
}

export function assertCanEditQuickBreaks(ctx: Pick<AuthContext, 'permissions'>): void {
  if (!hasAny(ctx, EDIT_QUICK_BREAKS)) throw TherapistExceptionErrors.cannotEditQuickBreaks();
}

/** The therapist of the caller's clinic; another clinic's therapist is "not found". */
export async function requireTherapist(db: DbOrTx, tenantId: number, therapistId: number): Promise<void> {
  const [row] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, therapistId)));
  if (!row) throw TherapistExceptionErrors.unknownTherapist();
}

/** Postgres `time` reads back as "HH:mm:ss"; the API speaks "HH:mm". */
export const hhmm = (time: string): string => time.slice(0, 5);

export const offsetOf = ({ page, limit }: { page: number; limit: number }): number => (page - 1) * limit;
