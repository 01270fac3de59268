import { useQuery } from '@tanstack/react-query';
import { clientDiseaseEndpoints as e } from '@wizytownik/contracts';
import type { DiseaseKind } from '@wizytownik/domain';
import { useEffect, useState } from 'react';
import { call } from '../../../api/client.ts';
import { patientPartKey } from '../../../api/patients.ts';
import { useListMutation } from '../../../api/mutation.ts';

const diseasesKey = (clientId: number) => patientPartKey(clientId, 'diseases');

/** The patient's allergies or diseases, cured ones included (spec 001 §7: showAll true). */
export const useClientDiseases = (clientId: number, type: DiseaseKind) =>
  useQuery({
    queryKey: [...diseasesKey(clientId), type],
    queryFn: () => call(e.getClientDiseases, { clientId, type, showAll: 'true' }),
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
