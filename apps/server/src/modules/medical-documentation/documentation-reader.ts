import { and, asc, eq, inArray } from 'drizzle-orm';
import { visitStatusLabel, type VisitStatus } from '@wizytownik/domain';
import type { MedicalDocumentationInput } from '@wizytownik/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { appError } from '../../platform/errors.ts';
import { agreementData } from '../attachments/agreements.service.ts';
import { requirePatientRow } from '../patients/patients.queries.ts';
import { therapists } from '../therapists/therapists.tables.ts';
import { historyScope, narrowTherapist, type Caller } from '../visits/visit-access.ts';
import { fullName } from '../visits/sql-fields.ts';
import { therapistUsers } from '../visits/visits.queries.ts';
import { visits } from '../visits/visits.tables.ts';
import type { MedicalDocumentation } from './documentation.ts';
import { readCourses } from '../visit-course/visit-course.reader.ts';

export interface ReaderDeps {
  readonly db: DbOrTx;
  readonly clock: Clock;
}

/**
 * The one place the documentation's data is gathered: the patient (with guardian and clinic, as the
 * agreement tags name them), and the chosen visits of that patient — date, therapist, status, notes
 * and course — from the earliest. The caller sees what its visit history shows (all visits, or with
 * My calendar alone its own): a visit it may not see, of another patient or another clinic, is
 * refused as not found, and so is the whole request.
 */
export async function loadMedicalDocumentation(
  { db, clock }: ReaderDeps,
  caller: Caller,
  input: z.output<typeof MedicalDocumentationInput>,
): Promise<MedicalDocumentation> {
  const { tenantId } = caller;
  const therapistId = narrowTherapist(await historyScope(db, caller));
  const client = await requirePatientRow(db, tenantId, input.clientId);
  const rows = await db
    .select({
      id: visits.id,
      startTime: visits.startTime,
      endTime: visits.endTime,
      status: visits.status,
      statusSubtype: visits.statusSubtype,
      notes: visits.notes,
      therapistName: fullName(therapistUsers),
    })
    .from(visits)
    .innerJoin(therapists, eq(therapists.id, visits.therapistId))
    .innerJoin(therapistUsers, eq(therapistUsers.id, therapists.userId))
    .where(
      and(
        eq(visits.tenantId, tenantId),
        eq(visits.clientId, client.id),
        inArray(visits.id, input.visitIds),
        therapistId === undefined ? undefined : eq(visits.therapistId, therapistId),
      ),
    )
    .orderBy(asc(visits.startTime), asc(visits.id));
  if (rows.length !== input.visitIds.length) throw appError('visit.notFound');

  const now = clock.now();
  const [header, courses] = await Promise.all([
    agreementData(db, tenantId, client, now),
    readCourses(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    header,
    visits: rows.map((r) => ({
      id: r.id,
      startTime: r.startTime,
      endTime: r.endTime,
      therapistName: r.therapistName,
      statusLabel: visitStatusLabel(
        { status: r.status as VisitStatus, statusSubtype: r.statusSubtype, startTime: r.startTime },
        { history: true, now },
      ),
      notes: r.notes,
      ...courses(r.id),
    })),
  };
}
