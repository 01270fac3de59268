import type { AgreementData } from '@wizytownik/domain';
import type { DocumentedCourse } from '../visit-course/visit-course.reader.ts';

export type {
  DocumentedCondition,
  DocumentedCourse,
  DocumentedProcedure,
} from '../visit-course/visit-course.reader.ts';

export interface DocumentedVisit extends DocumentedCourse {
  readonly id: number;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly therapistName: string;
  readonly statusLabel: string;
  /** The visit's notes (rich text). */
  readonly notes: string | null;
}

/**
 * Everything a printed medical documentation shows, the one input of both generators (the template
 * and the built-in PDF): the patient, the guardian and the clinic as the agreement tags name them, and
 * the chosen visits from the earliest.
 */
export interface MedicalDocumentation {
  readonly header: AgreementData;
  readonly visits: readonly DocumentedVisit[];
}
