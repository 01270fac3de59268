import { describe, expect, it } from 'vitest';
import {
  normalizeCommission,
  visitTypeActive,
  visitTypeLengthError,
  VISIT_TYPE_LENGTH_MESSAGES,
  type Commission,
} from './visit-type.ts';

describe('normalizeCommission', () => {
  it.each<[Commission, keyof Commission | undefined, Commission]>([
    [{ prowizja: 2000, prowizja_procent: 10 }, 'prowizja', { prowizja: 2000, prowizja_procent: 0 }],
    [{ prowizja: 2000, prowizja_procent: 10 }, 'prowizja_procent', { prowizja: 0, prowizja_procent: 10 }],
    [{ prowizja: 2000, prowizja_procent: 10 }, undefined, { prowizja: 2000, prowizja_procent: 0 }],
    [{ prowizja: 0, prowizja_procent: 15 }, undefined, { prowizja: 0, prowizja_procent: 15 }],
    [{ prowizja: -500, prowizja_procent: 0 }, 'prowizja', { prowizja: 0, prowizja_procent: 0 }],
    [{ prowizja: 0, prowizja_procent: -3 }, 'prowizja_procent', { prowizja: 0, prowizja_procent: 0 }],
    [{ prowizja: 0, prowizja_procent: 150 }, 'prowizja_procent', { prowizja: 0, prowizja_procent: 100 }],
    [{ prowizja: 1000, prowizja_procent: 0 }, 'prowizja_procent', { prowizja: 1000, prowizja_procent: 0 }],
  ])('%o after editing %s → %o', (value, changed, expected) => {
    expect(normalizeCommission(value, changed)).toEqual(expected);
  });
});

describe('visitTypeActive', () => {
  it.each([
    [0, false, true],
    [0, true, true],
    [5, false, false],
    [5, true, true],
  ])('id %i, aktywna %s → %s', (id, aktywna, expected) => {
    expect(visitTypeActive(id, aktywna)).toBe(expected);
  });
});

describe('visitTypeLengthError', () => {
  const { notPositive, tooLong } = VISIT_TYPE_LENGTH_MESSAGES;
  it.each([
    [1, null],
    [45, null],
    [1440, null],
    [1441, tooLong],
    [10_000, tooLong],
    [0, notPositive],
    [-30, notPositive],
    [Number.NaN, notPositive],
  ])('%d minutes → %s', (minutes, expected) => {
    expect(visitTypeLengthError(minutes)).toBe(expected);
  });
});
