import { useQueries } from '@tanstack/react-query';
import { format } from 'date-fns';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ListVisitsInput, ListVisitsOutput } from '@wizytownik/contracts';
import { whenIdle } from '../../../ui/idle.ts';
import { listVisitsInput, neighbourDates, type CalendarFilter } from './calendar-model.ts';
import { calendarQuery } from './hooks.ts';

/** A week of the calendar as it is drawn: its date (as the toolbar has it), its request and its visits. */
export interface WeekPage {
  readonly key: string;
  readonly date: Date;
  readonly data: ListVisitsOutput | undefined;
}

interface KeptWeek {
  readonly key: string;
  readonly date: Date;
  readonly input: ListVisitsInput;
}

/** One drawing per date and request: another filter is another drawing of the same week. */
export const weekPageKey = (date: Date, input: ListVisitsInput) =>
  `${format(date, 'yyyy-MM-dd')} ${JSON.stringify(input)}`;

const NONE: readonly never[] = [];
const visitsOf = (results: readonly { data?: ListVisitsOutput | undefined }[]) => results.map((r) => r.data);

/**
 * The weeks to keep drawn besides the shown one (`shown`, the Week view of every therapist): once the
 * page is idle after a week has been shown, that week and both its neighbours. So 'Dalej' and 'Wstecz'
 * show a week drawn already, and the week left stays drawn for the way back until the page is idle
 * again. A week is drawn once its visits are in the cache (fetched ahead, see usePrefetchNeighbours);
 * a change of their visits draws them again in the background (a deferred value), not before the
 * shown week's. Nothing is kept with `enabled` false.
 */
export function useWeeksAhead(
  enabled: boolean,
  shown: { readonly date: Date; readonly key: string },
  filter: CalendarFilter,
): readonly WeekPage[] {
  const [kept, setKept] = useState<readonly KeptWeek[]>(NONE);
  const { outpostId, groupId, therapistId } = filter;
  const { date, key } = shown;
  useEffect(() => {
    if (!enabled) return undefined;
    return whenIdle(() =>
      startTransition(() =>
        setKept((before) =>
          [date, ...neighbourDates('week', date)].map((day) => {
            const input = listVisitsInput('week', day, { outpostId, groupId, therapistId });
            const key = weekPageKey(day, input);
            // A week kept already keeps its date object: given another, its calendar would be drawn again.
            return before.find((w) => w.key === key) ?? { key, date: day, input };
          }),
        ),
      ),
    );
  }, [enabled, key, date, outpostId, groupId, therapistId]);

  // Read from the cache only (fetched ahead elsewhere), and followed there. A stable `combine` keeps
  // its result while the visits do (TanStack Query runs it again only on a change, and shares the
  // equal parts of what it returns).
  const keptNow = enabled ? kept : NONE;
  const found = useQueries({
    queries: keptNow.map((week) => ({ ...calendarQuery(week.input), enabled: false })),
    combine: visitsOf,
  });
  const pages = useMemo(
    () => keptNow.map((week, i) => ({ key: week.key, date: week.date, data: found[i] })),
    [keptNow, found],
  );
  return useDeferredValue(pages);
}
