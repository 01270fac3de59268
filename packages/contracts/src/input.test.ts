import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarDate, displayDate, instant, isCalendarDate } from './calendar-date.ts';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import './locale.ts';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text', () => {
  it.each([
    ['plain', 'Zażółć gęślą jaźń', true],
    ['empty', '', true],
    ['tab, newline and CR', 'a\tb\nc\r\nd', true],
    ['NUL', 'a\u0000b', false],
    ['bell', 'a\u0007', false],
    ['vertical tab', '\u000b', false],
    ['escape', '\u001b[31m', false],
    ['unit separator', '\u001f', false],
    ['DEL and beyond are text', '\u007f\u0085', true],
  ])('%s', (_, value, valid) => {
    expect(ok(text(), value)).toBe(valid);
    if (!valid) expect(message(text(), value)).toBe(CONTRACT_MESSAGES['contract.controlChars']);
  });

  it('keeps the chained rules and the message for a missing value', () => {
    const name = text('Podaj imię').trim().min(1, 'Podaj imię').max(3);
    expect(message(name, undefined)).toBe('Podaj imię');
    expect(message(name, '   ')).toBe('Podaj imię');
    expect(name.parse(' Ala ')).toBe('Ala');
    expect(ok(name, 'Alan')).toBe(false);
    expect(ok(name, 42)).toBe(false);
  });
});

describe('ids and integers', () => {
  it.each([
    [1, true],
    [INT4_MAX, true],
    [0, false],
    [-1, false],
    [2 ** 31, false],
    [2 ** 53, false],
    [1e308, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['1', false],
    [null, false],
  ])('id %s', (value, valid) => {
    expect(ok(id(), value)).toBe(valid);
  });

  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['9007199254740993', false],
    ['1e308', false],
    ['-1', false],
    ['0', false],
    ['', false],
    ['abc', false],
    ['NaN', false],
    ['Infinity', false],
    ['1.5', false],
  ])('query id %s', (value, valid) => {
    expect(ok(queryId(), value)).toBe(valid);
  });

  it('reads query integers within their bounds', () => {
    expect(queryInt(0, 10).parse('7')).toBe(7);
    expect(ok(queryInt(0, 10), '11')).toBe(false);
    expect(message(id(), -1)).toBe('Nieprawidłowy identyfikator.');
  });
});

describe('dates', () => {
  it.each([
    ['2025-12-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['9999-99-99', false],
    ['0000-01-01', false],
    ['3000-01-01', false],
    ['2025-1-1', false],
    ['2025-01-01T00:00', false],
    ['', false],
  ])('calendar date %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
    expect(ok(calendarDate(), value)).toBe(valid);
  });

  it('names a missing date with its own message', () => {
    expect(message(calendarDate('Zła data', 'Podaj datę'), '')).toBe('Podaj datę');
    expect(message(calendarDate('Zła data', 'Podaj datę'), '2025-02-30')).toBe('Zła data');
  });

  it.each([
    ['31-12-2025', '2025-12-31'],
    ['29-02-2024', '2024-02-29'],
    ['99-99-9999', undefined],
    ['30-02-2025', undefined],
    ['29-02-2025', undefined],
    ['2025-12-31', undefined],
    ['1-1-2025', undefined],
  ])('display date %s', (value, read) => {
    const parsed = displayDate().safeParse(value);
    expect(parsed.success ? parsed.data : undefined).toBe(read);
  });

  it.each([
    ['2025-03-01T10:00:00+01:00', true],
    ['2025-03-01T10:00:00Z', true],
    ['2025-02-30T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2025-03-01T10:00:00', false],
    ['2025-03-01T25:00:00Z', false],
  ])('instant %s', (value, valid) => {
    expect(ok(instant(), value)).toBe(valid);
  });
});
