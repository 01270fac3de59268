import { describe, expect, it } from 'vitest';
import { calendarPlaceParams, readCalendarPlace, type CalendarPlace } from './calendar-url.ts';

const today = new Date(2026, 2, 10);
const read = (search: string) => readCalendarPlace(new URLSearchParams(search), today);

describe('readCalendarPlace', () => {
  it.each([
    { search: '', place: { view: 'week', date: today } },
    {
      search: 'widok=day&data=2026-11-24&terapeuta=4&grupa=7&placowka=2',
      place: { view: 'day', date: new Date(2026, 10, 24), therapistId: 4, groupId: 7, outpostId: 2 },
    },
    { search: 'widok=month&data=2027-01-05', place: { view: 'month', date: new Date(2027, 0, 5) } },
    // Anything misspelt or impossible reads as the default.
    { search: 'widok=year&data=2026-02-30', place: { view: 'week', date: today } },
    { search: 'data=24-11-2026', place: { view: 'week', date: today } },
    { search: 'terapeuta=abc&grupa=0&placowka=-3', place: { view: 'week', date: today } },
    { search: 'terapeuta=99999999999', place: { view: 'week', date: today } },
  ])('"$search"', ({ search, place }) => {
    expect(read(search)).toEqual({
      therapistId: undefined,
      groupId: undefined,
      outpostId: undefined,
      ...place,
    });
  });
});

describe('calendarPlaceParams', () => {
  it.each<{ place: CalendarPlace; search: string }>([
    {
      place: {
        view: 'week',
        date: new Date(2026, 10, 24, 15, 30),
        therapistId: undefined,
        groupId: undefined,
        outpostId: undefined,
      },
      search: 'widok=week&data=2026-11-24',
    },
    {
      place: { view: 'day', date: new Date(2026, 0, 5), therapistId: 4, groupId: 7, outpostId: 2 },
      search: 'widok=day&data=2026-01-05&terapeuta=4&grupa=7&placowka=2',
    },
  ])('$search', ({ place, search }) => {
    expect(calendarPlaceParams(place).toString()).toBe(search);
    expect(read(search)).toEqual({
      ...place,
      date: new Date(2026, place.date.getMonth(), place.date.getDate()),
    });
  });
});
