import { isValidRegon, peselBirthDate } from '@wizytownik/domain';
import type { P1MedicalEvent } from './port.ts';
import { CONTEXT_OIDS } from './soap.ts';

/*
 * A visit as the FHIR transaction Bundle of a medical event (ZM, integrations.md §3.6): the Patient,
 * Practitioner and Organization are created when P1 does not know them (ifNoneExist on their OID
 * identifiers), the Encounter is a conditional update on the visit's identifier (so each report is a
 * new version of one Encounter), and the Conditions (ICD-10) and Procedures (ICD-9-PL) point at it.
 */

export const FHIR_OIDS = {
  icd10: '2.16.840.1.113883.6.3',
  icd9pl: '2.16.840.1.113883.3.4424.11.2.6',
  regon9: '2.16.840.1.113883.3.4424.2.2.1',
  regon14: '2.16.840.1.113883.3.4424.2.2.2',
} as const;

/** The Encounter's identifier system: the organisation's OID root and `.4` [our design, U]. */
export const encounterSystem = (oidRoot: string) => `urn:oid:${oidRoot}.4`;

const oid = (value: string) => `urn:oid:${value}`;

type Resource = Record<string, unknown> & { readonly resourceType: string };
interface Entry {
  readonly fullUrl: string;
  readonly resource: Resource;
  readonly request: { readonly method: 'POST' | 'PUT'; readonly url: string; readonly ifNoneExist?: string };
}

const GENDERS: Record<number, string> = { 0: 'male', 1: 'female' };

export function medicalEventBundle(event: P1MedicalEvent, oidRoot: string): Resource {
  const { facts } = event;
  const ref = (name: string) => `urn:uuid:${name}-${event.visitId}`;
  const created = (resource: Resource, system: string, value: string): Entry => ({
    fullUrl: ref(resource.resourceType.toLowerCase()),
    resource: { ...resource, identifier: [{ system: oid(system), value }] },
    request: {
      method: 'POST',
      url: resource.resourceType,
      ifNoneExist: `identifier=${oid(system)}|${value}`,
    },
  });
  const pesel = facts.patient.pesel?.trim() ?? '';
  const regon = facts.company.regon?.trim() ?? '';
  const encounterId = { system: encounterSystem(oidRoot), value: String(event.visitId) };
  const patient = created(
    {
      resourceType: 'Patient',
      name: [{ given: [facts.patient.name], family: facts.patient.surname }],
      gender: GENDERS[facts.patient.gender] ?? 'unknown',
      ...(peselBirthDate(pesel) && { birthDate: peselBirthDate(pesel) }),
    },
    CONTEXT_OIDS.pesel,
    pesel,
  );
  const practitioner = created(
    {
      resourceType: 'Practitioner',
      name: [{ text: facts.therapist.name }],
      qualification: [{ code: { coding: [{ code: facts.therapist.profession ?? '' }] } }],
    },
    CONTEXT_OIDS.doctorPwz,
    facts.therapist.pwz?.trim() ?? '',
  );
  const organization = created(
    {
      resourceType: 'Organization',
      name: facts.unit?.name ?? '',
      // The registry book number (part I of the resort code) and the unit's resort code.
      alias: [facts.company.bookNumber ?? '', facts.unit?.resortCode ?? ''],
    },
    regon.length === 14 && isValidRegon(regon) ? FHIR_OIDS.regon14 : FHIR_OIDS.regon9,
    regon,
  );
  const encounter: Entry = {
    fullUrl: ref('encounter'),
    resource: {
      resourceType: 'Encounter',
      identifier: [encounterId],
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
      subject: { reference: patient.fullUrl },
      participant: [{ individual: { reference: practitioner.fullUrl } }],
      serviceProvider: { reference: organization.fullUrl },
      period: { start: event.start, end: event.end },
      diagnosis: facts.diagnoses.map((_, i) => ({ condition: { reference: ref(`condition-${i}`) } })),
    },
    request: { method: 'PUT', url: `Encounter?identifier=${encounterId.system}|${encounterId.value}` },
  };
  const onEncounter = {
    subject: { reference: patient.fullUrl },
    encounter: { reference: encounter.fullUrl },
  };
  const conditions: Entry[] = facts.diagnoses.map((d, i) => ({
    fullUrl: ref(`condition-${i}`),
    resource: {
      resourceType: 'Condition',
      code: { coding: [{ system: oid(FHIR_OIDS.icd10), code: d.code }] },
      ...onEncounter,
    },
    request: { method: 'POST', url: 'Condition' },
  }));
  const procedures: Entry[] = facts.procedures.map((p, i) => ({
    fullUrl: ref(`procedure-${i}`),
    resource: {
      resourceType: 'Procedure',
      status: 'completed',
      code: { coding: [{ system: oid(FHIR_OIDS.icd9pl), code: p.code }] },
      ...onEncounter,
    },
    request: { method: 'POST', url: 'Procedure' },
  }));
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [patient, practitioner, organization, encounter, ...conditions, ...procedures],
  };
}
