import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney, formatTime, parseAmount } from './format.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [0, '0,00 zł'],
    [5, '0,05 zł'],
    [15050, '150,50 zł'],
    [123450, '1 234,50 zł'],
    [100000000, '1 000 000,00 zł'],
    [-123450, '-1 234,50 zł'],
    [-5, '-0,05 zł'],
  ])('%i grosze → %s (no-break spaces)', (grosze, shown) => {
    expect(formatMoney(grosze)).toBe(shown.replaceAll(' ', NBSP));
  });
});

describe('formatAmount and parseAmount', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0,00'],
    [15050, '150,50'],
    [123456789, '1234567,89'],
    [-305, '-3,05'],
  ])('%s grosze as a field: %j', (grosze, field) => {
    expect(formatAmount(grosze)).toBe(field);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['150', 15000],
    ['150,5', 15050],
    ['150.55', 15055],
    ['0,07', 7],
    ['0,29', 29],
  ])('%j → %s grosze', (field, grosze) => {
    expect(parseAmount(field)).toBe(grosze);
  });

  it('reads back what it writes', () => {
    for (const grosze of [0, 1, 99, 100, 12345, 999999999])
      expect(parseAmount(formatAmount(grosze))).toBe(grosze);
  });
});

describe('dates and times', () => {
  it.each([
    ['2027-01-05', '05-01-2027'],
    ['2027-12-31T23:00:00Z', '31-12-2027'],
  ])('formatDate(%j) = %j', (date, shown) => {
    expect(formatDate(date)).toBe(shown);
  });

  it.each([
    // Warsaw: UTC+1 in winter, UTC+2 in summer; the clinic's day can differ from UTC's.
    ['2027-01-05T08:30:00Z', '05-01-2027 09:30', '09:30'],
    ['2027-07-05T08:30:00Z', '05-07-2027 10:30', '10:30'],
    ['2027-12-31T23:15:00Z', '01-01-2028 00:15', '00:15'],
  ])('%s in the clinic: %s', (iso, dateTime, time) => {
    expect(formatDateTime(iso)).toBe(dateTime);
    expect(formatDateTime(new Date(iso))).toBe(dateTime);
    expect(formatTime(iso)).toBe(time);
  });
});
