import { describe, expect, it } from 'vitest';
import {
  freedSlot,
  matchReserves,
  reserveScheduleError,
  weekDaysInRange,
  type ReserveSchedule,
  type WaitingReserve,
} from './reserves.ts';

const schedule = (over: Partial<ReserveSchedule>): ReserveSchedule => ({
  dateStart: null,
  dateEnd: null,
  startTime: null,
  endTime: null,
  weekDays: [],
  ...over,
});

describe('reserveScheduleError', () => {
  it.each<[string, Partial<ReserveSchedule>, string | undefined]>([
    ['nothing chosen', {}, 'rangeOrDayRequired'],
    ['hours alone are not enough', { startTime: '08:00', endTime: '10:00' }, 'rangeOrDayRequired'],
    ['a week day is enough', { weekDays: [1] }, undefined],
    ['a start date is enough', { dateStart: '2027-01-04' }, undefined],
    ['only the start hour', { weekDays: [1], startTime: '08:00' }, 'hoursIncomplete'],
    ['only the end hour', { weekDays: [1], endTime: '10:00' }, 'hoursIncomplete'],
    ['an end date before the start', { dateStart: '2027-01-04', dateEnd: '2027-01-03' }, 'endBeforeStart'],
    ['one day', { dateStart: '2027-01-04', dateEnd: '2027-01-04' }, undefined],
  ])('%s', (_what, over, expected) => expect(reserveScheduleError(schedule(over))).toBe(expected));
});

describe('weekDaysInRange', () => {
  it.each<[string | null, string | null, number[]]>([
    ['2027-01-04', '2027-01-04', [1]],
    ['2027-01-08', '2027-01-11', [1, 5, 6, 0]],
    ['2027-01-04', '2027-02-04', [1, 2, 3, 4, 5, 6, 0]],
    ['2027-01-04', null, [1, 2, 3, 4, 5, 6, 0]],
    [null, null, [1, 2, 3, 4, 5, 6, 0]],
  ])('%s – %s', (start, end, expected) => expect(weekDaysInRange(start, end)).toEqual(expected));
});

describe('matchReserves', () => {
  // Monday 11 January 2027, 10:00–11:00 in Warsaw (UTC+1), freed on therapist 7's calendar.
  const at = (hhmm: string) => new Date(`2027-01-11T${hhmm}:00+01:00`);
  const slot = { therapistId: 7, start: at('10:00'), end: at('11:00') };
  let nextId = 1;
  const reserve = (over: Partial<WaitingReserve>): WaitingReserve => ({
    id: nextId++,
    therapistId: 7,
    priority: 0,
    visitMinutes: 30,
    schedules: [],
    createdAt: new Date('2027-01-01T00:00:00Z'),
    ...over,
  });
  const ids = (reserves: WaitingReserve[]) => matchReserves(slot, reserves).map((m) => m.reserveId);

  it('orders VIP, then Terapeuta, then Normalny, then the longest waiting', () => {
    const nor = reserve({ priority: 0 });
    const terNew = reserve({ priority: 1, createdAt: new Date('2027-01-05T00:00:00Z') });
    const terOld = reserve({ priority: 1, createdAt: new Date('2026-12-20T00:00:00Z') });
    const vip = reserve({ priority: 2 });
    expect(ids([nor, terNew, terOld, vip])).toEqual([vip.id, terOld.id, terNew.id, nor.id]);
  });

  it.each<[string, Partial<WaitingReserve>, boolean]>([
    ['any therapist', { therapistId: null }, true],
    ['another therapist', { therapistId: 8 }, false],
    ['a visit as long as the freed time', { visitMinutes: 60 }, true],
    ['a visit longer than the freed time', { visitMinutes: 61 }, false],
    ['a schedule on Mondays', { schedules: [schedule({ weekDays: [1] })] }, true],
    ['a schedule on Tuesdays only', { schedules: [schedule({ weekDays: [2] })] }, false],
    [
      'a date range around the day',
      { schedules: [schedule({ dateStart: '2027-01-10', dateEnd: '2027-01-12' })] },
      true,
    ],
    [
      'a date range that ended',
      { schedules: [schedule({ dateStart: '2027-01-01', dateEnd: '2027-01-10' })] },
      false,
    ],
    [
      'hours that leave 30 minutes of the slot',
      { schedules: [schedule({ weekDays: [1], startTime: '10:30', endTime: '12:00' })] },
      true,
    ],
    [
      'hours that leave 20 minutes',
      { schedules: [schedule({ weekDays: [1], startTime: '09:00', endTime: '10:20' })] },
      false,
    ],
    [
      'one schedule of two fits',
      {
        schedules: [
          schedule({ weekDays: [2] }),
          schedule({ dateStart: '2027-01-11', dateEnd: '2027-01-11' }),
        ],
      },
      true,
    ],
  ])('%s', (_what, over, fits) => {
    const r = reserve(over);
    expect(ids([r])).toEqual(fits ? [r.id] : []);
  });

  it('proposes the earliest start its hours allow inside the freed time', () => {
    const r = reserve({ schedules: [schedule({ weekDays: [1], startTime: '10:15', endTime: '18:00' })] });
    expect(matchReserves(slot, [r])).toEqual([{ reserveId: r.id, start: at('10:15'), end: at('10:45') }]);
  });
});

describe('freedSlot', () => {
  const at = (hhmm: string) => new Date(`2027-01-04T${hhmm}:00Z`);
  const slot = (from: string, to: string, therapistId = 1) => ({ therapistId, start: at(from), end: at(to) });
  const now = at('08:00');
  it.each<[string, ReturnType<typeof slot> | null, ReturnType<typeof slot> | undefined]>([
    ['a cancelled visit frees all its time', null, slot('10:00', '11:00')],
    [
      'a visit moved to another therapist frees all its time',
      slot('10:00', '11:00', 2),
      slot('10:00', '11:00'),
    ],
    ['a visit moved to another time frees all its time', slot('14:00', '15:00'), slot('10:00', '11:00')],
    ['a visit moved later frees its start', slot('10:20', '11:20'), slot('10:00', '10:20')],
    ['a visit moved earlier frees its end', slot('09:30', '10:30'), slot('10:30', '11:00')],
    ['a shortened visit frees the longer rest', slot('10:10', '10:30'), slot('10:30', '11:00')],
    ['a lengthened visit frees nothing', slot('09:00', '12:00'), undefined],
    ['a visit saved at its time frees nothing', slot('10:00', '11:00'), undefined],
  ])('%s', (_what, after, expected) =>
    expect(freedSlot(slot('10:00', '11:00'), after, now)).toEqual(expected),
  );

  it('frees only the time still to come', () => {
    expect(freedSlot(slot('10:00', '11:00'), null, at('10:40'))).toEqual(slot('10:40', '11:00'));
    expect(freedSlot(slot('10:00', '11:00'), null, at('11:00'))).toBeUndefined();
  });
});
