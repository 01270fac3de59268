import { and, asc, eq, gt, lt, ne, sql, type Column } from 'drizzle-orm';
import {
  addDays,
  calendarTimeScale,
  clinicDateTime,
  clinicInstant,
  DEFAULT_TIME_ZONE,
  freeSlots,
  VisitStatus,
} from '@wizytownik/domain';
import {
  FREE_SLOTS_HORIZON_DAYS,
  type FreeSchedulesOutput,
  type GetTherapistFreeSchedulesInput,
} from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { calendarScope, type Caller } from '../visits/visit-access.ts';
import { loadClinicTime, workingIntervalsOf } from '../visits/visit-schedule.ts';
import { visits } from '../visits/visits.tables.ts';
import { SchedulingErrors } from './scheduling.errors.ts';

const epochMs = (column: Column) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

export type FreeSchedulesInput = z.output<typeof GetTherapistFreeSchedulesInput>;

export interface SchedulingDeps {
  readonly db: DbOrTx;
  readonly clock: Clock;
}

/**
 * The slot picker's page (spec 000 §2.1, §3): the first `ileDat` clinic dates with a free slot of the
 * therapist from `startDate` on. A slot starts on the calendar's grid (calendarTimeScale, counted from
 * the clinic's midnight), lasts the chosen visit type's length (the therapist's default visit time
 * when they have no active types, one grid step when that is unset too), lies wholly in working time
 * (schedule, breaks, leave, quick breaks, clinic days off, additional open days) and overlaps no active
 * visit of the therapist (every status but cancelled, as the no-overlap constraint counts them); it
 * never starts in the past. One call searches FREE_SLOTS_HORIZON_DAYS clinic days from the first day
 * searched: a past `startDate` searches from today (`passedDate`), and `hidePreviousDate` says there is
 * nothing earlier than the first day searched.
 */
export async function therapistFreeSchedules(
  deps: SchedulingDeps,
  caller: Caller,
  input: FreeSchedulesInput,
): Promise<FreeSchedulesOutput> {
  const { db } = deps;
  const tenantId = caller.tenantId;
  const scope = await calendarScope(db, caller);
  if (!scope.all && scope.therapistId !== input.therapistId) throw SchedulingErrors.calendarForbidden();

  // The therapist with the clinic's calendar grid in one statement.
  const [therapist] = await db
    .select({ id: therapists.id, visitTime: therapists.visitTime, scale: companySettings.calendarTimeScale })
    .from(therapists)
    .leftJoin(companySettings, eq(companySettings.tenantId, therapists.tenantId))
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, input.therapistId)));
  if (!therapist) throw SchedulingErrors.freeSlotsFailed();

  const types = await db
    .select({
      id: therapistVisitTypes.id,
      nazwa: therapistVisitTypes.nazwa,
      length: therapistVisitTypes.dlugoscWizyty,
    })
    .from(therapistVisitTypes)
    .where(
      and(
        eq(therapistVisitTypes.tenantId, tenantId),
        eq(therapistVisitTypes.therapistId, therapist.id),
        eq(therapistVisitTypes.aktywna, true),
      ),
    )
    .orderBy(asc(therapistVisitTypes.nazwa), asc(therapistVisitTypes.id));
  const chosen = input.typWizyty ? types.find((t) => t.id === input.typWizyty) : types[0];
  if (input.typWizyty && !chosen) throw SchedulingErrors.freeSlotsFailed();

  const step = calendarTimeScale(therapist.scale ?? 0);
  const length =
    chosen?.length ?? (therapist.visitTime && therapist.visitTime > 0 ? therapist.visitTime : step);

  const now = deps.clock.now();
  const today = clinicDateTime(now).date;
  const from = input.startDate < today ? today : input.startDate;
  const to = addDays(from, FREE_SLOTS_HORIZON_DAYS - 1);

  const time = await loadClinicTime(db, tenantId, [therapist.id], from, to);
  // Instants as epoch milliseconds: a busy therapist's 60 days are hundreds of rows, read as numbers.
  const rows = await db
    .select({ start: epochMs(visits.startTime), end: epochMs(visits.endTime) })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        eq(visits.therapistId, therapist.id),
        ne(visits.status, VisitStatus.Cancelled),
        lt(visits.startTime, clinicInstant(addDays(to, 1), '00:00')),
        gt(visits.endTime, clinicInstant(from, '00:00')),
      ),
    )
    .orderBy(asc(visits.startTime));
  const busy = rows.map((r) => ({ start: new Date(Number(r.start)), end: new Date(Number(r.end)) }));

  const found = freeSlots({
    from,
    to,
    working: workingIntervalsOf(time, therapist.id),
    busy,
    lengthMinutes: length,
    stepMinutes: step,
    now,
    dates: input.ileDat,
    timeZone: DEFAULT_TIME_ZONE,
  });
  return {
    freeSchedules: found.dates.map((d) => ({
      date: d.date,
      hours: d.hours.map((h) => ({
        hour: h.hour,
        startDate: h.start.toISOString(),
        endDate: h.end.toISOString(),
      })),
    })),
    hasMoreDates: found.hasMore,
    typyWizyt: types.map((t) => ({ id: t.id, nazwa: t.nazwa })),
    wybranyTyp: chosen?.id ?? null,
    dlugoscWizyty: length,
    hidePreviousDate: input.startDate <= today,
    passedDate: input.startDate < today,
  };
}
