import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { visitEndpoints as e, type ListRoomVisitsOutput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { VISITS_KEY } from '../../../api/visits.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { visibleRange, type CalendarView } from './calendar-model.ts';
import { serverMessageOr } from './failure.ts';
import { CALENDAR_REFRESH_MS, useShiftVisit } from './hooks.ts';
import { useMoveUndo } from './move-undo.ts';
import { listRoomVisitsInput, roomCalendarData, roomOfColumn } from './room-columns.ts';

/**
 * The rooms calendar's data (as the calendar draws it, see `roomCalendarData`) and its drag: a visit
 * dropped in another column moves to that room. Under VISITS_KEY, so live changes and the editor's
 * saves reload it as they reload the therapists' calendar. Asks nothing unless `enabled`.
 */
export function useRoomsCalendar(enabled: boolean, view: CalendarView, date: Date, outpostId?: number) {
  const t = useTexts();
  const noRoom = t('visitsCalendar.noRoom');
  const input = useMemo(() => listRoomVisitsInput(view, date, outpostId), [view, date, outpostId]);
  const queryKey = useMemo(() => [...VISITS_KEY, 'rooms', input] as const, [input]);
  const select = useCallback(
    (data: ListRoomVisitsOutput) => roomCalendarData(data, visibleRange(view, date), noRoom),
    [view, date, noRoom],
  );
  const visits = useQuery({
    queryKey,
    queryFn: () => call(e.listByRooms, input),
    placeholderData: keepPreviousData,
    refetchInterval: CALENDAR_REFRESH_MS,
    enabled,
    select,
  });

  const queryClient = useQueryClient();
  const { showError } = useFeedback();
  const { mutate: shiftVisit } = useShiftVisit();
  const shiftFailed = t('visitsCalendar.shiftFailed');
  const offerMoveBack = useMoveUndo();
  const onShift = useCallback(
    (visitId: number, start: Date, end: Date, column?: number) => {
      const times = { startTime: start.toISOString(), endTime: end.toISOString() };
      const room = column === undefined ? {} : { roomId: roomOfColumn(column) };
      const old = queryClient
        .getQueryData<ListRoomVisitsOutput>(queryKey)
        ?.items.find((i) => i.id === visitId);
      // Drawn at its new place at once; the reload after the call puts it right either way.
      queryClient.setQueryData<ListRoomVisitsOutput>(
        queryKey,
        (old) =>
          old && {
            ...old,
            items: old.items.map((i) => (i.id === visitId ? { ...i, ...times, ...room } : i)),
          },
      );
      shiftVisit(
        { visitId, ...times, ...room },
        {
          onSuccess: () =>
            old &&
            offerMoveBack({
              visitId,
              startTime: old.startTime,
              endTime: old.endTime,
              ...(column === undefined ? {} : { roomId: old.roomId }),
            }),
          onError: (error) => showError(serverMessageOr(error, shiftFailed)),
        },
      );
    },
    [queryClient, queryKey, shiftVisit, showError, shiftFailed, offerMoveBack],
  );
  return { visits, onShift };
}
