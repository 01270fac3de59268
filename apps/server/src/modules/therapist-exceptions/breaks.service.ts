import { and, asc, eq } from 'drizzle-orm';
import type {
  AddTherapistBreaksInput,
  TherapistBreak,
  UpdateTherapistBreakInput,
} from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { hhmm, requireTherapist } from './therapist-exceptions.access.ts';
import { TherapistExceptionErrors } from './therapist-exceptions.errors.ts';
import { therapistBreaks } from './therapist-exceptions.tables.ts';

type Row = typeof therapistBreaks.$inferSelect;

const toBreak = (r: Row): TherapistBreak => ({
  id: r.id,
  therapistId: r.therapistId,
  day: r.day,
  timeStart: hhmm(r.timeStart),
  timeEnd: hhmm(r.timeEnd),
});

export async function getTherapistBreaks(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
): Promise<{ items: TherapistBreak[] }> {
  await requireTherapist(db, tenantId, therapistId);
  const rows = await db
    .select()
    .from(therapistBreaks)
    .where(and(eq(therapistBreaks.tenantId, tenantId), eq(therapistBreaks.therapistId, therapistId)))
    .orderBy(asc(therapistBreaks.day), asc(therapistBreaks.timeStart));
  // Monday first, Sunday (0) last, as the week is shown.
  const items = rows.map(toBreak).sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
  return { items };
}

/** One break per chosen day, all in one transaction; answers the new breaks. */
export async function addTherapistBreaks(
  db: DbOrTx,
  tenantId: number,
  input: AddTherapistBreaksInput,
): Promise<{ items: TherapistBreak[] }> {
  await requireTherapist(db, tenantId, input.therapistID);
  const days = [...new Set(input.days)];
  const rows = await db
    .insert(therapistBreaks)
    .values(
      days.map((day) => ({
        tenantId,
        therapistId: input.therapistID,
        day,
        timeStart: input.startTime,
        timeEnd: input.endTime,
      })),
    )
    .returning();
  return { items: rows.map(toBreak) };
}

export async function updateTherapistBreak(
  db: DbOrTx,
  tenantId: number,
  input: UpdateTherapistBreakInput,
): Promise<TherapistBreak> {
  const [row] = await db
    .update(therapistBreaks)
    .set({ timeStart: input.startTime, timeEnd: input.endTime })
    .where(and(eq(therapistBreaks.tenantId, tenantId), eq(therapistBreaks.id, input.id)))
    .returning();
  if (!row) throw TherapistExceptionErrors.unknownBreak();
  return toBreak(row);
}

export async function deleteTherapistBreak(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(therapistBreaks)
    .where(and(eq(therapistBreaks.tenantId, tenantId), eq(therapistBreaks.id, id)))
    .returning({ id: therapistBreaks.id });
  if (deleted.length === 0) throw TherapistExceptionErrors.unknownBreak();
  return null;
}
