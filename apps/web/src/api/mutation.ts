import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointResult } from '@wizytownik/contracts';
import type { ApiError } from './errors.ts';
import { call } from './client.ts';

/** A mutation that makes one call of the contracts; named per operation by the feature that uses it. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E) {
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
  });
}

/** A call that changes data the list shows: the list reloads after it succeeds. */
export function useListMutation<E extends Endpoint>(endpoint: E, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
