import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '../texts/contract-messages.ts';
import { creditError, readCreditBasis, storedCreditBasis } from './credit.ts';

const BASIS = 'contract.creditBasisRequired';
const OTHER = 'contract.creditOtherBasisRequired';

describe('creditError', () => {
  it.each<[boolean, string | null, string | null, [string, string] | null, string]>([
    [false, null, null, null, 'credit off: nothing required'],
    [true, 'Umowa fundacja', null, null, 'a list basis'],
    [true, 'Inne', 'Umowa z gminą', null, "'Inne' with its text"],
    [true, null, null, ['kredyt_podstawa', BASIS], 'no basis'],
    [true, 'Umowa z gminą', null, ['kredyt_podstawa', BASIS], 'a basis not in the list'],
    [true, 'Inne', null, ['kredyt_podstawa_inna', OTHER], "'Inne' without text"],
    [true, 'Inne', '   ', ['kredyt_podstawa_inna', OTHER], "'Inne' with blanks"],
  ])('kredyt %s, %s, %s → %j (%s)', (kredyt, basis, other, expected) => {
    const error = creditError({ kredyt, kredyt_podstawa: basis, kredyt_podstawa_inna: other });
    expect(error && [error.field, error.message]).toEqual(expected);
  });

  it("names catalog texts, by default the spec's words", () => {
    expect(CONTRACT_MESSAGES[BASIS]).toBe('Nie podano podstawy kredytu');
    expect(CONTRACT_MESSAGES[OTHER]).toBe('Nie podano innej podstawy kredytu');
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
