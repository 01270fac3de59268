import { and, count, desc, eq, gte, ilike, isNull, lt, or } from 'drizzle-orm';
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
import { historyScope, narrowTherapist, type Caller } from './visit-access.ts';
import type { ListDeps } from './visit-lists.ts';
import { VisitErrors } from './visits.errors.ts';
import { fullName } from './sql-fields.ts';
import { creatorName, therapistUsers } from './visits.queries.ts';
import { visits } from './visits.tables.ts';
import { escapeLike } from '../../platform/db/like.ts';

/**
 * A patient's visit history (§2.6, editor tab 'Historia wizyt', patient tab 3): dates, status with the
 * 4–7 mapping, closed only, a keyword in the notes or the therapist's name; newest first, paged.
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
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  const [total] = await db
    .select({ n: count() })
    .from(visits)
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(where);
  const now = clock.now();
  return {
    items: rows.map((r) => ({
      ...r,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      statusLabel: visitStatusLabel(
        { status: r.status as Status, statusSubtype: r.statusSubtype, startTime: r.startTime },
        { history: true, now },
      ),
    })),
    totalCount: total?.n ?? 0,
  };
}
