import { addDays, startOfDay } from 'date-fns';
import type {
  CalendarTherapist,
  ListRoomVisitsInput,
  ListRoomVisitsOutput,
  ListVisitsOutput,
} from '@wizytownik/contracts';
import { displayDate, visibleRange, type CalendarView, type NewVisit } from './calendar-model.ts';
import type { NewVisitInitial } from '../editor/visit-form.ts';

/**
 * The rooms calendar (/visitsrooms) drawn by the therapists' calendar: its columns are rooms instead
 * of therapists. A column's id is the room's id; the visits without a room have their own column,
 * whose id no room has (ids start at 1).
 */
export const NO_ROOM_COLUMN = 0;

/** The room of a column id: null for the 'Bez gabinetu' column. */
export const roomOfColumn = (column: number): number | null => (column === NO_ROOM_COLUMN ? null : column);

/** The ListVisitsByRooms request of a view of a date. */
export function listRoomVisitsInput(view: CalendarView, date: Date, outpostId?: number): ListRoomVisitsInput {
  const range = visibleRange(view, date);
  return {
    startDate: displayDate(range.start),
    endDate: displayDate(range.end),
    ...(outpostId === undefined ? {} : { placowkaId: outpostId }),
  };
}

/**
 * The rooms' reply as the calendar's data: a column per room (by name), then 'Bez gabinetu'; each
 * visit in its room's column. A room has no schedule: every column counts as open all the range
 * (the clinic's opening hours still frame the grid), so any empty cell takes a new visit.
 */
export function roomCalendarData(
  data: ListRoomVisitsOutput,
  range: { start: Date; end: Date },
  noRoomName: string,
): ListVisitsOutput {
  const columns: CalendarTherapist[] = [
    ...data.rooms.map((r) => ({ therapistID: r.roomId, name: r.name, color: r.color, isActive: true })),
    { therapistID: NO_ROOM_COLUMN, name: noRoomName, color: null, isActive: true },
  ];
  const start = startOfDay(range.start).toISOString();
  const end = addDays(startOfDay(range.end), 1).toISOString();
  return {
    therapists: columns,
    items: data.items.map((item) => ({ ...item, therapistID: item.roomId ?? NO_ROOM_COLUMN })),
    workingTime: columns.map((c) => ({ therapistID: c.therapistID, start, end })),
  };
}

/**
 * A new visit picked in the rooms calendar: in the Day view the cell's column is a room, not a
 * therapist, so the editor starts with that room and no therapist.
 */
export function newRoomVisit(visit: NewVisit, view: CalendarView): NewVisitInitial {
  const { therapistId: column, ...time } = visit;
  if (view !== 'day' || column === undefined) return time;
  const roomId = roomOfColumn(column);
  return roomId === null ? time : { ...time, roomId };
}
