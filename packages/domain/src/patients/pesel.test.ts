import { describe, expect, it } from 'vitest';
import {
  ageOn,
  hasValidPeselChecksum,
  isValidPesel,
  makePesel,
  peselBirthDate,
  peselFacts,
  peselGender,
} from './pesel.ts';

describe('hasValidPeselChecksum', () => {
  it.each([
    ['44051401359', true, 'check digit 9'],
    ['44051401358', false, 'wrong check digit'],
    ['02070803628', true, 'check digit 8'],
    ['00000000000', true, 'sum 0 gives check 0'],
    ['4405140135', false, 'ten digits'],
    ['440514013590', false, 'twelve digits'],
    ['4405140135a', false, 'a letter'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(hasValidPeselChecksum(value)).toBe(expected);
  });
});

describe('peselBirthDate', () => {
  it.each<[string, string | null, string]>([
    ['02810112346', '1802-01-01', 'month 81 → 1800s'],
    ['44051401359', '1944-05-14', 'month 5 → 1900s'],
    ['99123100003', '1999-12-31', 'month 12 → 1900s'],
    ['02210312342', '2002-01-03', 'month 21 → 2000s'],
    ['02410112344', '2102-01-01', 'month 41 → 2100s'],
    ['02610112340', '2202-01-01', 'month 61 → 2200s'],
    ['24022900009', '1924-02-29', 'leap day of a leap year'],
    ['00222900009', '2000-02-29', '2000 is a leap year'],
    ['05022900008', null, '1905 has no 29 February'],
    ['00130100003', null, 'month field 13'],
    ['00930100007', null, 'month field 93'],
    ['00023000009', null, '30 February'],
    ['123', null, 'not 11 digits'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(peselBirthDate(value)).toBe(expected);
  });
});

describe('isValidPesel', () => {
  it.each([
    ['44051401359', true],
    ['02210312342', true],
    ['44051401358', false],
    ['05022900008', false],
    ['00130100003', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidPesel(value)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['1944-05-14', '2025-05-13', 80, 'the day before the birthday'],
    ['1944-05-14', '2025-05-14', 81, 'on the birthday'],
    ['1944-05-14', '2025-12-01', 81, 'later that year'],
    ['2024-02-29', '2025-02-28', 0, 'leap-day child before 1 March'],
    ['2024-02-29', '2025-03-01', 1, 'leap-day child on 1 March'],
    ['2030-01-01', '2025-01-01', 0, 'not born yet'],
  ])('%s on %s → %i (%s)', (birthDate, today, expected) => {
    expect(ageOn(birthDate, today)).toBe(expected);
  });
});

describe('peselGender', () => {
  it.each([
    ['44051401359', 0, 'tenth digit 5 is odd: male'],
    ['02070803628', 1, 'tenth digit 2 is even: female'],
    ['16210111115', 0, 'tenth digit 1'],
    ['81010112347', 1, 'tenth digit 4'],
    ['44051401358', -1, 'bad checksum'],
    ['4405140135', -1, 'too short'],
    ['', -1, 'empty'],
  ])('%s → %i (%s)', (value, expected) => {
    expect(peselGender(value)).toBe(expected);
  });
});

describe('peselFacts', () => {
  it('derives birth date, age and gender from a valid PESEL', () => {
    expect(peselFacts('44051401359', '2025-06-01')).toEqual({ birthDate: '1944-05-14', age: 81, gender: 0 });
  });

  it.each([['4405140135'], ['44051401358'], [''], [null], [undefined]])(
    'leaves birth date and age unknown for %s',
    (value) => {
      expect(peselFacts(value, '2025-06-01')).toEqual({ birthDate: null, age: null, gender: -1 });
    },
  );
});

describe('makePesel', () => {
  it.each([
    ['1944-05-14', 13, 0, '44051401373'],
    ['1850-12-01', 0, 1, '50920100001'],
    ['2010-03-09', 999, 1, '10230999984'],
    ['2150-01-31', 5, 0, '50413100514'],
    ['2299-12-31', 42, 1, '99723104241'],
  ] as const)('%s, serial %i, gender %i → %s', (birthDate, serial, gender, expected) => {
    const pesel = makePesel(birthDate, serial, gender);
    expect(pesel).toBe(expected);
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDate(pesel)).toBe(birthDate);
    expect(peselGender(pesel)).toBe(gender);
  });

  it.each([
    ['1799-12-31', 1],
    ['2300-01-01', 1],
    ['1990-01-01', 1000],
  ])('refuses %s with serial %i', (birthDate, serial) => {
    expect(() => makePesel(birthDate, serial, 0)).toThrow(RangeError);
  });
});
