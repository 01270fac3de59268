import { aliasedTable, and, count, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import {
  addDays,
  clinicInstant,
  historyRequestFilter,
  visitStatusLabel,
  type VisitStatus as Status,
} from '@wizytownik/domain';
import type { ListVisitHistoryInput, VisitHistoryItem } from '@wizytownik/contracts';
import type { z } from 'zod';
import { clients } from '../patients/patients.tables.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { orderedTreatments, treatments, treatmentSubtypes } from '../treatments/treatments.tables.ts';
import { users } from '../users/users.tables.ts';
import { historyScope, narrowTherapist, type Caller } from './visit-access.ts';
import type { ListDeps } from './visit-lists.ts';
import { VisitErrors } from './visits.errors.ts';
import { fullName } from './sql-fields.ts';
import { creatorName, therapistUsers } from './visits.queries.ts';
import { visits } from './visits.tables.ts';
import { escapeLike } from '../../platform/db/like.ts';

/**
 * A patient's visit history (§2.6, editor tab 'Historia wizyt', patient tab 3): dates, status with the
 * 4–7 mapping, closed only, a keyword in the notes or the therapist's name; newest first, paged. The
 * patient's ordered treatments (physiotherapy) are rows of it too, marked with `zlecenie`.
 */
export async function listVisitHistory(
  { db, clock }: ListDeps,
  caller: Caller,
  input: z.output<typeof ListVisitHistoryInput>,
): Promise<{ items: VisitHistoryItem[]; totalCount: number }> {
  const scope = await historyScope(db, caller);
  const therapistId = narrowTherapist(scope);
  const [patient] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.tenantId, caller.tenantId), eq(clients.id, input.clientID), isNull(clients.deletedAt)),
    );
  if (!patient) throw VisitErrors.patientNotFound();

  const { status, statusSubtype } = historyRequestFilter(input);
  const keyword = input.Keyword ? `%${escapeLike(input.Keyword)}%` : undefined;
  const where = and(
    eq(visits.tenantId, caller.tenantId),
    eq(visits.clientId, input.clientID),
    therapistId === undefined ? undefined : eq(visits.therapistId, therapistId),
    input.startDate ? gte(visits.startTime, clinicInstant(input.startDate, '00:00')) : undefined,
    input.endDate ? lt(visits.startTime, clinicInstant(addDays(input.endDate, 1), '00:00')) : undefined,
    status === undefined ? undefined : eq(visits.status, status),
    statusSubtype === undefined ? undefined : eq(visits.statusSubtype, statusSubtype),
    keyword ? or(ilike(visits.notes, keyword), ilike(fullName(therapistUsers), keyword)) : undefined,
  );
  const rows = await db
    .select({
      id: visits.id,
      startTime: visits.startTime,
      endTime: visits.endTime,
      therapistName: fullName(therapistUsers),
      status: visits.status,
      statusSubtype: visits.statusSubtype,
      notes: visits.notes,
      createdBy: creatorName,
    })
    .from(visits)
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(where)
    .orderBy(desc(visits.startTime), desc(visits.id))
    // Merged with the ordered treatments below: the first rows of each list make the page.
    .limit(input.SkipCount + input.MaxResultCount);
  const [total] = await db
    .select({ n: count() })
    .from(visits)
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(where);
  const ordered = await orderedTreatmentRows(db, caller.tenantId, input, therapistId);
  const now = clock.now();
  const merged = [...rows.map((r) => ({ ...r, zlecenie: undefined })), ...ordered.rows]
    .sort(newestFirst)
    .slice(input.SkipCount, input.SkipCount + input.MaxResultCount);
  return {
    items: merged.map(({ zlecenie, ...r }) => ({
      ...r,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      statusLabel: visitStatusLabel(
        { status: r.status as Status, statusSubtype: r.statusSubtype, startTime: r.startTime },
        { history: true, now },
      ),
      ...(zlecenie ? { zlecenie } : {}),
    })),
    totalCount: (total?.n ?? 0) + ordered.total,
  };
}

