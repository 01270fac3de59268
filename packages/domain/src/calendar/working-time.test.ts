import { describe, expect, it } from 'vitest';
import {
  subtractIntervals,
  workingIntervals,
  type ScheduleEntry,
  type WorkingTimeInput,
} from './working-time.ts';

const everyDay = (timeStart: string, timeEnd: string, days = [0, 1, 2, 3, 4, 5, 6]): ScheduleEntry[] =>
  days.map((day) => ({ day, timeStart, timeEnd, isEnabled: true }));
const MONDAY = everyDay('08:00', '16:00', [1]);
const at = (iso: string) => new Date(iso);

interface Case {
  readonly name: string;
  readonly input: WorkingTimeInput;
  /** [start, end] as UTC ISO strings without seconds. */
  readonly expected: ReadonlyArray<readonly [string, string]>;
}

const cases: Case[] = [
  {
    name: 'a winter Monday is UTC+1',
    input: { from: '2026-01-12', to: '2026-01-12', schedule: MONDAY },
    expected: [['2026-01-12T07:00', '2026-01-12T15:00']],
  },
  {
    name: 'a summer Monday is UTC+2',
    input: { from: '2026-07-13', to: '2026-07-13', schedule: MONDAY },
    expected: [['2026-07-13T06:00', '2026-07-13T14:00']],
  },
  {
    name: 'a disabled schedule entry gives no time',
    input: { from: '2026-01-12', to: '2026-01-12', schedule: [{ ...MONDAY[0]!, isEnabled: false }] },
    expected: [],
  },
  {
    name: 'the last Sunday of March loses an hour (00:00–06:00 is five hours)',
    input: { from: '2026-03-29', to: '2026-03-29', schedule: everyDay('00:00', '06:00', [0]) },
    expected: [['2026-03-28T23:00', '2026-03-29T04:00']],
  },
  {
    name: 'the last Sunday of October gains an hour (00:00–06:00 is seven hours)',
    input: { from: '2026-10-25', to: '2026-10-25', schedule: everyDay('00:00', '06:00', [0]) },
    expected: [['2026-10-24T22:00', '2026-10-25T05:00']],
  },
  {
    name: 'the days around the March change keep their wall-clock hours',
    input: { from: '2026-03-28', to: '2026-03-30', schedule: everyDay('09:00', '10:00') },
    expected: [
      ['2026-03-28T08:00', '2026-03-28T09:00'],
      ['2026-03-29T07:00', '2026-03-29T08:00'],
      ['2026-03-30T07:00', '2026-03-30T08:00'],
    ],
  },
  {
    name: 'a break splits a day',
    input: {
      from: '2026-01-12',
      to: '2026-01-12',
      schedule: MONDAY,
      breaks: [{ day: 1, timeStart: '12:00', timeEnd: '13:00' }],
    },
    expected: [
      ['2026-01-12T07:00', '2026-01-12T11:00'],
      ['2026-01-12T12:00', '2026-01-12T15:00'],
    ],
  },
  {
    name: 'a break of another week day changes nothing',
    input: {
      from: '2026-01-12',
      to: '2026-01-12',
      schedule: MONDAY,
      breaks: [{ day: 2, timeStart: '12:00', timeEnd: '13:00' }],
    },
    expected: [['2026-01-12T07:00', '2026-01-12T15:00']],
  },
  {
    name: 'a leave from Friday to Monday spans the weekend',
    input: {
      from: '2026-01-15',
      to: '2026-01-20',
      schedule: everyDay('08:00', '12:00'),
      leaves: [{ start: '2026-01-16', end: '2026-01-19' }],
    },
    expected: [
      ['2026-01-15T07:00', '2026-01-15T11:00'],
      ['2026-01-20T07:00', '2026-01-20T11:00'],
    ],
  },
  {
    name: 'a quick break across two intervals cuts the end of one and the start of the next',
    input: {
      from: '2026-01-12',
      to: '2026-01-12',
      schedule: MONDAY,
      breaks: [{ day: 1, timeStart: '12:00', timeEnd: '13:00' }],
      quickBreaks: [{ start: at('2026-01-12T09:00Z'), end: at('2026-01-12T13:00Z') }],
    },
    expected: [
      ['2026-01-12T07:00', '2026-01-12T09:00'],
      ['2026-01-12T13:00', '2026-01-12T15:00'],
    ],
  },
  {
    name: 'an additional open day opens a Sunday without a schedule',
    input: {
      from: '2026-01-18',
      to: '2026-01-18',
      schedule: MONDAY,
      openDays: [{ start: '2026-01-18', end: '2026-01-18', timeStart: '10:00', timeEnd: '14:00' }],
    },
    expected: [['2026-01-18T09:00', '2026-01-18T13:00']],
  },
  {
    name: 'an open day joins the schedule hours of the same day',
    input: {
      from: '2026-01-12',
      to: '2026-01-12',
      schedule: MONDAY,
      openDays: [{ start: '2026-01-12', end: '2026-01-12', timeStart: '15:00', timeEnd: '18:00' }],
    },
    expected: [['2026-01-12T07:00', '2026-01-12T17:00']],
  },
  {
    name: 'a clinic day off overrides an open day',
    input: {
      from: '2026-01-18',
      to: '2026-01-18',
      schedule: MONDAY,
      clinicDaysOff: ['2026-01-18'],
      openDays: [{ start: '2026-01-18', end: '2026-01-18', timeStart: '10:00', timeEnd: '14:00' }],
    },
    expected: [],
  },
  {
    name: 'a leave overrides an open day',
    input: {
      from: '2026-01-18',
      to: '2026-01-18',
      schedule: MONDAY,
      leaves: [{ start: '2026-01-17', end: '2026-01-18' }],
      openDays: [{ start: '2026-01-18', end: '2026-01-18', timeStart: '10:00', timeEnd: '14:00' }],
    },
    expected: [],
  },
  {
    name: 'a clinic day off closes a scheduled day',
    input: { from: '2026-01-12', to: '2026-01-12', schedule: MONDAY, clinicDaysOff: ['2026-01-12'] },
    expected: [],
  },
  {
    name: 'a leave across the October change closes both days; the days around keep their hours and break',
    input: {
      from: '2026-10-23',
      to: '2026-10-26',
      schedule: everyDay('08:00', '12:00'),
      breaks: [0, 1, 5, 6].map((day) => ({ day, timeStart: '10:00', timeEnd: '10:30' })),
      leaves: [{ start: '2026-10-24', end: '2026-10-25' }],
    },
    expected: [
      ['2026-10-23T06:00', '2026-10-23T08:00'],
      ['2026-10-23T08:30', '2026-10-23T10:00'],
      ['2026-10-26T07:00', '2026-10-26T09:00'],
      ['2026-10-26T09:30', '2026-10-26T11:00'],
    ],
  },
  {
    name: 'a break on the October change day is read in the winter offset after 03:00',
    input: {
      from: '2026-10-25',
      to: '2026-10-25',
      schedule: everyDay('01:00', '06:00', [0]),
      breaks: [{ day: 0, timeStart: '04:00', timeEnd: '05:00' }],
    },
    expected: [
      ['2026-10-24T23:00', '2026-10-25T03:00'],
      ['2026-10-25T04:00', '2026-10-25T05:00'],
    ],
  },
  {
    name: 'hours with seconds and a disabled entry of the same day',
    input: {
      from: '2026-01-12',
      to: '2026-01-12',
      schedule: [
        { day: 1, timeStart: '08:00:00', timeEnd: '09:30:00', isEnabled: true },
        { day: 1, timeStart: '10:00', timeEnd: '12:00', isEnabled: false },
      ],
    },
    expected: [['2026-01-12T07:00', '2026-01-12T08:30']],
  },
  {
    name: 'another zone reads the same hours differently',
    input: { from: '2026-01-12', to: '2026-01-12', schedule: MONDAY, timeZone: 'Europe/London' },
    expected: [['2026-01-12T08:00', '2026-01-12T16:00']],
  },
];

