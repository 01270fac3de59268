import { appQueryClient } from '../../../app/query-client.ts';
import { listVisitsInput } from './calendar-model.ts';
import { companySettingsQuery } from '../../../api/company-settings.ts';
import { calendarQuery } from './hooks.ts';

/**
 * Starts what the calendar draws its first week with (this week, no filters, in the company's hours)
 * while the screen's code loads; the calendar's own queries (same keys) then take the answers or the
 * requests under way, and the week is drawn once, not again when the settings arrive.
 */
export function prefetchCalendarWeek(): void {
  const client = appQueryClient();
  if (!client) return;
  void client.prefetchQuery(companySettingsQuery);
  void client.prefetchQuery(calendarQuery(listVisitsInput('week', new Date())));
}
