import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  visitEndpoints as e,
  type EndpointInput,
  type EndpointResult,
  type VisitDetails,
} from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import type { ApiError } from '../../../api/errors.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';
import { RESERVES_KEY } from '../../../api/reserves.ts';
import { visitKey, VISITS_KEY } from '../../../api/visits.ts';

export const useVisit = (id: number | null | undefined) =>
  useQuery({
    queryKey: visitKey(id ?? 0),
    queryFn: () => call(e.get, { id: id ?? 0 }),
    enabled: (id ?? 0) > 0,
    staleTime: 0,
  });

/** Puts a visit returned by a call into the cache, so that the editor shows it without a reload. */
export function useStoreVisit() {
  const queryClient = useQueryClient();
  return (visit: VisitDetails) => {
    queryClient.setQueryData(visitKey(visit.id), visit);
    void queryClient.invalidateQueries({ queryKey: [...VISITS_KEY, 'history'] });
  };
}

/** A visit booked from a reserve takes it off the waiting list: the reserves' lists reload. */
export function useCreateVisit() {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<typeof e.create>, ApiError, EndpointInput<typeof e.create>>({
    mutationFn: (input) => call(e.create, input),
    onSuccess: (_visit, input) => {
      if (input.rezerwaId) void queryClient.invalidateQueries({ queryKey: RESERVES_KEY });
    },
  });
}
export const useUpdateVisit = () => useEndpointMutation(e.update);
export const useConfirmVisit = () => useEndpointMutation(e.confirm);
export const useCloseVisit = () => useEndpointMutation(e.close);
export const useOpenVisit = () => useEndpointMutation(e.open);
export const useCancelVisit = () => useEndpointMutation(e.cancel);
export const useTogglePresent = () => useEndpointMutation(e.togglePresent);
export const useToggleNoSms = () => useEndpointMutation(e.toggleNoSms);
export const useChangeVisitType = () => useEndpointMutation(e.updateVisitType);
export const useCheckVisitTime = () => useEndpointMutation(e.checkTimeStatus);
