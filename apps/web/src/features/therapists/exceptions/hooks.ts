import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { therapistExceptionEndpoints as e, type Endpoint, type EndpointInput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useEndpointMutation } from '../../../api/mutation.ts';

/** Every query of one therapist's exceptions starts with this key, so a change refreshes them all. */
const key = (kind: string, therapistId: number) => ['therapist-exceptions', kind, therapistId] as const;

/** A mutation that refreshes the therapist's lists of `kind` once it succeeds. */
function useChange<E extends Endpoint>(endpoint: E, kind: string, therapistId: number) {
  const client = useQueryClient();
  const mutation = useEndpointMutation(endpoint);
  return {
    ...mutation,
    mutateAsync: async (input: EndpointInput<E>) => {
      const result = await mutation.mutateAsync(input);
      await client.invalidateQueries({ queryKey: key(kind, therapistId) });
      return result;
    },
  };
}

export const useTherapistBreaks = (therapistId: number) =>
  useQuery({
    queryKey: key('breaks', therapistId),
    queryFn: () => call(e.getTherapistBreaks, { therapistId }),
  });
export const useAddTherapistBreaks = (therapistId: number) =>
  useChange(e.addTherapistBreaks, 'breaks', therapistId);
export const useUpdateTherapistBreak = (therapistId: number) =>
  useChange(e.updateTherapistBreak, 'breaks', therapistId);
export const useDeleteTherapistBreak = (therapistId: number) =>
  useChange(e.deleteTherapistBreak, 'breaks', therapistId);

export const useTherapistHolidays = (therapistId: number) =>
  useQuery({ queryKey: key('leaves', therapistId), queryFn: () => call(e.getHolidays, { therapistId }) });
export const useAddTherapistHoliday = (therapistId: number) =>
  useChange(e.addTherapistHoliday, 'leaves', therapistId);
export const useUpdateTherapistHoliday = (therapistId: number) =>
  useChange(e.updateTherapistHoliday, 'leaves', therapistId);
export const useDeleteTherapistHoliday = (therapistId: number) =>
  useChange(e.deleteTherapistHoliday, 'leaves', therapistId);

export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

export const useShortBreaks = (therapistId: number, paging: PageRequest) =>
  useQuery({
    queryKey: [...key('quick', therapistId), paging],
    queryFn: () => call(e.getShortBreaks, { therapistid: therapistId, ...paging }),
    placeholderData: keepPreviousData,
  });
export const useAddShortBreak = (therapistId: number) =>
  useChange(e.addTherapistShortBreak, 'quick', therapistId);
export const useDeleteShortBreak = (therapistId: number) =>
  useChange(e.deleteTherapistShortBreak, 'quick', therapistId);

export const useAdditionalOpenDays = (therapistId: number, paging: PageRequest) =>
  useQuery({
    queryKey: [...key('open-days', therapistId), paging],
    queryFn: () =>
      call(e.getAdditionalOpenDays, { therapistid: therapistId, sorting: 'start desc', ...paging }),
    placeholderData: keepPreviousData,
  });
export const useAddOpenDay = (therapistId: number) =>
  useChange(e.addAdditionalOpenDay, 'open-days', therapistId);
export const useUpdateOpenDay = (therapistId: number) =>
  useChange(e.updateAdditionalOpenDay, 'open-days', therapistId);
export const useDeleteOpenDay = (therapistId: number) =>
  useChange(e.deleteAdditionalOpenDay, 'open-days', therapistId);
