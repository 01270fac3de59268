import { z } from 'zod';
import { DiagnosisType } from '@wizytownik/domain';
import { endpoint, NoResult } from './endpoint.ts';
import { id, queryId, text } from './input.ts';
import { message } from './messages.ts';

/*
 * The course of a visit (spec 000 §2.3 'Przebieg wizyty', §2.4 the therapist visit editor, §3 'Therapist
 * visit details', 'Procedure', 'Diagnosis/condition', §7.1). Wire names as the spec gives them, with its
 * spelling (latestRecoginition). The course texts (process, recognition, recommendations,
 * notesForReception) are rich text (HTML) which the server sanitizes with one allow-list. Every call
 * needs Wizytownik_Wizyty_Edycja_Przebiegu; the therapist editor's reads also allow the visit's own
 * therapist. The course of a closed visit (status 3) is read-only until the visit is reopened.
 */

const tag = 'Visit';
const base = '/api/services/app/Visit';

/** Replies carry instants as the database gives them (ISO 8601 with offset). */
const Instant = z.iso.datetime({ offset: true });

/** 1 main diagnosis, 2 concurrent (spec 000 §3); at most one main per visit. */
export const CONDITION_TYPE_MAIN = DiagnosisType.Main;
export const CONDITION_TYPE_CONCURRENT = DiagnosisType.Concurrent;
export const CONDITION_TYPES = [CONDITION_TYPE_MAIN, CONDITION_TYPE_CONCURRENT] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** A course text as sent: HTML; null or '' clears it, left out leaves it as it is. */
const RichText = text().max(100_000).nullish();

/** A procedure's or a diagnosis' additional description: plain text, '' becomes null. */
const ItemDescription = text()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => v || null);

// Replies ---------------------------------------------------------------------------------------

/** A procedure of a visit (§3 Procedure) with the ICD-9-PL code's own description `opis` for display. */
export const VisitProcedure = z.object({
  id: z.number().int(),
  icd9_code: z.string(),
  description: z.string().nullable(),
  opis: z.string(),
});
export type VisitProcedure = z.infer<typeof VisitProcedure>;

/** A diagnosis of a visit (§3 Diagnosis/condition) with the ICD-10 code's own description `opis_icd`. */
export const VisitCondition = z.object({
  id: z.number().int(),
  icd10_code: z.string(),
  description: z.string().nullable(),
  /** 1 main, 2 concurrent. */
  type: z.number().int(),
  opis_icd: z.string(),
});
export type VisitCondition = z.infer<typeof VisitCondition>;

/**
 * The course of one visit, as the general editor's 'Przebieg wizyty' tab shows it and as every change
 * answers it. Procedures in the order they were added; conditions the main one first, then by adding.
 * `readOnly` is true for a closed visit (status 3), with `readOnlyReason` the Polish text to show; a
 * cancelled visit's course stays editable (spec 000 does not close it).
 */
export const VisitCourse = z.object({
  visitId: z.number().int(),
  process: z.string().nullable(),
  recognition: z.string().nullable(),
  recommendations: z.string().nullable(),
  notesForReception: z.string().nullable(),
  procedures: z.array(VisitProcedure),
  conditions: z.array(VisitCondition),
  readOnly: z.boolean(),
  readOnlyReason: z.string().nullable(),
});
export type VisitCourse = z.infer<typeof VisitCourse>;

/** A visit type of the visit's therapist, for the editor's type picker. */
export const TherapistVisitTypeOption = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  dlugosc_wizyty: z.number().int(),
  aktywna: z.boolean(),
});
export type TherapistVisitTypeOption = z.infer<typeof TherapistVisitTypeOption>;

/**
 * §3 'Therapist visit details' for the therapist visit editor (§2.4), every field the spec lists:
 * `client_id` and `patientId` are both the patient's id; `therapistAssigned` is the therapist's display
 * name; `typyWizytTerapeuty` the therapist's visit types; `zabieg*`/`podTypZabiegu*` are null while
 * visits carry no physiotherapy treatment. The `latest*` fields are the previous visit's course (the
 * same patient's latest visit that started before this one, cancelled ones left out), null/[] when none.
 * Added: `clientBirthDate` ("YYYY-MM-DD" from a valid PESEL, else null), `readOnly`/`readOnlyReason` as
 * in VisitCourse, and the previous visit's `latestVisitId` and `latestVisitStartTime`.
 */
export const TherapistVisitDetails = z.object({
  visitId: z.number().int(),
  clientName: z.string(),
  clientSurname: z.string(),
  client_id: z.number().int(),
  patientId: z.number().int(),
  pesel: z.string().nullable(),
  phone: z.string().nullable(),
  clientBirthDate: z.string().nullable(),
  /** The guardian's "name surname", null without one. */
  representativeName: z.string().nullable(),
  therapistAssigned: z.string(),
  therapistId: z.number().int(),
  zabiegId: z.number().int().nullable(),
  zabiegNazwa: z.string().nullable(),
  zabiegPodtypId: z.number().int().nullable(),
  podTypZabieguNazwa: z.string().nullable(),
  typyWizytTerapeuty: z.array(TherapistVisitTypeOption),
  typWizytyTerapeutyId: z.number().int().nullable(),
  visitNotes: z.string().nullable(),
  notesForReception: z.string().nullable(),
  startTime: Instant,
  endTime: Instant,
  status: z.number().int(),
  statusSubtype: z.number().int(),
  cancelReason: z.string().nullable(),
  process: z.string().nullable(),
  recognition: z.string().nullable(),
  recommendations: z.string().nullable(),
  procedures: z.array(VisitProcedure),
  conditions: z.array(VisitCondition),
  readOnly: z.boolean(),
  readOnlyReason: z.string().nullable(),
  latestVisitId: z.number().int().nullable(),
  latestVisitStartTime: Instant.nullable(),
  latestProcess: z.string().nullable(),
  latestRecoginition: z.string().nullable(),
  latestRecommendations: z.string().nullable(),
  latestProcedures: z.array(VisitProcedure),
  latestConditions: z.array(VisitCondition),
});
export type TherapistVisitDetails = z.infer<typeof TherapistVisitDetails>;

