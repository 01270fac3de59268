import { describe, expect, it } from 'vitest';
import { calendarTimeScale, isValidNip, isValidPhone, isValidPostcode } from './company.ts';

describe('isValidNip', () => {
  it.each([
    ['5260250274', true],
    ['7251801126', true],
    ['1234563218', true],
    ['5260250275', false],
    ['1234567890', false],
    ['526025027', false],
    ['52602502741', false],
    ['526-025-02-74', false],
    ['abcdefghij', false],
    ['', false],
  ])('%s → %s', (nip, valid) => expect(isValidNip(nip)).toBe(valid));
});

describe('isValidPostcode', () => {
  it.each([
    ['', true],
    ['31-042', true],
    ['00-950', true],
    ['31042', false],
    ['31-04', false],
    ['3a-042', false],
    [' 31-042', false],
  ])('%j → %s', (code, valid) => expect(isValidPostcode(code)).toBe(valid));
});

describe('isValidPhone', () => {
  it.each([
    ['12345678', true],
    ['+48123456789', true],
    ['1234567890123', true],
    ['1234567', false],
    ['12345678901234', false],
    ['123 456 789', false],
    ['12-345-678', false],
  ])('%j → %s', (phone, valid) => expect(isValidPhone(phone)).toBe(valid));
});

describe('calendarTimeScale', () => {
  it.each([
    [15, 15],
    [30, 30],
    [60, 60],
    [0, 30],
    [45, 30],
  ])('%i → %i', (value, scale) => expect(calendarTimeScale(value)).toBe(scale));
});
