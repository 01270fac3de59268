import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../company/company.ts';
import { KNOWLEDGE_OF_US_VALUES, VOIVODESHIPS, pickerDescription } from './patient.ts';
import { normaliseSearchText, patientSearchText, searchTokens } from './search-text.ts';

describe('patient phone (the company rule)', () => {
  it.each([
    ['12345678', true, 'eight digits'],
    ['+48123456789', true, 'plus and eleven digits'],
    ['+481234567890', true, 'thirteen characters'],
    ['1234567', false, 'seven'],
    ['+4812345678901', false, 'fourteen'],
    ['123 456 789', false, 'spaces'],
    ['123-456-789', false, 'hyphens'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });
});

describe('lists', () => {
  it('has the 16 voivodeships, each once', () => {
    expect(new Set(VOIVODESHIPS).size).toBe(16);
  });

  it("has the spec's knowledge-of-us sources", () => {
    expect(KNOWLEDGE_OF_US_VALUES).toEqual([
      'internet',
      'z_polecenia',
      'od_lekarza',
      'z_prasy',
      'byly_pacjent',
    ]);
  });
});

describe('pickerDescription', () => {
  it.each([
    ['Pacjent po urazie kolana lewego', 'Pacjent po urazie k'],
    ['krótki', 'krótki'],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(pickerDescription(value)).toBe(expected);
  });
});

describe('normaliseSearchText', () => {
  it.each([
    ['Łukasz', 'lukasz'],
    ['ŻÓŁĆ gęślą jaźń', 'zolc gesla jazn'],
    ['  Anna   Maria ', 'anna maria'],
    ['Śćńź', 'scnz'],
    ['O’Brien', 'o’brien'],
  ])('%s → %s', (value, expected) => {
    expect(normaliseSearchText(value)).toBe(expected);
  });

  it('splits a query into normalised words', () => {
    expect(searchTokens(' Jan  KOWALSKI ')).toEqual(['jan', 'kowalski']);
    expect(searchTokens('   ')).toEqual([]);
  });

  it('builds the search text from name, surname and PESEL', () => {
    expect(patientSearchText({ name: 'Łucja', surname: 'Żak', pesel: '44051401359' })).toBe(
      'lucja zak 44051401359',
    );
    expect(patientSearchText({ name: 'Jan', surname: 'Nowak', pesel: null })).toBe('jan nowak');
  });
});
