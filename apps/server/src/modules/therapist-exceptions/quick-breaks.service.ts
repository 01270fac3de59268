import { and, count, desc, eq } from 'drizzle-orm';
import type { AddTherapistShortBreakInput, TherapistShortBreak } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { offsetOf, requireTherapist } from './therapist-exceptions.access.ts';
import { TherapistExceptionErrors } from './therapist-exceptions.errors.ts';
import { therapistQuickBreaks } from './therapist-exceptions.tables.ts';

type Row = typeof therapistQuickBreaks.$inferSelect;

const toShortBreak = (r: Row): TherapistShortBreak => ({
  id: r.id,
  therapistId: r.therapistId,
  timeStart: r.timeStart.toISOString(),
  timeEnd: r.timeEnd.toISOString(),
});

export async function getShortBreaks(
  db: DbOrTx,
  tenantId: number,
  input: { therapistid: number; page: number; limit: number },
): Promise<{ totalCount: number; items: TherapistShortBreak[] }> {
  await requireTherapist(db, tenantId, input.therapistid);
  const where = and(
    eq(therapistQuickBreaks.tenantId, tenantId),
    eq(therapistQuickBreaks.therapistId, input.therapistid),
  );
  const [total] = await db.select({ n: count() }).from(therapistQuickBreaks).where(where);
  const rows = await db
    .select()
    .from(therapistQuickBreaks)
    .where(where)
    .orderBy(desc(therapistQuickBreaks.timeStart))
    .limit(input.limit)
    .offset(offsetOf(input));
  return { totalCount: total?.n ?? 0, items: rows.map(toShortBreak) };
}

export async function addTherapistShortBreak(
  db: DbOrTx,
  tenantId: number,
  input: AddTherapistShortBreakInput,
): Promise<TherapistShortBreak> {
  await requireTherapist(db, tenantId, input.therapistId);
  const [row] = await db
    .insert(therapistQuickBreaks)
    .values({
      tenantId,
      therapistId: input.therapistId,
      timeStart: new Date(input.timeStart),
      timeEnd: new Date(input.timeEnd),
    })
    .returning();
  if (!row) throw new Error('quick break insert returned nothing');
  return toShortBreak(row);
}

export async function deleteTherapistShortBreak(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(therapistQuickBreaks)
    .where(and(eq(therapistQuickBreaks.tenantId, tenantId), eq(therapistQuickBreaks.id, id)))
    .returning({ id: therapistQuickBreaks.id });
  if (deleted.length === 0) throw TherapistExceptionErrors.unknownQuickBreak();
  return null;
}
