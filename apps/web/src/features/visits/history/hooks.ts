import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { visitEndpoints, type ListVisitHistoryInput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { VISITS_KEY } from '../../../api/visits.ts';

/** A patient's visit history, one server page. */
export const useVisitHistory = (input: ListVisitHistoryInput) =>
  useQuery({
    queryKey: [...VISITS_KEY, 'history', input],
    queryFn: () => call(visitEndpoints.history, input),
    placeholderData: keepPreviousData,
  });
