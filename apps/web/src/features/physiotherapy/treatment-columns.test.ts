import { describe, expect, it } from 'vitest';
import type { GetKalendarzZabiegowOutput, TreatmentCalendarItem } from '@wizytownik/contracts';
import { canDrag, toEvents } from '../visits/calendar/calendar-model.ts';
import {
  eventIdOf,
  isMovable,
  KIND_COLOURS,
  orderedTreatmentOf,
  treatmentCalendarData,
  treatmentsCalendarInput,
} from './treatment-columns.ts';

const at = (hh: number, mm = 0) => new Date(2026, 10, 24, hh, mm);
const day = { start: at(0), end: at(23, 59) };
const texts = {
  ordered: 'Zlecony zabieg',
  visit: 'Wizyta z zabiegiem',
  inactive: (n: string) => `${n} (nieaktywny)`,
};

function booking(overrides: Partial<TreatmentCalendarItem>): TreatmentCalendarItem {
  return {
    rodzaj: 'zlecony',
    id: 5,
    zabiegId: 7,
    podtyp: null,
    clientId: 1,
    clientName: 'Jan Kowalski',
    visitId: 40,
    therapistName: 'Anna Nowak',
    start: at(9).toISOString(),
    koniec: at(9, 30).toISOString(),
    status: 0,
    ...overrides,
  };
}

const reply: GetKalendarzZabiegowOutput = {
  zabiegi: [
    { zabiegId: 7, nazwa: 'Laseroterapia', aktywny: true },
    { zabiegId: 9, nazwa: 'Ultradźwięki', aktywny: false },
  ],
  items: [
    booking({ rodzaj: 'zlecony', id: 5, zabiegId: 7, podtyp: 'Punktowo', visitId: 40 }),
    // A visit whose id equals the ordered treatment's: two events all the same.
    booking({ rodzaj: 'wizyta', id: 5, zabiegId: 9, visitId: 5, status: 3 }),
  ],
};

describe('treatmentCalendarData', () => {
  const { calendar, items } = treatmentCalendarData(reply, day, texts);

  it("has a column per treatment in the reply's order, an inactive one marked so", () => {
    expect(calendar.therapists).toEqual([
      { therapistID: 7, name: 'Laseroterapia', color: null, isActive: true },
      { therapistID: 9, name: 'Ultradźwięki (nieaktywny)', color: null, isActive: false },
    ]);
  });

  it('puts each booking in its treatment column, the two kinds apart by id, colour and text', () => {
    const events = toEvents(calendar.items, [7, 9]);
    expect(events.map((e) => [e.key, e.resourceId, e.title])).toEqual([
      ['-5', 7, 'Jan Kowalski'],
      ['5', 9, 'Jan Kowalski'],
    ]);
    const [ordered, visit] = calendar.items;
    expect(ordered).toMatchObject({
      therapistColor: KIND_COLOURS.zlecony,
      notes: 'Zlecony zabieg · Punktowo',
      startTime: at(9).toISOString(),
      endTime: at(9, 30).toISOString(),
      isBlock: false,
    });
    expect(visit).toMatchObject({
      therapistColor: KIND_COLOURS.wizyta,
      notes: 'Wizyta z zabiegiem',
      status: 3,
    });
    expect(KIND_COLOURS.zlecony).not.toBe(KIND_COLOURS.wizyta);
  });

  it('names the treatment instead of the kind in the Week view, whose lanes have no titles', () => {
    const week = treatmentCalendarData(reply, day, texts, 'week').calendar.items;
    expect(week.map((i) => i.notes)).toEqual(['Laseroterapia · Punktowo', 'Ultradźwięki']);
  });

  it('finds the booking (and so the visit for the quick info) of an event id', () => {
    expect(items.get(-5)?.visitId).toBe(40);
    expect(items.get(5)?.visitId).toBe(5);
    expect(orderedTreatmentOf(eventIdOf(reply.items[0]!))).toBe(5);
    expect(orderedTreatmentOf(eventIdOf(reply.items[1]!))).toBeUndefined();
  });

  it('opens every column the whole range: a treatment has no schedule', () => {
    expect(calendar.workingTime).toEqual([
      { therapistID: 7, start: at(0).toISOString(), end: new Date(2026, 10, 25).toISOString() },
      { therapistID: 9, start: at(0).toISOString(), end: new Date(2026, 10, 25).toISOString() },
    ]);
  });

  it('lets only an ordered treatment be dragged, in the Day view, whatever its ordering visit’s status', () => {
    const [ordered, visit] = toEvents(calendar.items, [7, 9]);
    const closedSource = { ...ordered!, item: { ...ordered!.item, status: 3 } };
    expect(canDrag(ordered!, 'day', false, isMovable)).toBe(true);
    expect(canDrag(closedSource, 'day', false, isMovable)).toBe(true);
    expect(canDrag(ordered!, 'week', false, isMovable)).toBe(false);
    expect(canDrag({ ...visit!, item: { ...visit!.item, status: 0 } }, 'day', false, isMovable)).toBe(false);
  });
});

describe('treatmentsCalendarInput', () => {
  it('asks for the days the view shows, with the outpost when one is chosen', () => {
    expect(treatmentsCalendarInput('day', at(12))).toEqual({
      startDate: '24-11-2026',
      endDate: '24-11-2026',
    });
    expect(treatmentsCalendarInput('week', at(12), 3)).toEqual({
      startDate: '23-11-2026',
      endDate: '29-11-2026',
      placowkaId: 3,
    });
  });
});
