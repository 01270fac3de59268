import { and, asc, desc, eq, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type {
  AddVisitConditionInput,
  AddVisitProcedureInput,
  TherapistPreviousVisit,
  TherapistVisitDetails,
  UpdateVisitProcessInput,
  VisitCondition,
  VisitCourse,
  VisitProcedure,
} from '@wizytownik/contracts';
import { CONDITION_TYPE_MAIN } from '@wizytownik/contracts';
import {
  errorCatalogMessage,
  peselBirthDate,
  planCourseCopy,
  VisitStatus,
  type PermissionName,
} from '@wizytownik/domain';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { constraintOf } from '../../platform/db/database-errors.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { sanitizeRichText } from '../../platform/security/rich-text.ts';
import { findIcd10Codes, findIcd9Codes, type DictionaryCode } from '../icd/icd.service.ts';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { clients } from '../patients/patients.tables.ts';
import { therapists, therapistVisitTypes } from '../therapists/therapists.tables.ts';
import { users } from '../users/users.tables.ts';
import { ownTherapist, type Caller } from '../visits/visit-access.ts';
import { changeableVisits } from '../visits/visit-outposts.ts';
import { visitTreatmentNames } from '../visits/visit-treatment.ts';
import { fullName } from '../visits/sql-fields.ts';
import { lockVisit, setNotesForReception, type VisitRow } from '../visits/visits.service.ts';
import { visits } from '../visits/visits.tables.ts';
import { VisitCourseErrors } from './visit-course.errors.ts';
import { visitConditions, visitCourses, visitProcedures } from './visit-course.tables.ts';

/*
 * The course of a visit (spec 000 §2.3 'Przebieg wizyty', §2.4, §7.1): texts, procedures (ICD-9-PL)
 * and diagnoses (ICD-10). Changes need Wizytownik_Wizyty_Edycja_Przebiegu (the routes check it); the
 * therapist editor's reads also let the visit's own therapist in. A visit is found among those the
 * caller may change (the clinic's, of the caller's outposts), so another clinic's is not found. A
 * closed visit's course is read-only. Every change is audited with before and after in its transaction.
 */

export interface VisitCourseDeps {
  readonly db: Db;
  readonly clock: Clock;
}

export const EDIT_COURSE: PermissionName = 'Wizytownik_Wizyty_Edycja_Przebiegu';

/** Audit entities: the texts (and copies) of a course by visit id, its procedures and diagnoses by their id. */
export const AUDIT_COURSE = 'visit_course';
export const AUDIT_PROCEDURE = 'visit_procedure';
export const AUDIT_CONDITION = 'visit_condition';

type VisitRef = Pick<VisitRow, 'id' | 'tenantId'>;

interface CourseTexts {
  readonly process: string | null;
  readonly recognition: string | null;
  readonly recommendations: string | null;
}
const TEXT_FIELDS = ['process', 'recognition', 'recommendations'] as const;

/** Stored procedures and diagnoses with whether their code is still in use (a copy leaves retired ones). */
type StoredProcedure = VisitProcedure & { readonly active: boolean };
type StoredCondition = VisitCondition & { readonly active: boolean };

// Reading ---------------------------------------------------------------------------------------

async function textsOf(db: DbOrTx, visit: VisitRef): Promise<CourseTexts> {
  const [row] = await db
    .select({
      process: visitCourses.process,
      recognition: visitCourses.recognition,
      recommendations: visitCourses.recommendations,
    })
    .from(visitCourses)
    .where(and(eq(visitCourses.tenantId, visit.tenantId), eq(visitCourses.visitId, visit.id)));
  return row ?? { process: null, recognition: null, recommendations: null };
}

/** Procedures in the order they were added. */
async function proceduresOf(
  db: DbOrTx,
  tenantId: number,
  visitId: number,
  where?: SQL,
): Promise<StoredProcedure[]> {
  return db
    .select({
      id: visitProcedures.id,
      icd9_code: icd9Codes.code,
      description: visitProcedures.description,
      opis: icd9Codes.description,
      active: icd9Codes.active,
    })
    .from(visitProcedures)
    .innerJoin(icd9Codes, eq(icd9Codes.id, visitProcedures.icd9Id))
    .where(and(eq(visitProcedures.tenantId, tenantId), eq(visitProcedures.visitId, visitId), where))
    .orderBy(asc(visitProcedures.id));
}

/** Diagnoses, the main one first, then in the order they were added. */
async function conditionsOf(
  db: DbOrTx,
  tenantId: number,
  visitId: number,
  where?: SQL,
): Promise<StoredCondition[]> {
  return db
    .select({
      id: visitConditions.id,
      icd10_code: icd10Codes.code,
      description: visitConditions.description,
      type: visitConditions.type,
      opis_icd: icd10Codes.description,
      active: icd10Codes.active,
    })
    .from(visitConditions)
    .innerJoin(icd10Codes, eq(icd10Codes.id, visitConditions.icd10Id))
    .where(and(eq(visitConditions.tenantId, tenantId), eq(visitConditions.visitId, visitId), where))
    .orderBy(asc(visitConditions.type), asc(visitConditions.id));
}

const wireProcedure = ({ active: _, ...p }: StoredProcedure): VisitProcedure => p;
const wireCondition = ({ active: _, ...c }: StoredCondition): VisitCondition => c;

/** A visit's whole course as the audit log and the replies hold it. */
async function snapshot(db: DbOrTx, visit: VisitRef & Pick<VisitRow, 'notesForReception'>) {
  const [texts, procedures, conditions] = await Promise.all([
    textsOf(db, visit),
    proceduresOf(db, visit.tenantId, visit.id),
    conditionsOf(db, visit.tenantId, visit.id),
  ]);
  return {
    ...texts,
    notesForReception: visit.notesForReception,
    procedures: procedures.map(wireProcedure),
    conditions: conditions.map(wireCondition),
  };
}

const isClosed = (visit: Pick<VisitRow, 'status'>) => visit.status === VisitStatus.Closed;

function readOnlyOf(visit: Pick<VisitRow, 'status'>) {
  return isClosed(visit)
    ? { readOnly: true, readOnlyReason: errorCatalogMessage('visitCourse.closed') }
    : { readOnly: false, readOnlyReason: null };
}

async function courseOf(db: DbOrTx, visit: VisitRow): Promise<VisitCourse> {
  return { visitId: visit.id, ...(await snapshot(db, visit)), ...readOnlyOf(visit) };
}

/**
 * A visit whose course the caller may read: one the caller may change (another clinic's is not
 * found), with the course permission or as the visit's own therapist.
 */
async function readableVisit(db: DbOrTx, caller: Caller, id: number): Promise<VisitRow> {
  const [row] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.id, id), await changeableVisits(db, caller)));
  if (!row) throw VisitCourseErrors.unknownVisit();
  if (!caller.permissions.has(EDIT_COURSE) && (await ownTherapist(db, caller)) !== row.therapistId)
    throw VisitCourseErrors.forbidden();
  return row;
}

