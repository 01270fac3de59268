import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';

/** The time gutter's width in px, for the Day and Week views. */
export const GUTTER_WIDTH = 56;

/** The calendar's own look on top of react-big-calendar's stylesheet; colours from the theme. */
function styles(theme: Theme, eventHeight: number) {
  const grey = theme.palette.grey;
  const primary = theme.palette.primary.main;
  return {
    // A present patient's visit blinks its frame, not its opacity: its text stays readable throughout.
    '@keyframes wz-blink': {
      from: { boxShadow: `inset 0 0 0 3px ${theme.palette.warning.dark}` },
      to: { boxShadow: 'none' },
    },
    '.wz-calendar .rbc-event.wz-event-blink': {
      animation: 'wz-blink 0.9s ease-in-out infinite alternate',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '.wz-calendar .rbc-event.wz-event-blink': {
        animation: 'none',
        outline: `2px dashed ${theme.palette.warning.main}`,
      },
    },
    // The time gutter at the width react-big-calendar is given (VisitsCalendar), header and body alike.
    '.wz-calendar .rbc-time-content > .rbc-time-gutter': {
      width: GUTTER_WIDTH,
      minWidth: GUTTER_WIDTH,
      maxWidth: GUTTER_WIDTH,
    },
    // Faded by opacity only where the colour has no class of its own (whose faded variant is a lighter colour).
    '.wz-calendar .rbc-event.wz-event-faded': { opacity: 0.5 },
    // The Month view's days of the neighbouring months: react-big-calendar's grey reads below 4.5:1.
    '.wz-calendar .rbc-off-range': { color: theme.palette.text.secondary },
    // The Week view's own events (WeekEvents): one element each, in lanes as narrow as 3 px, whose
    // padding and border would push them over their neighbours. Before the block's rule, which keeps its border.
    '.wz-calendar .rbc-day-slot .wz-week-event': {
      display: 'block',
      padding: '1px 1px 0 2px',
      borderWidth: 0,
      borderRadius: 3,
      fontSize: theme.typography.caption.fontSize,
      lineHeight: 1.2,
    },
    // A run of stripes (WeekEvents) holds them in the DOM only: they are placed in the day's container.
    '.wz-calendar .wz-week-stripes': { display: 'contents' },
    '.wz-calendar .rbc-event.wz-event-block': {
      background: `repeating-linear-gradient(135deg, ${grey[300]}, ${grey[300]} 6px, ${grey[200]} 6px, ${grey[200]} 12px)`,
      color: theme.palette.text.primary,
      border: `1px solid ${grey[400]}`,
      cursor: 'default',
    },
    '.wz-calendar .rbc-time-slot.wz-slot-off, .wz-calendar .rbc-day-bg.wz-slot-off': {
      backgroundColor: alpha(grey[500], 0.14),
    },
    // A narrow Week-view event shows its patient, not a time the grid already tells (the tooltip has it).
    '.wz-calendar.wz-view-week .rbc-event-label': { display: 'none' },
    '.wz-calendar .rbc-event-content': { whiteSpace: 'normal', fontSize: theme.typography.caption.fontSize },
    // A time-grid event is absolutely placed with its own size: its layout and paint stay inside it,
    // which roughly halves the layout of a week of 1,500 visits.
    '.wz-calendar .rbc-day-slot .rbc-event': { contain: 'strict' },
    // A stripe (WeekEvents) holds nothing to clip or contain: its clip and paint containment would
    // only add a clip of its own per stripe, which made pre-paint, paint and layerizing of a week of
    // 1,500 stripes about twice as dear.
    '.wz-calendar .rbc-day-slot .wz-week-stripes > .rbc-event': { overflow: 'visible', contain: 'none' },
    // Italic, not faded: a transparent text would fall below a readable contrast.
    '.wz-calendar .wz-event-notes': { display: 'block', fontStyle: 'italic' },
    '.wz-calendar .wz-event-treatment': { display: 'block', fontWeight: 500 },
    '.wz-calendar .wz-blink-switch': {
      border: 0,
      padding: 0,
      marginRight: 2,
      background: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
      verticalAlign: 'text-bottom',
    },
    // Today is marked on its header and date, not tinted: a tinted column read as non-working time
    // (wz-slot-off) and staff took today for a closed day. This rule's specificity stays below the
    // slot's, so non-working time on today still shows.
    '.wz-calendar .rbc-today': { backgroundColor: 'transparent' },
    '.wz-calendar .rbc-header.rbc-today': {
      color: primary,
      fontWeight: theme.typography.fontWeightBold,
      borderBottom: `2px solid ${primary}`,
    },
    '.wz-calendar .rbc-date-cell.rbc-now': { color: primary, fontWeight: theme.typography.fontWeightBold },
    // An outline, not a fill, so that a non-working day (wz-slot-off) keeps its own background.
    '.wz-calendar .rbc-month-view .rbc-day-bg.rbc-today': { boxShadow: `inset 0 0 0 2px ${primary}` },
    ...(eventHeight > 0 ? { '.wz-calendar .rbc-time-slot': { minHeight: eventHeight } } : {}),
  };
}

/** Memoized: its styles are serialized anew whenever it is drawn, and the screen is drawn with every week. */
export const CalendarStyles = memo(function CalendarStyles({
  eventHeight,
}: {
  readonly eventHeight: number;
}) {
  return <GlobalStyles styles={(theme) => styles(theme, eventHeight)} />;
});
