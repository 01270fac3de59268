import { describe, expect, it } from 'vitest';
import { workingIntervals, type ScheduleEntry } from '../calendar/working-time.ts';
import { freeSlots, type FreeSlotsInput } from './free-slots.ts';

const everyDay = (timeStart: string, timeEnd: string, days = [0, 1, 2, 3, 4, 5, 6]): ScheduleEntry[] =>
  days.map((day) => ({ day, timeStart, timeEnd, isEnabled: true }));
/** Winter days in Warsaw are UTC+1: a wall-clock "HH:mm" of 2026-01-12 as an instant. */
const jan12 = (hhmm: string) => new Date(`2026-01-12T${hhmm}:00+01:00`);
const visit = (from: string, to: string) => ({ start: jan12(from), end: jan12(to) });

/** A Monday 08:00–12:00, no visits, 30-minute visits on the 30-minute grid, asked early that morning. */
const monday = (over: Partial<FreeSlotsInput> = {}): FreeSlotsInput => ({
  from: '2026-01-12',
  to: '2026-01-12',
  working: workingIntervals({ from: '2026-01-12', to: '2026-01-12', schedule: everyDay('08:00', '12:00') }),
  busy: [],
  lengthMinutes: 30,
  stepMinutes: 30,
  now: jan12('06:00'),
  dates: 5,
  ...over,
});
const hoursOf = (input: FreeSlotsInput) => freeSlots(input).dates.flatMap((d) => d.hours.map((h) => h.hour));

describe('freeSlots: the hours of one day', () => {
  it.each<[string, Partial<FreeSlotsInput>, string[]]>([
    [
      'an empty morning: every grid start',
      {},
      ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
    ],
    [
      'a visit takes its hours',
      { busy: [visit('09:00', '10:00')] },
      ['08:00', '08:30', '10:00', '10:30', '11:00', '11:30'],
    ],
    [
      'an hour-long visit must fit whole',
      { lengthMinutes: 60, busy: [visit('09:00', '10:00')] },
      ['08:00', '10:00', '10:30', '11:00'],
    ],
    [
      'a visit ending off the grid: the next grid start',
      { busy: [visit('08:00', '10:45')] },
      ['11:00', '11:30'],
    ],
    ['the 15-minute grid', { stepMinutes: 15, busy: [visit('08:00', '11:15')] }, ['11:15', '11:30']],
    ['the past is never offered', { now: jan12('10:10') }, ['10:30', '11:00', '11:30']],
    ['a visit longer than the day: nothing', { lengthMinutes: 300 }, []],
    ['a visit of no length: nothing', { lengthMinutes: 0 }, []],
  ])('%s', (_what, over, expected) => expect(hoursOf(monday(over))).toEqual(expected));

  it('gives each slot its start and end instants', () => {
    const [slot] = freeSlots(monday({ lengthMinutes: 45 })).dates[0]!.hours;
    expect(slot).toEqual({ hour: '08:00', start: jan12('08:00'), end: jan12('08:45') });
  });
});

describe('freeSlots: dates', () => {
  const week = (over: Partial<FreeSlotsInput>): FreeSlotsInput =>
    monday({
      to: '2026-01-18',
      // Monday, Wednesday and Friday only.
      working: workingIntervals({
        from: '2026-01-12',
        to: '2026-01-18',
        schedule: everyDay('08:00', '09:00', [1, 3, 5]),
      }),
      ...over,
    });
  const datesOf = (input: FreeSlotsInput) => {
    const r = freeSlots(input);
    return [r.dates.map((d) => d.date), r.hasMore];
  };

  it.each<[string, Partial<FreeSlotsInput>, [string[], boolean]]>([
    ['days without a free slot are skipped', {}, [['2026-01-12', '2026-01-14', '2026-01-16'], false]],
    ['a full day is skipped', { busy: [visit('08:00', '09:00')] }, [['2026-01-14', '2026-01-16'], false]],
    ['more dates than asked for: hasMore', { dates: 2 }, [['2026-01-12', '2026-01-14'], true]],
    [
      'exactly the dates there are: no more',
      { dates: 3 },
      [['2026-01-12', '2026-01-14', '2026-01-16'], false],
    ],
  ])('%s', (_what, over, expected) => expect(datesOf(week(over))).toEqual(expected));
});

describe('freeSlots: daylight saving', () => {
  it('does not offer the hour the spring change skips, and keeps the wall-clock grid after it', () => {
    const input = monday({
      from: '2026-03-29',
      to: '2026-03-29',
      working: workingIntervals({
        from: '2026-03-29',
        to: '2026-03-29',
        schedule: everyDay('01:00', '05:00', [0]),
      }),
      stepMinutes: 60,
      lengthMinutes: 60,
      now: new Date('2026-03-28T00:00:00Z'),
    });
    const [day] = freeSlots(input).dates;
    expect(day!.hours.map((h) => [h.hour, h.start.toISOString()])).toEqual([
      ['01:00', '2026-03-29T00:00:00.000Z'],
      ['03:00', '2026-03-29T01:00:00.000Z'],
      ['04:00', '2026-03-29T02:00:00.000Z'],
    ]);
  });
});
