import { describe, expect, it } from 'vitest';
import type { ListRoomVisitsOutput } from '@wizytownik/contracts';
import { dayColumns, newVisitAt, toEvents, WorkingTime } from './calendar-model.ts';
import { calendarItem } from './calendar-test-kit.ts';
import {
  listRoomVisitsInput,
  newRoomVisit,
  NO_ROOM_COLUMN,
  roomCalendarData,
  roomOfColumn,
} from './room-columns.ts';

const at = (hh: number, mm = 0) => new Date(2026, 10, 24, hh, mm);
const day = { start: at(0), end: at(23, 59) };

const reply: ListRoomVisitsOutput = {
  rooms: [
    { roomId: 7, name: 'Gabinet 1', color: '#1976d2' },
    { roomId: 5, name: 'Sala ćwiczeń', color: null },
  ],
  items: [
    calendarItem({ id: 1, therapistID: 3, roomId: 5 }),
    calendarItem({ id: 2, therapistID: 3, roomId: null }),
    calendarItem({ id: 3, therapistID: 4, roomId: 7 }),
  ],
};

describe('roomCalendarData', () => {
  const data = roomCalendarData(reply, day, 'Bez gabinetu');

  it("has a column per room in the reply's order, then 'Bez gabinetu'", () => {
    expect(data.therapists.map((c) => [c.therapistID, c.name])).toEqual([
      [7, 'Gabinet 1'],
      [5, 'Sala ćwiczeń'],
      [NO_ROOM_COLUMN, 'Bez gabinetu'],
    ]);
  });

  it("puts each visit in its room's column, one without a room in 'Bez gabinetu'", () => {
    const events = toEvents(data.items, [7, 5, NO_ROOM_COLUMN]);
    expect(events.map((e) => [e.item.id, e.resourceId])).toEqual([
      [1, 5],
      [2, NO_ROOM_COLUMN],
      [3, 7],
    ]);
  });

  it('shows every room in the Day view and lets any empty cell take a new visit', () => {
    const empty = roomCalendarData({ ...reply, items: [] }, day, 'Bez gabinetu');
    expect(dayColumns(empty, false)).toHaveLength(3);
    const working = new WorkingTime(empty.workingTime);
    const ctx = { view: 'day' as const, working, step: 30, dayStart: { hours: 6, minutes: 0 } };
    expect(newVisitAt({ start: at(21, 30), resourceId: 5 }, ctx)).toEqual({
      start: at(21, 30),
      end: at(22),
      therapistId: 5,
    });
  });
});

describe('a new visit from a room column', () => {
  const visit = { start: at(9), end: at(9, 30), therapistId: 7 };

  it('starts the editor with the room (and no therapist) in the Day view', () => {
    expect(newRoomVisit(visit, 'day')).toEqual({ start: at(9), end: at(9, 30), roomId: 7 });
  });

  it("starts it without a room from 'Bez gabinetu' and in the other views", () => {
    expect(newRoomVisit({ ...visit, therapistId: NO_ROOM_COLUMN }, 'day')).toEqual({
      start: at(9),
      end: at(9, 30),
    });
    expect(newRoomVisit({ start: at(9), end: at(9, 30) }, 'week')).toEqual({ start: at(9), end: at(9, 30) });
  });
});

describe('the request and the drop', () => {
  it('asks for the days of the view, with the outpost when one is chosen', () => {
    expect(listRoomVisitsInput('day', at(10), 4)).toEqual({
      startDate: '24-11-2026',
      endDate: '24-11-2026',
      placowkaId: 4,
    });
    expect(listRoomVisitsInput('week', at(10))).toEqual({ startDate: '23-11-2026', endDate: '29-11-2026' });
  });

  it("moves a visit dropped in 'Bez gabinetu' out of its room", () => {
    expect(roomOfColumn(NO_ROOM_COLUMN)).toBeNull();
    expect(roomOfColumn(7)).toBe(7);
  });
});
