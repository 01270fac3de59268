import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { addDays, calendarBlocks, clinicInstant, VisitStatus, type CalendarBlock } from '@wizytownik/domain';
import type {
  CalendarItem,
  CalendarTherapist,
  ListVisitsOutput,
  WorkingInterval,
} from '@wizytownik/contracts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { companySettings } from '../company-settings/company-settings.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { calendarScope, narrowTherapist, type Caller } from './visit-access.ts';
import { loadClinicTime, workingIntervalsOf } from './visit-schedule.ts';
import { calendarTherapists, overlapping } from './calendar-therapists.ts';
import { fullName } from './full-name.ts';
import { VisitErrors } from './visits.errors.ts';
import { visits } from './visits.tables.ts';

export interface ListVisitsFilter {
  /** "YYYY-MM-DD", both days included, in the clinic's zone. */
  readonly startDate: string;
  readonly endDate: string;
  readonly przerwy_urlopy?: boolean;
  readonly placowkaId?: number;
  readonly therapistGroupId?: number;
  readonly therapistID?: number;
}

/** The most days one calendar request may span (a month view shows six weeks). */
export const MAX_CALENDAR_DAYS = 62;

export interface CalendarVisitsParams {
  readonly tenantId: number;
  /** [from, to): the visits overlapping it. */
  readonly from: Date;
  readonly to: Date;
  /** The visible columns; the visits of other therapists are not read. */
  readonly therapistIds: readonly number[];
  /** Company setting leaveCancelledVisitInCalendar off: cancelled visits stay off the calendar. */
  readonly hideCancelled: boolean;
}

/**
 * The calendar's visit query: one indexed query (visits by tenant and start, joined to their patients).
 * Exported so the benchmark can time exactly this SQL (`.toSQL()`) against the whole call.
 */
export function calendarVisitsQuery(db: DbOrTx, p: CalendarVisitsParams) {
  return db
    .select({
      id: visits.id,
      clientName: fullName(clients),
      therapistID: visits.therapistId,
      startTime: visits.startTime,
      endTime: visits.endTime,
      status: visits.status,
      statusSubtype: visits.statusSubtype,
      notes: visits.notes,
      pacjent_obecny: visits.patientPresent,
    })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .where(
      and(
        eq(visits.tenantId, p.tenantId),
        overlapping(p.from, p.to),
        inArray(visits.therapistId, [...p.therapistIds]),
        p.hideCancelled ? ne(visits.status, VisitStatus.Cancelled) : undefined,
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
}

async function showsCancelledVisits(db: DbOrTx, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ show: companySettings.leaveCancelledVisitInCalendar })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row?.show ?? false;
}

function blockItem(block: CalendarBlock, index: number, column?: CalendarTherapist): CalendarItem {
  return {
    id: -(index + 1),
    clientName: '',
    therapistName: column?.name ?? '',
    therapistID: block.therapistId,
    therapistColor: column?.color ?? null,
    startTime: block.start.toISOString(),
    endTime: block.end.toISOString(),
    status: VisitStatus.New,
    statusSubtype: 0,
    notes: null,
    pacjent_obecny: false,
    payuPaid: false,
    normalPaid: false,
    isBlock: true,
    blockKind: block.kind,
    blockDescription: block.description,
    allDay: block.allDay,
  };
}

/**
 * The calendar between two clinic dates: the visible therapist columns, their visits, their working
 * intervals and, with `przerwy_urlopy`, the block entries (breaks, leave, quick breaks, days off).
 */
export async function listVisits(
  db: Db,
  caller: Caller,
  filter: ListVisitsFilter,
): Promise<ListVisitsOutput> {
  if (filter.endDate < filter.startDate) throw VisitErrors.badDateRange();
  if (addDays(filter.startDate, MAX_CALENDAR_DAYS) <= filter.endDate) throw VisitErrors.dateRangeTooLong();
  const scope = await calendarScope(db, caller);
  const from = clinicInstant(filter.startDate, '00:00');
  const to = clinicInstant(addDays(filter.endDate, 1), '00:00');
  // Independent reads run side by side (a pool on PostgreSQL; the embedded database queues them).
  const [columns, showCancelled] = await Promise.all([
    calendarTherapists(db, {
      tenantId: caller.tenantId,
      from,
      to,
      therapistId: narrowTherapist(scope, filter.therapistID),
      groupId: filter.therapistGroupId,
      outpostId: filter.placowkaId,
    }),
    showsCancelledVisits(db, caller.tenantId),
  ]);
  const byId = new Map(columns.map((c) => [c.therapistID, c]));
  const therapistIds = columns.map((c) => c.therapistID);
  const params = { tenantId: caller.tenantId, from, to, therapistIds, hideCancelled: !showCancelled };
  const [rows, time] = await Promise.all([
    therapistIds.length ? calendarVisitsQuery(db, params) : [],
    loadClinicTime(db, caller.tenantId, therapistIds, filter.startDate, filter.endDate),
  ]);

  // Every field written out, in the contract's order: `{ ...row, more }` costs V8 a slow copy per item
  // (~20 ms for a week of 2,700 visits, and the copies then check and encode at half speed).
  const items: CalendarItem[] = rows.map((r) => {
    const column = byId.get(r.therapistID);
    return {
      id: r.id,
      clientName: r.clientName,
      therapistName: column?.name ?? '',
      therapistID: r.therapistID,
      therapistColor: column?.color ?? null,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      status: r.status,
      statusSubtype: r.statusSubtype,
      notes: r.notes,
      pacjent_obecny: r.pacjent_obecny,
      payuPaid: false,
      normalPaid: false,
      isBlock: false,
      blockKind: null,
      blockDescription: null,
      allDay: false,
    };
  });
  if (filter.przerwy_urlopy) {
    const blocks = calendarBlocks({
      from: filter.startDate,
      to: filter.endDate,
      therapists: [...time.therapists].map(([therapistId, t]) => ({ therapistId, ...t })),
      daysOff: time.daysOff,
    });
    items.push(...blocks.map((b, i) => blockItem(b, i, byId.get(b.therapistId))));
  }
  const workingTime: WorkingInterval[] = therapistIds.flatMap((therapistID) =>
    workingIntervalsOf(time, therapistID).map((i) => ({
      therapistID,
      start: i.start.toISOString(),
      end: i.end.toISOString(),
    })),
  );
  return { items, therapists: columns, workingTime };
}
