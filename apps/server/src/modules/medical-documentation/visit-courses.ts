import type { VisitCourse } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { EMPTY_COURSE, type DocumentedCourse } from './documentation.ts';

/** A visit's course as the visit-course module answers it, in the documentation's terms. */
export const documentedCourse = (course: VisitCourse): DocumentedCourse => ({
  process: course.process,
  recognition: course.recognition,
  recommendations: course.recommendations,
  procedures: course.procedures.map((p) => ({ code: p.icd9_code, name: p.opis, description: p.description })),
  conditions: course.conditions.map((c) => ({
    code: c.icd10_code,
    name: c.opis_icd,
    description: c.description,
    type: c.type,
  })),
});

/** The courses of the visits (read through the visit-course module), by visit id. */
export async function readCourses(
  _db: DbOrTx,
  _tenantId: number,
  _visitIds: readonly number[],
): Promise<(visitId: number) => DocumentedCourse> {
  // TODO(printdoc): read through the visit-course module's service once it lands.
  return () => EMPTY_COURSE;
}
