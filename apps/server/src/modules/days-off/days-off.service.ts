import { and, asc, between, eq, ne } from 'drizzle-orm';
import { polishPublicHolidays } from '@wizytownik/domain';
import type { CreateDayOffInput, DayOffDto, UpdateDayOffInput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.ts';
import { DaysOffErrors } from './days-off.errors.ts';
import { clinicDaysOff } from './days-off.tables.ts';

const columns = { id: clinicDaysOff.id, date: clinicDaysOff.date, description: clinicDaysOff.description };

export function listDaysOff(db: DbOrTx, tenantId: number, year: number): Promise<DayOffDto[]> {
  return db
    .select(columns)
    .from(clinicDaysOff)
    .where(
      and(
        eq(clinicDaysOff.tenantId, tenantId),
        between(clinicDaysOff.date, `${year}-01-01`, `${year}-12-31`),
      ),
    )
    .orderBy(asc(clinicDaysOff.date));
}

/** One row per date: a second day off on the same date is refused (`exceptId`: the row being edited). */
async function checkDateFree(db: DbOrTx, tenantId: number, date: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: clinicDaysOff.id })
    .from(clinicDaysOff)
    .where(
      and(
        eq(clinicDaysOff.tenantId, tenantId),
        eq(clinicDaysOff.date, date),
        exceptId === undefined ? undefined : ne(clinicDaysOff.id, exceptId),
      ),
    );
  if (taken) throw DaysOffErrors.dateTaken(date);
}

export async function createDayOff(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof CreateDayOffInput>,
): Promise<DayOffDto> {
  await checkDateFree(db, tenantId, input.date);
  const [row] = await db
    .insert(clinicDaysOff)
    .values({ tenantId, date: input.date, description: input.description })
    .returning(columns);
  return row!;
}

export async function updateDayOff(
  db: DbOrTx,
  tenantId: number,
  input: z.output<typeof UpdateDayOffInput>,
): Promise<DayOffDto> {
  await checkDateFree(db, tenantId, input.date, input.id);
  const [row] = await db
    .update(clinicDaysOff)
    .set({ date: input.date, description: input.description })
    .where(and(eq(clinicDaysOff.tenantId, tenantId), eq(clinicDaysOff.id, input.id)))
    .returning(columns);
  if (!row) throw DaysOffErrors.unknownDayOff();
  return row;
}

export async function deleteDayOff(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const [row] = await db
    .delete(clinicDaysOff)
    .where(and(eq(clinicDaysOff.tenantId, tenantId), eq(clinicDaysOff.id, id)))
    .returning({ id: clinicDaysOff.id });
  if (!row) throw DaysOffErrors.unknownDayOff();
  return null;
}

/** The year's public holidays, each marked when its date is already a day off of the clinic. */
export async function listPublicHolidays(db: DbOrTx, tenantId: number, year: number) {
  const taken = new Set((await listDaysOff(db, tenantId, year)).map((d) => d.date));
  return polishPublicHolidays(year).map((h) => ({ ...h, alreadyAdded: taken.has(h.date) }));
}

/**
 * Adds the year's public holidays as days off in one transaction. Dates already present (a holiday
 * added before, or a day off the clinic named itself) are skipped, so a second import adds nothing.
 */
export function addPublicHolidays(db: DbOrTx, tenantId: number, year: number) {
  return db.transaction(async (tx) => {
    const holidays = polishPublicHolidays(year);
    const added = await tx
      .insert(clinicDaysOff)
      .values(holidays.map((h) => ({ tenantId, date: h.date, description: h.name })))
      .onConflictDoNothing({ target: [clinicDaysOff.tenantId, clinicDaysOff.date] })
      .returning(columns);
    added.sort((a, b) => a.date.localeCompare(b.date));
    return { added, skipped: holidays.length - added.length };
  });
}
