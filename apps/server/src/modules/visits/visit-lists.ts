import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, type SQL } from 'drizzle-orm';
import { addDays, clinicDateTime, clinicInstant, VisitStatus } from '@wizytownik/domain';
import type { ListPaginatedVisitsInput, SideListItem, VisitSearchItem } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import type { Caller } from './visit-access.ts';
import { MAX_VISIT_SPAN_MS } from './calendar-therapists.ts';
import { fullName } from './sql-fields.ts';
import { readableVisits } from './visit-outposts.ts';
import { therapistUsers } from './visits.queries.ts';
import { visits } from './visits.tables.ts';

export interface ListDeps {
  readonly db: DbOrTx;
  readonly clock: Clock;
}

const notCancelled = ne(visits.status, VisitStatus.Cancelled);
const ago = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

/** The visits with patient and therapist. */
function visitRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: visits.id,
      clientName: fullName(clients),
      therapistName: fullName(therapistUsers),
      therapistColor: therapists.color,
      startTime: visits.startTime,
      endTime: visits.endTime,
      status: visits.status,
      statusSubtype: visits.statusSubtype,
    })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(where);
}

const iso = <T extends { startTime: Date; endTime: Date }>(r: T) => ({
  ...r,
  startTime: r.startTime.toISOString(),
  endTime: r.endTime.toISOString(),
});

const sideItem = (r: {
  id: number;
  therapistColor: string | null;
  therapistName: string;
  clientName: string;
  startTime: Date;
  endTime: Date;
}): SideListItem => ({
  id: r.id,
  therapistColor: r.therapistColor,
  therapistName: r.therapistName,
  clientName: r.clientName,
  startTime: r.startTime.toISOString(),
  endTime: r.endTime.toISOString(),
});

/** 'startTime desc' (any case) sorts newest first; anything else by start ascending. */
export const isDescending = (sorting?: string) => /^\s*starttime\s+desc\s*$/i.test(sorting ?? '');

/**
 * The visit search popup (§2.1): by patient and therapist, and either only upcoming visits (the dates
 * are then ignored) or clinic dates, both days included; by start, paged.
 */
export async function searchVisits(
  { db, clock }: ListDeps,
  caller: Caller,
  input: z.output<typeof ListPaginatedVisitsInput>,
): Promise<{ items: VisitSearchItem[]; totalCount: number }> {
  const upcoming = input.showOnlyIncommingVisits === true;
  const where = and(
    await readableVisits(db, caller, input.therapistID),
    input.clientID === undefined ? undefined : eq(visits.clientId, input.clientID),
    upcoming ? gte(visits.startTime, clock.now()) : undefined,
    !upcoming && input.startDate ? gte(visits.startTime, clinicInstant(input.startDate, '00:00')) : undefined,
    !upcoming && input.endDate
      ? lt(visits.startTime, clinicInstant(addDays(input.endDate, 1), '00:00'))
      : undefined,
  );
  const order = isDescending(input.Sorting) ? desc : asc;
  const rows = await visitRows(db, where)
    .orderBy(order(visits.startTime), order(visits.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db.select({ n: count() }).from(visits).where(where);
  return {
    items: rows.map(({ therapistColor: _, ...r }) => iso(r)),
    totalCount: total?.n ?? 0,
  };
}

async function sideList(deps: ListDeps, caller: Caller, where: (now: Date) => SQL | undefined) {
  return and(await readableVisits(deps.db, caller), notCancelled, where(deps.clock.now()));
}

/** The next `cnt` visits from now that are not cancelled (§2.1 side list, 8 by default). */
export async function nearVisits(
  deps: ListDeps,
  caller: Caller,
  cnt: number,
): Promise<{ items: SideListItem[] }> {
  const where = await sideList(deps, caller, (now) => gte(visits.startTime, now));
  const rows = await visitRows(deps.db, where).orderBy(asc(visits.startTime), asc(visits.id)).limit(cnt);
  return { items: rows.map(sideItem) };
}

/** Visits in progress now (started, not yet ended), not cancelled. */
export async function currentVisits(deps: ListDeps, caller: Caller): Promise<{ items: SideListItem[] }> {
  const where = await sideList(deps, caller, (now) =>
    and(
      lte(visits.startTime, now),
      gte(visits.startTime, ago(now, MAX_VISIT_SPAN_MS)),
      gt(visits.endTime, now),
    ),
  );
  const rows = await visitRows(deps.db, where).orderBy(asc(visits.startTime), asc(visits.id));
  return { items: rows.map(sideItem) };
}

/** Visits that ended earlier today in the clinic's zone, not cancelled; the latest first. */
export async function pastVisits(deps: ListDeps, caller: Caller): Promise<{ items: SideListItem[] }> {
  const where = await sideList(deps, caller, (now) => {
    const today = clinicInstant(clinicDateTime(now).date, '00:00');
    return and(
      lt(visits.startTime, now),
      gte(visits.startTime, ago(today, MAX_VISIT_SPAN_MS)),
      gte(visits.endTime, today),
      lte(visits.endTime, now),
    );
  });
  const rows = await visitRows(deps.db, where).orderBy(desc(visits.endTime), desc(visits.id));
  return { items: rows.map(sideItem) };
}