/** The same patient's latest visit that started before this one, cancelled ones left out. */
async function previousVisitRow(db: DbOrTx, visit: VisitRow): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, visit.tenantId),
        eq(visits.clientId, visit.clientId),
        ne(visits.id, visit.id),
        notInArray(visits.status, [VisitStatus.Cancelled, VisitStatus.CancelledByPatient]),
        or(
          lt(visits.startTime, visit.startTime),
          and(eq(visits.startTime, visit.startTime), lt(visits.id, visit.id)),
        ),
      ),
    )
    .orderBy(desc(visits.startTime), desc(visits.id))
    .limit(1);
  return row;
}

async function therapistName(db: DbOrTx, tenantId: number, therapistId: number): Promise<string> {
  const [row] = await db
    .select({ name: fullName(users) })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(and(eq(therapists.tenantId, tenantId), eq(therapists.id, therapistId)));
  return row?.name ?? '';
}

/** 'Przebieg wizyty' of the general editor (GetVisitProcess). */
export async function getVisitCourse(db: DbOrTx, caller: Caller, visitId: number): Promise<VisitCourse> {
  return courseOf(db, await readableVisit(db, caller, visitId));
}

async function previousVisitOf(db: DbOrTx, visit: VisitRow): Promise<TherapistPreviousVisit | null> {
  const previous = await previousVisitRow(db, visit);
  if (!previous) return null;
  const { notesForReception: _, ...course } = await snapshot(db, previous);
  return {
    id: previous.id,
    startTime: previous.startTime.toISOString(),
    endTime: previous.endTime.toISOString(),
    status: previous.status,
    therapistId: previous.therapistId,
    therapistName: await therapistName(db, visit.tenantId, previous.therapistId),
    ...course,
  };
}

