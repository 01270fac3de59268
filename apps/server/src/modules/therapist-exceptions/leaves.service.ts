import { and, desc, eq } from 'drizzle-orm';
import type {
  AddTherapistHolidayInput,
  TherapistHoliday,
  UpdateTherapistHolidayInput,
} from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireTherapist } from './therapist-exceptions.access.ts';
import { TherapistExceptionErrors } from './therapist-exceptions.errors.ts';
import { therapistLeaves } from './therapist-exceptions.tables.ts';

type Row = typeof therapistLeaves.$inferSelect;
type LeaveFields = { start: string; end: string; reason: string };

const toHoliday = (r: Row): TherapistHoliday => ({
  id: r.id,
  therapistId: r.therapistId,
  start: r.startDate,
  end: r.endDate,
  reason: r.reason,
});

const columns = (input: LeaveFields) => ({
  startDate: input.start,
  endDate: input.end,
  reason: input.reason.trim(),
});

export async function getHolidays(
  db: DbOrTx,
  tenantId: number,
  therapistId: number,
): Promise<{ items: TherapistHoliday[] }> {
  await requireTherapist(db, tenantId, therapistId);
  const rows = await db
    .select()
    .from(therapistLeaves)
    .where(and(eq(therapistLeaves.tenantId, tenantId), eq(therapistLeaves.therapistId, therapistId)))
    .orderBy(desc(therapistLeaves.startDate));
  return { items: rows.map(toHoliday) };
}

export async function addTherapistHoliday(
  db: DbOrTx,
  tenantId: number,
  input: AddTherapistHolidayInput,
): Promise<TherapistHoliday> {
  await requireTherapist(db, tenantId, input.therapistId);
  const [row] = await db
    .insert(therapistLeaves)
    .values({ tenantId, therapistId: input.therapistId, ...columns(input) })
    .returning();
  if (!row) throw new Error('leave insert returned nothing');
  return toHoliday(row);
}

export async function updateTherapistHoliday(
  db: DbOrTx,
  tenantId: number,
  input: UpdateTherapistHolidayInput,
): Promise<TherapistHoliday> {
  const [row] = await db
    .update(therapistLeaves)
    .set(columns(input))
    .where(and(eq(therapistLeaves.tenantId, tenantId), eq(therapistLeaves.id, input.id)))
    .returning();
  if (!row) throw TherapistExceptionErrors.unknownLeave();
  return toHoliday(row);
}

export async function deleteTherapistHoliday(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(therapistLeaves)
    .where(and(eq(therapistLeaves.tenantId, tenantId), eq(therapistLeaves.id, id)))
    .returning({ id: therapistLeaves.id });
  if (deleted.length === 0) throw TherapistExceptionErrors.unknownLeave();
  return null;
}
