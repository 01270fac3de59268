import { describe, expect, it } from 'vitest';
import {
  canAddTask,
  closingDate,
  isClosingStatus,
  planItemStatusLabel,
  planItemTextError,
  planDate,
  planKindLabel,
  planStatusLabel,
  type StatusHistory,
} from './plans.ts';
import { CONTRACT_MESSAGES } from '../texts/contract-messages.ts';

describe('labels', () => {
  it.each([
    [planKindLabel, 0, 'Nowy'],
    [planKindLabel, 1, 'Ewaluacja'],
    [planStatusLabel, 0, 'Wersja robocza'],
    [planStatusLabel, 1, 'Otwarty'],
    [planStatusLabel, 2, 'Zrealizowany'],
    [planStatusLabel, 3, 'Anulowany'],
    [planItemStatusLabel, 0, 'Planowany'],
    [planItemStatusLabel, 1, 'Realizowany'],
    [planItemStatusLabel, 2, 'Zrealizowany'],
    [planItemStatusLabel, 3, 'Anulowany'],
    [planStatusLabel, 7, '7'],
  ])('%o(%i) → %s', (label, value, expected) => {
    expect(label(value)).toBe(expected);
  });
});

describe('isClosingStatus', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('status %i → %s', (status, expected) => {
    expect(isClosingStatus(status)).toBe(expected);
  });
});

describe('closingDate', () => {
  const earlier = new Date('2025-03-01T10:00:00Z');
  const now = new Date('2025-04-02T08:30:00Z');
  it.each<[string, StatusHistory | null, number, Date | null]>([
    ['a new draft has none', null, 0, null],
    ['a new item created as done gets today', null, 2, now],
    ['a new item created as cancelled gets today', null, 3, now],
    ['opening a draft sets none', { status: 0, closedAt: null }, 1, null],
    ['completing sets today', { status: 1, closedAt: null }, 2, now],
    ['cancelling sets today', { status: 0, closedAt: null }, 3, now],
    ['saving a completed item again keeps its date', { status: 2, closedAt: earlier }, 2, earlier],
    ['cancelling a completed item dates the cancellation', { status: 2, closedAt: earlier }, 3, now],
    ['reopening clears the date', { status: 3, closedAt: earlier }, 1, null],
    ['a closed item without a date gets one', { status: 2, closedAt: null }, 2, now],
  ])('%s', (_name, previous, status, expected) => {
    expect(closingDate(previous, status, now)).toEqual(expected);
  });
});

describe('planItemTextError', () => {
  it.each<['nazwa' | 'opis', string | null | undefined, string | null]>([
    ['nazwa', '', 'Nazwa jest wymagana'],
    ['nazwa', '   ', 'Nazwa jest wymagana'],
    ['nazwa', null, 'Nazwa jest wymagana'],
    ['nazwa', 'ab', 'Nazwa musi posiadać minimum 3 znaki'],
    ['nazwa', ' ab ', 'Nazwa musi posiadać minimum 3 znaki'],
    ['nazwa', 'abc', null],
    ['nazwa', 'Łóż', null],
    ['opis', undefined, 'Opis jest wymagany'],
    ['opis', 'xy', 'Opis musi posiadać minimum 3 znaki'],
    ['opis', 'Ćwiczenia oddechowe', null],
  ])('%s %o → %o (a catalog key; its text by default)', (field, value, expected) => {
    const key = planItemTextError(field, value);
    expect(key === null ? null : CONTRACT_MESSAGES[key]).toBe(expected);
  });
});

describe('canAddTask', () => {
  it.each([
    [0, false],
    [1, true],
    [4, true],
  ])('%i goals → %s', (goals, expected) => {
    expect(canAddTask(goals)).toBe(expected);
  });
});

describe('planDate', () => {
  it.each([
    ['2025-06-30', '30-06-2025'],
    // Late on 25 October UTC is already the 26th in Warsaw (summer time, UTC+2).
    ['2025-10-25T23:30:00.000Z', '26-10-2025'],
    ['2025-01-15T22:59:00.000Z', '15-01-2025'],
    ['2025-01-15T23:00:00.000Z', '16-01-2025'],
    [null, '—'],
  ])('%o → %s', (value, expected) => {
    expect(planDate(value)).toBe(expected);
  });
});
