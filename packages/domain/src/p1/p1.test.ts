import { describe, expect, it } from 'vitest';
import { isValidRegon } from './regon.ts';
import { parseResortCode } from './resort-code.ts';
import { p1VisitProblems, type P1VisitFacts } from './visit-check.ts';

describe('isValidRegon', () => {
  it.each([
    ['123456785', true, 'REGON-9 of §5.3'],
    ['241544443', true, 'another REGON-9'],
    ['12345678512347', true, 'REGON-14 of §5.3'],
    ['24154444300004', true, 'another REGON-14'],
    ['123456784', false, 'wrong check digit'],
    ['12345678512346', false, 'REGON-14 with a wrong check digit'],
    ['12345678412347', false, 'REGON-14 whose REGON-9 is wrong'],
    ['12345678', false, 'eight digits'],
    ['1234567851', false, 'ten digits'],
    ['12345678a', false, 'a letter'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidRegon(value)).toBe(expected);
  });
});

describe('parseResortCode', () => {
  it.each([
    ['01-001-1300', { book: null, unit: '01', cell: '001', specialty: '1300' }],
    ['01 001 1300', { book: null, unit: '01', cell: '001', specialty: '1300' }],
    ['010011300', { book: null, unit: '01', cell: '001', specialty: '1300' }],
    ['000000926578-01-001-1220', { book: '000000926578', unit: '01', cell: '001', specialty: '1220' }],
    ['000000926578010011220', { book: '000000926578', unit: '01', cell: '001', specialty: '1220' }],
    ['1300', null],
    ['01-1300', null],
    ['1-001-1300', null],
    ['01-001-130', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(parseResortCode(value)).toEqual(expected);
  });
});

const CORRECT: P1VisitFacts = {
  patient: { name: 'Jan', surname: 'Kowalski', pesel: '44051401359', gender: 0 },
  therapist: { name: 'Anna Nowak', pwz: '5425740', profession: 'LEK' },
  unit: { name: 'Poradnia', resortCode: '01-001-1300' },
  company: { regon: '123456785', bookNumber: '000000926578' },
  diagnoses: [{ code: 'M54.5', active: true }],
  procedures: [{ code: '93.39', active: true }],
};

describe('p1VisitProblems', () => {
  it('finds nothing wrong with complete data', () => {
    expect(p1VisitProblems(CORRECT)).toEqual([]);
  });

  it.each<[string, Partial<P1VisitFacts>, ReturnType<typeof p1VisitProblems>]>([
    ['no PESEL', { patient: { ...CORRECT.patient, pesel: null } }, [{ key: 'p1.check.peselMissing' }]],
    [
      'a wrong PESEL',
      { patient: { ...CORRECT.patient, pesel: '44051401358' } },
      [{ key: 'p1.check.peselInvalid', params: { pesel: '44051401358' } }],
    ],
    [
      'a woman with a man’s PESEL',
      { patient: { ...CORRECT.patient, gender: 1 } },
      [{ key: 'p1.check.genderMismatch' }],
    ],
    ['unset gender is not a mismatch', { patient: { ...CORRECT.patient, gender: -1 } }, []],
    [
      'no surname',
      { patient: { ...CORRECT.patient, surname: ' ' } },
      [{ key: 'p1.check.patientNameMissing' }],
    ],
    [
      'a doctor without PWZ',
      { therapist: { ...CORRECT.therapist, pwz: '' } },
      [{ key: 'p1.check.pwzMissing', params: { therapist: 'Anna Nowak' } }],
    ],
    [
      'a doctor’s PWZ with a wrong check digit',
      { therapist: { ...CORRECT.therapist, pwz: '6425740' } },
      [{ key: 'p1.check.pwzInvalid', params: { therapist: 'Anna Nowak', pwz: '6425740' } }],
    ],
    [
      'a physiotherapist’s number is not held to the doctors’ check digit',
      { therapist: { ...CORRECT.therapist, profession: 'FIZJO', pwz: '6425740' } },
      [],
    ],
    [
      'no profession',
      { therapist: { ...CORRECT.therapist, profession: null } },
      [{ key: 'p1.check.professionMissing', params: { therapist: 'Anna Nowak' } }],
    ],
    ['no unit', { unit: null }, [{ key: 'p1.check.unitMissing' }]],
    [
      'a unit with only the specialty',
      { unit: { name: 'Poradnia', resortCode: '1300' } },
      [{ key: 'p1.check.resortCodeIncomplete', params: { unit: 'Poradnia', code: '1300' } }],
    ],
    ['no diagnosis', { diagnoses: [] }, [{ key: 'p1.check.diagnosisMissing' }]],
    [
      'only a retired diagnosis',
      { diagnoses: [{ code: 'A00', active: false }] },
      [{ key: 'p1.check.diagnosisMissing' }, { key: 'p1.check.icd10Retired', params: { code: 'A00' } }],
    ],
    [
      'a retired procedure',
      { procedures: [{ code: '99.99', active: false }] },
      [{ key: 'p1.check.icd9Retired', params: { code: '99.99' } }],
    ],
    ['no procedures are needed', { procedures: [] }, []],
    [
      'no REGON and no book number',
      { company: { regon: null, bookNumber: '' } },
      [{ key: 'p1.check.regonMissing' }, { key: 'p1.check.bookNumberMissing' }],
    ],
    [
      'a wrong REGON and a book number with letters',
      { company: { regon: '123456784', bookNumber: 'KS-12' } },
      [
        { key: 'p1.check.regonInvalid', params: { regon: '123456784' } },
        { key: 'p1.check.bookNumberInvalid', params: { book: 'KS-12' } },
      ],
    ],
  ])('%s', (_, change, expected) => {
    expect(p1VisitProblems({ ...CORRECT, ...change })).toEqual(expected);
  });
});
