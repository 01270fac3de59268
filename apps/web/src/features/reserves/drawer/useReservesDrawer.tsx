import { format } from 'date-fns';
import { useMemo, useState, type ReactNode } from 'react';
import type { ReserveDto } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { lazyComponent } from '../../../ui/LazyScreen.tsx';
import type { CalendarView } from '../../visits/calendar/calendar-model.ts';
import type { DragIn } from '../../visits/calendar/VisitsCalendar.tsx';
import type { NewVisitInitial } from '../../visits/editor/visit-form.ts';
import type { ReservesDrawerProps } from './ReservesDrawer.tsx';
import { reserveBooking, reservePreview } from './reserve-drop.ts';

// Loaded when first opened: the calendar's first week does not wait for its code.
const ReservesDrawer = lazyComponent<ReservesDrawerProps>(() => import('./ReservesDrawer.tsx'));

export interface ReservesDrawerWiring {
  /** The toolbar's 'Dostępne rezerwy': only in the Day view, with the right to see reserves. */
  readonly button: { readonly open: boolean; readonly onToggle: () => void } | undefined;
  /** For the calendar while a card is dragged. */
  readonly dragIn: DragIn | undefined;
  /** The drawer beside the calendar, when open. */
  readonly panel: ReactNode;
}

/**
 * The calendar's reserves drawer (spec 000 §2.1) and a card dropped on the Day view (§2.3): on a
 * working-hours cell it opens the editor with the reserve's visit, after asking when the column is
 * another therapist's; outside working time it says so and opens nothing, as a click there does.
 */
export function useReservesDrawer(
  view: CalendarView,
  date: Date,
  onNewVisit: (initial: NewVisitInitial) => void,
  available = true,
): ReservesDrawerWiring {
  const t = useTexts();
  const { confirm, notify } = useFeedback();
  const access = useAccess();
  const shown = available && view === 'day' && access.isGranted('Wizytownik_Rezerwy');
  const canBook = access.isGranted('Wizytownik_Wizyty_Edycja');
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<ReserveDto | null>(null);
  const otherTherapist = t('reserves.drawer.otherTherapist');
  const outside = t('reserves.drawer.outsideWorkingTime');

  const dragIn = useMemo<DragIn | undefined>(() => {
    if (!dragged || !shown) return undefined;
    return {
      preview: reservePreview(dragged),
      onDrop: (cell) => {
        if (!cell) return notify(outside, 'warning');
        const booking = reserveBooking(dragged, cell);
        if (!booking.otherTherapist) return onNewVisit(booking.initial);
        void confirm(otherTherapist).then((yes) => yes && onNewVisit(booking.initial));
      },
    };
  }, [dragged, shown, notify, outside, confirm, otherTherapist, onNewVisit]);

  return {
    button: shown ? { open, onToggle: () => setOpen(!open) } : undefined,
    dragIn,
    panel:
      shown && open ? (
        <ReservesDrawer
          date={format(date, 'yyyy-MM-dd')}
          onClose={() => setOpen(false)}
          onDragStart={canBook ? setDragged : undefined}
          onDragEnd={() => setDragged(null)}
        />
      ) : null,
  };
}
