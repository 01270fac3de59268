import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { visitEndpoints as e, type ListVisitsInput, type ShiftVisitInput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import type { ApiError } from '../../../api/errors.ts';
import { VISITS_KEY } from '../../../api/visits.ts';

const CALENDAR_KEY = [...VISITS_KEY, 'calendar'] as const;

/** Spec 000 §9: the calendar refreshes every 5 minutes. */
export const CALENDAR_REFRESH_MS = 300_000;

export const calendarKey = (input: ListVisitsInput) => [...CALENDAR_KEY, input] as const;

/** The calendar's visits of one request: for the calendar and for fetching them ahead of it. */
export const calendarQuery = (input: ListVisitsInput) =>
  queryOptions({ queryKey: calendarKey(input), queryFn: () => call(e.list, input) });

export const useCalendarVisits = (input: ListVisitsInput, enabled = true) =>
  useQuery({
    ...calendarQuery(input),
    placeholderData: keepPreviousData,
    refetchInterval: CALENDAR_REFRESH_MS,
    enabled,
  });

/** Moves a visit; the calendar reloads whether it worked or not (on failure it shows the old place). */
export function useShiftVisit() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ShiftVisitInput>({
    mutationFn: (input) => call(e.shift, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
  });
}

const sideList = (name: 'near' | 'current' | 'past') => [...VISITS_KEY, 'side', name] as const;
export const useNearVisits = (enabled = true) =>
  useQuery({
    queryKey: sideList('near'),
    queryFn: () => call(e.near, { cnt: 8 }),
    refetchInterval: CALENDAR_REFRESH_MS,
    enabled,
  });
export const useCurrentVisits = (enabled = true) =>
  useQuery({
    queryKey: sideList('current'),
    queryFn: () => call(e.current, {}),
    refetchInterval: CALENDAR_REFRESH_MS,
    enabled,
  });
export const usePastVisits = (enabled = true) =>
  useQuery({
    queryKey: sideList('past'),
    queryFn: () => call(e.past, {}),
    refetchInterval: CALENDAR_REFRESH_MS,
    enabled,
  });

/**
 * Becomes true once `ready` has been and the frame drawn with it has been painted (the next task
 * after that frame's animation callbacks), and stays true: for work that must not share the task or
 * the frame that draws the calendar.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      afterFrame();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterFrame);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
