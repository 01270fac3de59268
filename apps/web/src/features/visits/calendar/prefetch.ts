import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appQueryClient } from '../../../app/query-client.ts';
import { whenIdle } from '../../../ui/idle.ts';
import { listVisitsInput, neighbourDates, type CalendarFilter, type CalendarView } from './calendar-model.ts';
import { readCalendarPlace } from './calendar-url.ts';
import { companySettingsQuery } from '../../../api/company-settings.ts';
import { outpostOptionsQuery } from '../../../api/outposts.ts';
import { therapistGroupsQuery } from '../../../api/therapist-groups.ts';
import { calendarQuery } from './hooks.ts';

/**
 * Starts what the calendar draws its first range with (the one the address names, this week without
 * one, in the company's hours) while the screen's code loads; the calendar's own queries (same keys)
 * then take the answers or the requests under way, and the range is drawn once, not again when the
 * settings arrive. The toolbar's outposts and groups are asked for after the week (the server answers
 * in turn): the screen then finds them too, instead of asking for them as it draws the week and
 * drawing its toolbar again when they arrive.
 */
export function prefetchCalendarWeek(): void {
  const client = appQueryClient();
  if (!client) return;
  void client.prefetchQuery(companySettingsQuery);
  const place = readCalendarPlace(new URLSearchParams(window.location.search), new Date());
  void client.prefetchQuery(calendarQuery(listVisitsInput(place.view, place.date, place)));
  void client.prefetchQuery(outpostOptionsQuery);
  void client.prefetchQuery(therapistGroupsQuery);
}

/**
 * Fetches the ranges before and after the shown one once it has been drawn (when the page is idle),
 * so that 'Wstecz' and 'Dalej' draw at once from the cache. Again after each load of the shown range
 * (`loadedAt`): a live change or the periodic refresh marks every calendar range stale, and the
 * neighbours are fetched anew with it.
 */
export function usePrefetchNeighbours(
  view: CalendarView,
  date: Date,
  filter: CalendarFilter,
  loadedAt: number | undefined,
): void {
  const queryClient = useQueryClient();
  const { outpostId, groupId, therapistId } = filter;
  useEffect(() => {
    if (!loadedAt) return undefined;
    return whenIdle(() => {
      for (const neighbour of neighbourDates(view, date)) {
        const input = listVisitsInput(view, neighbour, { outpostId, groupId, therapistId });
        void queryClient.prefetchQuery(calendarQuery(input));
      }
    });
  }, [queryClient, view, date, outpostId, groupId, therapistId, loadedAt]);
}
