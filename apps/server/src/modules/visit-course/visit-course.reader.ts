import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { icd10Codes, icd9Codes } from '../icd/icd.tables.ts';
import { visitConditions, visitCourses, visitProcedures } from './visit-course.tables.ts';

/** A procedure of a visit: its ICD-9 code, the dictionary's name and the therapist's description. */
export interface DocumentedProcedure {
  readonly code: string;
  /** Still in the current dictionary (a later import may have retired it). */
  readonly active: boolean;
  readonly name: string;
  readonly description: string | null;
}

/** A diagnosis of a visit: its ICD-10 code and name, the description and the type (1 main, 2 concurrent). */
export interface DocumentedCondition {
  readonly code: string;
  readonly active: boolean;
  readonly name: string;
  readonly description: string | null;
  readonly type: number;
}

/** The course of a visit; the texts are rich text (HTML) as the editor saved them. */
export interface DocumentedCourse {
  readonly process: string | null;
  readonly recognition: string | null;
  readonly recommendations: string | null;
  readonly procedures: readonly DocumentedProcedure[];
  readonly conditions: readonly DocumentedCondition[];
}

/** A course with nothing in it (a visit whose course was never written). */
const EMPTY_COURSE: DocumentedCourse = {
  process: null,
  recognition: null,
  recommendations: null,
  procedures: [],
  conditions: [],
};

const byVisit = <T extends { visitId: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.visitId, [...(map.get(row.visitId) ?? []), row]);
  return map;
};

/**
 * The courses of the visits by visit id, for printing and the P1 check (the caller has checked access to the visits), read
 * in three queries: the texts, the procedures in the order they were added, and
 * the diagnoses the main one first, as the course tab shows them. A visit without a course has an
 * empty one.
 */
export async function readCourses(
  db: DbOrTx,
  tenantId: number,
  visitIds: readonly number[],
): Promise<(visitId: number) => DocumentedCourse> {
  if (visitIds.length === 0) return () => EMPTY_COURSE;
  const ids = [...visitIds];
  const [texts, procedures, conditions] = await Promise.all([
    db
      .select({
        visitId: visitCourses.visitId,
        process: visitCourses.process,
        recognition: visitCourses.recognition,
        recommendations: visitCourses.recommendations,
      })
      .from(visitCourses)
      .where(and(eq(visitCourses.tenantId, tenantId), inArray(visitCourses.visitId, ids))),
    db
      .select({
        visitId: visitProcedures.visitId,
        code: icd9Codes.code,
        active: icd9Codes.active,
        name: icd9Codes.description,
        description: visitProcedures.description,
      })
      .from(visitProcedures)
      .innerJoin(icd9Codes, eq(icd9Codes.id, visitProcedures.icd9Id))
      .where(and(eq(visitProcedures.tenantId, tenantId), inArray(visitProcedures.visitId, ids)))
      .orderBy(asc(visitProcedures.id)),
    db
      .select({
        visitId: visitConditions.visitId,
        code: icd10Codes.code,
        active: icd10Codes.active,
        name: icd10Codes.description,
        description: visitConditions.description,
        type: visitConditions.type,
      })
      .from(visitConditions)
      .innerJoin(icd10Codes, eq(icd10Codes.id, visitConditions.icd10Id))
      .where(and(eq(visitConditions.tenantId, tenantId), inArray(visitConditions.visitId, ids)))
      .orderBy(asc(visitConditions.type), asc(visitConditions.id)),
  ]);
  const textOf = new Map(texts.map((t) => [t.visitId, t]));
  const proceduresOf = byVisit(procedures);
  const conditionsOf = byVisit(conditions);
  return (visitId) => {
    const t = textOf.get(visitId);
    return {
      process: t?.process ?? null,
      recognition: t?.recognition ?? null,
      recommendations: t?.recommendations ?? null,
      procedures: (proceduresOf.get(visitId) ?? []).map(
        ({ code, active, name, description }): DocumentedProcedure => ({ code, active, name, description }),
      ),
      conditions: (conditionsOf.get(visitId) ?? []).map(
        ({ code, active, name, description, type }): DocumentedCondition => ({
          code,
          active,
          name,
          description,
          type,
        }),
      ),
    };
  };
}
