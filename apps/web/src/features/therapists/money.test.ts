import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './money.ts';

describe('amounts', () => {
  it.each([
    ['150,50', 15050],
    ['150.5', 15050],
    ['0', 0],
    ['', null],
    ['  19,99 ', 1999],
  ])('parses %s as %s grosze', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it.each([
    [15050, '150,50'],
    [0, '0,00'],
    [null, ''],
  ])('shows %s grosze as %s', (grosze, expected) => {
    expect(formatAmount(grosze)).toBe(expected);
  });
});