interface HistoryRow {
  readonly id: number;
  readonly startTime: Date;
  readonly zlecenie?: { readonly id: number } | undefined;
}

/**
 * The history's one order: newest first; at one start a visit before an ordered treatment; then by
 * id, newest first. Each list comes sorted so, so merging them pages the union consistently.
 */
function newestFirst(a: HistoryRow, b: HistoryRow): number {
  const byStart = b.startTime.getTime() - a.startTime.getTime();
  if (byStart) return byStart;
  if (!a.zlecenie !== !b.zlecenie) return a.zlecenie ? 1 : -1;
  return (b.zlecenie?.id ?? b.id) - (a.zlecenie?.id ?? a.id);
}

const ordererUsers = aliasedTable(users, 'orderer_users');

interface OrderedRow {
  readonly id: number;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly therapistName: string;
  readonly status: number;
  readonly statusSubtype: number;
  readonly notes: string | null;
  readonly createdBy: string | null;
  readonly orderedId: number;
  readonly nazwaZabiegu: string;
  readonly podtyp: string | null;
}

/**
 * The patient's ordered treatments (physiotherapy) for the history, under the same filters: dates
 * on their own start; the therapist, status and keyword of the visit that ordered them (the keyword
 * also in the treatment's name). The first SkipCount + MaxResultCount rows, newest first, and how
 * many there are.
 */
async function orderedTreatmentRows(
  db: ListDeps['db'],
  tenantId: number,
  input: z.output<typeof ListVisitHistoryInput>,
  therapistId: number | undefined,
) {
  const { status, statusSubtype } = historyRequestFilter(input);
  const keyword = input.Keyword ? `%${escapeLike(input.Keyword)}%` : undefined;
  const o = orderedTreatments;
  const where = and(
    eq(o.tenantId, tenantId),
    eq(o.clientId, input.clientID),
    therapistId === undefined ? undefined : eq(visits.therapistId, therapistId),
    input.startDate ? gte(o.startTime, clinicInstant(input.startDate, '00:00')) : undefined,
    input.endDate ? lt(o.startTime, clinicInstant(addDays(input.endDate, 1), '00:00')) : undefined,
    status === undefined ? undefined : eq(visits.status, status),
    statusSubtype === undefined ? undefined : eq(visits.statusSubtype, statusSubtype),
    keyword ? or(ilike(treatments.name, keyword), ilike(fullName(therapistUsers), keyword)) : undefined,
  );
  const rows: OrderedRow[] = await db
    .select({
      id: o.sourceVisitId,
      startTime: o.startTime,
      endTime: o.endTime,
      therapistName: fullName(therapistUsers),
      status: visits.status,
      statusSubtype: visits.statusSubtype,
      notes: sql<string | null>`null`,
      createdBy: sql<string | null>`${ordererUsers.name} || ' ' || ${ordererUsers.surname}`,
      orderedId: o.id,
      nazwaZabiegu: treatments.name,
      podtyp: treatmentSubtypes.name,
    })
    .from(o)
    .innerJoin(visits, eq(visits.id, o.sourceVisitId))
    .innerJoin(treatments, eq(treatments.id, o.treatmentId))
    .leftJoin(treatmentSubtypes, eq(treatmentSubtypes.id, o.subtypeId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .leftJoin(ordererUsers, eq(ordererUsers.id, o.createdBy))
    .where(where)
    .orderBy(desc(o.startTime), desc(o.id))
    .limit(input.SkipCount + input.MaxResultCount);
  const [total] = await db
    .select({ n: count() })
    .from(o)
    .innerJoin(visits, eq(visits.id, o.sourceVisitId))
    .innerJoin(treatments, eq(treatments.id, o.treatmentId))
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(where);
  return {
    rows: rows.map(({ orderedId, nazwaZabiegu, podtyp, ...r }) => ({
      ...r,
      zlecenie: { id: orderedId, nazwaZabiegu, podtyp },
    })),
    total: total?.n ?? 0,
  };
}