/** GetTherapistPreviousVisit: the patient's previous visit with its course, or null. */
export async function getTherapistPreviousVisit(
  db: DbOrTx,
  caller: Caller,
  visitId: number,
): Promise<TherapistPreviousVisit | null> {
  return previousVisitOf(db, await readableVisit(db, caller, visitId));
}

/** GetTherapistVisitDetails (§3 'Therapist visit details') for the therapist visit editor. */
export async function getTherapistVisitDetails(
  db: DbOrTx,
  caller: Caller,
  visitId: number,
): Promise<TherapistVisitDetails> {
  const visit = await readableVisit(db, caller, visitId);
  const [clientRows, therapist, visitTypes, course, previous, treatment] = await Promise.all([
    db
      .select({
        name: clients.name,
        surname: clients.surname,
        pesel: clients.pesel,
        phone: clients.phone,
        representativeId: clients.representativeId,
      })
      .from(clients)
      .where(and(eq(clients.tenantId, visit.tenantId), eq(clients.id, visit.clientId))),
    therapistName(db, visit.tenantId, visit.therapistId),
    db
      .select({
        id: therapistVisitTypes.id,
        nazwa: therapistVisitTypes.nazwa,
        dlugosc_wizyty: therapistVisitTypes.dlugoscWizyty,
        aktywna: therapistVisitTypes.aktywna,
      })
      .from(therapistVisitTypes)
      .where(
        and(
          eq(therapistVisitTypes.tenantId, visit.tenantId),
          eq(therapistVisitTypes.therapistId, visit.therapistId),
        ),
      )
      .orderBy(asc(therapistVisitTypes.nazwa), asc(therapistVisitTypes.id)),
    snapshot(db, visit),
    previousVisitOf(db, visit),
    visitTreatmentNames(db, visit.tenantId, {
      treatmentId: visit.treatmentId,
      subtypeId: visit.treatmentSubtypeId,
    }),
  ]);
  const client = clientRows[0];
  const [representative] = client?.representativeId
    ? await db
        .select({ name: fullName(clients) })
        .from(clients)
        .where(and(eq(clients.tenantId, visit.tenantId), eq(clients.id, client.representativeId)))
    : [];
  return {
    visitId: visit.id,
    clientName: client?.name ?? '',
    clientSurname: client?.surname ?? '',
    client_id: visit.clientId,
    patientId: visit.clientId,
    pesel: client?.pesel ?? null,
    phone: client?.phone ?? null,
    clientBirthDate: client?.pesel ? peselBirthDate(client.pesel) : null,
    representativeName: representative?.name ?? null,
    therapistAssigned: therapist,
    therapistId: visit.therapistId,
    zabiegId: visit.treatmentId,
    zabiegNazwa: treatment.treatmentName,
    zabiegPodtypId: visit.treatmentSubtypeId,
    podTypZabieguNazwa: treatment.subtypeName,
    typyWizytTerapeuty: visitTypes,
    typWizytyTerapeutyId: visit.visitTypeId,
    visitNotes: visit.notes,
    notesForReception: visit.notesForReception,
    startTime: visit.startTime.toISOString(),
    endTime: visit.endTime.toISOString(),
    status: visit.status,
    statusSubtype: visit.statusSubtype,
    cancelReason: visit.cancelReason,
    process: course.process,
    recognition: course.recognition,
    recommendations: course.recommendations,
    procedures: course.procedures,
    conditions: course.conditions,
    ...readOnlyOf(visit),
    latestVisitId: previous?.id ?? null,
    latestVisitStartTime: previous?.startTime ?? null,
    latestProcess: previous?.process ?? null,
    latestRecoginition: previous?.recognition ?? null,
    latestRecommendations: previous?.recommendations ?? null,
    latestProcedures: previous?.procedures ?? [],
    latestConditions: previous?.conditions ?? [],
  };
}

// Changing --------------------------------------------------------------------------------------

/** Locks a visit for a change of its course: one the caller may change, and not closed. */
async function lockOpenVisit(tx: Tx, caller: Caller, visitId: number): Promise<VisitRow> {
  const row = await lockVisit(tx, caller, visitId);
  if (isClosed(row)) throw VisitCourseErrors.closed();
  return row;
}

