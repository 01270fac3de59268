import { describe, expect, it } from 'vitest';
import { clinicInstant } from '../therapist-time.ts';
import {
  chosenTermBlock,
  DEFAULT_TREATMENT_DAY,
  termBlock,
  treatmentDay,
  treatmentTerms,
  type Interval,
  type TermBlock,
} from './treatment-terms.ts';

/** Monday 7 January 2030 in Warsaw (UTC+1). */
const DAY = '2030-01-07';
const at = (time: string, day = DAY) => clinicInstant(day, time);
const span = (from: string, to: string): Interval => ({ start: at(from), end: at(to) });
const EARLY = at('00:00', '2030-01-01');

describe('treatmentDay: the clinic’s opening hours, else 06:00–22:00', () => {
  it.each([
    [
      { start: '08:00', end: '16:00' },
      { start: '08:00', end: '16:00' },
    ],
    [null, DEFAULT_TREATMENT_DAY],
    [undefined, DEFAULT_TREATMENT_DAY],
    [{ start: '16:00', end: '08:00' }, DEFAULT_TREATMENT_DAY],
    [{ start: '08:00', end: '08:00' }, DEFAULT_TREATMENT_DAY],
    [{ start: '8:00', end: '16:00' }, DEFAULT_TREATMENT_DAY],
    [{ start: '', end: '' }, DEFAULT_TREATMENT_DAY],
  ])('%j → %j', (opening, expected) => {
    expect(treatmentDay(opening)).toEqual(expected);
  });
});

describe('treatmentTerms: the day’s terms, every step, ending by closing time', () => {
  it.each<[string, { start: string; end: string }, number, number | undefined, string[]]>([
    ['30 min every 15 in 08:00–09:00', { start: '08:00', end: '09:00' }, 30, 15, ['08:00', '08:15', '08:30']],
    [
      'the default quarter hour',
      { start: '08:00', end: '09:00' },
      20,
      undefined,
      ['08:00', '08:15', '08:30'],
    ],
    ['a step of the length', { start: '08:00', end: '10:00' }, 30, 30, ['08:00', '08:30', '09:00', '09:30']],
    ['longer than the day: none', { start: '08:00', end: '08:30' }, 45, 15, []],
    ['exactly the day', { start: '08:00', end: '08:30' }, 30, 15, ['08:00']],
  ])('%s', (_name, opening, length, step, starts) => {
    const terms = treatmentTerms({
      day: DAY,
      opening,
      lengthMinutes: length,
      stepMinutes: step,
      stationBusy: [],
      patientBusy: [],
      now: EARLY,
    });
    expect(terms.map((t) => t.start)).toEqual(starts.map((s) => at(s)));
    for (const t of terms) {
      expect(t.end.getTime() - t.start.getTime()).toBe(length * 60_000);
      expect(t).toMatchObject({ isBlocked: false, powod: null, block: null });
    }
  });

  it('fills 06:00–22:00 without opening hours', () => {
    const terms = treatmentTerms({
      day: DAY,
      lengthMinutes: 60,
      stationBusy: [],
      patientBusy: [],
      now: EARLY,
    });
    expect(terms[0]!.start).toEqual(at('06:00'));
    expect(terms.at(-1)!.end).toEqual(at('22:00'));
    expect(terms).toHaveLength(61);
  });

  it('keeps real lengths on the day clocks go forward (29 March 2026)', () => {
    const day = '2026-03-29';
    const terms = treatmentTerms({
      day,
      opening: { start: '01:00', end: '04:00' },
      lengthMinutes: 60,
      stepMinutes: 60,
      stationBusy: [],
      patientBusy: [],
      now: EARLY,
    });
    // 01:00 → 04:00 local is two real hours that day.
    expect(terms).toHaveLength(2);
    for (const t of terms) expect(t.end.getTime() - t.start.getTime()).toBe(3_600_000);
  });
});

describe('treatmentTerms: blocked terms and their reasons', () => {
  const opening = { start: '08:00', end: '10:00' };
  const cases: [
    string,
    Partial<{ station: Interval[]; patient: Interval[]; now: Date }>,
    Record<string, TermBlock | null>,
  ][] = [
    ['all free', {}, { '08:00': null, '08:30': null, '09:00': null, '09:30': null }],
    [
      'the station taken 08:40–09:10 blocks the terms touching it, not those adjacent',
      { station: [span('08:40', '09:10')] },
      { '08:00': null, '08:30': 'station', '09:00': 'station', '09:30': null },
    ],
    [
      'a booking ending at a term’s start leaves it free',
      { station: [span('07:00', '08:00')], patient: [span('09:00', '09:30')] },
      { '08:00': null, '08:30': null, '09:00': 'patient', '09:30': null },
    ],
    [
      'the patient elsewhere (the ordering visit’s own time)',
      { patient: [span('08:00', '09:00')] },
      { '08:00': 'patient', '08:30': 'patient', '09:00': null, '09:30': null },
    ],
    [
      'the station before the patient',
      { station: [span('08:00', '08:30')], patient: [span('08:00', '08:30')] },
      { '08:00': 'station', '08:30': null, '09:00': null, '09:30': null },
    ],
    [
      'past terms blocked first, a term begun too',
      { now: at('08:45'), station: [span('08:00', '09:00')] },
      { '08:00': 'past', '08:30': 'past', '09:00': null, '09:30': null },
    ],
    [
      'a term starting now is still free',
      { now: at('09:00') },
      { '08:00': 'past', '08:30': 'past', '09:00': null, '09:30': null },
    ],
  ];
  it.each(cases)('%s', (_name, busy, expected) => {
    const terms = treatmentTerms({
      day: DAY,
      opening,
      lengthMinutes: 30,
      stepMinutes: 30,
      stationBusy: busy.station ?? [],
      patientBusy: busy.patient ?? [],
      now: busy.now ?? EARLY,
    });
    const reasons = {
      past: 'Termin minął',
      station: 'Zabieg zajęty',
      patient: 'Pacjent ma w tym czasie wizytę',
      closed: 'Poza godzinami otwarcia',
    };
    expect(terms).toEqual(
      Object.entries(expected).map(([time, block]) => ({
        start: at(time),
        end: new Date(at(time).getTime() + 30 * 60_000),
        isBlocked: block !== null,
        block,
        powod: block === null ? null : reasons[block],
      })),
    );
  });
});

describe('chosenTermBlock: a term the caller chose (an order, a drag)', () => {
  const opening = { start: '08:00', end: '16:00' };
  const context = {
    stationBusy: [span('10:00', '10:30')],
    patientBusy: [span('12:00', '13:00')],
    now: at('09:00'),
  };
  it.each<[string, Interval, Date, TermBlock | null]>([
    ['free, off the step grid', span('10:30', '10:50'), at('09:00'), null],
    ['the station taken', span('10:20', '10:40'), at('09:00'), 'station'],
    ['the patient elsewhere', span('12:50', '13:10'), at('09:00'), 'patient'],
    ['before opening', span('07:45', '08:15'), EARLY, 'closed'],
    ['past closing', span('15:45', '16:15'), at('09:00'), 'closed'],
    ['begun', span('08:50', '09:20'), at('09:00'), 'past'],
    ['begun and before opening', span('07:30', '08:00'), at('09:00'), 'past'],
  ])('%s → %s', (_name, term, now, expected) => {
    expect(chosenTermBlock(term, DAY, opening, { ...context, now })).toBe(expected);
  });

  it('termBlock ignores the opening hours', () => {
    expect(termBlock(span('21:00', '23:00'), { ...context, stationBusy: [] })).toBeNull();
  });
});
