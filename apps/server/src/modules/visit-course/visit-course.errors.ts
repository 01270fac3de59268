import { appError } from '../../platform/errors.ts';

export const VisitCourseErrors = {
  /** Another clinic's visit, or one of an outpost the caller may not pick. */
  unknownVisit: () => appError('visit.notFound'),
  /** The therapist editor's reads: neither the course permission nor the visit's own therapist. */
  forbidden: () => appError('visitCourse.forbidden'),
  /** A closed visit (status 3): its course is read-only until the visit is reopened. */
  closed: () => appError('visitCourse.closed'),
  unknownIcd9: (code: string) =>
    appError('visitCourse.unknownIcd9', { params: { code }, members: ['icd9_code'] }),
  retiredIcd9: (code: string) =>
    appError('visitCourse.retiredIcd9', { params: { code }, members: ['icd9_code'] }),
  unknownIcd10: (code: string) =>
    appError('visitCourse.unknownIcd10', { params: { code }, members: ['icd10_code'] }),
  retiredIcd10: (code: string) =>
    appError('visitCourse.retiredIcd10', { params: { code }, members: ['icd10_code'] }),
  secondMainCondition: () => appError('visitCourse.secondMainCondition', { members: ['type'] }),
  procedureNotFound: () => appError('visitCourse.procedureNotFound'),
  conditionNotFound: () => appError('visitCourse.conditionNotFound'),
  noPreviousVisit: () => appError('visitCourse.noPreviousVisit'),
};
