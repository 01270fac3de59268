import { asc, eq } from 'drizzle-orm';
import { clinicDateTime } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { addTherapistBreaks } from './breaks.service.ts';
import { addTherapistHoliday } from './leaves.service.ts';

const WORK_DAYS = [1, 2, 3, 4, 5];

/** "YYYY-MM-DD" of a day of the month after the clinic's current one. */
function nextMonthDay(now: Date, day: number): string {
  const [year, month] = clinicDateTime(now).date.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, day));
  return next.toISOString().slice(0, 10);
}

/** Every demo therapist: a lunch break on working days and a week of leave next month, staggered. */
export async function seedDemoTherapistExceptions(
  db: DbOrTx,
  tenantId: number,
  now = new Date(),
): Promise<void> {
  const rows = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.tenantId, tenantId))
    .orderBy(asc(therapists.id));
  for (const [i, { id }] of rows.entries()) {
    await addTherapistBreaks(db, tenantId, {
      therapistID: id,
      days: WORK_DAYS,
      startTime: '12:00',
      endTime: '12:30',
    });
    await addTherapistHoliday(db, tenantId, {
      therapistId: id,
      start: nextMonthDay(now, 1 + 3 * i),
      end: nextMonthDay(now, 5 + 3 * i),
      reason: 'Urlop wypoczynkowy',
    });
  }
}
