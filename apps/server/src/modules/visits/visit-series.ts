import { and, eq, ne, sql } from 'drizzle-orm';
import {
  checkSeries,
  clinicDateTime,
  DEFAULT_TEXTS,
  seriesVisits,
  type RecurrencePeriod,
  type SeriesCheck,
  type SeriesVisit,
  type TimeInterval,
} from '@wizytownik/domain';
import type { RegularVisitCheckResult } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { loadClinicTime, workingIntervalsOf } from './visit-schedule.ts';
import { VisitErrors } from './visits.errors.ts';
import { visits } from './visits.tables.ts';

/** A recurring series as a save or the Verify check asks for it. */
export interface SeriesRequest {
  readonly tenantId: number;
  readonly therapistId: number;
  readonly first: TimeInterval;
  readonly period: RecurrencePeriod;
  /** "YYYY-MM-DD", included. */
  readonly endDate: string;
  readonly statuses?: {
    excludedDates?: string[];
    resolvedExceptions?: { originalDate: string; newDate: string }[];
  } | null;
}

/** Recurring visits need the company setting allowRegularVisits. */
export async function requireRegularVisits(db: DbOrTx, tenantId: number): Promise<void> {
  if (!(await loadSettingsRow(db, tenantId)).allowRegularVisits) throw VisitErrors.regularVisitsDisabled();
}

/**
 * The series after its first visit with reception's decisions applied: dates left out are dropped,
 * moved ones start at their new time and keep the visit's length.
 */
export function plannedVisits(req: SeriesRequest): SeriesVisit[] {
  if (req.endDate < clinicDateTime(req.first.start).date) throw VisitErrors.regularVisitEndBeforeStart();
  const excluded = new Set(req.statuses?.excludedDates ?? []);
  const moved = new Map(
    (req.statuses?.resolvedExceptions ?? []).map((r) => [r.originalDate, new Date(r.newDate)]),
  );
  const length = req.first.end.getTime() - req.first.start.getTime();
  return seriesVisits(req.first, req.endDate, req.period)
    .slice(1)
    .filter((v) => !excluded.has(v.date))
    .map((v) => {
      const start = moved.get(v.date);
      return start ? { date: clinicDateTime(start).date, start, end: new Date(start.getTime() + length) } : v;
    });
}

/** Checks planned visits against the therapist's working time, their active visits and the first one. */
export async function checkPlanned(
  db: DbOrTx,
  req: Pick<SeriesRequest, 'tenantId' | 'therapistId' | 'first'>,
  planned: readonly SeriesVisit[],
): Promise<SeriesCheck> {
  if (planned.length === 0) return { visitDates: [], visitDatesWithException: [] };
  const dates = planned.map((v) => v.date).sort();
  const time = await loadClinicTime(db, req.tenantId, [req.therapistId], dates[0]!, dates.at(-1)!);
  // Only the visits that overlap a planned one, found through the no-overlap constraint's index
  // (tenant, therapist, time range; every status but cancelled, as the constraint has it): a year of
  // the therapist's visits would otherwise be read for fifty dates.
  const ranges = `{${planned.map((v) => `"[${v.start.toISOString()},${v.end.toISOString()})"`).join(',')}}`;
  const busy = await db
    .select({ start: visits.startTime, end: visits.endTime })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, req.tenantId),
        eq(visits.therapistId, req.therapistId),
        ne(visits.status, 2),
        sql`tstzrange(${visits.startTime}, ${visits.endTime}) && any(${ranges}::tstzrange[])`,
      ),
    );
  return checkSeries(planned, {
    working: workingIntervalsOf(time, req.therapistId),
    busy: [...busy, req.first],
    clinicDaysOff: time.daysOff.map((d) => d.date),
    leaves: time.therapists.get(req.therapistId)?.leaves ?? [],
  });
}

const wireVisit = (v: SeriesVisit) => ({
  visitDate: v.date,
  startTime: v.start.toISOString(),
  endTime: v.end.toISOString(),
});

/** A check as the Verify reply has it, each exception with its Polish reason. */
export const toCheckResult = (check: SeriesCheck): RegularVisitCheckResult => ({
  visitDates: check.visitDates.map(wireVisit),
  visitDatesWithException: check.visitDatesWithException.map((v) => ({
    ...wireVisit(v),
    reason: v.reason,
    exceptionReason: DEFAULT_TEXTS[`visitEditor.seriesReason.${v.reason}`],
  })),
});
