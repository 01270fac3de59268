import { addMinutes, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { CalendarItem, ListVisitsOutput } from '@wizytownik/contracts';
import {
  canDrag,
  clockTime,
  dayColumns,
  neighbourDates,
  newVisitAt,
  newVisitFromToolbar,
  sideListTime,
  toEvents,
  visibleHours,
  visibleRange,
  WorkingTime,
  type SlotContext,
} from './calendar-model.ts';
import { calendarItem } from './calendar-test-kit.ts';
import { EVERY_THERAPIST_ID } from '@wizytownik/domain';

const at = (hh: number, mm = 0) => new Date(2026, 10, 24, hh, mm);
const iso = (d: Date) => d.toISOString();

/** A visit of Nowak Anna on Tuesday 24-11-2026, 09:00–09:30. */
const item = (overrides: Partial<CalendarItem> = {}): CalendarItem =>
  calendarItem({ id: 1, startTime: iso(at(9)), endTime: iso(at(9, 30)), ...overrides });

const working = new WorkingTime([
  { therapistID: 3, start: iso(at(8)), end: iso(at(12)) },
  { therapistID: 4, start: iso(at(14)), end: iso(at(18)) },
]);
const ctx = (over: Partial<SlotContext> = {}): SlotContext => ({
  view: 'day',
  working,
  step: 30,
  dayStart: { hours: 6, minutes: 0 },
  ...over,
});

describe('neighbourDates', () => {
  it.each([
    { view: 'day', prev: '23-11-2026', next: '25-11-2026' },
    { view: 'week', prev: '17-11-2026', next: '01-12-2026' },
    { view: 'month', prev: '24-10-2026', next: '24-12-2026' },
  ] as const)('$view: $prev and $next', ({ view, prev, next }) => {
    const [before, after] = neighbourDates(view, at(9));
    expect([format(before, 'dd-MM-yyyy'), format(after, 'dd-MM-yyyy')]).toEqual([prev, next]);
  });

  it("a month's neighbour of its 31st is the next month's last day", () => {
    const [before, after] = neighbourDates('month', new Date(2026, 0, 31));
    expect([format(before, 'dd-MM-yyyy'), format(after, 'dd-MM-yyyy')]).toEqual(['31-12-2025', '28-02-2026']);
  });
});

describe('visibleRange', () => {
  it('starts the week on Monday', () => {
    const { start, end } = visibleRange('week', at(10)); // Tuesday 24-11-2026
    expect(start).toEqual(new Date(2026, 10, 23));
    expect(end.getDate()).toBe(29);
  });

  it('covers whole weeks around the month', () => {
    const { start, end } = visibleRange('month', at(10));
    expect(start).toEqual(new Date(2026, 9, 26));
    expect(end.getMonth()).toBe(11);
    expect(end.getDate()).toBe(6);
  });
});

describe('toEvents', () => {
  it('repeats a block for everyone in every column of the Day view', () => {
    const block = item({
      id: -5,
      therapistID: EVERY_THERAPIST_ID,
      isBlock: true,
      blockDescription: 'Dzień wolny',
    });
    const events = toEvents([block, item()], [3, 4]);
    expect(events.map((e) => [e.key, e.resourceId])).toEqual([
      ['-5:3', 3],
      ['-5:4', 4],
      ['1', 3],
    ]);
  });

  it("leaves each therapist's breaks out of the Week view of everyone, not leave or days off", () => {
    const block = (id: number, over: Partial<CalendarItem>) =>
      item({ id, isBlock: true, blockKind: 'break', blockDescription: 'Przerwa', ...over });
    const items = [
      block(-1, {}),
      block(-2, { blockKind: 'quickBreak' }),
      block(-3, { blockKind: 'leave', allDay: true }),
      block(-4, { blockKind: 'dayOff', allDay: true, therapistID: EVERY_THERAPIST_ID }),
      item(),
    ];
    expect(toEvents(items, null).map((e) => e.key)).toEqual(['-3', '-4', '1']);
    expect(toEvents(items, null, true).map((e) => e.key)).toEqual(['-1', '-2', '-3', '-4', '1']);
    expect(toEvents(items, [3]).map((e) => e.key)).toEqual(['-1', '-2', '-3', '-4:3', '1']);
  });

  it('labels a visit with patient, time and status label', () => {
    const [event] = toEvents([item({ status: 1 })], null);
    expect(event?.label).toBe('Kowalski Jan, 09:00–09:30, Potwierdzona');
  });

  it('names the treatment (physiotherapy) after the patient', () => {
    const [event] = toEvents([item({ zabieg: 'Laseroterapia – dwa pola' })], null);
    expect(event?.label).toBe('Kowalski Jan, Laseroterapia – dwa pola, 09:00–09:30, Nowa');
  });
});

describe('dayColumns', () => {
  const data: ListVisitsOutput = {
    items: [item({ therapistID: 5 }), item({ id: -1, therapistID: 6, isBlock: true })],
    therapists: [3, 4, 5, 6].map((id) => ({ therapistID: id, name: `T${id}`, color: null, isActive: true })),
    workingTime: [{ therapistID: 3, start: iso(at(8)), end: iso(at(12)) }],
  };

  it('shows therapists who work that day or have a visit', () => {
    expect(dayColumns(data, false).map((t) => t.therapistID)).toEqual([3, 5]);
  });

  it("shows every column with 'Pokaż cały personel'", () => {
    expect(dayColumns(data, true)).toHaveLength(4);
  });
});

describe('newVisitFromToolbar', () => {
  const opening = { hours: 8, minutes: 0 };
  it.each([
    { what: 'today, between slots: the next whole slot', now: at(10, 7), step: 15, start: at(10, 15) },
    { what: 'today, on a slot: that slot', now: at(10, 30), step: 30, start: at(10, 30) },
    { what: 'today, before opening: the opening hour', now: at(6, 40), step: 30, start: at(8) },
    { what: 'another day: the opening hour', now: new Date(2026, 10, 23, 13, 0), step: 60, start: at(8) },
  ])('$what', ({ now, step, start }) => {
    expect(newVisitFromToolbar(at(12), now, { step, dayStart: opening, therapistId: 7 })).toEqual({
      start,
      end: addMinutes(start, step),
      therapistId: 7,
    });
  });

  it('leaves the therapist to the editor when none is chosen', () => {
    expect(newVisitFromToolbar(at(12), at(9), { step: 30, dayStart: opening })).toEqual({
      start: at(9),
      end: at(9, 30),
    });
  });
});

describe('newVisitAt', () => {
  it("takes the column's therapist and one slot in the Day view", () => {
    expect(newVisitAt({ start: at(9), resourceId: 3 }, ctx())).toEqual({
      start: at(9),
      end: at(9, 30),
      therapistId: 3,
    });
  });

  it('does nothing outside the working time of the column', () => {
    expect(newVisitAt({ start: at(9), resourceId: 4 }, ctx())).toBeNull();
    expect(newVisitAt({ start: at(11, 45), resourceId: 3 }, ctx({ step: 30 }))).toBeNull();
  });

  it('takes the chosen therapist in the Week view', () => {
    expect(newVisitAt({ start: at(15) }, ctx({ view: 'week', therapistId: 4, step: 60 }))).toEqual({
      start: at(15),
      end: at(16),
      therapistId: 4,
    });
  });

  it('opens without a therapist in the Week view when none is chosen', () => {
    expect(newVisitAt({ start: at(15) }, ctx({ view: 'week' }))).toEqual({ start: at(15), end: at(15, 30) });
  });

  it('starts a visit picked in the Month view at the first visible hour', () => {
    const day = new Date(2026, 10, 24);
    expect(newVisitAt({ start: day }, ctx({ view: 'month', dayStart: { hours: 8, minutes: 0 } }))).toEqual({
      start: at(8),
      end: at(8, 30),
    });
    expect(newVisitAt({ start: new Date(2026, 10, 25) }, ctx({ view: 'month' }))).toBeNull();
  });
});

describe('canDrag', () => {
  const event = (over: Partial<CalendarItem>) => toEvents([item(over)], null, true)[0]!;

  it('lets a visit be dragged in the Day view or with a chosen therapist', () => {
    expect(canDrag(event({}), 'day', false)).toBe(true);
    expect(canDrag(event({}), 'week', true)).toBe(true);
    expect(canDrag(event({}), 'week', false)).toBe(false);
  });

  it('never drags blocks, closed or cancelled visits', () => {
    expect(canDrag(event({ isBlock: true }), 'day', true)).toBe(false);
    expect(canDrag(event({ status: 3 }), 'day', true)).toBe(false);
    expect(canDrag(event({ status: 2 }), 'day', true)).toBe(false);
  });
});

describe('visibleHours', () => {
  it('uses the opening hours, else 06:00–22:00', () => {
    const open = visibleHours('07:30', '19:00');
    expect([open.min.getHours(), open.min.getMinutes(), open.max.getHours()]).toEqual([7, 30, 19]);
    const fallback = visibleHours(undefined, undefined);
    expect([fallback.min.getHours(), fallback.max.getHours()]).toEqual([6, 22]);
  });
});

describe('sideListTime', () => {
  it('gives the hours of a visit today and the date as well on another day', () => {
    const today = new Date(2026, 10, 23, 8);
    expect(sideListTime(iso(new Date(2026, 10, 23, 9)), iso(new Date(2026, 10, 23, 10)), today)).toBe(
      '09:00–10:00',
    );
    expect(sideListTime(iso(new Date(2026, 10, 24, 9)), iso(new Date(2026, 10, 24, 10)), today)).toBe(
      '24-11 09:00–10:00',
    );
  });
});

describe('clockTime', () => {
  it('writes hours and minutes as date-fns’ HH:mm does', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const d = new Date(2026, 10, 24, 0, minute, 59);
      expect(clockTime(d)).toBe(format(d, 'HH:mm'));
    }
  });
});

