import { describe, expect, it } from 'vitest';
import { filterReserves, reserveBooking, reservePreview, reserveTherapists } from './reserve-drop.ts';
import { ANY_THERAPIST, PIOTRS, reserve } from './reserve-test-kit.ts';

const ALL = [reserve(), ANY_THERAPIST, PIOTRS];
const ids = (list: readonly { id: number }[]) => list.map((r) => r.id);
const START = new Date('2026-12-02T09:00:00+01:00');

describe('filterReserves', () => {
  it.each([
    ['', undefined, [5, 6, 7]],
    ['lac', undefined, [5]],
    ['ŁĄCKA ewa', undefined, [5]],
    ['ewa kow', undefined, []],
    ['k', undefined, [6]],
    ['', 4, [6, 7]],
    ['', 3, [5, 6]],
    ['zawada', 3, []],
  ] as const)('client %j, therapist %j: %j', (client, therapistId, expected) => {
    expect(ids(filterReserves(ALL, { client, therapistId }))).toEqual(expected);
  });
});

describe('reserveTherapists', () => {
  it("offers each reserve's therapist once, by name, without 'any'", () => {
    expect(reserveTherapists([PIOTRS, ANY_THERAPIST, reserve(), reserve({ id: 8 })])).toEqual([
      { id: 3, name: 'Anna Nowak' },
      { id: 4, name: 'Piotr Wiśniewski' },
    ]);
  });
});

describe('reserveBooking', () => {
  it("books the reserve's own therapist's column without asking, with its patient, length and visit type", () => {
    expect(reserveBooking(reserve(), { start: START, end: START, therapistId: 3 })).toEqual({
      initial: {
        start: START,
        end: new Date('2026-12-02T09:45:00+01:00'),
        therapistId: 3,
        client: {
          id: 12,
          name: 'Ewa',
          surname: 'Łącka',
          phone: '600100200',
          pesel: null,
          therapistID: null,
          description: null,
        },
        rezerwaId: 5,
        typWizytyTerapeutyId: 9,
      },
      otherTherapist: false,
    });
  });

  it("asks before another therapist's column and leaves out the reserve's therapist's visit type", () => {
    const booking = reserveBooking(reserve(), { start: START, end: START, therapistId: 4 });
    expect(booking.otherTherapist).toBe(true);
    expect(booking.initial).toMatchObject({ therapistId: 4, rezerwaId: 5, typWizytyTerapeutyId: null });
  });

  it('does not ask for a reserve for any therapist', () => {
    const booking = reserveBooking(ANY_THERAPIST, { start: START, end: START, therapistId: 4 });
    expect(booking.otherTherapist).toBe(false);
    expect(booking.initial.end).toEqual(new Date('2026-12-02T09:30:00+01:00'));
  });
});

describe('reservePreview', () => {
  it("is a new visit of the patient as long as the reserve's visit", () => {
    const preview = reservePreview(reserve());
    expect(preview.end.getTime() - preview.start.getTime()).toBe(45 * 60_000);
    expect(preview.item).toMatchObject({ clientName: 'Łącka Ewa', isBlock: false, status: 0 });
  });
});
