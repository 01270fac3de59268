import { format, getDay, parse, startOfWeek } from 'date-fns';
import { pl } from 'date-fns/locale';
import { useMemo } from 'react';
import { dateFnsLocalizer, type Formats, type Messages } from 'react-big-calendar';
import type { TextKey } from '@wizytownik/domain';
import { text, type Translate } from '../../../app/texts.ts';
import { clockTime } from './calendar-model.ts';
import { useTextSet } from './text-set.ts';

/** date-fns in Polish with the week starting on Monday (spec 000 §2.1). */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { pl },
});

export const CULTURE = 'pl';

const time = clockTime;
/** "09:00 – 09:45": an event's hours, as its label and tooltip show them. */
export const timeRange = ({ start, end }: { start: Date; end: Date }) => `${time(start)} – ${time(end)}`;
const dayRange = ({ start, end }: { start: Date; end: Date }) =>
  `${format(start, 'dd-MM-yyyy')} – ${format(end, 'dd-MM-yyyy')}`;

/** 24-hour times and DD-MM-YYYY dates (§9). */
export const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${time(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${time(end)}`,
  selectRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  agendaDateFormat: 'dd-MM-yyyy',
  dayFormat: 'EEEEEE dd-MM',
  weekdayFormat: 'EEEE',
  dayHeaderFormat: 'EEEE dd-MM-yyyy',
  dayRangeHeaderFormat: dayRange,
  agendaHeaderFormat: dayRange,
  monthHeaderFormat: 'LLLL yyyy',
  dateFormat: 'dd',
};

/** react-big-calendar's texts in the catalog (its `showMore` is a template of `{count}`). */
const MESSAGE_KEYS = {
  date: 'visitsCalendar.messages.date',
  time: 'visitsCalendar.messages.time',
  event: 'visitsCalendar.messages.event',
  allDay: 'visitsCalendar.messages.allDay',
  week: 'visitsCalendar.messages.week',
  work_week: 'visitsCalendar.messages.workWeek',
  day: 'visitsCalendar.messages.day',
  month: 'visitsCalendar.messages.month',
  previous: 'visitsCalendar.messages.previous',
  next: 'visitsCalendar.messages.next',
  yesterday: 'visitsCalendar.messages.yesterday',
  tomorrow: 'visitsCalendar.messages.tomorrow',
  today: 'visitsCalendar.messages.today',
  agenda: 'visitsCalendar.messages.agenda',
  noEventsInRange: 'visitsCalendar.messages.noEventsInRange',
  showMore: 'visitsCalendar.messages.showMore',
} as const satisfies Partial<Record<keyof Messages, TextKey>>;

/**
 * react-big-calendar's `messages`, resolved once per calendar and the same object while their wording
 * stays: the memoized calendar is not drawn again when the tenant's overrides leave them alone.
 */
export function useCalendarMessages(t: Translate): Messages {
  const texts = useTextSet(t, MESSAGE_KEYS);
  return useMemo(
    () => ({
      ...texts,
      // Filled when the Month view asks; a change of its wording makes new messages (see useTextSet).
      showMore: (count: number) => text(MESSAGE_KEYS.showMore, { count }),
    }),
    [texts],
  );
}

/*
 * react-big-calendar compares dates through date-arithmetic, which copies a Date and calls up to four
 * setters (with a DST check each) for every startOf — thousands of times for a week of 1,500 visits.
 * The same answers for days and minutes from native Date arithmetic; other units keep the originals.
 */
type Unit = string | undefined;
type DateLike = Date | number | string;
type Compare = (a: DateLike, b: DateLike, unit?: Unit) => boolean;

const asDate = (d: DateLike) => (d instanceof Date ? d : new Date(d));
/** The local calendar day as a number that orders like the days. */
const dayKey = (d: Date) => (d.getFullYear() * 16 + d.getMonth()) * 32 + d.getDate();
/** Whole minutes since the epoch: the same as setting seconds and ms to 0 in a zone of whole-minute offsets. */
const minuteKey = (d: Date) => Math.floor(d.getTime() / 60_000);

const daySpan = (localizer as unknown as { daySpan: (start: Date, end: Date) => number }).daySpan;

const original = {
  startOf: localizer.startOf.bind(localizer),
  eq: localizer.eq.bind(localizer),
  neq: localizer.neq.bind(localizer),
  lt: localizer.lt.bind(localizer),
  lte: localizer.lte.bind(localizer),
  gt: localizer.gt.bind(localizer),
  gte: localizer.gte.bind(localizer),
} as const;

/** `firstOfWeek` (react-big-calendar's startOf(date, 'week', firstOfWeek)) goes on to the original. */
function startOf(value: DateLike, unit?: Unit, firstOfWeek?: number): Date {
  const d = asDate(value);
  if (unit === 'day') return new Date(d.getFullYear(), d.getMonth(), d.getDate());
  if (unit === 'minutes') return new Date(minuteKey(d) * 60_000);
  return (original.startOf as (d: Date, unit?: Unit, firstOfWeek?: number) => Date)(d, unit, firstOfWeek);
}

function comparer(name: keyof typeof original & ('eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte')) {
  const test = {
    eq: (x: number, y: number) => x === y,
    neq: (x: number, y: number) => x !== y,
    lt: (x: number, y: number) => x < y,
    lte: (x: number, y: number) => x <= y,
    gt: (x: number, y: number) => x > y,
    gte: (x: number, y: number) => x >= y,
  }[name];
  const fallback = original[name] as Compare;
  return (a: DateLike, b: DateLike, unit?: Unit): boolean => {
    if (unit === 'day') return test(dayKey(asDate(a)), dayKey(asDate(b)));
    if (unit === 'minutes') return test(minuteKey(asDate(a)), minuteKey(asDate(b)));
    return fallback(a, b, unit);
  };
}

const eq = comparer('eq');
const neq = comparer('neq');
const lt = comparer('lt');
const lte = comparer('lte');
const gt = comparer('gt');
const gte = comparer('gte');

function inRange(
  day: DateLike,
  min: DateLike | null | undefined,
  max: DateLike | null | undefined,
  unit?: Unit,
) {
  const u = unit || 'day';
  return (!min || gte(day, min, u)) && (!max || lte(day, max, u));
}

interface Span {
  readonly start: Date;
  readonly end: Date;
  readonly allDay?: boolean;
}

/** react-big-calendar's own helpers (lib/localizer.js), which call date-arithmetic directly, on the fast comparisons. */
const helpers = {
  continuesPrior: (start: Date, first: Date) => lt(start, first, 'day'),
  continuesAfter: (start: Date, end: Date, last: Date) =>
    eq(start, end, 'minutes') ? gte(end, last, 'minutes') : gt(end, last, 'minutes'),
  inEventRange: ({ event: { start, end }, range }: { event: Span; range: { start: Date; end: Date } }) => {
    const eStart = startOf(start, 'day');
    const startsBeforeEnd = lte(eStart, range.end, 'day');
    const endsAfterStart = neq(eStart, end, 'minutes')
      ? gt(end, range.start, 'minutes')
      : gte(end, range.start, 'minutes');
    return startsBeforeEnd && endsAfterStart;
  },
  sortEvents: ({ evtA, evtB }: { evtA: Span; evtB: Span }) => {
    const startSort = +startOf(evtA.start, 'day') - +startOf(evtB.start, 'day');
    const durA = daySpan(evtA.start, evtA.end);
    const durB = daySpan(evtB.start, evtB.end);
    return (
      startSort ||
      durB - durA ||
      Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
      +evtA.start - +evtB.start ||
      +evtA.end - +evtB.end
    );
  },
};

Object.assign(localizer, { startOf, eq, neq, lt, lte, gt, gte, inRange, ...helpers });

/** For the test: the comparisons of react-big-calendar's own (date-arithmetic) ones. */
export const ORIGINAL_COMPARISONS = original;
