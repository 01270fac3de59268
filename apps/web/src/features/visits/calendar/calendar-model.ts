import {
  addDays,
  addMinutes,
  addMonths,
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type {
  CalendarItem,
  CalendarTherapist,
  GetVisitsP1StatusInput,
  ListVisitsInput,
  ListVisitsOutput,
  WorkingInterval,
} from '@wizytownik/contracts';
import { EVERY_THERAPIST_ID, isActionAllowed, visitStatusLabel, type VisitStatus } from '@wizytownik/domain';

export type CalendarView = 'day' | 'week' | 'month';

/** What react-big-calendar draws: a visit or a block, in one therapist's column. */
export interface CalendarEvent {
  /** Unique among the events (a block for everyone is repeated once per column). */
  readonly key: string;
  readonly title: string;
  readonly start: Date;
  readonly end: Date;
  readonly allDay: boolean;
  readonly resourceId: number;
  readonly item: CalendarItem;
  /** Patient, time and status: the event's tooltip. */
  readonly label: string;
}

const WEEK = { weekStartsOn: 1 } as const;

/** The first and the last moment the view shows around `date` (a month shows whole weeks). */
export function visibleRange(view: CalendarView, date: Date): { start: Date; end: Date } {
  switch (view) {
    case 'day':
      return { start: startOfDay(date), end: endOfDay(date) };
    case 'week':
      return { start: startOfWeek(date, WEEK), end: endOfWeek(date, WEEK) };
    case 'month':
      return { start: startOfWeek(startOfMonth(date), WEEK), end: endOfWeek(endOfMonth(date), WEEK) };
  }
}

/** Visit/GetVisitsP1Status's range of a view: the visits starting in what it shows. */
export function p1StatusRange(view: CalendarView, date: Date): GetVisitsP1StatusInput {
  const { start, end } = visibleRange(view, date);
  return { startTime: start.toISOString(), endTime: new Date(end.getTime() + 1).toISOString() };
}

/** A date of the view's previous and of its next range (as its 'Wstecz' and 'Dalej' go). */
export function neighbourDates(view: CalendarView, date: Date): [Date, Date] {
  switch (view) {
    case 'day':
      return [addDays(date, -1), addDays(date, 1)];
    case 'week':
      return [addDays(date, -7), addDays(date, 7)];
    case 'month':
      return [addMonths(date, -1), addMonths(date, 1)];
  }
}

export const displayDate = (d: Date) => format(d, 'dd-MM-yyyy');

/** What the calendar narrows its visits to besides the dates. */
export interface CalendarFilter {
  readonly outpostId?: number | undefined;
  readonly groupId?: number | undefined;
  readonly therapistId?: number | undefined;
}

/** The ListVisits request of a view of a date (breaks and leave included). */
export function listVisitsInput(
  view: CalendarView,
  date: Date,
  filter: CalendarFilter = {},
): ListVisitsInput {
  const range = visibleRange(view, date);
  return {
    startDate: displayDate(range.start),
    endDate: displayDate(range.end),
    przerwy_urlopy: true,
    ...(filter.outpostId === undefined ? {} : { placowkaId: filter.outpostId }),
    ...(filter.groupId === undefined ? {} : { therapistGroupId: filter.groupId }),
    ...(filter.therapistId === undefined ? {} : { therapistID: filter.therapistId }),
  };
}
export const displayDateTime = (d: Date) => format(d, 'dd-MM-yyyy HH:mm');

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));
/** "09:05", as date-fns' format(d, 'HH:mm') without its pattern parser: a week's events ask thousands of times. */
export const clockTime = (d: Date) => `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;

/**
 * The calendar's events. A block for everyone is drawn in every column of the Day view (and once
 * elsewhere); everything else in its therapist's column. The Week and Month views of all therapists
 * leave out each therapist's breaks and quick breaks: six lunch breaks side by side hide the visits
 * and say nothing the Day view does not (leave stays, in the all-day row).
 */
export function toEvents(
  items: readonly CalendarItem[],
  columns: readonly number[] | null,
  therapistChosen = false,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const item of items) {
    const ownTimedBlock = item.isBlock && !item.allDay && item.therapistID !== EVERY_THERAPIST_ID;
    if (ownTimedBlock && !columns && !therapistChosen) continue;
    if (item.therapistID === EVERY_THERAPIST_ID && columns) {
      const base = baseEvent(item);
      for (const column of columns) events.push({ ...base, key: `${item.id}:${column}`, resourceId: column });
    } else {
      events.push(baseEvent(item));
    }
  }
  return events;
}

/**
 * One event per item object: a reload keeps the items that did not change (the query's structural
 * sharing), so their events stay the same objects and their memoized contents are not drawn again.
 */
const eventOfItem = new WeakMap<CalendarItem, CalendarEvent>();

function baseEvent(item: CalendarItem): CalendarEvent {
  let event = eventOfItem.get(item);
  if (!event) {
    const start = new Date(item.startTime);
    const end = new Date(item.endTime);
    event = {
      key: String(item.id),
      title: item.isBlock ? (item.blockDescription ?? '') : item.clientName,
      start,
      end,
      allDay: item.allDay,
      resourceId: item.therapistID,
      item,
      label: eventLabel(item, start, end),
    };
    eventOfItem.set(item, event);
  }
  return event;
}

/**
 * The Day view's columns: by default the therapists who work that day or have a visit in it (all of
 * them when that leaves none); with 'Pokaż cały personel' every column.
 */
export function dayColumns(data: ListVisitsOutput, showAll: boolean): CalendarTherapist[] {
  if (showAll) return data.therapists;
  const busy = new Set<number>(data.workingTime.map((w) => w.therapistID));
  for (const item of data.items) if (!item.isBlock) busy.add(item.therapistID);
  const shown = data.therapists.filter((t) => busy.has(t.therapistID));
  return shown.length > 0 ? shown : data.therapists;
}

/**
 * Spans of working time sorted by their start, with the latest end of each span and those before it:
 * whether one span holds a range, or meets it, is one binary search (the Week view of every
 * therapist asks it of every slot of the grid, against hundreds of spans).
 */
class SpanIndex {
  private readonly starts: number[] = [];
  /** The latest end of the spans up to each (in the order of their start). */
  private readonly ends: number[] = [];

  constructor(spans: (readonly [number, number])[]) {
    spans.sort((x, y) => x[0] - y[0]);
    let latest = -Infinity;
    for (const [start, end] of spans) {
      latest = Math.max(latest, end);
      this.starts.push(start);
      this.ends.push(latest);
    }
  }

  /** The latest end of the spans starting at or before `t` (`strictly` before, if told). */
  private latestEndOfStartsUpTo(t: number, strictly: boolean): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.starts[mid]!;
      if (strictly ? start < t : start <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? -Infinity : this.ends[lo - 1]!;
  }

  /** One span holds the whole of [s, e). */
  covers(s: number, e: number): boolean {
    return this.latestEndOfStartsUpTo(s, false) >= e;
  }

  /** Some span meets [s, e). */
  overlaps(s: number, e: number): boolean {
    return this.latestEndOfStartsUpTo(e, true) > s;
  }
}

const NO_SPANS = new SpanIndex([]);

/** Working time by therapist, for the many slot look-ups of a render. */
export class WorkingTime {
  private readonly byTherapist = new Map<number, SpanIndex>();
  private readonly everyone: SpanIndex;

  constructor(intervals: readonly WorkingInterval[]) {
    const byTherapist = new Map<number, (readonly [number, number])[]>();
    const everyone: (readonly [number, number])[] = [];
    for (const w of intervals) {
      const span = [Date.parse(w.start), Date.parse(w.end)] as const;
      const list = byTherapist.get(w.therapistID) ?? [];
      list.push(span);
      byTherapist.set(w.therapistID, list);
      everyone.push(span);
    }
    for (const [id, spans] of byTherapist) this.byTherapist.set(id, new SpanIndex(spans));
    this.everyone = new SpanIndex(everyone);
  }

  private spans(therapistId: number | undefined): SpanIndex {
    return therapistId === undefined ? this.everyone : (this.byTherapist.get(therapistId) ?? NO_SPANS);
  }

  /** The therapist (anyone, without one) works the whole of [start, end). */
  covers(therapistId: number | undefined, start: Date, end: Date): boolean {
    return this.spans(therapistId).covers(start.getTime(), end.getTime());
  }

  /** The therapist (anyone, without one) works at some time of [start, end). */
  overlaps(therapistId: number | undefined, start: Date, end: Date): boolean {
    return this.spans(therapistId).overlaps(start.getTime(), end.getTime());
  }
}

/** What the editor of a new visit starts from. */
export interface NewVisit {
  readonly start: Date;
  readonly end: Date;
  readonly therapistId?: number;
}

export interface SlotContext {
  readonly view: CalendarView;
  readonly working: WorkingTime;
  /** Slot length in minutes. */
  readonly step: number;
  /** The therapist chosen in the toolbar (or My calendar's own). */
  readonly therapistId?: number;
  /** The first visible hour, where a new visit picked in the Month view starts. */
  readonly dayStart: { hours: number; minutes: number };
}

/**
 * A click on an empty slot: the new visit's start, end (start plus one slot) and therapist (the
 * column's in the Day view, else the chosen one), or null outside working time.
 */
export function newVisitAt(
  slot: { start: Date; resourceId?: number | string },
  ctx: SlotContext,
): NewVisit | null {
  const therapistId =
    ctx.view === 'day' && slot.resourceId !== undefined ? Number(slot.resourceId) : ctx.therapistId;
  if (ctx.view === 'month') {
    const day = startOfDay(slot.start);
    if (!ctx.working.overlaps(therapistId, day, addDays(day, 1))) return null;
    const start = addMinutes(day, ctx.dayStart.hours * 60 + ctx.dayStart.minutes);
    return { start, end: addMinutes(start, ctx.step), ...(therapistId === undefined ? {} : { therapistId }) };
  }
  const end = addMinutes(slot.start, ctx.step);
  if (!ctx.working.covers(therapistId, slot.start, end)) return null;
  return { start: slot.start, end, ...(therapistId === undefined ? {} : { therapistId }) };
}

/**
 * A new visit from the toolbar's 'Nowa wizyta' (no slot clicked, e.g. from the keyboard): on the day
 * shown, at the next whole slot from now when that day is today (but not before the first visible
 * hour), else at the first visible hour; one slot long, with the chosen therapist. The editor then
 * sets the end from the therapist's default length.
 */
export function newVisitFromToolbar(
  shown: Date,
  now: Date,
  ctx: Pick<SlotContext, 'step' | 'therapistId' | 'dayStart'>,
): NewVisit {
  const day = startOfDay(shown);
  const opening = addMinutes(day, ctx.dayStart.hours * 60 + ctx.dayStart.minutes);
  let start = opening;
  if (isSameDay(day, now)) {
    const minutes = now.getHours() * 60 + now.getMinutes();
    const next = addMinutes(day, Math.ceil(minutes / ctx.step) * ctx.step);
    if (next > start) start = next;
  }
  return {
    start,
    end: addMinutes(start, ctx.step),
    ...(ctx.therapistId === undefined ? {} : { therapistId: ctx.therapistId }),
  };
}

/**
 * A visit may be dragged in the Day view or with a chosen therapist, never a block nor a closed or
 * cancelled one. A calendar of other bookings (the treatments calendar) says itself which it lets be
 * dragged (`movable`), in place of the visit status rule.
 */
export function canDrag(
  event: CalendarEvent,
  view: CalendarView,
  therapistChosen: boolean,
  movable?: (item: CalendarItem) => boolean,
): boolean {
  if (event.item.isBlock) return false;
  const allowed = movable ? movable(event.item) : isActionAllowed('save', event.item.status as VisitStatus);
  if (!allowed) return false;
  return view === 'day' || therapistChosen;
}

/** Company opening hours "HH:mm" as the view's first and last visible time (06:00–22:00 without them). */
export function visibleHours(
  opening: string | undefined,
  closing: string | undefined,
): { min: Date; max: Date; start: { hours: number; minutes: number } } {
  const parse = (hhmm: string | undefined, fallback: number) => {
    const match = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '');
    return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : { hours: fallback, minutes: 0 };
  };
  const from = parse(opening, 6);
  let to = parse(closing, 22);
  if (to.hours * 60 + to.minutes <= from.hours * 60 + from.minutes) to = { hours: 23, minutes: 59 };
  const today = startOfDay(new Date());
  return {
    min: addMinutes(today, from.hours * 60 + from.minutes),
    max: addMinutes(today, to.hours * 60 + to.minutes),
    start: from,
  };
}

/** The event's accessible text: patient (or block), time and status, e.g. for its tooltip. */
export function eventLabel(
  item: CalendarItem,
  start = new Date(item.startTime),
  end = new Date(item.endTime),
): string {
  const time = `${clockTime(start)}–${clockTime(end)}`;
  if (item.isBlock) return [item.blockDescription || item.therapistName, time].filter(Boolean).join(', ');
  const status = visitStatusLabel({
    status: item.status as VisitStatus,
    statusSubtype: item.statusSubtype,
    startTime: start,
  });
  // The treatment (physiotherapy) too: a short event's box has no room for its line.
  return [item.clientName, item.zabieg, time, status].filter(Boolean).join(', ');
}

/** Hours of a visit, with its date when it is not `today` (the near list reaches into coming days). */
export function sideListTime(startTime: string, endTime: string, today = new Date()): string {
  const start = new Date(startTime);
  const hours = `${format(start, 'HH:mm')}–${format(new Date(endTime), 'HH:mm')}`;
  return isSameDay(start, today) ? hours : `${format(start, 'dd-MM')} ${hours}`;
}
