/**
 * The Week view of every therapist draws its timed events itself (react-big-calendar's own event
 * layout and markup for 1,500 visits take most of a second): which events go into the day columns,
 * where each goes across its column, and where down it: react-big-calendar's own arithmetic (its slot
 * metrics), so the events stay on its grid.
 */

/** What the layout reads of an event. */
export interface WeekEvent {
  readonly start: Date;
  readonly end: Date;
  readonly allDay: boolean;
}

/** An event's place across its day column: `lane` of `lanes` equal lanes, counted from the left. */
export interface LanePlace {
  readonly lane: number;
  readonly lanes: number;
}

export interface PlacedEvent<E> {
  readonly event: E;
  readonly place: LanePlace;
}

export interface WeekLayout<E> {
  /** What the all-day row shows (react-big-calendar draws it). */
  readonly allDay: E[];
  /** The timed events of each day column, by `dayKey` of the column's date. */
  readonly days: ReadonlyMap<number, readonly PlacedEvent<E>[]>;
}

/** A local calendar day as a number, the key of its day column. */
export const dayKey = (d: Date): number => d.getFullYear() * 10_000 + (d.getMonth() + 1) * 100 + d.getDate();

const isMidnight = (d: Date) => d.getHours() + d.getMinutes() + d.getSeconds() + d.getMilliseconds() === 0;

/** react-big-calendar's own rule: an event of one day with a time is drawn in the day's column. */
export const isTimed = (e: WeekEvent): boolean => timedDay(e) !== undefined;

/** The `dayKey` of a timed event's day (see isTimed), worked out once; undefined for an all-day one. */
function timedDay(e: WeekEvent): number | undefined {
  if (e.allDay) return undefined;
  const day = dayKey(e.start);
  if (day !== dayKey(e.end) || (isMidnight(e.start) && isMidnight(e.end))) return undefined;
  return day;
}

/**
 * Lanes for one day's events, side by side so that none hides another. Events that overlap, directly
 * or through others, form a group as many lanes wide as it needs; in the order of their start (then
 * of `rank`, e.g. the therapist's place, so that events starting together line up the same way every
 * day) each takes the leftmost lane free at its start. An event shorter than `minLength` ms counts as
 * that long, as it is drawn at least that tall. The places are in the order of `events`.
 */
export function dayLanes<E extends WeekEvent>(
  events: readonly E[],
  rank: (e: E) => number,
  minLength = 0,
): LanePlace[] {
  const order = events
    .map((e, i) => ({ i, start: e.start.getTime(), end: e.end.getTime(), rank: rank(e) }))
    .sort((a, b) => a.start - b.start || a.rank - b.rank || b.end - a.end);
  const lanes: number[] = new Array<number>(events.length);
  const groups: number[] = new Array<number>(events.length);
  const width: number[] = [];
  /** The end of the last event in each lane of the group being laid out. */
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  for (const { i, start, end } of order) {
    if (start >= groupEnd) {
      width.push(0);
      laneEnds = [];
    }
    const free = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    const lane = free < 0 ? laneEnds.length : free;
    const drawnEnd = Math.max(end, start + minLength);
    laneEnds[lane] = drawnEnd;
    groupEnd = Math.max(groupEnd, drawnEnd);
    const group = width.length - 1;
    width[group] = Math.max(width[group]!, lane + 1);
    lanes[i] = lane;
    groups[i] = group;
  }
  return events.map((_, i) => ({ lane: lanes[i]!, lanes: width[groups[i]!]! }));
}

