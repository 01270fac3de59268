import type { AgreementData } from '@wizytownik/domain';

/** A procedure of a visit: its ICD-9 code, the dictionary's name and the therapist's description. */
export interface DocumentedProcedure {
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
}

/** A diagnosis of a visit: its ICD-10 code and name, the description and the type (1 main, 2 concurrent). */
export interface DocumentedCondition {
  readonly code: string;
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

/** A course with nothing in it (a visit whose course was never written). */
export const EMPTY_COURSE: DocumentedCourse = {
  process: null,
  recognition: null,
  recommendations: null,
  procedures: [],
  conditions: [],
};
