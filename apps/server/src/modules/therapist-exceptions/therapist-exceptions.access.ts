import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { TherapistExceptionErrors } from './therapist-exceptions.errors.ts';

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
