// @ts-expect-error react-big-calendar's slot metrics have no types: the reference the column's arithmetic is checked against.
import { getSlotMetrics } from 'react-big-calendar/lib/utils/TimeSlots';
import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../../test/time-zone.ts';
import { localizer } from './localizer.ts';
import {
  columnRange,
  dayKey,
  dayLanes,
  isTimed,
  laneHasRoomForText,
  weekDayWidth,
  weekLayout,
  type WeekEvent,
} from './week-layout.ts';

/** Tuesday 24-11-2026 (or `day` days later) at "HH:mm". */
const at = (hhmm: string, day = 0) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(2026, 10, 24 + day, h, m);
};

interface TestEvent extends WeekEvent {
  readonly name: string;
  readonly rank: number;
}

/** "A 09:00-10:00 r2": event A from 09:00 to 10:00 of Tuesday, rank 2 (0 when left out). */
function ev(spec: string, day = 0): TestEvent {
  const [name, span, rank] = spec.split(' ');
  const [from, to] = span!.split('-');
  return {
    name: name!,
    start: at(from!, day),
    end: at(to!, day),
    allDay: false,
    rank: Number(rank?.slice(1) ?? 0),
  };
}

const byRank = (e: TestEvent) => e.rank;
const lanesOf = (events: TestEvent[], minLength?: number) =>
  dayLanes(events, byRank, minLength).map((p, i) => `${events[i]!.name}:${p.lane}/${p.lanes}`);

const MIN = 60_000;

describe('dayLanes', () => {
  it.each([
    { what: 'no events', events: [], lanes: [] },
    { what: 'one event, the whole width', events: ['A 09:00-10:00'], lanes: ['A:0/1'] },
    {
      what: 'one after the other (touching) share the width',
      events: ['A 09:00-10:00', 'B 10:00-11:00'],
      lanes: ['A:0/1', 'B:0/1'],
    },
    {
      what: 'overlapping events side by side',
      events: ['A 09:00-10:00', 'B 09:30-10:30'],
      lanes: ['A:0/2', 'B:1/2'],
    },
    {
      what: 'events starting together in the order of rank, whatever their order in the list',
      events: ['C 09:00-09:45 r3', 'A 09:00-09:45 r1', 'B 09:00-09:45 r2'],
      lanes: ['C:2/3', 'A:0/3', 'B:1/3'],
    },
    {
      what: 'the earlier start takes the left lane before the rank counts',
      events: ['A 09:15-10:00 r1', 'B 09:00-10:00 r2'],
      lanes: ['A:1/2', 'B:0/2'],
    },
    {
      what: 'a chain of overlaps is one group; a lane freed in it is taken again',
      events: ['A 09:00-10:00', 'B 09:30-10:30', 'C 10:00-11:00'],
      lanes: ['A:0/2', 'B:1/2', 'C:0/2'],
    },
    {
      what: 'the leftmost free lane, also when a lane right of it is free too',
      events: ['A 09:00-12:00 r1', 'B 09:00-10:00 r2', 'C 09:00-10:00 r3', 'D 10:00-11:00'],
      lanes: ['A:0/3', 'B:1/3', 'C:2/3', 'D:1/3'],
    },
    {
      what: 'a group after a gap is laid out on its own',
      events: ['A 09:00-10:00 r1', 'B 09:00-10:00 r2', 'C 09:00-10:00 r3', 'D 11:00-12:00 r3'],
      lanes: ['A:0/3', 'B:1/3', 'C:2/3', 'D:0/1'],
    },
  ])('$what', ({ events, lanes }) => {
    expect(lanesOf(events.map((s) => ev(s)))).toEqual(lanes);
  });

  it.each([
    { minLength: 0, lanes: ['A:0/1', 'B:0/1'] },
    { minLength: 15 * MIN, lanes: ['A:0/2', 'B:1/2'] },
  ])('a short event counts as $minLength ms long: it is drawn that tall', ({ minLength, lanes }) => {
    expect(lanesOf([ev('A 09:00-09:05'), ev('B 09:10-09:30')], minLength)).toEqual(lanes);
  });
});

