import { describe, expect, it } from 'vitest';
import { byWeekDay, clinicDays } from './clinic-days.ts';
import { zonedInstant } from './time-zone.ts';

describe('clinicDays', () => {
  // Every day of a year, every half hour (and the day's end): the arithmetic of a steady day and the
  // zone's reading of a change day must both give what zonedInstant gives. Santiago changes at
  // midnight, Lord Howe by half an hour, Kathmandu is +5:45.
  it.each(['Europe/Warsaw', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu'])(
    'agrees with zonedInstant through 2026 in %s',
    (zone) => {
      const days = clinicDays('2026-01-01', '2026-12-31', zone);
      expect(days).toHaveLength(365);
      const wrong: string[] = [];
      for (const day of days) {
        for (let minutes = 0; minutes <= 24 * 60; minutes += 30) {
          if (day.instant(minutes) !== zonedInstant(day.date, minutes, zone).getTime()) {
            wrong.push(`${day.date} ${minutes}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('numbers the week days as the schedules do and walks the dates in order', () => {
    const days = clinicDays('2026-03-28', '2026-03-30', 'Europe/Warsaw');
    expect(days.map((d) => [d.date, d.weekDay])).toEqual([
      ['2026-03-28', 6],
      ['2026-03-29', 0],
      ['2026-03-30', 1],
    ]);
  });

  it('reads a DST change day from the zone: 09:00 on the spring Sunday is UTC+2', () => {
    const [sunday] = clinicDays('2026-03-29', '2026-03-29', 'Europe/Warsaw');
    expect(new Date(sunday!.instant(0)).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(sunday!.instant(9 * 60)).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('gives the same days again for the same range and new ones for another', () => {
    const first = clinicDays('2026-01-12', '2026-01-18', 'Europe/Warsaw');
    expect(clinicDays('2026-01-12', '2026-01-18', 'Europe/Warsaw')).toBe(first);
    expect(clinicDays('2026-01-12', '2026-01-18', 'Europe/London')[0]!.instant(0)).toBe(
      Date.parse('2026-01-12T00:00:00Z'),
    );
  });
});

describe('byWeekDay', () => {
  it('puts parsed hours on their week day and leaves out a day outside 0–6', () => {
    const week = byWeekDay([
      { day: 1, timeStart: '08:00', timeEnd: '16:00' },
      { day: 1, timeStart: '17:30:00', timeEnd: '19:00' },
      { day: 7, timeStart: '08:00', timeEnd: '09:00' },
    ]);
    expect(week).toEqual([
      [],
      [
        [480, 960],
        [1050, 1140],
      ],
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
