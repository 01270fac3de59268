import { aliasedTable, and, asc, eq, exists, gt, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  clinicDateTime,
  clinicDisplayDate,
  clinicInstant,
  VisitStatus,
  type PermissionName,
} from '@wizytownik/domain';
import type {
  CalendarItem,
  CheckVisitTimeStatusOutput,
  VisitDetails,
  VisitShift,
} from '@wizytownik/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { userOutposts } from '../users/user-outposts.tables.ts';
import { users } from '../users/users.tables.ts';
import { VisitErrors } from './visits.errors.ts';
import { visits, visitShifts } from './visits.tables.ts';

const therapistUsers = aliasedTable(users, 'therapist_users');
const fullName = (t: { name: PgColumn; surname: PgColumn }) => sql<string>`${t.name} || ' ' || ${t.surname}`;

/** "HH:mm-HH:mm" of a visit in the clinic's zone. */
const hours = (start: Date, end: Date) => `${clinicDateTime(start).time}-${clinicDateTime(end).time}`;

async function readShifts(db: DbOrTx, tenantId: number, visitId: number): Promise<VisitShift[]> {
  const rows = await db
    .select({
      creator: fullName(users),
      shiftedAt: visitShifts.shiftedAt,
      oldStart: visitShifts.oldStart,
      oldEnd: visitShifts.oldEnd,
      newStart: visitShifts.newStart,
      newEnd: visitShifts.newEnd,
    })
    .from(visitShifts)
    .leftJoin(users, eq(users.id, visitShifts.shiftedBy))
    .where(and(eq(visitShifts.tenantId, tenantId), eq(visitShifts.visitId, visitId)))
    .orderBy(asc(visitShifts.shiftedAt), asc(visitShifts.id));
  return rows.map((r) => ({
    creator: r.creator,
    shiftDate: r.shiftedAt.toISOString(),
    oldDate: clinicDisplayDate(r.oldStart),
    oldHours: hours(r.oldStart, r.oldEnd),
    currentDate: clinicDisplayDate(r.newStart),
    currentHours: hours(r.newStart, r.newEnd),
  }));
}

/** One visit of the caller's clinic with its patient and date changes; another clinic's is unknown. */
export async function getVisitDetails(db: DbOrTx, tenantId: number, id: number): Promise<VisitDetails> {
  const [row] = await db
    .select({ visit: visits, client: clients })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .where(and(eq(visits.tenantId, tenantId), eq(visits.id, id)));
  if (!row) throw VisitErrors.unknownVisit();
  const { visit: v, client: c } = row;
  return {
    id: v.id,
    startTime: v.startTime.toISOString(),
    endTime: v.endTime.toISOString(),
    clientId: v.clientId,
    client: {
      id: c.id,
      name: c.name,
      surname: c.surname,
      pesel: c.pesel,
      phone: c.phone,
      description: c.description,
    },
    therapistId: v.therapistId,
    roomId: v.roomId,
    additionalOutpostId: v.outpostId,
    organizationalUnitId: v.organizationalUnitId,
    typWizytyTerapeutyId: v.visitTypeId,
    status: v.status,
    statusSubtype: v.statusSubtype,
    cancelReason: v.cancelReason,
    notes: v.notes,
    notesForReception: v.notesForReception,
    obecny: v.patientPresent,
    nie_wysylaj_sms: v.doNotSendSms,
    visitShifts: await readShifts(db, tenantId, v.id),
  };
}

export interface ListVisitsFilter {
  /** "YYYY-MM-DD", both days included, in the clinic's zone. */
  readonly startDate: string;
  readonly endDate: string;
  readonly placowkaId?: number;
  readonly therapistGroupId?: number;
  readonly therapistID?: number;
}

const CALENDAR: PermissionName = 'Wizytownik_Wizyty';
const MY_CALENDAR: PermissionName = 'Wizytownik_Moj_Kalendarz';

/**
 * The therapist whose visits the caller may list: the calendar permission sees everyone; My calendar
 * alone sees only the caller's own therapist row, whatever id was sent.
 */
async function visibleTherapist(
  db: DbOrTx,
  ctx: Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>,
  requested: number | undefined,
): Promise<number | undefined> {
  if (ctx.permissions.has(CALENDAR)) return requested;
  if (!ctx.permissions.has(MY_CALENDAR)) throw VisitErrors.calendarForbidden();
  const [own] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.tenantId, ctx.tenantId), eq(therapists.userId, ctx.userId)));
  if (!own) throw VisitErrors.calendarForbidden();
  return own.id;
}

/** A therapist works in an outpost when the user lists it, or lists none (then in all). */
function worksInOutpost(db: DbOrTx, outpostId: number): SQL {
  const listed = (extra?: SQL) =>
    db
      .select({ x: sql`1` })
      .from(userOutposts)
      .where(and(eq(userOutposts.userId, therapists.userId), extra));
  return or(notExists(listed()), exists(listed(eq(userOutposts.outpostId, outpostId))))!;
}

/** The calendar's visits between two clinic dates (cancelled ones too: the calendar shows them faded). */
export async function listVisits(
  db: DbOrTx,
  ctx: Pick<AuthContext, 'tenantId' | 'userId' | 'permissions'>,
  filter: ListVisitsFilter,
): Promise<{ items: CalendarItem[] }> {
  const therapistId = await visibleTherapist(db, ctx, filter.therapistID);
  const from = clinicInstant(filter.startDate, '00:00');
  const to = clinicInstant(addDays(filter.endDate, 1), '00:00');
  const rows = await db
    .select({
      id: visits.id,
      clientName: fullName(clients),
      therapistName: fullName(therapistUsers),
      therapistID: visits.therapistId,
      therapistColor: therapists.color,
      startTime: visits.startTime,
      endTime: visits.endTime,
      status: visits.status,
      statusSubtype: visits.statusSubtype,
      notes: visits.notes,
      pacjent_obecny: visits.patientPresent,
    })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(
      and(
        eq(visits.tenantId, ctx.tenantId),
        lt(visits.startTime, to),
        gt(visits.endTime, from),
        therapistId === undefined ? undefined : eq(visits.therapistId, therapistId),
        filter.therapistGroupId === undefined ? undefined : eq(therapists.groupId, filter.therapistGroupId),
        filter.placowkaId === undefined ? undefined : worksInOutpost(db, filter.placowkaId),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
  return {
    items: rows.map((r) => ({
      ...r,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      isBlock: false,
      blockDescription: null,
    })),
  };
}

/**
 * Therapists, rooms and patients holding an active visit that overlaps the range; the visit being
 * edited is left out.
 */
export async function checkVisitTimeStatus(
  db: DbOrTx,
  tenantId: number,
  input: { dateStart: string; dateEnd: string; visit_id?: number | null },
): Promise<CheckVisitTimeStatusOutput> {
  const rows = await db
    .selectDistinct({ therapistId: visits.therapistId, roomId: visits.roomId, clientId: visits.clientId })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        ne(visits.status, VisitStatus.Cancelled),
        lt(visits.startTime, new Date(input.dateEnd)),
        gt(visits.endTime, new Date(input.dateStart)),
        input.visit_id ? ne(visits.id, input.visit_id) : undefined,
      ),
    );
  const unique = (ids: (number | null)[]) =>
    [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return {
    therapistCheck: unique(rows.map((r) => r.therapistId)).map((therapistId) => ({
      therapistId,
      type: 'visit' as const,
    })),
    roomCheck: unique(rows.map((r) => r.roomId)),
    clientCheck: unique(rows.map((r) => r.clientId)),
  };
}