const audit = (caller: Caller, entity: string, entityId: number) => ({
  tenantId: caller.tenantId,
  userId: caller.userId,
  entity,
  entityId,
});

async function writeTexts(tx: Tx, visit: VisitRef, texts: CourseTexts, change: { at: Date; by: number }) {
  await tx
    .insert(visitCourses)
    .values({
      visitId: visit.id,
      tenantId: visit.tenantId,
      ...texts,
      modifiedAt: change.at,
      modifiedBy: change.by,
    })
    .onConflictDoUpdate({
      target: visitCourses.visitId,
      set: { ...texts, modifiedAt: change.at, modifiedBy: change.by },
    });
}

type UpdateInput = z.output<typeof UpdateVisitProcessInput>;

/**
 * 'Zapisz' of the course (UpdateVisitProcess): the texts sent, sanitized, replace the stored ones (a
 * field left out stays); the notes for reception are the visit's, changed through the visits module.
 */
export async function updateVisitProcess(
  { db, clock }: VisitCourseDeps,
  caller: Caller,
  input: UpdateInput,
): Promise<VisitCourse> {
  // Outside the transaction: the sanitizer loads on first use, and the visit's row stays locked less.
  const clean = async (value: string | null | undefined) =>
    value === undefined ? undefined : sanitizeRichText(value);
  const [process, recognition, recommendations, notesForReception] = await Promise.all([
    clean(input.process),
    clean(input.recognition),
    clean(input.recommendations),
    clean(input.notesForReception),
  ]);
  const visit = await db.transaction(async (tx) => {
    const row = await lockOpenVisit(tx, caller, input.id);
    const texts = await textsOf(tx, row);
    const before = { ...texts, notesForReception: row.notesForReception };
    const after = {
      process: process === undefined ? before.process : process,
      recognition: recognition === undefined ? before.recognition : recognition,
      recommendations: recommendations === undefined ? before.recommendations : recommendations,
      notesForReception: notesForReception === undefined ? before.notesForReception : notesForReception,
    };
    const change = { at: clock.now(), by: caller.userId };
    const textsChanged = TEXT_FIELDS.some((f) => after[f] !== before[f]);
    const notesChanged = after.notesForReception !== before.notesForReception;
    if (!textsChanged && !notesChanged) return row;
    if (textsChanged) await writeTexts(tx, row, after, change);
    if (notesChanged) await setNotesForReception(tx, row, after.notesForReception, change);
    await recordAudit(tx, { ...audit(caller, AUDIT_COURSE, row.id), action: 'update', before, after });
    return { ...row, notesForReception: after.notesForReception };
  });
  return courseOf(db, visit);
}

/** The dictionary's code, refused when unknown or retired. */
function requireCode(
  found: readonly DictionaryCode[],
  code: string,
  errors: { unknown: (code: string) => Error; retired: (code: string) => Error },
): DictionaryCode {
  const entry = found.find((c) => c.code === code.trim().toUpperCase());
  if (!entry) throw errors.unknown(code.trim());
  if (!entry.active) throw errors.retired(entry.code);
  return entry;
}

const ICD9_ERRORS = { unknown: VisitCourseErrors.unknownIcd9, retired: VisitCourseErrors.retiredIcd9 };
const ICD10_ERRORS = { unknown: VisitCourseErrors.unknownIcd10, retired: VisitCourseErrors.retiredIcd10 };

/** AddVisitProcedure: an ICD-9-PL procedure (a code in use) added to an open visit's course. */
export async function addVisitProcedure(
  db: Db,
  caller: Caller,
  input: z.output<typeof AddVisitProcedureInput>,
): Promise<VisitProcedure> {
  return db.transaction(async (tx) => {
    const row = await lockOpenVisit(tx, caller, input.visitID);
    const code = requireCode(await findIcd9Codes(tx, [input.icd9_code]), input.icd9_code, ICD9_ERRORS);
    const [created] = await tx
      .insert(visitProcedures)
      .values({
        tenantId: row.tenantId,
        visitId: row.id,
        icd9Id: code.id,
        description: input.description,
        createdBy: caller.userId,
      })
      .returning({ id: visitProcedures.id });
    const procedure: VisitProcedure = {
      id: created!.id,
      icd9_code: code.code,
      description: input.description,
      opis: code.description,
    };
    await recordAudit(tx, {
      ...audit(caller, AUDIT_PROCEDURE, procedure.id),
      action: 'create',
      after: { visitId: row.id, ...procedure },
    });
    return procedure;
  });
}

