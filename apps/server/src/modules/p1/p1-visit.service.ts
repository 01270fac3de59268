import type { VerifyVisitResult, VisitDetails } from '@wizytownik/contracts';
import {
  isActionAllowed,
  p1ProblemSentence,
  p1VisitProblems,
  type P1VisitFacts,
  type VisitStatus,
} from '@wizytownik/domain';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { getOrganizationalUnits } from '../company-settings/units.service.ts';
import { readPatient, type PatientDeps } from '../patients/patients.service.ts';
import { requireTherapistById } from '../therapists/therapists.service.ts';
import { readCourses } from '../visit-course/visit-course.reader.ts';
import type { Caller } from '../visits/visit-access.ts';
import { getVisitForCaller } from '../visits/visits.queries.ts';
import { P1VisitErrors } from './p1-visit.errors.ts';

/*
 * 'Weryfikuj dane P1' (spec 000 §2.3, integrations.md §3.6): gathers what P1 needs of a visit from the
 * modules that own it and lists every problem (domain p1VisitProblems) as a Polish sentence.
 */

async function visitFacts(deps: PatientDeps, caller: Caller, visitId: number): Promise<P1VisitFacts> {
  const visit = await getVisitForCaller(deps.db, caller, visitId);
  if (!isActionAllowed('verifyP1', visit.status as VisitStatus)) throw P1VisitErrors.statusRefused();
  return factsOfVisit(deps, caller.tenantId, visit);
}

/** What P1 needs of a visit, read from the modules that own it (the P1 buffer reports it as a ZM). */
export async function factsOfVisit(
  deps: PatientDeps,
  tenantId: number,
  visit: VisitDetails,
): Promise<P1VisitFacts> {
  const { db } = deps;
  const [patient, therapist, units, company, courseOf] = await Promise.all([
    readPatient(deps, tenantId, visit.clientId),
    requireTherapistById(db, tenantId, visit.therapistId),
    getOrganizationalUnits(db, tenantId),
    loadSettingsRow(db, tenantId),
    readCourses(db, tenantId, [visit.id]),
  ]);
  // The visit's own unit, else the one the therapist reports under by default.
  const unitId = visit.organizationalUnitId ?? therapist.mainOrganizationalUnitId;
  const unit = units.find((u) => u.id === unitId);
  const course = courseOf(visit.id);
  return {
    patient: { name: patient.name, surname: patient.surname, pesel: patient.pesel, gender: patient.gender },
    therapist: { name: visit.therapistName, pwz: therapist.pwz, profession: therapist.plMedicalProfession },
    unit: unit ? { name: unit.nazwa, resortCode: unit.kod_resortowy } : null,
    company: { regon: company.regon, bookNumber: company.numerKsiegiRejestrowej },
    diagnoses: course.conditions.map(({ code, active }) => ({ code, active })),
    procedures: course.procedures.map(({ code, active }) => ({ code, active })),
  };
}

/** P1Service/GetVerifyVisit: whether the visit is ready for P1, and what is missing or wrong. */
export async function verifyVisitForP1(
  deps: PatientDeps,
  caller: Caller,
  visitId: number,
): Promise<VerifyVisitResult> {
  const errors = p1VisitProblems(await visitFacts(deps, caller, visitId)).map(p1ProblemSentence);
  return { isCorrect: errors.length === 0, errors };
}