describe('WorkingTime', () => {
  /** A day's working time of a few therapists in 15-minute steps, overlapping, nested and touching. */
  const spans = [
    [3, '08:00', '12:00'],
    [3, '13:00', '16:00'],
    [4, '09:00', '10:00'],
    [4, '10:00', '11:30'],
    [5, '07:00', '19:00'],
    [6, '11:00', '11:15'],
    [6, '12:00', '14:30'],
  ] as const;
  const clock = (hhmm: string) => at(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)));
  const intervals = spans.map(([therapistID, from, to]) => ({
    therapistID,
    start: iso(clock(from)),
    end: iso(clock(to)),
  }));
  /** What one look at every span says: the reference the indexed look-ups are held to. */
  const lookAtEvery = (all: typeof intervals, who: number | undefined, s: Date, e: Date) => {
    const range = all
      .filter((w) => who === undefined || w.therapistID === who)
      .map((w) => [Date.parse(w.start), Date.parse(w.end)] as const);
    return {
      covers: range.some(([a, b]) => a <= s.getTime() && e.getTime() <= b),
      overlaps: range.some(([a, b]) => a < e.getTime() && s.getTime() < b),
    };
  };

  it('answers as one look at every span would, for anyone and for each therapist', () => {
    // Omitting therapist 5 from "anyone" too: the spans of the others alone leave gaps to find.
    for (const all of [intervals, intervals.filter((w) => w.therapistID !== 5)]) {
      const time = new WorkingTime(all);
      for (const who of [undefined, 3, 4, 5, 6, 7]) {
        for (let from = 6 * 60; from < 20 * 60; from += 15) {
          for (const length of [15, 30, 60, 150]) {
            const s = addMinutes(at(0), from);
            const e = addMinutes(s, length);
            const answer = { covers: time.covers(who, s, e), overlaps: time.overlaps(who, s, e) };
            expect(answer, `${who} ${format(s, 'HH:mm')}+${length}`).toEqual(lookAtEvery(all, who, s, e));
          }
        }
      }
    }
    // Two spans that touch are two: neither holds a range across the point they meet.
    expect(new WorkingTime(intervals).covers(4, clock('09:30'), clock('10:30'))).toBe(false);
    expect(new WorkingTime([]).overlaps(undefined, clock('09:00'), clock('10:00'))).toBe(false);
  });
});
