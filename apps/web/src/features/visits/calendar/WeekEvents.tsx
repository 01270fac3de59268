import {
  createContext,
  memo,
  useContext,
  useMemo,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
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
}

/** The day's events placed down and across their column: once per change of the data or the grid. */
function placeEvents(
  events: readonly PlacedEvent<CalendarEvent>[],
  range: (start: Date, end: Date) => ColumnRange,
): EventBox[] {
  const places = new Map<string, CSSProperties>();
  return events.map(({ event, place }) => {
    const { top, height } = range(event.start, event.end);
    const key = `${top} ${height} ${place.lane} ${place.lanes}`;
    let style = places.get(key);
    if (!style) {
      style = {
        top: percent(top),
        height: percent(height),
        left: percent((place.lane * 100) / place.lanes),
        width: percent(100 / place.lanes),
      };
      places.set(key, style);
    }
    return { event, lanes: place.lanes, place: style };
  });
}

/**
 * One event: a single absolutely placed element (its text and icons right in it), with
 * react-big-calendar's `rbc-event` class (its slot selection ignores presses on them, the page's
 * listeners find them by it) and its tooltip "09:00 – 09:45: patient, time, status".
 */
function eventElement({ event, place }: EventBox, withText: boolean, look: EventLook) {
  const { className = '', style } = look(event);
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

/**
 * One day's events. Their elements are made once per change of the data, the grid or their look, and
 * kept while only the calendar's width changes without giving any lane room for its text (or taking
 * it): React then leaves them alone, as it does elements it is given again.
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
  const elements = useMemo(
    () => boxes.map((box) => eventElement(box, box.lanes <= textLanes, look)),
    [boxes, textLanes, look],
  );
  const open = (e: MouseEvent | KeyboardEvent) => {
    const visitId = visitIdAt(e.target);
    if (visitId !== undefined) onOpenVisit(visitId);
  };
  return (
    // One listener per column for the double click and the Enter of all its events.
    <div
      className="rbc-events-container"
      onDoubleClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open(e);
      }}
    >
      {elements}
    </div>
  );
});
