import { useQuery } from '@tanstack/react-query';
import { p1VisitEndpoints as e } from '@wizytownik/contracts';
import { call } from './client.ts';
import { VISITS_KEY } from './visits.ts';

/** The P1 check of a visit lives under the visits' key: a change of the visit checks again. */
export const p1VerifyKey = (visitId: number) => [...VISITS_KEY, 'p1Verify', visitId] as const;

/** P1Service/GetVerifyVisit, asked fresh each time the result dialog opens. */
export const useP1VisitCheck = (visitId: number, enabled: boolean) =>
  useQuery({
    queryKey: p1VerifyKey(visitId),
    queryFn: () => call(e.verifyVisit, { visitID: visitId }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
