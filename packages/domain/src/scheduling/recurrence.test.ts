import { describe, expect, it } from 'vitest';
import { workingIntervals, type ScheduleEntry } from '../calendar/working-time.ts';
import {
  checkSeries,
  MAX_SERIES_VISITS,
  monthsLater,
  seriesDates,
  seriesVisits,
  type RecurrencePeriod,
  type SeriesCheckInput,
} from './recurrence.ts';

describe('monthsLater', () => {
  it.each([
    ['2027-01-15', 1, '2027-02-15'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-01-31', 3, '2027-04-30'],
    ['2027-01-31', 2, '2027-03-31'],
    ['2027-11-30', 2, '2028-01-30'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
  ])('%s + %i months → %s', (date, n, expected) => expect(monthsLater(date, n)).toBe(expected));
});

describe('seriesDates', () => {
  it.each<[string, RecurrencePeriod, string, string[]]>([
    ['daily', 1, '2027-01-04', ['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']],
    ['weekly', 2, '2027-01-22', ['2027-01-01', '2027-01-08', '2027-01-15', '2027-01-22']],
    ['every two weeks', 3, '2027-01-28', ['2027-01-01', '2027-01-15']],
    ['monthly', 4, '2027-04-01', ['2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01']],
    ['an end before the first date: no visits', 2, '2026-12-01', []],
  ])('%s', (_what, period, until, expected) =>
    expect(seriesDates('2027-01-01', until, period)).toEqual(expected),
  );

  it('keeps the 31st of a monthly series from the first visit, not from the short month before', () => {
    expect(seriesDates('2027-12-31', '2028-05-31', 4)).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
  });

  it('stops at MAX_SERIES_VISITS', () => {
    expect(seriesDates('2027-01-01', '2035-01-01', 1)).toHaveLength(MAX_SERIES_VISITS);
  });
});

describe('seriesVisits', () => {
  it('keeps the wall-clock hour across the March and October changes', () => {
    // 10:00–10:45 in Warsaw on 2027-03-22 (UTC+1); the series continues past 28 March and 31 October.
    const first = { start: new Date('2027-03-22T09:00:00Z'), end: new Date('2027-03-22T09:45:00Z') };
    const visits = seriesVisits(first, '2027-03-29', 2);
    expect(visits.map((v) => [v.date, v.start.toISOString(), v.end.toISOString()])).toEqual([
      ['2027-03-22', '2027-03-22T09:00:00.000Z', '2027-03-22T09:45:00.000Z'],
      ['2027-03-29', '2027-03-29T08:00:00.000Z', '2027-03-29T08:45:00.000Z'],
    ]);
    const autumn = { start: new Date('2027-10-25T08:00:00Z'), end: new Date('2027-10-25T08:45:00Z') };
    expect(seriesVisits(autumn, '2027-11-01', 2).map((v) => v.start.toISOString())).toEqual([
      '2027-10-25T08:00:00.000Z',
      '2027-11-01T09:00:00.000Z',
    ]);
  });
});

describe('checkSeries', () => {
  const weekdays = (timeStart: string, timeEnd: string): ScheduleEntry[] =>
    [1, 2, 3, 4, 5].map((day) => ({ day, timeStart, timeEnd, isEnabled: true }));
  // Mondays 10:00–11:00 from 4 January 2027 (UTC+1) for five weeks.
  const first = { start: new Date('2027-01-04T09:00:00Z'), end: new Date('2027-01-04T10:00:00Z') };
  const visits = seriesVisits(first, '2027-02-01', 2);
  const base: SeriesCheckInput = {
    working: workingIntervals({ from: '2027-01-04', to: '2027-02-01', schedule: weekdays('08:00', '16:00') }),
    busy: [],
    clinicDaysOff: [],
    leaves: [],
  };
  const exceptions = (over: Partial<SeriesCheckInput>) =>
    checkSeries(visits, { ...base, ...over }).visitDatesWithException.map((v) => [v.date, v.reason]);

  it.each<[string, Partial<SeriesCheckInput>, [string, string][]]>([
    ['a free series has no exceptions', {}, []],
    ['a clinic day off', { clinicDaysOff: ['2027-01-11'] }, [['2027-01-11', 'dayOff']]],
    ['leave', { leaves: [{ start: '2027-01-15', end: '2027-01-19' }] }, [['2027-01-18', 'leave']]],
    [
      'a day the therapist works shorter hours',
      {
        working: workingIntervals({
          from: '2027-01-04',
          to: '2027-02-01',
          schedule: weekdays('08:00', '16:00'),
          quickBreaks: [{ start: new Date('2027-01-25T09:30:00Z'), end: new Date('2027-01-25T12:00:00Z') }],
        }),
      },
      [['2027-01-25', 'outsideSchedule']],
    ],
    [
      'another visit overlapping by a minute',
      { busy: [{ start: new Date('2027-02-01T09:59:00Z'), end: new Date('2027-02-01T10:30:00Z') }] },
      [['2027-02-01', 'clash']],
    ],
    [
      'a visit just touching is no clash',
      { busy: [{ start: new Date('2027-02-01T10:00:00Z'), end: new Date('2027-02-01T10:30:00Z') }] },
      [],
    ],
    [
      'a day off wins over the clash on it',
      {
        clinicDaysOff: ['2027-02-01'],
        busy: [{ start: new Date('2027-02-01T09:00:00Z'), end: new Date('2027-02-01T10:00:00Z') }],
      },
      [['2027-02-01', 'dayOff']],
    ],
  ])('%s', (_what, over, expected) => expect(exceptions(over)).toEqual(expected));

  it('keeps the bookable visits in order', () => {
    const r = checkSeries(visits, { ...base, clinicDaysOff: ['2027-01-11'] });
    expect(r.visitDates.map((v) => v.date)).toEqual(['2027-01-04', '2027-01-18', '2027-01-25', '2027-02-01']);
  });
});
