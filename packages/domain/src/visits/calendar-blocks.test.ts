import { describe, expect, it } from 'vitest';
import { calendarBlocks, EVERY_THERAPIST_ID, type CalendarBlocksInput } from './calendar-blocks.ts';

/** Monday 7 – Sunday 13 January 2030; Warsaw is UTC+1. */
const WEEK = { from: '2030-01-07', to: '2030-01-13' };
const summary = (input: Partial<CalendarBlocksInput>) =>
  calendarBlocks({ ...WEEK, therapists: [], ...input }).map((b) => [
    b.kind,
    b.therapistId,
    b.start.toISOString(),
    b.end.toISOString(),
    b.allDay,
    b.description,
  ]);

describe('calendarBlocks', () => {
  it.each<[string, Partial<CalendarBlocksInput>, unknown[][]]>([
    ['nothing for nothing', {}, []],
    [
      'a weekly break on each of its week days in the range',
      { therapists: [{ therapistId: 1, breaks: [{ day: 3, timeStart: '12:00', timeEnd: '12:30' }] }] },
      [['break', 1, '2030-01-09T11:00:00.000Z', '2030-01-09T11:30:00.000Z', false, 'Przerwa']],
    ],
    [
      'a leave clipped to the range as one all-day block with its reason',
      {
        therapists: [
          { therapistId: 2, leaves: [{ start: '2030-01-01', end: '2030-01-08', reason: 'Zdrowie' }] },
        ],
      },
      [['leave', 2, '2030-01-06T23:00:00.000Z', '2030-01-08T23:00:00.000Z', true, 'Urlop: Zdrowie']],
    ],
    [
      'a leave without a reason reads "Urlop"; one outside the range is left out',
      {
        therapists: [
          {
            therapistId: 2,
            leaves: [
              { start: '2030-01-13', end: '2030-01-20', reason: '' },
              { start: '2030-01-14', end: '2030-01-15' },
            ],
          },
        ],
      },
      [['leave', 2, '2030-01-12T23:00:00.000Z', '2030-01-13T23:00:00.000Z', true, 'Urlop']],
    ],
    [
      'a quick break as it is when it touches the range',
      {
        therapists: [
          {
            therapistId: 3,
            quickBreaks: [
              { start: new Date('2030-01-08T09:00:00Z'), end: new Date('2030-01-08T10:00:00Z') },
              { start: new Date('2030-01-14T09:00:00Z'), end: new Date('2030-01-14T10:00:00Z') },
            ],
          },
        ],
      },
      [['quickBreak', 3, '2030-01-08T09:00:00.000Z', '2030-01-08T10:00:00.000Z', false, 'Przepustka']],
    ],
    [
      'a clinic day off for everyone (-9999), all day, with its description',
      {
        daysOff: [
          { date: '2030-01-10', description: 'Inwentaryzacja' },
          { date: '2030-01-20', description: 'x' },
        ],
      },
      [
        [
          'dayOff',
          EVERY_THERAPIST_ID,
          '2030-01-09T23:00:00.000Z',
          '2030-01-10T23:00:00.000Z',
          true,
          'Inwentaryzacja',
        ],
      ],
    ],
    [
      'no break on a leave day or a clinic day off',
      {
        from: '2030-01-07',
        to: '2030-01-09',
        therapists: [
          {
            therapistId: 4,
            breaks: [1, 2, 3].map((day) => ({ day, timeStart: '12:00', timeEnd: '13:00' })),
            leaves: [{ start: '2030-01-08', end: '2030-01-08' }],
          },
        ],
        daysOff: [{ date: '2030-01-09', description: 'Święto' }],
      },
      [
        ['break', 4, '2030-01-07T11:00:00.000Z', '2030-01-07T12:00:00.000Z', false, 'Przerwa'],
        ['leave', 4, '2030-01-07T23:00:00.000Z', '2030-01-08T23:00:00.000Z', true, 'Urlop'],
        [
          'dayOff',
          EVERY_THERAPIST_ID,
          '2030-01-08T23:00:00.000Z',
          '2030-01-09T23:00:00.000Z',
          true,
          'Święto',
        ],
      ],
    ],
    [
      'wall-clock break hours on a day of the DST change (UTC+2 from 31 March 2030)',
      {
        from: '2030-03-31',
        to: '2030-03-31',
        therapists: [{ therapistId: 5, breaks: [{ day: 0, timeStart: '12:00', timeEnd: '12:15' }] }],
      },
      [['break', 5, '2030-03-31T10:00:00.000Z', '2030-03-31T10:15:00.000Z', false, 'Przerwa']],
    ],
  ])('%s', (_name, input, expected) => {
    expect(summary(input)).toEqual(expected);
  });
});
