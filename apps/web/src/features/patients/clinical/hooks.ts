import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientDiseaseEndpoints as e, ICD_SEARCH_LIMIT, icdEndpoints } from '@wizytownik/contracts';
import type { DiseaseKind } from '@wizytownik/domain';
import { useEffect, useState } from 'react';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';

const diseasesKey = (clientId: number) => ['patients', clientId, 'diseases'] as const;

/** The patient's allergies or diseases, cured ones included (spec 001 §7: showAll true). */
export const useClientDiseases = (clientId: number, type: DiseaseKind) =>
  useQuery({
    queryKey: [...diseasesKey(clientId), type],
    queryFn: () => call(e.getClientDiseases, { clientId, type, showAll: 'true' }),
  });

/** Fixed reference data: loaded once per session. */
export const useDiseaseSubtypes = (enabled: boolean) =>
  useQuery({
    queryKey: ['dictionary', 'disease-subtypes'],
    queryFn: () => call(e.getDiseaseSubtypes, {}),
    staleTime: Infinity,
    enabled,
  });

/** Spec 001 §5: the ICD-10 search asks for page 1 with 20 items; nothing is asked for no text. */
export const useIcd10Search = (query: string) =>
  useQuery({
    queryKey: ['dictionary', 'icd10', query],
    queryFn: () => call(icdEndpoints.getIcd10, { query, page: 1, limit: ICD_SEARCH_LIMIT }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** `value` once it has not changed for `ms`: a search asks the server only when typing pauses. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export const useCreateClientDisease = (clientId: number) => useListMutation(e.create, diseasesKey(clientId));
export const useUpdateClientDisease = (clientId: number) => useListMutation(e.update, diseasesKey(clientId));
export const useDeleteClientDisease = (clientId: number) => useListMutation(e.delete, diseasesKey(clientId));
