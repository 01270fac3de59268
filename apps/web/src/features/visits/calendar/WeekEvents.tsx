import {
  createContext,
  memo,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { CalendarEvent } from './calendar-model.ts';
import { EventText, visitIdAt, visitMark } from './CalendarEventContent.tsx';
import { localizer, timeRange } from './localizer.ts';
import { useExternalStore, type ExternalStore } from '../../../app/external-store.ts';
import {
  columnRange,
  dayKey,
  laneHasRoomForText,
  weekDayWidth,
  type ColumnRange,
  type PlacedEvent,
} from './week-layout.ts';

/** An event's classes and colours: react-big-calendar's `eventPropGetter`, shared with its views. */
export type EventLook = (event: CalendarEvent) => { className?: string; style?: CSSProperties };

/** The Week view's timed events, laid out by day, when it draws them itself (see week-layout). */
export interface WeekDrawing {
  readonly days: ReadonlyMap<number, readonly PlacedEvent<CalendarEvent>[]>;
  /** The grid of the calendar: its first and last time of a day (the dates do not count), its slots. */
  readonly min: Date;
  readonly max: Date;
  readonly step: number;
  readonly timeslots: number;
  /** The calendar's width in px, once known: narrow lanes are drawn without their text. */
  readonly width: ExternalStore<number | undefined>;
  readonly look: EventLook;
  readonly onOpenVisit: (visitId: number) => void;
}

/** Null where react-big-calendar draws the events itself. */
export const WeekDrawingContext = createContext<WeekDrawing | null>(null);

interface DayColumnProps {
  readonly ref?: Ref<HTMLDivElement>;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly date: Date;
  readonly children?: ReactNode;
}

const NONE: readonly PlacedEvent<CalendarEvent>[] = [];

/**
 * react-big-calendar's day column (its `dayColumnWrapper`, the same <div> as its own), with the Week
 * view's events of that day when the view draws them itself.
 */
export function DayColumn({ ref, className, style, date, children }: DayColumnProps) {
  const drawing = useContext(WeekDrawingContext);
  return (
    <div ref={ref} className={className} style={style}>
      {children}
      {drawing && (
        <DayEvents
          events={drawing.days.get(dayKey(date)) ?? NONE}
          // The column's hours as react-big-calendar's day column has them (its min and max).
          start={localizer.merge(date, drawing.min)!.getTime()}
          end={localizer.merge(date, drawing.max)!.getTime()}
          step={drawing.step}
          timeslots={drawing.timeslots}
          width={drawing.width}
          look={drawing.look}
          onOpenVisit={drawing.onOpenVisit}
        />
      )}
    </div>
  );
}

interface DayEventsProps extends Pick<WeekDrawing, 'step' | 'timeslots' | 'width' | 'look' | 'onOpenVisit'> {
  readonly events: readonly PlacedEvent<CalendarEvent>[];
  /** The column's first and last instant (ms): its props are numbers, so that its memo holds. */
  readonly start: number;
  readonly end: number;
}

/**
 * A length in % as CSS text, worked out once per value: a week of 1,500 events has a few dozen
 * distinct places, and turning a fraction into text is the dearest part of placing an event.
 */
const percents = new Map<number, string>();
function percent(n: number): string {
  let text = percents.get(n);
  if (text === undefined) {
    text = `${n}%`;
    if (percents.size > 10_000) percents.clear();
    percents.set(n, text);
  }
  return text;
}

/** An event's tooltip "09:00 – 09:45: patient, time, status", once per event (a reload keeps its events). */
const titles = new WeakMap<CalendarEvent, string>();
function titleOf(event: CalendarEvent): string {
  let title = titles.get(event);
  if (title === undefined) {
    title = `${timeRange(event)}: ${event.label}`;
    titles.set(event, title);
  }
  return title;
}

/** An event placed in its column: where it goes (a style shared by the events of the same place). */
interface EventBox {
  readonly event: CalendarEvent;
  readonly lanes: number;
  readonly place: CSSProperties;
  /** The same place as the text of a style attribute. */
  readonly placeText: string;
}

/** The day's events placed down and across their column: once per change of the data or the grid. */
function placeEvents(
  events: readonly PlacedEvent<CalendarEvent>[],
  range: (start: Date, end: Date) => ColumnRange,
): EventBox[] {
  const places = new Map<string, Pick<EventBox, 'place' | 'placeText'>>();
  return events.map(({ event, place }) => {
    const { top, height } = range(event.start, event.end);
    const key = `${top} ${height} ${place.lane} ${place.lanes}`;
    let style = places.get(key);
    if (!style) {
      const css = {
        top: percent(top),
        height: percent(height),
        left: percent((place.lane * 100) / place.lanes),
        width: percent(100 / place.lanes),
      };
      const placeText = `top:${css.top};height:${css.height};left:${css.left};width:${css.width}`;
      style = { place: css, placeText };
      places.set(key, style);
    }
    return { event, lanes: place.lanes, ...style };
  });
}

/**
 * One event: a single absolutely placed element (its text and icons right in it), with
 * react-big-calendar's `rbc-event` class (its slot selection ignores presses on them, the page's
 * listeners find them by it) and its tooltip "09:00 – 09:45: patient, time, status".
 */
function eventElement(
  { event, place }: EventBox,
  withText: boolean,
  className: string,
  style: CSSProperties | undefined,
) {
  // An event holding the 'patient present' switch is a group of controls, not a button around one.
  const holdsControl = withText && event.item.pacjent_obecny && !event.item.isBlock;
  return (
    <div
      key={event.key}
      role={holdsControl ? 'group' : 'button'}
      tabIndex={0}
      className={`rbc-event wz-week-event ${className}`}
      title={titleOf(event)}
      {...visitMark(event.item)}
      style={style ? { ...style, ...place } : place}
    >
      {withText && <EventText item={event.item} />}
    </div>
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The same element for an event drawn as a stripe (no text, its colour by class), as HTML: a crowded
 * week's stripes go into the DOM by the browser's parser, a run of them at a time, not element by
 * element and attribute by attribute from React.
 */
function stripeHtml({ event, placeText }: EventBox, className: string): string {
  const visit = event.item.isBlock ? '' : ` data-visit-id="${event.item.id}"`;
  return (
    `<div role="button" tabindex="0" class="rbc-event wz-week-event ${escapeHtml(className)}"` +
    ` title="${escapeHtml(titleOf(event))}"${visit} style="${placeText}"></div>`
  );
}

/** A run of stripes: its own element (with no box of its own) holding their HTML. */
const stripeRun = (key: string, html: string) => (
  <div key={key} className="wz-week-stripes" dangerouslySetInnerHTML={{ __html: html }} />
);

/**
 * The day's events in their order: those with text as React elements, runs of stripes as HTML.
 * An event with a colour set inline (not one of the colour classes) is drawn by React, which sets
 * style properties one by one, never as text that could carry more than a colour.
 */
function dayElements(boxes: readonly EventBox[], textLanes: number, look: EventLook) {
  const elements = [];
  let run = '';
  let runKey = '';
  for (const box of boxes) {
    const withText = box.lanes <= textLanes;
    const { className = '', style } = look(box.event);
    if (!withText && !style) {
      if (!run) runKey = `stripes:${box.event.key}`;
      run += stripeHtml(box, className);
      continue;
    }
    if (run) elements.push(stripeRun(runKey, run));
    run = '';
    elements.push(eventElement(box, withText, className, style));
  }
  if (run) elements.push(stripeRun(runKey, run));
  return elements;
}

/**
 * Gives the focus back to the visit focused in a day column (`focused`) when its stripes were drawn
 * anew: a reload that changed one of a run of stripes replaces the run, the focused one with it.
 */
function useFocusKept(
  container: RefObject<HTMLElement | null>,
  focused: RefObject<Element | null>,
  elements: unknown,
) {
  useLayoutEffect(() => {
    const gone = focused.current;
    if (!gone || gone.isConnected || !container.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const visitId = gone.getAttribute('data-visit-id');
    const again = visitId && container.current.querySelector<HTMLElement>(`[data-visit-id="${visitId}"]`);
    if (again) again.focus();
  }, [container, focused, elements]);
}

/**
 * One day's events. Their elements are made once per change of the data, the grid or their look, and
 * kept while only the calendar's width changes without giving any lane room for its text (or taking
 * it): React then leaves them alone, as it does elements it is given again. A visit focused in a run of
 * stripes drawn anew (a reload changed one of them) keeps the focus.
 */
const DayEvents = memo(function DayEvents(props: DayEventsProps) {
  const { events, start, end, step, timeslots, look, onOpenVisit } = props;
  const boxes = useMemo(
    () => placeEvents(events, columnRange(new Date(start), new Date(end), step, timeslots)),
    [events, start, end, step, timeslots],
  );
  // The most lanes a group of this day may have and still show its text, as one of the day's lane counts.
  const dayWidth = weekDayWidth(useExternalStore(props.width));
  let textLanes = 0;
  for (const box of boxes)
    if (box.lanes > textLanes && laneHasRoomForText(dayWidth, box.lanes)) textLanes = box.lanes;
  const elements = useMemo(() => dayElements(boxes, textLanes, look), [boxes, textLanes, look]);
  const container = useRef<HTMLDivElement>(null);
  const focused = useRef<Element | null>(null);
  useFocusKept(container, focused, elements);
  const open = (e: MouseEvent | KeyboardEvent) => {
    const visitId = visitIdAt(e.target);
    if (visitId !== undefined) onOpenVisit(visitId);
  };
  return (
    // One listener per column for the double click and the Enter of all its events.
    <div
      ref={container}
      className="rbc-events-container"
      onFocus={(e) => {
        focused.current = e.target;
      }}
      // Focus moved to nothing by the user (a click on no control), not taken by stripes drawn anew.
      onBlur={(e) => {
        if (e.relatedTarget === null && e.target.isConnected) focused.current = null;
      }}
      onDoubleClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open(e);
      }}
    >
      {elements}
    </div>
  );
});
