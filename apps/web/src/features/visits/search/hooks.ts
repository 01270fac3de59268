import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { visitEndpoints } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { VISITS_KEY } from '../../../api/visits.ts';
import { searchInput, type VisitSearchCriteria } from './search-model.ts';

export const useVisitSearch = (criteria: VisitSearchCriteria | null, page: number, pageSize: number) => {
  const input = criteria ? searchInput(criteria, page, pageSize) : null;
  return useQuery({
    queryKey: [...VISITS_KEY, 'search', input],
    queryFn: () => call(visitEndpoints.search, input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
};