/** The week's events split into the all-day row and the day columns, each column laid out in lanes. */
export function weekLayout<E extends WeekEvent>(
  events: readonly E[],
  rank: (e: E) => number,
  minLength = 0,
): WeekLayout<E> {
  const allDay: E[] = [];
  const byDay = new Map<number, E[]>();
  for (const e of events) {
    const key = timedDay(e);
    if (key === undefined) {
      allDay.push(e);
      continue;
    }
    const day = byDay.get(key);
    if (day) day.push(e);
    else byDay.set(key, [e]);
  }
  const days = new Map<number, PlacedEvent<E>[]>();
  for (const [key, day] of byDay) {
    const places = dayLanes(day, rank, minLength);
    days.set(
      key,
      day.map((event, i) => ({ event, place: places[i]! })),
    );
  }
  return { allDay, days };
}

/** Below this width (px) an event shows no letter of its patient, nor an icon: it is drawn as a stripe. */
export const MIN_TEXT_LANE_PX = 12;

/** About the width of the time gutter left of the day columns (react-big-calendar measures its own). */
const TIME_GUTTER_PX = 60;
/**
 * A day column of a 1,920 px screen with the menu and the side lists open: the width assumed until
 * the calendar has been measured (its first week may arrive before that).
 */
const ASSUMED_DAY_PX = 180;

/** The width in px of one of the Week view's seven day columns in a calendar `width` px wide. */
export const weekDayWidth = (width: number | undefined): number =>
  width === undefined ? ASSUMED_DAY_PX : (width - TIME_GUTTER_PX) / 7;

/**
 * Whether an event in one of `lanes` lanes across a day column `dayWidth` px wide has room for its
 * text. Text nobody can read still costs its layout and paint: a week of 60 therapists draws 1,500
 * stripes 3 px wide, whose tooltips carry the visit.
 */
export const laneHasRoomForText = (dayWidth: number, lanes: number): boolean =>
  dayWidth / lanes >= MIN_TEXT_LANE_PX;

/** Where a time range lies down a day column, in % of its height. */
export interface ColumnRange {
  readonly top: number;
  readonly height: number;
}

/**
 * The instant in minutes with its seconds set to 0 on the local clock, as react-big-calendar's date
 * library does (an hour repeated at the DST change reads as its first time).
 */
const localMinute = (ms: number) => new Date(ms).setSeconds(0, 0) / 60_000;
const zoneOffset = (ms: number) => new Date(ms).getTimezoneOffset();

/**
 * Where a time range lies down the day column that shows `start` to `end` in slots of `step` minutes,
 * `timeslots` to a group: react-big-calendar's `getSlotMetrics(…).getRange` (the range held within the
 * column, minutes counted as it counts them, DST days included) on plain numbers,
 * without the date library it spends most of a second in for a week of 1,500 visits.
 */
export function columnRange(
  start: Date,
  end: Date,
  step: number,
  timeslots: number,
): (rangeStart: Date, rangeEnd: Date) => ColumnRange {
  const first = start.getTime();
  const last = end.getTime();
  /** Minutes from the column's start: react-big-calendar's diff plus its DST offset. */
  const minutesIn = (ms: number) =>
    Math.round(Math.abs(localMinute(first) - localMinute(ms))) + zoneOffset(first) - zoneOffset(ms);
  const totalMin = 1 + minutesIn(last);
  const numSlots = Math.ceil((totalMin - 1) / (step * timeslots)) * timeslots;
  const span = step * numSlots;
  // A day's visits start and end at a few dozen times: each is worked out once (reading the local
  // clock's offset of an instant is the dearest part of placing an event).
  const positions = new Map<number, number>();
  const position = (ms: number) => {
    let at = positions.get(ms);
    if (at === undefined) {
      at = Math.min(minutesIn(ms), totalMin);
      positions.set(ms, at);
    }
    return at;
  };
  const within = (d: Date) => Math.min(last, Math.max(first, d.getTime()));
  return (rangeStart, rangeEnd) => {
    const from = within(rangeStart);
    const to = within(rangeEnd);
    const startMin = position(from);
    const endMin = position(to);
    const top = endMin > span && to !== last ? ((startMin - step) / span) * 100 : (startMin / span) * 100;
    return { top, height: (endMin / span) * 100 - top };
  };
}
