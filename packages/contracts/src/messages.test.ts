import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '@wizytownik/domain';
import { CONTRACT_MESSAGES, type ContractMessageKey } from '@wizytownik/domain';
import {
  AddCreditPaymentInput,
  AddTherapistBreaksInput,
  AddTherapistHolidayInput,
  AddTherapistShortBreakInput,
  CancelVisitInput,
  ChangePasswordInput,
  CreateClientInput,
  CreateTherapyGoalInput,
  CreateTherapyTaskInput,
  InsertVisitTypeInput,
  SaveTherapistInput,
  ScheduleEntry,
  UpdateCompanySettingsInput,
  setContractMessageRenderer,
} from './index.ts';

afterEach(() => setContractMessageRenderer((key) => CONTRACT_MESSAGES[key]));

/** The messages a schema answers for `input`, by field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

/** Each check, a failing input, the field and the catalog key of its message. */
const CHECKS: ReadonlyArray<readonly [string, z.ZodType, unknown, string, ContractMessageKey]> = [
  [
    'payment',
    AddCreditPaymentInput,
    { paymentType: 0, payAmount: 0, clientID: 1 },
    'payAmount',
    'contract.creditPaymentInvalid',
  ],
  [
    'therapist phone',
    SaveTherapistInput,
    { userID: 1, phone: '12-34' },
    'phone',
    'contract.therapistPhoneFormat',
  ],
  [
    'schedule',
    ScheduleEntry,
    { day: 0, timeStart: '10:00', timeEnd: '09:00', isEnabled: true },
    'timeEnd',
    'contract.scheduleOrder',
  ],
  [
    'visit type name',
    InsertVisitTypeInput,
    { userId: 1, nazwa: '', cena: 0, dlugosc_wizyty: 30 },
    'nazwa',
    'contract.nameRequired',
  ],
  [
    'visit type name length',
    InsertVisitTypeInput,
    { userId: 1, nazwa: 'Ab', cena: 0, dlugosc_wizyty: 30 },
    'nazwa',
    'contract.nameMin3',
  ],
  [
    'visit type length',
    InsertVisitTypeInput,
    { userId: 1, nazwa: 'Masaż', cena: 0, dlugosc_wizyty: 0 },
    'dlugosc_wizyty',
    'contract.visitTypeLengthPositive',
  ],
  [
    'break hours',
    AddTherapistBreaksInput,
    { therapistID: 1, days: [1], startTime: '12:00', endTime: '11:00' },
    'endTime',
    'contract.timeOrder',
  ],
  [
    'leave dates',
    AddTherapistHolidayInput,
    { therapistId: 1, start: '2026-05-04', end: '2026-05-01' },
    'end',
    'contract.dateOrder',
  ],
  [
    'quick break',
    AddTherapistShortBreakInput,
    { therapistId: 1, timeEnd: '2026-05-04T10:00:00.000Z' },
    'timeStart',
    'contract.quickBreakTimesRequired',
  ],
  [
    'cancel reason',
    CancelVisitInput,
    { id: 1, status_subtype: 99 },
    'status_subtype',
    'contract.cancelSubtypeRequired',
  ],
  [
    'patient name',
    CreateClientInput,
    { name: '', surname: 'Kowalski' },
    'name',
    'contract.patientNameRequired',
  ],
  [
    'patient surname',
    CreateClientInput,
    { name: 'Jan', surname: ' ' },
    'surname',
    'contract.patientSurnameRequired',
  ],
  [
    'patient e-mail',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', emailAddress: 'jan@' },
    'emailAddress',
    'contract.patientEmailInvalid',
  ],
  [
    'credit validity',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', waznosc_kredytu: '2025-02-30' },
    'waznosc_kredytu',
    'contract.creditValidityInvalid',
  ],
  [
    'guardian',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', haveRepresentative: true, representativeID: 0 },
    'representativeID',
    'contract.guardianRequired',
  ],
  // The messages of the domain rules the checks call.
  [
    'PESEL',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', pesel: '44051401358' },
    'pesel',
    'contract.peselInvalid',
  ],
  [
    'patient NIP',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', nip: '123-abc' },
    'nip',
    'contract.patientNipFormat',
  ],
  [
    'patient phone',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', phone: '1234567' },
    'phone',
    'contract.phoneFormat',
  ],
  [
    'credit basis',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', kredyt: true, kredyt_podstawa: 'Umowa z gminą' },
    'kredyt_podstawa',
    'contract.creditBasisRequired',
  ],
  [
    'other credit basis',
    CreateClientInput,
    { name: 'Jan', surname: 'Kowalski', kredyt: true, kredyt_podstawa: 'Inne', kredyt_podstawa_inna: ' ' },
    'kredyt_podstawa_inna',
    'contract.creditOtherBasisRequired',
  ],
  ['company NIP', UpdateCompanySettingsInput, { nip: '5260250275' }, 'nip', 'contract.nipInvalid'],
  ['postcode', UpdateCompanySettingsInput, { postcode: '31042' }, 'postcode', 'contract.postcodeInvalid'],
  [
    'company phone',
    UpdateCompanySettingsInput,
    { contactNumber: '12 345 678' },
    'contactNumber',
    'contract.phoneFormat',
  ],
  ['PWZ', SaveTherapistInput, { userID: 1, pwz: '1234567' }, 'pwz', 'contract.pwzInvalid'],
  [
    'password policy',
    ChangePasswordInput,
    { currentPassword: 'Stare123', newPassword: 'slabe' },
    'newPassword',
    'contract.passwordPolicy',
  ],
  [
    'plan item name',
    CreateTherapyGoalInput,
    { planTerapiiId: 1, nazwa: ' ', opis: 'Chodzenie' },
    'nazwa',
    'contract.nameRequired',
  ],
  [
    'plan item name length',
    CreateTherapyGoalInput,
    { planTerapiiId: 1, nazwa: 'ab', opis: 'Chodzenie' },
    'nazwa',
    'contract.nameMin3',
  ],
  [
    'plan item description',
    CreateTherapyGoalInput,
    { planTerapiiId: 1, nazwa: 'Chód' },
    'opis',
    'contract.planDescriptionRequired',
  ],
  [
    'plan item description length',
    CreateTherapyGoalInput,
    { planTerapiiId: 1, nazwa: 'Chód', opis: 'xy' },
    'opis',
    'contract.planDescriptionMin3',
  ],
  [
    "task's goal",
    CreateTherapyTaskInput,
    { planTerapiiId: 1, celId: 0, nazwa: 'Spacer', opis: 'Codziennie' },
    'celId',
    'contract.planGoalRequired',
  ],
];

