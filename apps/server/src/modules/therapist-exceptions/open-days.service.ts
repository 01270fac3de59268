import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type {
  AddAdditionalOpenDayInput,
  AdditionalOpenDay,
  GetAdditionalOpenDaysInput,
  UpdateAdditionalOpenDayInput,
} from '@wizytownik/contracts';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { checkOutpost, outpostRestriction } from '../company-settings/outposts.service.ts';
import { worksInOutpost } from '../therapists/therapist-outposts.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { hhmm, offsetOf, requireTherapist } from './therapist-exceptions.access.ts';
import { TherapistExceptionErrors } from './therapist-exceptions.errors.ts';
import { therapistOpenDays } from './therapist-exceptions.tables.ts';

type Row = typeof therapistOpenDays.$inferSelect;
type OpenDayFields = { start: string; end: string; timeStart: string; timeEnd: string };

const toOpenDay = (r: Row): AdditionalOpenDay => ({
  id: r.id,
  therapistID: r.therapistId,
  start: r.startDate,
  end: r.endDate,
  timeStart: hhmm(r.timeStart),
  timeEnd: hhmm(r.timeEnd),
});

const columns = (input: OpenDayFields) => ({
  startDate: input.start,
  endDate: input.end,
  timeStart: input.timeStart,
  timeEnd: input.timeEnd,
});

export async function getAdditionalOpenDays(
  db: DbOrTx,
  tenantId: number,
  input: GetAdditionalOpenDaysInput,
): Promise<{ totalCount: number; items: AdditionalOpenDay[] }> {
  await requireTherapist(db, tenantId, input.therapistid);
  const where = and(
    eq(therapistOpenDays.tenantId, tenantId),
    eq(therapistOpenDays.therapistId, input.therapistid),
  );
  const order = input.sorting === 'start asc' ? asc : desc;
  const [total] = await db.select({ n: count() }).from(therapistOpenDays).where(where);
  const rows = await db
    .select()
    .from(therapistOpenDays)
    .where(where)
    .orderBy(order(therapistOpenDays.startDate), order(therapistOpenDays.id))
    .limit(input.limit)
    .offset(offsetOf(input));
  return { totalCount: total?.n ?? 0, items: rows.map(toOpenDay) };
}

/**
 * The calendar's view: open days of the clinic's active therapists that touch the given dates, of the
 * therapists working in the outpost asked for or, for a user restricted to some outposts, in one of them.
 */
export async function getCalendarAdditionalOpenDays(
  db: DbOrTx,
  user: Pick<AuthContext, 'tenantId' | 'userId'>,
  range: { start: string; end: string; placowkaId?: number | undefined },
): Promise<{ items: AdditionalOpenDay[] }> {
  const { tenantId } = user;
  const restriction = await outpostRestriction(db, user);
  checkOutpost(restriction, range.placowkaId);
  const outposts = range.placowkaId === undefined ? restriction : [range.placowkaId];
  const rows = await db
    .select({ day: therapistOpenDays })
    .from(therapistOpenDays)
    .innerJoin(therapists, eq(therapists.id, therapistOpenDays.therapistId))
    .where(
      and(
        eq(therapistOpenDays.tenantId, tenantId),
        eq(therapists.isActive, true),
        lte(therapistOpenDays.startDate, range.end),
        gte(therapistOpenDays.endDate, range.start),
        outposts === undefined ? undefined : worksInOutpost(db, outposts),
      ),
    )
    .orderBy(asc(therapistOpenDays.startDate), asc(therapistOpenDays.id));
  return { items: rows.map((r) => toOpenDay(r.day)) };
}

export async function addAdditionalOpenDay(
  db: DbOrTx,
  tenantId: number,
  input: AddAdditionalOpenDayInput,
): Promise<AdditionalOpenDay> {
  await requireTherapist(db, tenantId, input.therapistID);
  const [row] = await db
    .insert(therapistOpenDays)
    .values({ tenantId, therapistId: input.therapistID, ...columns(input) })
    .returning();
  if (!row) throw new Error('open day insert returned nothing');
  return toOpenDay(row);
}

export async function updateAdditionalOpenDay(
  db: DbOrTx,
  tenantId: number,
  input: UpdateAdditionalOpenDayInput,
): Promise<AdditionalOpenDay> {
  const [row] = await db
    .update(therapistOpenDays)
    .set(columns(input))
    .where(and(eq(therapistOpenDays.tenantId, tenantId), eq(therapistOpenDays.id, input.id)))
    .returning();
  if (!row) throw TherapistExceptionErrors.unknownOpenDay();
  return toOpenDay(row);
}

export async function deleteAdditionalOpenDay(db: DbOrTx, tenantId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(therapistOpenDays)
    .where(and(eq(therapistOpenDays.tenantId, tenantId), eq(therapistOpenDays.id, id)))
    .returning({ id: therapistOpenDays.id });
  if (deleted.length === 0) throw TherapistExceptionErrors.unknownOpenDay();
  return null;
}
