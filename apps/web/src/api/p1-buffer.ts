import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  p1BufferEndpoints as e,
  type GetP1BufferInput,
  type GetVisitsP1StatusInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import { useListMutation } from './mutation.ts';
import { VISITS_KEY } from './visits.ts';

/*
 * The P1 buffer /p1bufor (its list and 'send again') and the calendar's P1 marks. The queue sends in
 * the background, so the list is asked for again whenever it is shown anew; the marks live under the
 * visits' key (a visit closed in the editor queues its report).
 */
export const P1_BUFFER_KEY = ['p1Buffer'] as const;

/** While a shown document waits or is being sent, the list is asked for again this often. */
export const P1_BUFFER_REFRESH_MS = 2_000;

/**
 * /p1bufor: one page, newest first, by status and kind; refreshed while a row of it is on its way, so
 * a document sent again turns 'Wysłany' (or 'Błąd') without a reload.
 */
export const useP1Buffer = (filters: GetP1BufferInput) =>
  useQuery({
    queryKey: [...P1_BUFFER_KEY, filters],
    queryFn: () => call(e.list, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((i) => i.status === 'waiting' || i.status === 'sending')
        ? P1_BUFFER_REFRESH_MS
        : false,
  });

/** 'Wyślij ponownie do P1': the list reloads after it. */
export const useRetryP1Entry = () => useListMutation(e.retry, P1_BUFFER_KEY);

/** Visit/GetVisitsP1Status: one call for the calendar's whole range, only with IntegracjaP1. */
export const useVisitsP1Status = (range: GetVisitsP1StatusInput, enabled: boolean) =>
  useQuery({
    queryKey: [...VISITS_KEY, 'p1Status', range],
    queryFn: () => call(e.visitsStatus, range),
    placeholderData: keepPreviousData,
    enabled,
  });
