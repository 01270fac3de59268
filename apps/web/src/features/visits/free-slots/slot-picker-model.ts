import { FREE_SLOTS_HORIZON_DAYS, type FreeSchedulesOutput } from '@wizytownik/contracts';
import { addDays } from '@wizytownik/domain';

/**
 * Where the slot picker is (spec 002 §4): the first day it asks for, the days it came from (moving
 * forward pushes the current one, moving back pops it) and the visit type the user chose (none until
 * they choose: the server's choice, `wybranyTyp`, is shown without asking again).
 */
export interface PickerPlace {
  /** "YYYY-MM-DD". */
  readonly startDate: string;
  readonly history: readonly string[];
  readonly typeId: number | null;
}

export const firstPlace = (today: string): PickerPlace => ({ startDate: today, history: [], typeId: null });

/**
 * The first day of the next page: the day after the last date shown when the server knows of later
 * free dates; otherwise the first day after the days it searched (a page of fewer dates, or none).
 */
export function nextStart(place: PickerPlace, page: FreeSchedulesOutput, today: string): string {
  const last = page.freeSchedules.at(-1)?.date;
  if (page.hasMoreDates && last) return addDays(last, 1);
  return addDays(searchedFrom(place, today), FREE_SLOTS_HORIZON_DAYS);
}

/** The first day the server searched: a past start date is searched from today. */
export const searchedFrom = (place: PickerPlace, today: string): string =>
  place.startDate < today ? today : place.startDate;

/** The last day the server searched for this place. */
export const searchedTo = (place: PickerPlace, today: string): string =>
  addDays(searchedFrom(place, today), FREE_SLOTS_HORIZON_DAYS - 1);

export const forward = (place: PickerPlace, page: FreeSchedulesOutput, today: string): PickerPlace => ({
  ...place,
  startDate: nextStart(place, page, today),
  history: [...place.history, place.startDate],
});

/** Back to the page before; the first page has nowhere to go back to. */
export function back(place: PickerPlace): PickerPlace {
  const previous = place.history.at(-1);
  if (previous === undefined) return place;
  return { ...place, startDate: previous, history: place.history.slice(0, -1) };
}

export const canGoBack = (place: PickerPlace): boolean => place.history.length > 0;

/**
 * The user chose a visit type: the same page is asked for again with it; choosing the type already
 * shown (the server's first choice included) changes nothing and asks for nothing.
 */
export function chooseType(place: PickerPlace, shown: number | null, typeId: number): PickerPlace {
  if (typeId === (place.typeId ?? shown)) return place;
  return { ...place, typeId };
}