/** Text a user would read: letters with a space or a Polish letter (not a key, code or list value). */
const isPolishText = (value: string) => /\p{L}/u.test(value) && /\s|[ąćęłńóśźż]/i.test(value);

/** `export const NAME = '…'` and private `const NAME = '…'` in the domain's sources, by name. */
function domainStringConstants(): Map<string, string> {
  const constants = new Map<string, string>();
  const root = new URL('../../domain/src/', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const source = readFileSync(new URL(file, root), 'utf8');
    for (const [, name, , value] of source.matchAll(
      /^(?:export\s+)?const\s+(\w+)(?:\s*:[^=\n]+)?\s*=\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/gm,
    )) {
      constants.set(name!, value!);
    }
  }
  return constants;
}

/** The names the contracts import (as values) from the domain, with the file that imports each. */
function domainImports(): Array<[file: string, name: string]> {
  const dir = new URL('.', import.meta.url);
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return sources.flatMap((file) =>
    [
      ...readFileSync(new URL(file, dir), 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'@wizytownik\/domain'/g,
      ),
    ]
      .flatMap(([, names]) => names!.split(','))
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name): [string, string] => [file, name]),
  );
}

/** A value by name: the domain's export, or a constant of its sources. */
type Resolve = (name: string) => unknown;

/** The Polish strings in an object (a map of messages), at any depth; arrays are lists of values. */
function objectTexts(value: object): string[] {
  return Object.values(value).flatMap((v) => {
    if (typeof v === 'string') return isPolishText(v) ? [v] : [];
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? objectTexts(v as object) : [];
  });
}

/**
 * The Polish texts a domain value gives the contracts: a string, an object's strings, and for a rule
 * (a function) the texts written in it and in the constants and rules it names, as far as they can
 * be read. Arrays are lists of values the wire carries or a rule compares with, not messages.
 */
