import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACT_MESSAGES, type ContractMessageKey } from '@wizytownik/domain';
import {
  AddCreditPaymentInput,
  AddTherapistBreaksInput,
  AddTherapistHolidayInput,
  AddTherapistShortBreakInput,
  CancelVisitInput,
  CreateClientInput,
  InsertVisitTypeInput,
  SaveTherapistInput,
  ScheduleEntry,
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
];

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
});
