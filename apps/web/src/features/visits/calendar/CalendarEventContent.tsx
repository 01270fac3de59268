import { createContext, memo, useContext, type MouseEvent } from 'react';
import type { EventProps } from 'react-big-calendar';
import { VISIT_STATUS_LABELS, VisitStatus } from '@wizytownik/domain';
import type { CalendarEvent } from './calendar-model.ts';
import { toggleBlink } from './blink-store.ts';
import { CALENDAR_TEXTS as T } from './texts.ts';

/** What every event reads of the screen: the company's icon settings and the per-visit blink switch. */
export interface CalendarDisplay {
  readonly showPaymentIcons: boolean;
  readonly showNotesIcon: boolean;
  readonly showNotesText: boolean;
  readonly noBlink: ReadonlySet<number>;
}

export const CalendarDisplayContext = createContext<CalendarDisplay>({
  showPaymentIcons: false,
  showNotesIcon: false,
  showNotesText: false,
  noBlink: new Set(),
});

/** Marks the visit an event shows, for the calendar's one context-menu listener. */
export const VISIT_ID_ATTRIBUTE = 'data-visit-id';

/** The paths of the Material icons of §4.1 (the same drawings as @mui/icons-material's). */
const PATHS = {
  confirmed:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z',
  personOff:
    'M8.65 5.82C9.36 4.72 10.6 4 12 4c2.21 0 4 1.79 4 4 0 1.4-.72 2.64-1.82 3.35zM20 17.17c-.02-1.1-.63-2.11-1.61-2.62-.54-.28-1.13-.54-1.77-.76zm1.19 4.02L2.81 2.81 1.39 4.22l8.89 8.89c-1.81.23-3.39.79-4.67 1.45-1 .51-1.61 1.54-1.61 2.66V20h13.17l2.61 2.61z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  help: 'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4',
  bellOn:
    'M7.58 4.08 6.15 2.65C3.75 4.48 2.17 7.3 2.03 10.5h2c.15-2.65 1.51-4.97 3.55-6.42m12.39 6.42h2c-.15-3.2-1.73-6.02-4.12-7.85l-1.42 1.43c2.02 1.45 3.39 3.77 3.54 6.42M18 11c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2zm-6 11c.14 0 .27-.01.4-.04.65-.14 1.18-.58 1.44-1.18q.15-.36.15-.78h-4c.01 1.1.9 2 2.01 2',
  bellOff:
    'M20 18.69 7.84 6.14 5.27 3.49 4 4.76l2.8 2.8v.01c-.52.99-.8 2.16-.8 3.42v5l-2 2v1h13.73l2 2L21 19.72zM12 22c1.11 0 2-.89 2-2h-4c0 1.11.89 2 2 2m6-7.32V11c0-3.08-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68c-.15.03-.29.08-.42.12-.1.03-.2.07-.3.11h-.01c-.01 0-.01 0-.02.01-.23.09-.46.2-.68.31 0 0-.01 0-.01.01z',
  card: 'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  payments:
    'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z',
  notes:
    'M19 5v9h-5v5H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h10l6-6V5c0-1.1-.9-2-2-2m-7 11H7v-2h5zm5-4H7V8h10z',
} as const;

/**
 * A plain <svg> sized and coloured by the calendar's stylesheet (`.wz-icon`): a week of 1,500 visits
 * draws no MUI SvgIcon (and no emotion style) per icon. With a title it is an image named by it, as
 * SvgIcon's `titleAccess` makes it; without one it is decoration.
 */
function Icon({ path, title }: { readonly path: string; readonly title?: string }) {
  return (
    <svg
      className="wz-icon"
      viewBox="0 0 24 24"
      focusable="false"
      {...(title === undefined ? { 'aria-hidden': true } : { role: 'img' })}
    >
      <path d={path} />
      {title !== undefined && <title>{title}</title>}
    </svg>
  );
}

/** §4.1: the icon of a status that has one. */
const STATUS_ICONS: Partial<Record<number, string>> = {
  [VisitStatus.Confirmed]: PATHS.confirmed,
  [VisitStatus.CancelledByPatient]: PATHS.personOff,
  [VisitStatus.Cancelled]: PATHS.error,
  [VisitStatus.ToBeExplained]: PATHS.help,
};

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function BlinkSwitch({ visitId, blinking }: { readonly visitId: number; readonly blinking: boolean }) {
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <button
      type="button"
      className="wz-blink-switch"
      aria-label={`${T.present}: ${blinking ? T.blinkOn : T.blinkOff}`}
      title={blinking ? T.blinkOn : T.blinkOff}
      aria-pressed={!blinking}
      onMouseDown={stop}
      onDoubleClick={stop}
      onClick={(e) => {
        stop(e);
        toggleBlink(visitId);
      }}
    >
      <Icon path={blinking ? PATHS.bellOn : PATHS.bellOff} />
    </button>
  );
}

/** The inside of one calendar event: patient (or block text) with the icons of §4.1. */
export const CalendarEventContent = memo(function CalendarEventContent({ event }: EventProps<CalendarEvent>) {
  const display = useContext(CalendarDisplayContext);
  const { item } = event;
  if (item.isBlock) {
    return <span className="wz-event-text">{item.blockDescription || T.block}</span>;
  }
  const statusIcon = STATUS_ICONS[item.status];
  const notes = item.notes ? plainText(item.notes) : '';
  return (
    <span className="wz-event-text" {...{ [VISIT_ID_ATTRIBUTE]: item.id }}>
      {item.pacjent_obecny && <BlinkSwitch visitId={item.id} blinking={!display.noBlink.has(item.id)} />}
      {statusIcon && <Icon path={statusIcon} title={VISIT_STATUS_LABELS[item.status as VisitStatus]} />}
      {display.showPaymentIcons && item.payuPaid && <Icon path={PATHS.card} title={T.paidCard} />}
      {display.showPaymentIcons && item.normalPaid && <Icon path={PATHS.payments} title={T.paid} />}
      {display.showNotesIcon && notes && <Icon path={PATHS.notes} title={T.notes} />}
      {item.clientName}
      {display.showNotesText && notes && <span className="wz-event-notes">{notes}</span>}
    </span>
  );
});