function polishTextsOf(name: string, resolve: Resolve, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const value = resolve(name);
  if (typeof value === 'string') return isPolishText(value) ? [value] : [];
  if (typeof value === 'function') {
    const body = Function.prototype.toString
      .call(value)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const literals = [...body.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map(([, , text]) =>
      // A template's own words, without the values put in.
      text!.replace(/\$\{[^}]*\}/g, ''),
    );
    const named = [...new Set(body.match(/[A-Za-z_$][\w$]*/g))].filter(
      (id) => id !== name && resolve(id) !== undefined,
    );
    return [...literals.filter(isPolishText), ...named.flatMap((id) => polishTextsOf(id, resolve, seen))];
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp)) {
    return objectTexts(value);
  }
  return [];
}

// Rules as the domain could write them, for the reading above.
const SAMPLE_MESSAGE = 'Niepoprawny numer';
const SAMPLE_KEY = 'contract.peselInvalid';
const SAMPLE_MESSAGES = { pesel: { invalid: 'Zły PESEL' } };
const SAMPLE_BASES = ['Umowa fundacja'];
const sampleInline = (v: string) => (v ? null : 'Podaj numer');
const sampleNamed = (v: string) => (v ? null : SAMPLE_MESSAGE);
const sampleMapped = (v: string) => (v ? null : SAMPLE_MESSAGES.pesel.invalid);
const sampleCalling = (v: string) => (SAMPLE_BASES.includes(v) ? null : sampleInline(v));
const sampleKeyed = (v: string) => (v ? null : SAMPLE_KEY);

describe("the contracts' messages", () => {
  it.each(CHECKS)('%s: the catalog text by default', (_name, schema, input, field, key) => {
    expect(messages(schema, input)[field]).toContain(CONTRACT_MESSAGES[key]);
  });

  it.each(CHECKS)(
    "%s: the renderer's text (a tenant's wording) once it is set",
    (_name, schema, input, field, key) => {
      setContractMessageRenderer((k) => `«${k}»`);
      expect(messages(schema, input)[field]).toContain(`«${key}»`);
    },
  );

  it('export no Polish text of their own (it lives in the catalog, where tenant overrides reach it)', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(20);
    const texts = sources.flatMap((file) =>
      [...readFileSync(new URL(file, dir), 'utf8').matchAll(/export const (\w+)\s*=\s*(['`])(.*?)\2/g)]
        .filter(([, , , value]) => /\s|[ąćęłńóśźż]/i.test(value ?? ''))
        .map(([, name]) => `${file}: ${name}`),
    );
    expect(texts).toEqual([]);
  });

  it('take no Polish text from the domain: the rules they call name catalog keys', () => {
    const imports = domainImports();
    expect(imports.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['isValidPesel', 'creditError', 'planItemTextError', 'isStrongPassword']),
    );
    const constants = domainStringConstants();
    const resolve: Resolve = (name) =>
      Object.hasOwn(domain, name) ? (domain as Record<string, unknown>)[name] : constants.get(name);
    const texts = imports
      // The catalog itself: the renderer's default.
      .filter(([file, name]) => !(file === 'messages.ts' && name === 'CONTRACT_MESSAGES'))
      .flatMap(([file, name]) => polishTextsOf(name, resolve).map((text) => `${file}: ${name}: ${text}`));
    expect(texts).toEqual([]);
  });

  it("see a rule's Polish message: its own, a constant's, a map's, another rule's", () => {
    const samples: Record<string, unknown> = {
      SAMPLE_MESSAGE,
      SAMPLE_KEY,
      SAMPLE_MESSAGES,
      SAMPLE_BASES,
      sampleInline,
      sampleNamed,
      sampleMapped,
      sampleCalling,
      sampleKeyed,
    };
    const resolve: Resolve = (name) => samples[name];
    expect(polishTextsOf('sampleInline', resolve)).toEqual(['Podaj numer']);
    expect(polishTextsOf('sampleNamed', resolve)).toEqual(['Niepoprawny numer']);
    expect(polishTextsOf('sampleMapped', resolve)).toEqual(['Zły PESEL']);
    expect(polishTextsOf('sampleCalling', resolve)).toEqual(['Podaj numer']);
    expect(polishTextsOf('sampleKeyed', resolve)).toEqual([]);
  });
});
