import { createContext, memo, useContext, type MouseEvent } from 'react';
import type { EventProps } from 'react-big-calendar';
import { VISIT_STATUS_LABELS, VisitStatus } from '@wizytownik/domain';
import type { CalendarItem, VisitP1Status } from '@wizytownik/contracts';
import { text } from '../../../app/texts.ts';
import type { CalendarEvent } from './calendar-model.ts';
import { toggleBlink } from './blink-store.ts';
import { textSet, type TextSet } from './text-set.ts';
import './calendar-icons.css';

/** The catalog's texts an event may show (§4.1). */
export const EVENT_TEXT_KEYS = {
  present: 'visitsCalendar.present',
  blinkOn: 'visitsCalendar.blinkOn',
  blinkOff: 'visitsCalendar.blinkOff',
  paidCard: 'visitsCalendar.paidCard',
  paid: 'visitsCalendar.paid',
  notes: 'visitsCalendar.notes',
  block: 'visitsCalendar.block',
  p1waiting: 'visitsCalendar.p1.waiting',
  p1sent: 'visitsCalendar.p1.sent',
  p1error: 'visitsCalendar.p1.error',
} as const;

export type EventTexts = TextSet<keyof typeof EVENT_TEXT_KEYS>;

/**
 * What every event reads of the screen: the company's icon settings, the per-visit blink switch and
 * the event's texts, resolved once per calendar (not a subscription to the texts per event).
 */
export interface CalendarDisplay {
  readonly showPaymentIcons: boolean;
  readonly showNotesIcon: boolean;
  readonly showNotesText: boolean;
  readonly noBlink: ReadonlySet<number>;
  /** The P1 report mark of each visit ever queued (IntegracjaP1 on); none for the others. */
  readonly p1Marks: ReadonlyMap<number, VisitP1Status['status']>;
  readonly texts: EventTexts;
}

export const CalendarDisplayContext = createContext<CalendarDisplay>({
  showPaymentIcons: false,
  showNotesIcon: false,
  showNotesText: false,
  noBlink: new Set(),
  p1Marks: new Map(),
  texts: textSet(text, EVENT_TEXT_KEYS),
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
  | 'confirmed'
  | 'personOff'
  | 'error'
  | 'help'
  | 'bellOn'
  | 'bellOff'
  | 'card'
  | 'payments'
  | 'notes'
  | 'p1Waiting'
  | 'p1Sent'
  | 'p1Error';

/** The P1 report's icon and its text's key in EVENT_TEXT_KEYS. */
const P1_ICONS = {
  waiting: ['p1Waiting', 'p1waiting'],
  sent: ['p1Sent', 'p1sent'],
  error: ['p1Error', 'p1error'],
} as const satisfies Record<VisitP1Status['status'], readonly [IconName, keyof typeof EVENT_TEXT_KEYS]>;

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

interface BlinkSwitchProps {
  readonly visitId: number;
  readonly blinking: boolean;
  readonly texts: EventTexts;
}

function BlinkSwitch({ visitId, blinking, texts }: BlinkSwitchProps) {
  const stop = (e: MouseEvent) => e.stopPropagation();
  const state = blinking ? texts.blinkOn : texts.blinkOff;
  return (
    <button
      type="button"
      className="wz-blink-switch"
      aria-label={`${texts.present}: ${state}`}
      title={state}
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

/**
 * What an event shows: the patient (or the block's text) with the icons of §4.1, and the treatment
 * (physiotherapy) on a line of its own, in no element of its own.
 */
export const EventText = memo(function EventText({ item }: { readonly item: CalendarItem }) {
  const display = useContext(CalendarDisplayContext);
  const { texts } = display;
  if (item.isBlock) return item.blockDescription || texts.block;
  const statusIcon = STATUS_ICONS[item.status];
  const notes = item.notes ? plainText(item.notes) : '';
  const p1Mark = display.p1Marks.get(item.id);
  const p1Icon = p1Mark && P1_ICONS[p1Mark];
  return (
    <>
      {item.pacjent_obecny && (
        <BlinkSwitch visitId={item.id} blinking={!display.noBlink.has(item.id)} texts={texts} />
      )}
      {statusIcon && <Icon name={statusIcon} title={VISIT_STATUS_LABELS[item.status as VisitStatus]} />}
      {display.showPaymentIcons && item.payuPaid && <Icon name="card" title={texts.paidCard} />}
      {display.showPaymentIcons && item.normalPaid && <Icon name="payments" title={texts.paid} />}
      {display.showNotesIcon && notes && <Icon name="notes" title={texts.notes} />}
      {p1Icon && <Icon name={p1Icon[0]} title={texts[p1Icon[1]]} />}
      {item.clientName}
      {item.zabieg && <span className="wz-event-treatment">{item.zabieg}</span>}
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
