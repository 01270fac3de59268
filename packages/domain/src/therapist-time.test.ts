import { describe, expect, it } from 'vitest';
import {
  clinicDateTime,
  clinicDisplayDate,
  clinicInstant,
  isTimeRangeOrdered,
  weekDayName,
} from './therapist-time.ts';

describe('clinicInstant', () => {
  const cases = [
    { name: 'winter time is UTC+1', date: '2026-01-15', time: '12:00', iso: '2026-01-15T11:00:00.000Z' },
    { name: 'summer time is UTC+2', date: '2026-07-15', time: '12:00', iso: '2026-07-15T10:00:00.000Z' },
    { name: 'midnight keeps its date', date: '2026-03-01', time: '00:30', iso: '2026-02-28T23:30:00.000Z' },
    { name: 'the day DST starts', date: '2026-03-29', time: '10:00', iso: '2026-03-29T08:00:00.000Z' },
    { name: 'the day DST ends', date: '2026-10-25', time: '10:00', iso: '2026-10-25T09:00:00.000Z' },
  ];
  it.each(cases)('$name', ({ date, time, iso }) => {
    const instant = clinicInstant(date, time);
    expect(instant.toISOString()).toBe(iso);
    expect(clinicDateTime(instant)).toEqual({ date, time });
  });
});

describe('clinicDisplayDate', () => {
  it.each([
    { iso: '2026-05-04T12:00:00.000Z', shown: '04-05-2026' },
    { iso: '2026-12-31T23:30:00.000Z', shown: '01-01-2027' }, // the next day in Warsaw
    { iso: '2109-01-11T08:26:25.000Z', shown: '11-01-2109' },
  ])('$iso → $shown', ({ iso, shown }) => {
    expect(clinicDisplayDate(new Date(iso))).toBe(shown);
  });
});

describe('isTimeRangeOrdered', () => {
  it.each([
    { start: '08:00', end: '09:30', ordered: true },
    { start: '09:30', end: '09:30', ordered: false },
    { start: '12:00', end: '08:00', ordered: false },
    { start: '09:59', end: '10:00', ordered: true },
  ])('$start–$end → $ordered', ({ start, end, ordered }) => {
    expect(isTimeRangeOrdered(start, end)).toBe(ordered);
  });
});

describe('weekDayName', () => {
  it.each([
    { day: 1, name: 'Poniedziałek' },
    { day: 0, name: 'Niedziela' },
    { day: 6, name: 'Sobota' },
  ])('$day is $name', ({ day, name }) => {
    expect(weekDayName(day)).toBe(name);
  });
});
