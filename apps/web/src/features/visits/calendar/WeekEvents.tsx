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
import { columnRange, dayKey, laneHasRoomForText, weekDayWidth, type PlacedEvent } from './week-layout.ts';

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

const percent = (n: number) => `${n}%`;

interface WeekEventBoxProps {
  readonly event: CalendarEvent;
  readonly place: PlacedEvent<CalendarEvent>['place'];
  /** Where it lies down the column, in %. */
  readonly top: number;
  readonly height: number;
  readonly withText: boolean;
  readonly look: EventLook;
}

/**
 * One event: a single absolutely placed element (its text and icons right in it). Memoized on plain
 * props: a reload keeps the events that did not change (see baseEvent), and they are not drawn again.
 */
const WeekEventBox = memo(function WeekEventBox({
  event,
  place,
  top,
  height,
  withText,
  look,
}: WeekEventBoxProps) {
  const { className = '', style } = look(event);
  // An event holding the 'patient present' switch is a group of controls, not a button around one.
  const holdsControl = withText && event.item.pacjent_obecny && !event.item.isBlock;
  return (
    <div
      role={holdsControl ? 'group' : 'button'}
      tabIndex={0}
      className={`rbc-event wz-week-event ${className}`}
      title={`${timeRange(event)}: ${event.label}`}
      {...visitMark(event.item)}
      style={{
        ...style,
        top: percent(top),
        height: percent(height),
        left: percent((place.lane * 100) / place.lanes),
        width: percent(100 / place.lanes),
      }}
    >
      {withText && <EventText item={event.item} />}
    </div>
  );
});

/**
 * One day's events, with react-big-calendar's `rbc-event` class (its slot selection ignores presses on
 * them, the page's listeners find them by it) and its tooltip "09:00 – 09:45: patient, time, status".
 */
const DayEvents = memo(function DayEvents(props: DayEventsProps) {
  const { events, start, end, step, timeslots, look, onOpenVisit } = props;
  const dayWidth = weekDayWidth(useExternalStore(props.width));
  const range = useMemo(
    () => columnRange(new Date(start), new Date(end), step, timeslots),
    [start, end, step, timeslots],
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
      {events.map(({ event, place }) => {
        const { top, height } = range(event.start, event.end);
        return (
          <WeekEventBox
            key={event.key}
            event={event}
            place={place}
            top={top}
            height={height}
            withText={laneHasRoomForText(dayWidth, place.lanes)}
            look={look}
          />
        );
      })}
    </div>
  );
});
