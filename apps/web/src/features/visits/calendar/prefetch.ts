import { appQueryClient } from '../../../app/query-client.ts';
import { listVisitsInput } from './calendar-model.ts';
import { calendarQuery } from './hooks.ts';

/**
 * Starts the request the calendar makes first (this week, no filters) while the screen's code loads;
 * the calendar's own query (same key) then takes the answer or the request under way.
 */
export function prefetchCalendarWeek(): void {
  const client = appQueryClient();
  if (!client) return;
  void client.prefetchQuery(calendarQuery(listVisitsInput('week', new Date())));
}
