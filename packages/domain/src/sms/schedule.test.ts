import { describe, expect, it } from 'vitest';
import { reminderDays, reminderSendAt } from './schedule.ts';

const window = { from: '09:00', to: '20:00' };
/** Warsaw in winter: UTC+1. */
const w = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('reminderDays', () => {
  it.each([
    [1, ['2026-12-02']],
    [2, ['2026-12-02', '2026-12-03']],
    [0, ['2026-12-01']],
  ])('%i day(s) before', (days, expected) => {
    expect(reminderDays('2026-12-01', days)).toEqual(expected);
  });
});

describe('reminderSendAt', () => {
  const visitDay = '2026-12-03';
  const firstVisit = w(visitDay, '10:00');
  it.each([
    [
      'planned ahead: the window start of the day before',
      w('2026-12-01', '15:00'),
      undefined,
      w('2026-12-02', '09:00'),
    ],
    ['late, inside the window: now', w('2026-12-02', '13:17'), undefined, w('2026-12-02', '13:17')],
    [
      'late, after the window: the next morning',
      w('2026-12-02', '21:30'),
      undefined,
      w('2026-12-03', '09:00'),
    ],
    ['late, before the window: this morning', w('2026-12-03', '06:00'), undefined, w('2026-12-03', '09:00')],
    [
      'an undo window delays it',
      w('2026-12-02', '13:17'),
      w('2026-12-02', '13:18'),
      w('2026-12-02', '13:18'),
    ],
  ])('%s', (_, now, notBefore, expected) => {
    expect(reminderSendAt({ visitDay, firstVisit, daysBefore: 1, window, now, notBefore })).toEqual(expected);
  });

  it('no reminder when the next window opens after the visit starts', () => {
    const early = w(visitDay, '08:00');
    expect(
      reminderSendAt({ visitDay, firstVisit: early, daysBefore: 1, window, now: w('2026-12-02', '21:00') }),
    ).toBeNull();
  });

  it('a day across the change to summer time keeps the clinic hour', () => {
    const at = reminderSendAt({
      visitDay: '2026-03-30',
      firstVisit: new Date('2026-03-30T08:00:00+02:00'),
      daysBefore: 1,
      window,
      now: w('2026-03-20', '12:00'),
    });
    expect(at).toEqual(new Date('2026-03-29T09:00:00+02:00'));
  });
});
