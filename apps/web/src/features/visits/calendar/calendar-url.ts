import { format, isValid } from 'date-fns';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarView } from './calendar-model.ts';

/**
 * Where the calendar is: its view, its date and its filters, kept in the address's search params so
 * that a reload or a link opens the same calendar and Back retraces the user's steps.
 */
export interface CalendarPlace {
  readonly view: CalendarView;
  readonly date: Date;
  readonly therapistId: number | undefined;
  readonly groupId: number | undefined;
  readonly outpostId: number | undefined;
}

const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];
const PARAM = {
  view: 'widok',
  date: 'data',
  therapistId: 'terapeuta',
  groupId: 'grupa',
  outpostId: 'placowka',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "yyyy-MM-dd" as a local midnight; undefined for anything else or a day that does not exist. */
function parseDay(value: string | null): Date | undefined {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const exists = isValid(date) && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

function parseId(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The place the search params name; what they leave out or spell wrong is the default (this week). */
export function readCalendarPlace(params: URLSearchParams, today: Date): CalendarPlace {
  const view = params.get(PARAM.view);
  return {
    view: VIEWS.includes(view as CalendarView) ? (view as CalendarView) : 'week',
    date: parseDay(params.get(PARAM.date)) ?? today,
    therapistId: parseId(params.get(PARAM.therapistId)),
    groupId: parseId(params.get(PARAM.groupId)),
    outpostId: parseId(params.get(PARAM.outpostId)),
  };
}

/** The search params of a place (its filters only when chosen). */
export function calendarPlaceParams(place: CalendarPlace): URLSearchParams {
  const params = new URLSearchParams({
    [PARAM.view]: place.view,
    [PARAM.date]: format(place.date, 'yyyy-MM-dd'),
  });
  for (const key of ['therapistId', 'groupId', 'outpostId'] as const) {
    const id = place[key];
    if (id !== undefined) params.set(PARAM[key], String(id));
  }
  return params;
}

/** How a change is recorded: the user's own moves are history entries, the screen's corrections not. */
export interface PlaceChange {
  readonly replace?: boolean;
}

/**
 * The calendar's place from the address, and a change of it. Each move of the user (another week,
 * view or filter) is a history entry, so Back goes to the week seen before, as in a browser's own
 * pages; a correction the screen makes itself (the therapist a company forces) replaces the entry.
 */
export function useCalendarPlace(): [
  CalendarPlace,
  (change: Partial<CalendarPlace>, how?: PlaceChange) => void,
] {
  const [params, setParams] = useSearchParams();
  // Today as the screen opened: a default that does not move with every render.
  const [today] = useState(() => new Date());
  const key = params.toString();
  // One object per address, so its date keeps its identity (the memoized calendar is not drawn again).
  const place = useMemo(() => readCalendarPlace(new URLSearchParams(key), today), [key, today]);
  // The router's setter is new with every address: the change keeps its identity (a prop of the
  // memoized calendar, and of the weeks drawn ahead, which another week must not draw again).
  const latest = useRef(setParams);
  useLayoutEffect(() => {
    latest.current = setParams;
  });
  const change = useCallback(
    (patch: Partial<CalendarPlace>, how: PlaceChange = {}) =>
      latest.current((current) => calendarPlaceParams({ ...readCalendarPlace(current, today), ...patch }), {
        replace: how.replace ?? false,
      }),
    [today],
  );
  return [place, change];
}