/**
 * The previous visit of the same patient before this one (started earlier, cancelled ones left out):
 * its date, therapist and course. The call answers result null when there is none ('Brak poprzednich
 * wizyt...').
 */
export const TherapistPreviousVisit = z.object({
  id: z.number().int(),
  startTime: Instant,
  endTime: Instant,
  status: z.number().int(),
  therapistId: z.number().int(),
  therapistName: z.string(),
  process: z.string().nullable(),
  recognition: z.string().nullable(),
  recommendations: z.string().nullable(),
  procedures: z.array(VisitProcedure),
  conditions: z.array(VisitCondition),
});
export type TherapistPreviousVisit = z.infer<typeof TherapistPreviousVisit>;

// Requests --------------------------------------------------------------------------------------

export const VisitCourseIdQuery = z.object({ id: queryId() });
export type VisitCourseIdQuery = z.input<typeof VisitCourseIdQuery>;

/** 'Zapisz' of the course: the fields sent replace the stored ones; a field left out stays. */
export const UpdateVisitProcessInput = z.object({
  id: id(),
  recognition: RichText,
  recommendations: RichText,
  process: RichText,
  notesForReception: RichText,
});
export type UpdateVisitProcessInput = z.input<typeof UpdateVisitProcessInput>;

export const AddVisitProcedureInput = z.object({
  visitID: id(),
  icd9_code: text(message('contract.icd9CodeRequired'))
    .trim()
    .min(1, message('contract.icd9CodeRequired'))
    .max(20, message('contract.icd9CodeRequired')),
  description: ItemDescription,
});
export type AddVisitProcedureInput = z.input<typeof AddVisitProcedureInput>;

export const AddVisitConditionInput = z.object({
  visitID: id(),
  icd10_code: text(message('contract.icd10CodeRequired'))
    .trim()
    .min(1, message('contract.icd10CodeRequired'))
    .max(20, message('contract.icd10CodeRequired')),
  description: ItemDescription,
  type: z.literal(CONDITION_TYPES, message('contract.conditionTypeInvalid')),
});
export type AddVisitConditionInput = z.input<typeof AddVisitConditionInput>;

/**
 * 'Skopiuj z poprzedniej wizyty': the visit whose course receives the previous visit's (the one
 * GetTherapistPreviousVisit names), as a starting point: each text this visit has empty takes the
 * previous one (a filled text stays), procedures and diagnoses whose code this visit lacks are added
 * with their descriptions, and the previous main diagnosis stays main only when this visit has none
 * (else it comes as concurrent). Refused with a Polish message when there is no previous visit.
 */
export const CopyPreviousVisitCourseInput = z.object({ id: id() });
export type CopyPreviousVisitCourseInput = z.input<typeof CopyPreviousVisitCourseInput>;

export const visitCourseEndpoints = {
  getProcess: endpoint({
    method: 'GET',
    path: `${base}/GetVisitProcess`,
    input: VisitCourseIdQuery,
    result: VisitCourse,
    summary: "A visit's course (texts, procedures, diagnoses) for the 'Przebieg wizyty' tab",
    tag,
  }),
  updateProcess: endpoint({
    method: 'PUT',
    path: `${base}/UpdateVisitProcess`,
    input: UpdateVisitProcessInput,
    result: VisitCourse,
    summary: "Saves a visit's course texts and notes for reception",
    tag,
  }),
  addProcedure: endpoint({
    method: 'POST',
    path: `${base}/AddVisitProcedure`,
    input: AddVisitProcedureInput,
    result: VisitProcedure,
    summary: 'Adds an ICD-9-PL procedure to a visit',
    tag,
  }),
  deleteProcedure: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteVisitProcedure`,
    input: VisitCourseIdQuery,
    result: NoResult,
    summary: "Removes a procedure from a visit's course",
    tag,
  }),
  addCondition: endpoint({
    method: 'POST',
    path: `${base}/AddVisitCondition`,
    input: AddVisitConditionInput,
    result: VisitCondition,
    summary: 'Adds an ICD-10 diagnosis (1 main, 2 concurrent) to a visit',
    tag,
  }),
  deleteCondition: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteVisitCondition`,
    input: VisitCourseIdQuery,
    result: NoResult,
    summary: "Removes a diagnosis from a visit's course",
    tag,
  }),
  therapistDetails: endpoint({
    method: 'GET',
    path: `${base}/GetTherapistVisitDetails`,
    input: VisitCourseIdQuery,
    result: TherapistVisitDetails,
    summary: 'A visit with its course and the previous visit’s course, for the therapist visit editor',
    tag,
  }),
  therapistPreviousVisit: endpoint({
    method: 'GET',
    path: `${base}/GetTherapistPreviousVisit`,
    input: VisitCourseIdQuery,
    result: TherapistPreviousVisit.nullable(),
    summary: "The patient's previous visit before this one with its course, or null",
    tag,
  }),
  copyPreviousCourse: endpoint({
    method: 'POST',
    path: `${base}/CopyPreviousVisitCourse`,
    input: CopyPreviousVisitCourseInput,
    result: VisitCourse,
    summary: "Copies the previous visit's procedures, diagnoses and texts into this visit",
    tag,
  }),
};