describe('workingIntervals', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    const got = workingIntervals(input).map(({ start, end }) => [
      start.toISOString().slice(0, 16),
      end.toISOString().slice(0, 16),
    ]);
    expect(got).toEqual(expected);
  });
});

describe('subtractIntervals', () => {
  // Minutes after 2030-01-07T00:00Z, for short cases.
  const minute = (m: number) => new Date(Date.UTC(2030, 0, 7) + m * 60_000);
  const iv = (pairs: [number, number][]) => pairs.map(([s, e]) => ({ start: minute(s), end: minute(e) }));
  it.each<[string, [number, number][], [number, number][], [number, number][]]>([
    ['nothing cut', [[60, 120]], [], [[60, 120]]],
    [
      'a cut inside',
      [[60, 120]],
      [[80, 90]],
      [
        [60, 80],
        [90, 120],
      ],
    ],
    [
      'cuts touching both ends',
      [[60, 120]],
      [
        [30, 60],
        [120, 150],
      ],
      [[60, 120]],
    ],
    [
      'overlapping, unsorted cuts',
      [[60, 180]],
      [
        [100, 130],
        [70, 110],
        [170, 200],
      ],
      [
        [60, 70],
        [130, 170],
      ],
    ],
    [
      'a cut over two intervals',
      [
        [60, 120],
        [180, 240],
      ],
      [[100, 200]],
      [
        [60, 100],
        [200, 240],
      ],
    ],
    [
      'a cut over a whole interval',
      [
        [60, 120],
        [180, 240],
      ],
      [[0, 130]],
      [[180, 240]],
    ],
    [
      'cuts outside',
      [[60, 120]],
      [
        [0, 10],
        [300, 400],
      ],
      [[60, 120]],
    ],
    [
      'several cuts in several intervals',
      [
        [0, 100],
        [200, 300],
      ],
      [
        [10, 20],
        [90, 210],
        [250, 260],
      ],
      [
        [0, 10],
        [20, 90],
        [210, 250],
        [260, 300],
      ],
    ],
  ])('%s', (_name, intervals, cuts, expected) => {
    expect(subtractIntervals(iv(intervals), iv(cuts))).toEqual(iv(expected));
  });
});
