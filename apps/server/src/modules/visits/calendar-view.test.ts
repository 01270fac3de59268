import { describe, expect, it } from 'vitest';
import { calendarView } from './calendar-view.ts';

const row = (kind: string, fields: Record<string, unknown>) => ({
  kind,
  therapistId: null,
  day: null,
  startDate: null,
  endDate: null,
  timeStart: null,
  timeEnd: null,
  note: null,
  enabled: null,
  ...fields,
});
const columns = JSON.stringify([{ therapistID: 7, name: 'Anna Nowak', color: '#336699', isActive: true }]);
// Monday 2027-01-04: 08:00–16:00 in Warsaw (UTC+1), a break 12:00–12:30.
const schedule = row('schedule', {
  therapistId: 7,
  day: 1,
  timeStart: '08:00',
  timeEnd: '16:00',
  enabled: true,
});
const lunch = row('break', { therapistId: 7, day: 1, timeStart: '12:00', timeEnd: '12:30' });
const monday = { startDate: '2027-01-04', endDate: '2027-01-04', przerwy_urlopy: true };
const parse = (text: { text: string }) => JSON.parse(text.text) as unknown;

describe('calendarView', () => {
  it('works out the working time and the block items from the columns and their clinic time', () => {
    const view = calendarView({ columns, time: JSON.stringify([schedule, lunch]) }, monday);
    expect(parse(view.therapists)).toEqual(JSON.parse(columns));
    expect(parse(view.workingTime)).toEqual([
      { therapistID: 7, start: '2027-01-04T07:00:00.000Z', end: '2027-01-04T11:00:00.000Z' },
      { therapistID: 7, start: '2027-01-04T11:30:00.000Z', end: '2027-01-04T15:00:00.000Z' },
    ]);
    expect(JSON.parse(view.blocks)).toMatchObject([
      { id: -1, therapistID: 7, therapistName: 'Anna Nowak', blockKind: 'break', isBlock: true },
    ]);
  });

  it('keeps a view for the same input and works out a new one when any text or the days change', () => {
    const time = JSON.stringify([schedule, lunch]);
    const view = calendarView({ columns, time }, monday);
    expect(calendarView({ columns, time }, monday)).toBe(view);
    const withoutBreak = calendarView({ columns, time: JSON.stringify([schedule]) }, monday);
    expect(parse(withoutBreak.workingTime)).toEqual([
      { therapistID: 7, start: '2027-01-04T07:00:00.000Z', end: '2027-01-04T15:00:00.000Z' },
    ]);
    expect(calendarView({ columns, time }, { ...monday, przerwy_urlopy: false }).blocks).toBe('[]');
    const renamed = columns.replace('Anna', 'Ewa');
    expect(JSON.parse(calendarView({ columns: renamed, time }, monday).blocks)).toMatchObject([
      { therapistName: 'Ewa Nowak' },
    ]);
  });

  it('refuses columns that do not match the contract, and leaves out fields it does not name', () => {
    expect(() => calendarView({ columns: '[{"therapistID":1}]', time: '[]' }, monday)).toThrow();
    const extra = JSON.stringify([{ therapistID: 7, name: 'A', color: null, isActive: true, surname: 'x' }]);
    expect(parse(calendarView({ columns: extra, time: '[]' }, monday).therapists)).toEqual([
      { therapistID: 7, name: 'A', color: null, isActive: true },
    ]);
  });
});
