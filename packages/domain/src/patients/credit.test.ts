import { describe, expect, it } from 'vitest';
import {
  CREDIT_BASIS_REQUIRED,
  CREDIT_OTHER_BASIS_REQUIRED,
  creditError,
  readCreditBasis,
  storedCreditBasis,
} from './credit.ts';

describe('creditError', () => {
  it.each<[boolean, string | null, string | null, [string, string] | null, string]>([
    [false, null, null, null, 'credit off: nothing required'],
    [true, 'Umowa fundacja', null, null, 'a list basis'],
    [true, 'Inne', 'Umowa z gminą', null, "'Inne' with its text"],
    [true, null, null, ['kredyt_podstawa', CREDIT_BASIS_REQUIRED], 'no basis'],
    [true, 'Umowa z gminą', null, ['kredyt_podstawa', CREDIT_BASIS_REQUIRED], 'a basis not in the list'],
    [true, 'Inne', null, ['kredyt_podstawa_inna', CREDIT_OTHER_BASIS_REQUIRED], "'Inne' without text"],
    [true, 'Inne', '   ', ['kredyt_podstawa_inna', CREDIT_OTHER_BASIS_REQUIRED], "'Inne' with blanks"],
  ])('kredyt %s, %s, %s → %j (%s)', (kredyt, basis, other, expected) => {
    const error = creditError({ kredyt, kredyt_podstawa: basis, kredyt_podstawa_inna: other });
    expect(error && [error.field, error.message]).toEqual(expected);
  });
});

describe('storedCreditBasis and readCreditBasis', () => {
  it.each([
    ['Decyzja dyrekcji', null, 'Decyzja dyrekcji'],
    ['Inne', ' Umowa z gminą ', 'Umowa z gminą'],
    ['Decyzja dyrekcji', 'ignored text', 'Decyzja dyrekcji'],
    [null, null, null],
  ])('stores %s + %s as %s', (basis, other, expected) => {
    expect(storedCreditBasis({ kredyt_podstawa: basis, kredyt_podstawa_inna: other })).toBe(expected);
  });

  it.each([
    ['Umowa ubezpieczyciel', { kredyt_podstawa: 'Umowa ubezpieczyciel', kredyt_podstawa_inna: null }],
    ['Umowa z gminą', { kredyt_podstawa: 'Inne', kredyt_podstawa_inna: 'Umowa z gminą' }],
    ['Inna', { kredyt_podstawa: 'Inne', kredyt_podstawa_inna: 'Inna' }],
    [null, { kredyt_podstawa: null, kredyt_podstawa_inna: null }],
  ])('reads %s back as %j', (stored, expected) => {
    expect(readCreditBasis(stored)).toEqual(expected);
  });
});
