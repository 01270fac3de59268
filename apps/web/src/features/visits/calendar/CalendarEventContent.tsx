import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CreditCard from '@mui/icons-material/CreditCard';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Payments from '@mui/icons-material/Payments';
import PersonOff from '@mui/icons-material/PersonOff';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import type SvgIcon from '@mui/material/SvgIcon';
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

/** §4.1: the icon of a status that has one. */
const STATUS_ICONS: Partial<Record<number, typeof SvgIcon>> = {
  [VisitStatus.Confirmed]: CheckCircleOutline,
  [VisitStatus.CancelledByPatient]: PersonOff,
  [VisitStatus.Cancelled]: ErrorOutline,
  [VisitStatus.ToBeExplained]: HelpOutline,
};

/** Sized by the calendar's stylesheet: no per-icon `sx` to compute for a week of 1,500 visits. */
const ICON = { className: 'wz-icon', fontSize: 'inherit' } as const;

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function BlinkSwitch({ visitId, blinking }: { readonly visitId: number; readonly blinking: boolean }) {
  const stop = (e: MouseEvent) => e.stopPropagation();
  const Icon = blinking ? NotificationsActive : NotificationsOff;
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
      <Icon {...ICON} />
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
  const StatusIcon = STATUS_ICONS[item.status];
  const notes = item.notes ? plainText(item.notes) : '';
  return (
    <span className="wz-event-text" {...{ [VISIT_ID_ATTRIBUTE]: item.id }}>
      {item.pacjent_obecny && <BlinkSwitch visitId={item.id} blinking={!display.noBlink.has(item.id)} />}
      {StatusIcon && <StatusIcon {...ICON} titleAccess={VISIT_STATUS_LABELS[item.status as VisitStatus]} />}
      {display.showPaymentIcons && item.payuPaid && <CreditCard {...ICON} titleAccess={T.paidCard} />}
      {display.showPaymentIcons && item.normalPaid && <Payments {...ICON} titleAccess={T.paid} />}
      {display.showNotesIcon && notes && <StickyNote2Outlined {...ICON} titleAccess={T.notes} />}
      {item.clientName}
      {display.showNotesText && notes && <span className="wz-event-notes">{notes}</span>}
    </span>
  );
});
