import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { GetKalendarzZabiegowOutput } from '@wizytownik/contracts';
import {
  treatmentsCalendarKey,
  useShiftOrderedTreatment,
  useTreatmentsCalendarQuery,
} from '../../api/treatments-calendar.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { visibleRange, type CalendarView } from '../visits/calendar/calendar-model.ts';
import { serverMessageOr } from '../visits/calendar/failure.ts';
import {
  orderedTreatmentOf,
  treatmentCalendarData,
  treatmentsCalendarInput,
  type TreatmentTexts,
} from './treatment-columns.ts';

/**
 * The treatments calendar's data (as the visits calendar draws it, see `treatmentCalendarData`) and
 * its drag: an ordered treatment dropped at another time of its column moves there
 * (ShiftZleconyZabieg). It is drawn at its new place at once; a refusal puts it back where it was
 * and shows the server's message (the treatment's station is taken, …).
 */
export function useTreatmentsCalendar(view: CalendarView, date: Date, outpostId?: number) {
  const t = useTexts();
  const texts = useMemo<TreatmentTexts>(
    () => ({
      ordered: t('physioCalendar.ordered'),
      visit: t('physioCalendar.visit'),
      inactive: (name) => t('physioCalendar.inactive', { name }),
    }),
    [t],
  );
  const input = useMemo(() => treatmentsCalendarInput(view, date, outpostId), [view, date, outpostId]);
  const query = useTreatmentsCalendarQuery(input);
  const data = useMemo(
    () => query.data && treatmentCalendarData(query.data, visibleRange(view, date), texts, view),
    [query.data, view, date, texts],
  );

  const queryClient = useQueryClient();
  const { showError, notify } = useFeedback();
  const { mutate: shift, isPending: shifting } = useShiftOrderedTreatment();
  const shiftFailed = t('physioCalendar.shiftFailed');
  const shifted = t('physioCalendar.shifted');
  const onShift = useCallback(
    (eventId: number, start: Date, end: Date) => {
      const id = orderedTreatmentOf(eventId);
      if (id === undefined) return;
      const key = treatmentsCalendarKey(input);
      const before = queryClient.getQueryData<GetKalendarzZabiegowOutput>(key);
      const times = { start: start.toISOString(), koniec: end.toISOString() };
      queryClient.setQueryData<GetKalendarzZabiegowOutput>(
        key,
        (old) =>
          old && {
            ...old,
            items: old.items.map((i) => (i.rodzaj === 'zlecony' && i.id === id ? { ...i, ...times } : i)),
          },
      );
      shift(
        { id, startTime: times.start, endTime: times.koniec },
        {
          onSuccess: () => notify(shifted, 'success'),
          onError: (error) => {
            // Back where it was at once, before the reload confirms it.
            if (before) queryClient.setQueryData(key, before);
            showError(serverMessageOr(error, shiftFailed));
          },
        },
      );
    },
    [queryClient, input, shift, notify, showError, shifted, shiftFailed],
  );
  return { query, data, onShift, shifting };
}
