import { P1_TEXTS } from '../texts/p1.ts';
import { isValidPesel, peselGender } from '../patients/pesel.ts';
import { isValidPwz } from '../therapists/pwz.ts';
import { isValidRegon } from './regon.ts';
import { parseResortCode } from './resort-code.ts';

/*
 * The app's own check of a visit before it is reported to P1 ('Weryfikuj dane P1', integrations.md
 * §3.6): what P1 needs of the patient, the therapist, the place of work, the diagnoses and the
 * company. Each problem is a catalog key (texts/p1.ts) with its parameters; none means correct.
 */

/** What the check reads, gathered by the server from the modules that own it. */
export interface P1VisitFacts {
  readonly patient: {
    readonly name: string;
    readonly surname: string;
    readonly pesel: string | null;
    /** 0 male, 1 female, -1 unset. */
    readonly gender: number;
  };
  readonly therapist: {
    readonly name: string;
    readonly pwz: string | null;
    /** MEDICAL_PROFESSIONS code, e.g. 'LEK'. */
    readonly profession: string | null;
  };
  /** The visit's organizational unit, else the therapist's main one; null: none. */
  readonly unit: { readonly name: string; readonly resortCode: string } | null;
  readonly company: { readonly regon: string | null; readonly bookNumber: string | null };
  /** ICD-10 diagnoses and ICD-9 procedures of the visit's course; `active`: in the current dictionary. */
  readonly diagnoses: ReadonlyArray<{ readonly code: string; readonly active: boolean }>;
  readonly procedures: ReadonlyArray<{ readonly code: string; readonly active: boolean }>;
}

export type P1ProblemKey =
  | 'p1.check.peselMissing'
  | 'p1.check.peselInvalid'
  | 'p1.check.patientNameMissing'
  | 'p1.check.genderMismatch'
  | 'p1.check.pwzMissing'
  | 'p1.check.pwzInvalid'
  | 'p1.check.professionMissing'
  | 'p1.check.unitMissing'
  | 'p1.check.resortCodeIncomplete'
  | 'p1.check.diagnosisMissing'
  | 'p1.check.icd10Retired'
  | 'p1.check.icd9Retired'
  | 'p1.check.regonMissing'
  | 'p1.check.regonInvalid'
  | 'p1.check.bookNumberMissing'
  | 'p1.check.bookNumberInvalid';

export interface P1Problem {
  readonly key: P1ProblemKey;
  readonly params?: Readonly<Record<string, string>>;
}

/** Doctors and dentists: the only professions whose PWZ has the check digit of §5.4. */
const PWZ_CHECKED_PROFESSIONS = new Set(['LEK', 'LEKD']);
/** The registry book number: up to 12 digits (sent with leading zeros). */
const BOOK_NUMBER = /^\d{1,12}$/;

const blank = (value: string | null | undefined): boolean => !value?.trim();

function patientProblems(p: P1VisitFacts['patient']): P1Problem[] {
  const problems: P1Problem[] = [];
  if (blank(p.name) || blank(p.surname)) problems.push({ key: 'p1.check.patientNameMissing' });
  if (blank(p.pesel)) return [...problems, { key: 'p1.check.peselMissing' }];
  const pesel = p.pesel!.trim();
  if (!isValidPesel(pesel)) return [...problems, { key: 'p1.check.peselInvalid', params: { pesel } }];
  if (p.gender !== -1 && p.gender !== peselGender(pesel)) problems.push({ key: 'p1.check.genderMismatch' });
  return problems;
}

function therapistProblems(t: P1VisitFacts['therapist']): P1Problem[] {
  const therapist = t.name;
  const problems: P1Problem[] = [];
  if (blank(t.profession)) problems.push({ key: 'p1.check.professionMissing', params: { therapist } });
  if (blank(t.pwz)) return [...problems, { key: 'p1.check.pwzMissing', params: { therapist } }];
  const pwz = t.pwz!.trim();
  if (PWZ_CHECKED_PROFESSIONS.has(t.profession ?? '') && !isValidPwz(pwz)) {
    problems.push({ key: 'p1.check.pwzInvalid', params: { therapist, pwz } });
  }
  return problems;
}

function unitProblems(unit: P1VisitFacts['unit']): P1Problem[] {
  if (!unit) return [{ key: 'p1.check.unitMissing' }];
  return parseResortCode(unit.resortCode)
    ? []
    : [{ key: 'p1.check.resortCodeIncomplete', params: { unit: unit.name, code: unit.resortCode } }];
}

function courseProblems(facts: P1VisitFacts): P1Problem[] {
  const problems: P1Problem[] = [];
  if (!facts.diagnoses.some((d) => d.active)) problems.push({ key: 'p1.check.diagnosisMissing' });
  for (const d of facts.diagnoses.filter((x) => !x.active)) {
    problems.push({ key: 'p1.check.icd10Retired', params: { code: d.code } });
  }
  for (const p of facts.procedures.filter((x) => !x.active)) {
    problems.push({ key: 'p1.check.icd9Retired', params: { code: p.code } });
  }
  return problems;
}

function companyProblems(c: P1VisitFacts['company']): P1Problem[] {
  const problems: P1Problem[] = [];
  if (blank(c.regon)) problems.push({ key: 'p1.check.regonMissing' });
  else if (!isValidRegon(c.regon!.trim())) {
    problems.push({ key: 'p1.check.regonInvalid', params: { regon: c.regon!.trim() } });
  }
  if (blank(c.bookNumber)) problems.push({ key: 'p1.check.bookNumberMissing' });
  else if (!BOOK_NUMBER.test(c.bookNumber!.trim())) {
    problems.push({ key: 'p1.check.bookNumberInvalid', params: { book: c.bookNumber!.trim() } });
  }
  return problems;
}

/** Every problem P1 would have with the visit, in the order the dialog lists them. */
export function p1VisitProblems(facts: P1VisitFacts): P1Problem[] {
  return [
    ...patientProblems(facts.patient),
    ...therapistProblems(facts.therapist),
    ...unitProblems(facts.unit),
    ...courseProblems(facts),
    ...companyProblems(facts.company),
  ];
}

/** A problem as the Polish sentence of its catalog text (texts/p1.ts), its parameters filled in. */
export const p1ProblemSentence = ({ key, params = {} }: P1Problem): string =>
  P1_TEXTS[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
