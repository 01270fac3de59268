import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { getContrastRatio, useTheme, type Theme } from '@mui/material/styles';
import { addMinutes } from 'date-fns';
import {
  memo,
  useCallback,
  useMemo,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import {
  Calendar,
  type Components,
  type HeaderProps,
  type Messages,
  type SlotInfo,
  type View,
} from 'react-big-calendar';
import dragAndDropAddon, {
  type DragFromOutsideItemArgs,
  type EventInteractionArgs,
} from 'react-big-calendar/lib/addons/dragAndDrop';
import type { CalendarItem, CalendarTherapist, ListVisitsOutput } from '@wizytownik/contracts';
import type { ExternalStore } from '../../../app/external-store.ts';
import { readableTextColour, VisitStatus } from '@wizytownik/domain';
import {
  canDrag,
  newVisitAt,
  toEvents,
  WorkingTime,
  type CalendarEvent,
  type CalendarView,
  type NewVisit,
} from './calendar-model.ts';
import { useCalendarAria } from './calendar-aria.ts';
import { CalendarEventContent, visitIdAt } from './CalendarEventContent.tsx';
import { CULTURE, FORMATS, localizer } from './localizer.ts';
import { asHexColour, colorClass, colorRules } from './therapist-colors.ts';
import { weekLayout } from './week-layout.ts';
import { DayColumn, WeekDrawingContext, type WeekDrawing } from './WeekEvents.tsx';
import { GUTTER_WIDTH } from './CalendarStyles.tsx';

/** The addon is CommonJS only: Vite hands over its module object, Node its default export. */
const withDragAndDrop =
  (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon;
/**
 * react-big-calendar's calendar without its wrapper for uncontrolled use (`uncontrollable`): given its
 * view and date, as here, the wrapper still keeps a copy of them in its own state and sets it on every
 * 'Dalej' or change of view, drawing the calendar the user leaves once more in a render of its own.
 */
const ControlledCalendar =
  (Calendar as unknown as { ControlledComponent?: typeof Calendar }).ControlledComponent ?? Calendar;
const DnDCalendar = withDragAndDrop<CalendarEvent, CalendarTherapist>(ControlledCalendar);
/**
 * Without drag and drop, for the Week view of every therapist (nothing in it may be dragged): the
 * addon's wrapper of each day column measures its scroll parent as it mounts, forcing the style and
 * layout of a freshly added week of 1,500 visits before its frame. Typed as the addon's: it takes
 * the same props but the dragging ones, which it is not given.
 */
const PlainCalendar = ControlledCalendar as unknown as typeof DnDCalendar;

const VIEWS: View[] = ['day', 'week', 'month'];
/**
 * The time gutter's width, given rather than measured: react-big-calendar measures it in the frame
 * after the grid is drawn and draws the grid again with it (CalendarStyles fixes the column to it).
 */
const GUTTER = { width: GUTTER_WIDTH } as object;
// No eventWrapper: the drag-and-drop addon would nest it in a new component type on every render,
// remounting every event. The day column is typed without props, though it gets them (see DayColumn).
const COMPONENTS: Components<CalendarEvent, CalendarTherapist> = {
  event: CalendarEventContent,
  // The day's name as plain text: react-big-calendar's own is a `columnheader` outside any table row.
  header: ({ label }: HeaderProps) => label,
  dayColumnWrapper: DayColumn as ComponentType,
};
const EMPTY: ListVisitsOutput = { items: [], therapists: [], workingTime: [] };
/** The calendar's size on the page (also of the space kept for it while its first week loads). */
export const CALENDAR_SIZE = { height: 'calc(100vh - 190px)', minHeight: 560 } as const;

/** Black or white text on a colour, whichever contrasts more (WCAG), worked out once per colour. */
const textColors = new Map<string, string>();
function contrastText(theme: Theme, color: string): string {
  let text = textColors.get(color);
  if (!text) {
    text = readableTextColour(color) ?? blackOrWhite(theme, color);
    textColors.set(color, text);
  }
  return text;
}

/** The same for a colour MUI reads beyond plain hex (rgb(), hsl()). */
function blackOrWhite(theme: Theme, color: string): string {
  const { black, white } = theme.palette.common;
  try {
    return getContrastRatio(color, black) > getContrastRatio(color, white) ? black : white;
  } catch {
    return theme.palette.primary.contrastText; // not a colour MUI can read
  }
}

const startOf = (e: CalendarEvent) => e.start;
const endOf = (e: CalendarEvent) => e.end;
const titleOf = (e: CalendarEvent) => e.title;
const tooltipOf = (e: CalendarEvent) => e.label;
const allDayOf = (e: CalendarEvent) => e.allDay;
const resourceOf = (e: CalendarEvent) => e.resourceId;
const columnId = (t: CalendarTherapist) => t.therapistID;
const columnTitle = (t: CalendarTherapist) => t.name;

export interface VisitsCalendarProps {
  readonly view: CalendarView;
  readonly date: Date;
  readonly onView: (view: CalendarView) => void;
  readonly onNavigate: (date: Date) => void;
  readonly data: ListVisitsOutput | undefined;
  /** The Day view's columns (already narrowed by 'Pokaż cały personel'). */
  readonly columns: readonly CalendarTherapist[];
  /** The therapist chosen in the toolbar (or My calendar's own). */
  readonly therapistId?: number;
  readonly step: number;
  readonly timeslots: number;
  readonly hours: { min: Date; max: Date; start: { hours: number; minutes: number } };
  readonly noBlink: ReadonlySet<number>;
  readonly onNewVisit: (visit: NewVisit) => void;
  readonly onOpenVisit: (visitId: number) => void;
  /** Right-click on a visit: its quick info. */
  readonly onQuickInfo: (visitId: number) => void;
  /** A drop; `column` only when the visit was dropped in another Day view column (the rooms calendar). */
  readonly onShift: (visitId: number, start: Date, end: Date, column?: number) => void;
  /** The Day view's columns take visits dragged from one another (rooms; a therapist's visit stays hers). */
  readonly acrossColumns?: boolean;
  /** Which events may be dragged, in place of the visit status rule (the treatments calendar's). */
  readonly movable?: ((item: CalendarItem) => boolean) | undefined;
  /** The calendar's width in px, once known (the Week view leaves the text out of too narrow lanes). */
  readonly width: ExternalStore<number | undefined>;
  /** react-big-calendar's texts (useCalendarMessages): the same object while their wording stays. */
  readonly messages: Messages;
  /**
   * Something dragged in from outside the calendar (a reserve of the drawer), Day view only: the event
   * drawn under the pointer, and the new visit of the cell it is dropped on (null outside working time).
   */
  readonly dragIn?: DragIn | undefined;
}

export interface DragIn {
  readonly preview: CalendarEvent;
  readonly onDrop: (cell: NewVisit | null) => void;
}

/**
 * react-big-calendar with drag and drop, fed by ListVisits: visits, blocks and working time. Memoized:
 * the page's own changes (loading, dialogs) do not draw a week of visits again.
 */
export const VisitsCalendar = memo(function VisitsCalendar(props: VisitsCalendarProps) {
  const { view, data = EMPTY, columns, therapistId, step, timeslots, noBlink } = props;
  const { onNewVisit, onOpenVisit, onShift, acrossColumns = false, movable } = props;
  const theme = useTheme();
  const working = useMemo(() => new WorkingTime(data.workingTime), [data.workingTime]);
  const columnIds = useMemo(() => (view === 'day' ? columns.map(columnId) : null), [view, columns]);
  const events = useMemo(() => {
    const all = toEvents(data.items, columnIds, therapistId !== undefined);
    if (!columnIds) return all;
    const shown = new Set(columnIds);
    return all.filter((e) => shown.has(e.resourceId));
  }, [data.items, columnIds, therapistId]);

  const eventProps = useCallback(
    (event: CalendarEvent) => {
      const { item } = event;
      if (item.isBlock) return { className: 'wz-event-block' };
      const classes = [];
      if (item.status === VisitStatus.Closed || item.status === VisitStatus.Cancelled)
        classes.push('wz-event-faded');
      if (item.pacjent_obecny && !noBlink.has(item.id)) classes.push('wz-event-blink');
      const color = item.therapistColor ?? theme.palette.primary.main;
      const named = colorClass(asHexColour(color) ?? color);
      if (named) return { className: [...classes, named].join(' ') };
      return {
        className: classes.join(' '),
        style: { backgroundColor: color, borderColor: color, color: contrastText(theme, color) },
      };
    },
    [noBlink, theme],
  );
  const colorSheet = useMemo(() => {
    // The week's few dozen colours, each read once (not once per each of its 1,500 visits).
    const given = new Set<string>([theme.palette.primary.main]);
    for (const item of data.items) if (item.therapistColor) given.add(item.therapistColor);
    return colorRules([...given].map((color) => asHexColour(color) ?? color));
  }, [data.items, theme]);

  // The Week view of every therapist draws its timed events itself: react-big-calendar's layout and
  // markup of a clinic's week take most of a second. Nothing in it may be dragged; with a chosen
  // therapist (a few dozen visits, which may be) react-big-calendar draws them.
  const week = useMemo(() => {
    if (view !== 'week' || therapistId !== undefined) return null;
    const place = new Map(data.therapists.map((t, i) => [t.therapistID, i]));
    // As react-big-calendar's layout: events closer than half a slot group start on the same row.
    const minLength = Math.ceil((step * timeslots) / 2) * 60_000;
    return weekLayout(events, (e) => place.get(e.resourceId) ?? place.size, minLength);
  }, [view, therapistId, data.therapists, events, step, timeslots]);
  const { hours, width } = props;
  const drawing = useMemo<WeekDrawing | null>(
    () =>
      week && {
        days: week.days,
        min: hours.min,
        max: hours.max,
        step,
        timeslots,
        width,
        look: eventProps,
        onOpenVisit,
      },
    [week, hours.min, hours.max, step, timeslots, width, eventProps, onOpenVisit],
  );

  const chosen = view === 'day' ? undefined : therapistId;
  const slotProps = useCallback(
    (date: Date, resourceId?: number | string) => {
      const who = view === 'day' && resourceId !== undefined ? Number(resourceId) : chosen;
      const end = new Date(date.getTime() + step * 60_000);
      return working.covers(who, date, end) ? {} : { className: 'wz-slot-off' };
    },
    [working, view, chosen, step],
  );
  const dayProps = useCallback(
    (date: Date) => {
      if (view !== 'month') return {};
      const end = addMinutes(date, 24 * 60);
      return working.overlaps(therapistId, date, end) ? {} : { className: 'wz-slot-off' };
    },
    [working, view, therapistId],
  );

  const cellVisit = useCallback(
    (start: Date, resourceId: number | string | undefined) =>
      newVisitAt(
        { start, ...(resourceId === undefined ? {} : { resourceId }) },
        { view, working, step, dayStart: hours.start, ...(therapistId === undefined ? {} : { therapistId }) },
      ),
    [view, working, step, hours.start, therapistId],
  );
  const selectSlot = useCallback(
    (slot: SlotInfo) => {
      const visit = cellVisit(slot.start, slot.resourceId);
      if (visit) onNewVisit(visit);
    },
    [cellVisit, onNewVisit],
  );
  const { dragIn } = props;
  const dropIn = useCallback(
    ({ start, resource }: DragFromOutsideItemArgs) => dragIn?.onDrop(cellVisit(new Date(start), resource)),
    [dragIn, cellVisit],
  );
  const openEvent = useCallback(
    (event: CalendarEvent) => {
      if (!event.item.isBlock) onOpenVisit(event.item.id);
    },
    [onOpenVisit],
  );
  const keyOnEvent = useCallback(
    (event: CalendarEvent, e: SyntheticEvent) => {
      if ((e as KeyboardEvent).key === 'Enter') openEvent(event);
    },
    [openEvent],
  );
  const draggable = useCallback(
    (e: CalendarEvent) => canDrag(e, view, therapistId !== undefined, movable),
    [view, therapistId, movable],
  );
  const drop = useCallback(
    ({ event, start, end, resourceId, isAllDay }: EventInteractionArgs<CalendarEvent>) => {
      if (isAllDay || !canDrag(event, view, therapistId !== undefined, movable)) return;
      const across = view === 'day' && resourceId !== undefined && Number(resourceId) !== event.resourceId;
      if (across && !acrossColumns) return;
      onShift(event.item.id, new Date(start), new Date(end), across ? Number(resourceId) : undefined);
    },
    [view, therapistId, onShift, acrossColumns, movable],
  );

  const aria = useCalendarAria<HTMLDivElement>();
  const { onQuickInfo } = props;
  const contextMenu = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const visitId = visitIdAt(e.target);
      if (visitId === undefined) return;
      e.preventDefault();
      onQuickInfo(visitId);
    },
    [onQuickInfo],
  );

  const CalendarOfView = week ? PlainCalendar : DnDCalendar;
  return (
    // One listener for the right-click of every event.
    <div ref={aria} onContextMenu={contextMenu}>
      <style>{colorSheet}</style>
      <WeekDrawingContext value={drawing}>
        <CalendarOfView
          // The view in a class: the Week view's events leave out their time (see CalendarStyles).
          className={`wz-calendar wz-view-${view}`}
          localizer={localizer}
          culture={CULTURE}
          formats={FORMATS}
          messages={props.messages}
          views={VIEWS}
          view={view}
          onView={(v) => props.onView(v as CalendarView)}
          date={props.date}
          onNavigate={props.onNavigate}
          events={week ? week.allDay : events}
          startAccessor={startOf}
          endAccessor={endOf}
          titleAccessor={titleOf}
          tooltipAccessor={tooltipOf}
          allDayAccessor={allDayOf}
          resourceAccessor={resourceOf}
          {...(view === 'day'
            ? {
                resources: columns as CalendarTherapist[],
                resourceIdAccessor: columnId,
                resourceTitleAccessor: columnTitle,
              }
            : {})}
          components={COMPONENTS}
          // Not in the typings: the time views take it as their gutter's width.
          {...GUTTER}
          eventPropGetter={eventProps}
          slotPropGetter={slotProps}
          dayPropGetter={dayProps}
          step={step}
          timeslots={timeslots}
          min={hours.min}
          max={hours.max}
          scrollToTime={hours.min}
          // The grid opens at its first hour, where a new grid's scroll already is: react-big-calendar's
          // scrolling there reads the height of the freshly drawn grid, forcing its style and layout
          // (of a week of 1,500 visits) in the middle of React's commit.
          enableAutoScroll={false}
          // As the addon sets it: a press on an event does not start selecting slots.
          selectable="ignoreEvents"
          onSelectSlot={selectSlot}
          onDoubleClickEvent={openEvent}
          onKeyPressEvent={keyOnEvent}
          {...(week ? {} : { draggableAccessor: draggable, resizable: false, onEventDrop: drop })}
          // Only while a reserve is dragged: the addon handles every drop on the page once it has these.
          {...(dragIn && !week
            ? { dragFromOutsideItem: () => dragIn.preview, onDropFromOutside: dropIn }
            : {})}
          // A week of every therapist overlaps a lot: side by side, no visit hides another.
          dayLayoutAlgorithm={view === 'week' ? 'no-overlap' : 'overlap'}
          popup
          style={CALENDAR_SIZE}
        />
      </WeekDrawingContext>
    </div>
  );
});
