import {
  createContext,
  memo,
  useContext,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { CalendarEvent } from './calendar-model.ts';
import { EventText, visitIdAt, visitMark } from './CalendarEventContent.tsx';
import { timeRange } from './localizer.ts';
import { dayKey, type PlacedEvent } from './week-layout.ts';

/** An event's classes and colours: react-big-calendar's `eventPropGetter`, shared with its views. */
export type EventLook = (event: CalendarEvent) => { className?: string; style?: CSSProperties };

/** The Week view's timed events, laid out by day, when it draws them itself (see week-layout). */
export interface WeekDrawing {
  readonly days: ReadonlyMap<number, readonly PlacedEvent<CalendarEvent>[]>;
  readonly look: EventLook;
  readonly onOpenVisit: (visitId: number) => void;
}

/** Null where react-big-calendar draws the events itself. */
export const WeekDrawingContext = createContext<WeekDrawing | null>(null);

/** What the drawing reads of react-big-calendar's slot metrics: where a time range lies down a column, in %. */
interface SlotMetrics {
  getRange(start: Date, end: Date): { top: number; height: number };
}

interface DayColumnProps {
  readonly ref?: Ref<HTMLDivElement>;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly date: Date;
  readonly slotMetrics: SlotMetrics;
  readonly children?: ReactNode;
}

const NONE: readonly PlacedEvent<CalendarEvent>[] = [];

/**
 * react-big-calendar's day column (its `dayColumnWrapper`, the same <div> as its own), with the Week
 * view's events of that day when the view draws them itself.
 */
export function DayColumn({ ref, className, style, date, slotMetrics, children }: DayColumnProps) {
  const drawing = useContext(WeekDrawingContext);
  return (
    <div ref={ref} className={className} style={style}>
      {children}
      {drawing && (
        <DayEvents
          events={drawing.days.get(dayKey(date)) ?? NONE}
          slotMetrics={slotMetrics}
          look={drawing.look}
          onOpenVisit={drawing.onOpenVisit}
        />
      )}
    </div>
  );
}

interface DayEventsProps {
  readonly events: readonly PlacedEvent<CalendarEvent>[];
  readonly slotMetrics: SlotMetrics;
  readonly look: EventLook;
  readonly onOpenVisit: (visitId: number) => void;
}

const percent = (n: number) => `${n}%`;

/**
 * One day's events, each a single absolutely placed element (its text and icons right in it) with
 * react-big-calendar's `rbc-event` class (its slot selection ignores presses on them, the page's
 * listeners find them by it) and its tooltip "09:00 – 09:45: patient, time, status".
 */
const DayEvents = memo(function DayEvents({ events, slotMetrics, look, onOpenVisit }: DayEventsProps) {
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
        const { top, height } = slotMetrics.getRange(event.start, event.end);
        const { className = '', style } = look(event);
        return (
          <div
            key={event.key}
            role="button"
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
            <EventText item={event.item} />
          </div>
        );
      })}
    </div>
  );
});
