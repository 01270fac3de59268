import { describe, expect, it } from 'vitest';
import { dictionarySearchText, foldForSearch, parseDictionaryQuery } from './search-text.ts';

describe('foldForSearch', () => {
  it.each([
    ['Zapalenie płuc', 'zapalenie pluc'],
    ['ZAŻÓŁĆ GĘŚLĄ JAŹŃ', 'zazolc gesla jazn'],
    ['Łańcuch', 'lancuch'],
    ['Choroba Ménière’a', 'choroba meniere a'],
    ['Cholera, nieokreślona (A00.9)', 'cholera nieokreslona a00 9'],
    ['  wiele   spacji\n', 'wiele spacji'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(foldForSearch(text)).toBe(expected);
  });
});

describe('dictionarySearchText', () => {
  it('starts with a space so every word follows one', () => {
    expect(dictionarySearchText('Wirusowe zapalenie płuc')).toBe(' wirusowe zapalenie pluc');
  });
});

describe('parseDictionaryQuery', () => {
  it.each([
    ['J06', { code: 'J06', words: ['j06'] }],
    [' j06.9 ', { code: 'J06.9', words: ['j06', '9'] }],
    ['zapalenie płuc', { code: 'ZAPALENIEPŁUC', words: ['zapalenie', 'pluc'] }],
    ['', { code: '', words: [] }],
    [undefined, { code: '', words: [] }],
    ['%_', { code: '%_', words: [] }],
  ])('%j → %j', (query, expected) => {
    expect(parseDictionaryQuery(query)).toEqual(expected);
  });
});
