import { createContext, memo, useContext, type MouseEvent } from 'react';
import type { EventProps } from 'react-big-calendar';
import { VISIT_STATUS_LABELS, VisitStatus } from '@wizytownik/domain';
import type { CalendarItem } from '@wizytownik/contracts';
import type { CalendarEvent } from './calendar-model.ts';
import { toggleBlink } from './blink-store.ts';
import { CALENDAR_TEXTS as T } from './texts.ts';
import './calendar-icons.css';

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

/** Marks the visit an event shows, for the listeners the calendar's events share. */
const VISIT_ID_ATTRIBUTE = 'data-visit-id';

/** The attribute that marks an element (the event or its inside) as showing a visit; none for a block. */
export const visitMark = (item: CalendarItem) => (item.isBlock ? {} : { [VISIT_ID_ATTRIBUTE]: item.id });

/** The visit of the event an event of the DOM happened in; none for a block or outside an event. */
export function visitIdAt(target: EventTarget): number | undefined {
  if (!(target instanceof Element)) return undefined;
  const event = target.closest('.rbc-event');
  const marked = event?.hasAttribute(VISIT_ID_ATTRIBUTE)
    ? event
    : event?.querySelector(`[${VISIT_ID_ATTRIBUTE}]`);
  return marked ? Number(marked.getAttribute(VISIT_ID_ATTRIBUTE)) : undefined;
}

/** The Material icons of §4.1, drawn by calendar-icons.css. */
type IconName =
  'confirmed' | 'personOff' | 'error' | 'help' | 'bellOn' | 'bellOff' | 'card' | 'payments' | 'notes';

/**
 * One element drawn by calendar-icons.css (the icon as a mask over the text colour): a week of 1,500
 * visits styles and lays out one element per icon, not an <svg>, its <path> and <title>. With a title
 * it is an image named by it; without one it is decoration.
 */
function Icon({ name, title }: { readonly name: IconName; readonly title?: string }) {
  return (
    <span
      className={`wz-icon wz-icon-${name}`}
      {...(title === undefined ? { 'aria-hidden': true } : { role: 'img', title })}
    />
  );
}

/** §4.1: the icon of a status that has one. */
const STATUS_ICONS: Partial<Record<number, IconName>> = {
  [VisitStatus.Confirmed]: 'confirmed',
  [VisitStatus.CancelledByPatient]: 'personOff',
  [VisitStatus.Cancelled]: 'error',
  [VisitStatus.ToBeExplained]: 'help',
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
      <Icon name={blinking ? 'bellOn' : 'bellOff'} />
    </button>
  );
}

/** What an event shows: the patient (or the block's text) with the icons of §4.1, in no element of its own. */
export const EventText = memo(function EventText({ item }: { readonly item: CalendarItem }) {
  const display = useContext(CalendarDisplayContext);
  if (item.isBlock) return item.blockDescription || T.block;
  const statusIcon = STATUS_ICONS[item.status];
  const notes = item.notes ? plainText(item.notes) : '';
  return (
    <>
      {item.pacjent_obecny && <BlinkSwitch visitId={item.id} blinking={!display.noBlink.has(item.id)} />}
      {statusIcon && <Icon name={statusIcon} title={VISIT_STATUS_LABELS[item.status as VisitStatus]} />}
      {display.showPaymentIcons && item.payuPaid && <Icon name="card" title={T.paidCard} />}
      {display.showPaymentIcons && item.normalPaid && <Icon name="payments" title={T.paid} />}
      {display.showNotesIcon && notes && <Icon name="notes" title={T.notes} />}
      {item.clientName}
      {display.showNotesText && notes && <span className="wz-event-notes">{notes}</span>}
    </>
  );
});

/** The inside of a react-big-calendar event. */
export function CalendarEventContent({ event }: Pick<EventProps<CalendarEvent>, 'event'>) {
  return (
    <span {...visitMark(event.item)}>
      <EventText item={event.item} />
    </span>
  );
}