/** DeleteVisitProcedure: a procedure of an open visit the caller may change; another clinic's is not found. */
export async function deleteVisitProcedure(db: Db, caller: Caller, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ visitId: visitProcedures.visitId })
      .from(visitProcedures)
      .where(and(eq(visitProcedures.id, id), eq(visitProcedures.tenantId, caller.tenantId)));
    if (!found) throw VisitCourseErrors.procedureNotFound();
    const row = await lockOpenVisit(tx, caller, found.visitId);
    const [before] = await proceduresOf(tx, row.tenantId, row.id, eq(visitProcedures.id, id));
    await tx.delete(visitProcedures).where(eq(visitProcedures.id, id));
    await recordAudit(tx, {
      ...audit(caller, AUDIT_PROCEDURE, id),
      action: 'delete',
      before: { visitId: row.id, ...wireProcedure(before!) },
    });
    return null;
  });
}

/** The one-main-diagnosis index refused a write (two saves at once): the same refusal as the check's. */
async function oneMain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (constraintOf(error) === 'visit_conditions_one_main_idx')
      throw VisitCourseErrors.secondMainCondition();
    throw error;
  }
}

async function hasMain(tx: Tx, visit: VisitRef): Promise<boolean> {
  const [main] = await tx
    .select({ id: visitConditions.id })
    .from(visitConditions)
    .where(
      and(
        eq(visitConditions.tenantId, visit.tenantId),
        eq(visitConditions.visitId, visit.id),
        eq(visitConditions.type, CONDITION_TYPE_MAIN),
      ),
    );
  return main !== undefined;
}

/** AddVisitCondition: an ICD-10 diagnosis (a code in use), at most one main per visit. */
export async function addVisitCondition(
  db: Db,
  caller: Caller,
  input: z.output<typeof AddVisitConditionInput>,
): Promise<VisitCondition> {
  return oneMain(() =>
    db.transaction(async (tx) => {
      const row = await lockOpenVisit(tx, caller, input.visitID);
      const code = requireCode(await findIcd10Codes(tx, [input.icd10_code]), input.icd10_code, ICD10_ERRORS);
      if (input.type === CONDITION_TYPE_MAIN && (await hasMain(tx, row)))
        throw VisitCourseErrors.secondMainCondition();
      const [created] = await tx
        .insert(visitConditions)
        .values({
          tenantId: row.tenantId,
          visitId: row.id,
          icd10Id: code.id,
          description: input.description,
          type: input.type,
          createdBy: caller.userId,
        })
        .returning({ id: visitConditions.id });
      const condition: VisitCondition = {
        id: created!.id,
        icd10_code: code.code,
        description: input.description,
        type: input.type,
        opis_icd: code.description,
      };
      await recordAudit(tx, {
        ...audit(caller, AUDIT_CONDITION, condition.id),
        action: 'create',
        after: { visitId: row.id, ...condition },
      });
      return condition;
    }),
  );
}

/** DeleteVisitCondition: a diagnosis of an open visit the caller may change; another clinic's is not found. */
export async function deleteVisitCondition(db: Db, caller: Caller, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ visitId: visitConditions.visitId })
      .from(visitConditions)
      .where(and(eq(visitConditions.id, id), eq(visitConditions.tenantId, caller.tenantId)));
    if (!found) throw VisitCourseErrors.conditionNotFound();
    const row = await lockOpenVisit(tx, caller, found.visitId);
    const [before] = await conditionsOf(tx, row.tenantId, row.id, eq(visitConditions.id, id));
    await tx.delete(visitConditions).where(eq(visitConditions.id, id));
    await recordAudit(tx, {
      ...audit(caller, AUDIT_CONDITION, id),
      action: 'delete',
      before: { visitId: row.id, ...wireCondition(before!) },
    });
    return null;
  });
}

/**
 * 'Skopiuj z poprzedniej wizyty' (CopyPreviousVisitCourse): the previous visit's course as this
 * visit's starting point (planCourseCopy), in one transaction, audited as one change of the course.
 */
