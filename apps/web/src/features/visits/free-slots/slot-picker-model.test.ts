import { describe, expect, it } from 'vitest';
import type { FreeSchedulesOutput } from '@wizytownik/contracts';
import { back, canGoBack, chooseType, firstPlace, forward, nextStart } from './slot-picker-model.ts';

const TODAY = '2030-01-07';
const pageOf = (dates: string[], hasMoreDates: boolean): FreeSchedulesOutput => ({
  freeSchedules: dates.map((date) => ({ date, hours: [] })),
  hasMoreDates,
  typyWizyt: [],
  wybranyTyp: null,
  dlugoscWizyty: 30,
  hidePreviousDate: false,
  passedDate: false,
});

describe('slot picker paging', () => {
  it.each([
    [
      'after the last date shown when later dates have slots',
      '2030-01-10',
      ['2030-01-08', '2030-01-14'],
      true,
      '2030-01-15',
    ],
    ['after the 60 searched days when they had no more', '2030-01-10', ['2030-01-08'], false, '2030-03-11'],
    ['after the 60 days from today for a past start date', '2029-12-01', [], false, '2030-03-08'],
  ])('goes on %s', (_name, startDate, dates, more, expected) => {
    const place = { startDate, history: [], typeId: null };
    expect(nextStart(place, pageOf(dates, more), TODAY)).toBe(expected);
  });

  it('pushes the current start date going forward and pops it going back', () => {
    let place = firstPlace(TODAY);
    expect(canGoBack(place)).toBe(false);
    place = forward(place, pageOf(['2030-01-07', '2030-01-09'], true), TODAY);
    place = forward(place, pageOf(['2030-01-12'], true), TODAY);
    expect(place).toEqual({ startDate: '2030-01-13', history: ['2030-01-07', '2030-01-10'], typeId: null });
    place = back(place);
    expect(place).toEqual({ startDate: '2030-01-10', history: ['2030-01-07'], typeId: null });
    place = back(place);
    expect(place).toEqual(firstPlace(TODAY));
    expect(back(place)).toBe(place);
  });

  it("keeps the place when the type chosen is the one shown (the server's first choice too)", () => {
    const place = firstPlace(TODAY);
    expect(chooseType(place, 7, 7)).toBe(place);
    expect(chooseType(place, 7, 8)).toEqual({ ...place, typeId: 8 });
    const chosen = { ...place, typeId: 8 };
    expect(chooseType(chosen, 7, 8)).toBe(chosen);
    expect(chooseType(chosen, 7, 7)).toEqual({ ...place, typeId: 7 });
  });
});
