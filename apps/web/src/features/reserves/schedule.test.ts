import { describe, expect, it } from 'vitest';
import { text } from '../../app/texts.ts';
import {
  changeDates,
  EMPTY_SCHEDULE,
  enabledDays,
  scheduleFormError,
  scheduleInput,
  type ScheduleForm,
} from './schedule-form.ts';
import { scheduleSummary, schedulesSummary, type ScheduleFields } from './schedule-summary.ts';

const NO_DAYS = { mon: false, tue: false, wed: false, thu: false, fri: false, sat: false, sun: false };
const schedule = (s: Partial<ScheduleFields>): ScheduleFields => ({
  dateStart: null,
  dateEnd: null,
  startTime: null,
  endTime: null,
  ...NO_DAYS,
  ...s,
});
const form = (f: Partial<ScheduleForm>): ScheduleForm => ({ ...EMPTY_SCHEDULE, ...f });

describe('scheduleSummary (spec 002 reserve schedule list)', () => {
  it.each([
    [{}, 'Dowolny termin i godzina'],
    [{ dateStart: '2026-12-01', dateEnd: '2026-12-14' }, '01-12-2026 – 14-12-2026 · Dowolne godziny'],
    [{ dateStart: '2026-12-01' }, 'od 01-12-2026 · Dowolne godziny'],
    [{ dateEnd: '2026-12-14' }, 'do 14-12-2026 · Dowolne godziny'],
    [{ startTime: '08:00', endTime: '12:30' }, 'Dowolny · 08:00–12:30'],
    [{ mon: true, wed: true, sun: true }, 'Dowolny · Dowolne godziny · Pon, Śro, Nie'],
    [
      { dateStart: '2026-12-01', dateEnd: '2026-12-02', startTime: '10:00', endTime: '11:00', tue: true },
      '01-12-2026 – 02-12-2026 · 10:00–11:00 · Wto',
    ],
  ])('%j → %s', (s, shown) => {
    expect(scheduleSummary(schedule(s), text).text).toBe(shown);
  });

  it('shows a reserve without schedules as any date and hour, else one line a schedule', () => {
    expect(schedulesSummary([], text)).toEqual(['Dowolny termin i godzina']);
    expect(schedulesSummary([schedule({ fri: true }), schedule({ sat: true })], text)).toEqual([
      'Dowolny · Dowolne godziny · Pią',
      'Dowolny · Dowolne godziny · Sob',
    ]);
  });
});

describe('the add-schedule dialog (spec 000 Reserve schedule)', () => {
  it('disables the days outside a range and pre-checks those inside', () => {
    // 2026-12-04 is a Friday.
    const { form: f, error } = changeDates(EMPTY_SCHEDULE, '2026-12-04', '2026-12-06');
    expect(error).toBeUndefined();
    expect([...enabledDays(f)]).toEqual(['fri', 'sat', 'sun']);
    expect(f.days).toEqual({ ...NO_DAYS, fri: true, sat: true, sun: true });
  });

  it('enables every day for a week or more and for an open range, keeping the checks of an open one', () => {
    expect(enabledDays(form({ dateStart: '2026-12-01', dateEnd: '2026-12-07' })).size).toBe(7);
    const open = changeDates(form({ days: { ...NO_DAYS, mon: true } }), '2026-12-04', '');
    expect(enabledDays(open.form).size).toBe(7);
    expect(open.form.days).toEqual({ ...NO_DAYS, mon: true });
  });

  it('resets an end before the start with the spec message', () => {
    const { form: f, error } = changeDates(form({ dateStart: '2026-12-04' }), '2026-12-04', '2026-12-03');
    expect(error).toBe('contract.reserveEndBeforeStart');
    expect(text(error!)).toBe('Data końcowa nie może być mniejsza niż początkowa');
    expect(f.dateEnd).toBe('');
    expect(f.dateStart).toBe('2026-12-04');
  });

  it('waits for the whole year before it checks the range', () => {
    const start = form({ dateStart: '2026-12-04' });
    for (const year of ['0002', '0020', '0202']) {
      const { form: f, error } = changeDates(start, '2026-12-04', `${year}-12-06`);
      expect(error).toBeUndefined();
      expect(f.dateEnd).toBe(`${year}-12-06`);
      expect(f.days).toEqual(NO_DAYS);
    }
  });

  it.each([
    [{}, 'Proszę wybrać przedział dat lub któreś z dni tygodnia.'],
    [
      { days: { ...NO_DAYS, mon: true }, startTime: '08:00' },
      'Proszę określić pełny przedział godzin, lub wyzerować wartośći.',
    ],
    [
      { dateStart: '2026-12-01', endTime: '09:00' },
      'Proszę określić pełny przedział godzin, lub wyzerować wartośći.',
    ],
    [
      { dateStart: '2026-12-01', startTime: '10:00', endTime: '09:00' },
      'Godzina końcowa musi być późniejsza niż początkowa.',
    ],
  ])('refuses %j with %s', (f, message) => {
    const key = scheduleFormError(form(f));
    expect(key && text(key)).toBe(message);
  });

  it.each([
    [{ dateStart: '2026-12-01' }],
    [{ days: { ...NO_DAYS, sat: true } }],
    [{ dateEnd: '2026-12-01', startTime: '08:00', endTime: '09:00' }],
  ])('accepts %j', (f) => {
    expect(scheduleFormError(form(f))).toBeUndefined();
  });

  it('sends empty fields as null and leaves out the days outside the range', () => {
    const f = form({
      dateStart: '2026-12-04',
      dateEnd: '2026-12-05',
      days: { ...NO_DAYS, mon: true, fri: true },
    });
    expect(scheduleInput(f)).toEqual({
      dateStart: '2026-12-04',
      dateEnd: '2026-12-05',
      startTime: null,
      endTime: null,
      ...NO_DAYS,
      fri: true,
    });
  });
});