export async function copyPreviousVisitCourse(
  { db, clock }: VisitCourseDeps,
  caller: Caller,
  visitId: number,
): Promise<VisitCourse> {
  const visit = await oneMain(() =>
    db.transaction(async (tx) => {
      const row = await lockOpenVisit(tx, caller, visitId);
      const previous = await previousVisitRow(tx, row);
      if (!previous) throw VisitCourseErrors.noPreviousVisit();
      const before = await snapshot(tx, row);
      const [previousTexts, previousProcedures, previousConditions] = await Promise.all([
        textsOf(tx, previous),
        proceduresOf(tx, previous.tenantId, previous.id),
        conditionsOf(tx, previous.tenantId, previous.id),
      ]);
      const plan = planCourseCopy(
        {
          ...before,
          procedures: before.procedures.map((p) => ({ code: p.icd9_code })),
          conditions: before.conditions.map((c) => ({ code: c.icd10_code, type: c.type })),
        },
        {
          ...previousTexts,
          procedures: previousProcedures.map((p) => ({ ...p, code: p.icd9_code })),
          conditions: previousConditions.map((c) => ({ ...c, code: c.icd10_code })),
        },
      );
      const change = { at: clock.now(), by: caller.userId };
      if (TEXT_FIELDS.some((f) => plan.texts[f] !== before[f])) await writeTexts(tx, row, plan.texts, change);
      const codes9 = new Map(
        (
          await findIcd9Codes(
            tx,
            plan.procedures.map((p) => p.icd9_code),
          )
        ).map((c) => [c.code, c.id]),
      );
      if (plan.procedures.length)
        await tx.insert(visitProcedures).values(
          plan.procedures.map((p) => ({
            tenantId: row.tenantId,
            visitId: row.id,
            icd9Id: codes9.get(p.icd9_code)!,
            description: p.description,
            createdBy: caller.userId,
          })),
        );
      const codes10 = new Map(
        (
          await findIcd10Codes(
            tx,
            plan.conditions.map((c) => c.icd10_code),
          )
        ).map((c) => [c.code, c.id]),
      );
      if (plan.conditions.length)
        await tx.insert(visitConditions).values(
          plan.conditions.map((c) => ({
            tenantId: row.tenantId,
            visitId: row.id,
            icd10Id: codes10.get(c.icd10_code)!,
            description: c.description,
            type: c.type,
            createdBy: caller.userId,
          })),
        );
      const after = await snapshot(tx, row);
      await recordAudit(tx, {
        ...audit(caller, AUDIT_COURSE, row.id),
        action: 'update',
        before,
        after: { ...after, copiedFromVisitId: previous.id },
      });
      return row;
    }),
  );
  return courseOf(db, visit);
}

// Demo ------------------------------------------------------------------------------------------

/** A course a demo visit gets as if its therapist had written it before closing it. */
export interface SeededCourse {
  readonly visitId: number;
  readonly userId: number | null;
  readonly texts: CourseTexts;
  readonly procedures: readonly { readonly icd9Id: number; readonly description: string | null }[];
  readonly conditions: readonly {
    readonly icd10Id: number;
    readonly description: string | null;
    readonly type: 1 | 2;
  }[];
}

/**
 * Writes the demo's courses of past visits in a few statements (the demo clinic's seeding, not a
 * user's change: no audit). `courses` name visits of `tenantId`
 * (the demo's own), each with at most one main diagnosis.
 */
export async function seedVisitCourses(db: DbOrTx, tenantId: number, courses: readonly SeededCourse[]) {
  if (courses.length === 0) return;
  await db
    .insert(visitCourses)
    .values(courses.map((c) => ({ visitId: c.visitId, tenantId, modifiedBy: c.userId, ...c.texts })));
  const procedures = courses.flatMap((c) =>
    c.procedures.map((p) => ({ tenantId, visitId: c.visitId, createdBy: c.userId, ...p })),
  );
  if (procedures.length) await db.insert(visitProcedures).values(procedures);
  const conditions = courses.flatMap((c) =>
    c.conditions.map((d) => ({ tenantId, visitId: c.visitId, createdBy: c.userId, ...d })),
  );
  if (conditions.length) await db.insert(visitConditions).values(conditions);
}
