import { describe, expect, it } from 'vitest';
import { formatNip, isValidPatientNip, normaliseNip } from './nip.ts';

describe('isValidPatientNip', () => {
  it.each([
    ['1234567890', true, 'ten digits'],
    ['123-456-78-90', true, 'masked'],
    ['PL12345678', true, 'capital letters'],
    ['', true, 'empty'],
    ['pl12345678', false, 'small letters'],
    ['123 456 78 90', false, 'spaces'],
    ['12345678901', false, 'eleven symbols'],
    ['123/4567890', false, 'a slash'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPatientNip(value)).toBe(expected);
  });
});

describe('normaliseNip', () => {
  it.each([
    ['123-456-78-90', '1234567890'],
    ['1234567890', '1234567890'],
    ['-AB-', 'AB'],
  ])('%s → %s', (value, expected) => {
    expect(normaliseNip(value)).toBe(expected);
  });
});

describe('formatNip', () => {
  it.each([
    ['1234567890', '123-456-78-90'],
    ['123-456-78-90', '123-456-78-90'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['PL12345678', 'PL1-234-56-78'],
    ['', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatNip(value)).toBe(expected);
  });
});