describe('isTimed', () => {
  const base = { allDay: false };
  it.each([
    { what: 'a visit within a day', e: { ...base, start: at('09:00'), end: at('09:30') }, timed: true },
    { what: 'an all-day event', e: { start: at('09:00'), end: at('09:30'), allDay: true }, timed: false },
    { what: 'an event past midnight', e: { ...base, start: at('23:00'), end: at('00:30', 1) }, timed: false },
    { what: 'an event of dates only', e: { ...base, start: at('00:00'), end: at('00:00') }, timed: false },
    { what: 'an event from midnight', e: { ...base, start: at('00:00'), end: at('01:00') }, timed: true },
  ])('$what: $timed', ({ e, timed }) => {
    expect(isTimed(e)).toBe(timed);
  });
});

describe('weekLayout', () => {
  it('puts the all-day events in the all-day row and lays out each day column on its own', () => {
    const leave = { ...ev('L 00:00-00:00'), allDay: true };
    const monday = [ev('A 09:00-10:00 r1', -1), ev('B 09:00-10:00 r2', -1)];
    const tuesday = [ev('C 09:00-10:00 r2')];
    const layout = weekLayout([monday[0]!, tuesday[0]!, leave, monday[1]!], byRank);

    expect(layout.allDay).toEqual([leave]);
    const column = (day: number) =>
      layout.days
        .get(dayKey(at('12:00', day)))
        ?.map(({ event, place }) => `${event.name}:${place.lane}/${place.lanes}`);
    expect(column(-1)).toEqual(['A:0/2', 'B:1/2']);
    expect(column(0)).toEqual(['C:0/1']);
    expect(column(1)).toBeUndefined();
  });
});

describe('columnRange', () => {
  useTimeZone('Europe/Warsaw');

  /** Days of Warsaw: the two DST changes and an ordinary one. */
  const DAYS = [new Date(2026, 2, 29), new Date(2026, 9, 25), new Date(2026, 10, 24)];
  /** Column hours [from, to] and slots [step, timeslots] the calendar is drawn with. */
  const GRIDS = [
    { from: [6, 0], to: [22, 0], step: 15, timeslots: 2 },
    { from: [0, 0], to: [23, 59], step: 30, timeslots: 4 },
    { from: [7, 30], to: [19, 45], step: 10, timeslots: 6 },
  ] as const;

  it('places a range down its column exactly as react-big-calendar’s slot metrics do', () => {
    for (const day of DAYS) {
      for (const { from, to, step, timeslots } of GRIDS) {
        const min = localizer.merge(day, new Date(2000, 0, 1, ...from))!;
        const max = localizer.merge(day, new Date(2000, 0, 1, ...to))!;
        const theirs = getSlotMetrics({ min, max, step, timeslots, localizer });
        const ours = columnRange(min, max, step, timeslots);
        // Ranges from before the column to after it, every 25 minutes, 5 to 200 minutes long.
        for (let startMin = -60; startMin <= 25 * 60; startMin += 25) {
          for (const length of [5, 30, 45, 200]) {
            const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, startMin);
            const end = new Date(start.getTime() + length * 60_000);
            const { top, height } = theirs.getRange(start, end);
            const placed = ours(start, end);
            expect({ at: `${start.toString()} +${length}`, ...placed }).toEqual({
              at: `${start.toString()} +${length}`,
              top: expect.closeTo(top, 9),
              height: expect.closeTo(height, 9),
            });
            expect(placed.height).toBeCloseTo(height, 9);
          }
        }
      }
    }
  });
});

describe('laneHasRoomForText', () => {
  it.each([
    { what: 'one lane of a narrow column', dayWidth: 120, lanes: 1, room: true },
    { what: 'lanes of exactly 12 px', dayWidth: 240, lanes: 20, room: true },
    { what: 'lanes just under 12 px', dayWidth: 239, lanes: 20, room: false },
    { what: '60 therapists side by side in a 240 px day', dayWidth: 240, lanes: 60, room: false },
  ])('$what: $room', ({ dayWidth, lanes, room }) => {
    expect(laneHasRoomForText(dayWidth, lanes)).toBe(room);
  });
});

describe('weekDayWidth', () => {
  it('is a seventh of the calendar beside the time gutter', () => {
    expect(weekDayWidth(1_740)).toBe(240);
  });

  it('is assumed as on a 1,920 px screen until the calendar has been measured', () => {
    expect(weekDayWidth(undefined)).toBe(180);
  });
});
