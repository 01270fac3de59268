import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reserveEndpoints,
  visitEndpoints,
  type CreatePatientVisitInput,
  type ReserveMatchDto,
} from '@wizytownik/contracts';
import type { FreedSlot } from '@wizytownik/domain';
import { call } from '../../../api/client.ts';
import type { ApiError } from '../../../api/errors.ts';
import { RESERVES_KEY } from '../../../api/reserves.ts';
import { VISITS_KEY } from '../../../api/visits.ts';
import { createAskingSchedule } from '../editor/save-visit.ts';

/** The server's ranking of the waiting reserves that fit a freed time (none asked while `slot` is null). */
export const useMatchingReserves = (slot: FreedSlot | null, enabled: boolean) =>
  useQuery({
    queryKey: [...RESERVES_KEY, 'matching', slot?.therapistId, slot?.start.getTime(), slot?.end.getTime()],
    queryFn: () =>
      call(reserveEndpoints.matching, {
        therapistId: slot!.therapistId,
        startTime: slot!.start.toISOString(),
        endTime: slot!.end.toISOString(),
      }),
    enabled: enabled && slot !== null,
    staleTime: 0,
  });

/** What a booking from the notice sends: the visit a match would get, on the freed therapist's calendar. */
export function bookingInput(
  match: ReserveMatchDto,
  slot: FreedSlot,
  outpostId: number | null,
): CreatePatientVisitInput {
  return {
    rezerwaId: match.reserve.id,
    clientId: match.reserve.client.id,
    therapistId: slot.therapistId,
    typWizytyTerapeutyId: match.reserve.therapistVisitType?.id ?? null,
    startTime: match.startTime,
    endTime: match.endTime,
    additionalOutpostId: outpostId,
  };
}

/**
 * Books a match (the visit and the reserve's resolution in one transaction on the server); the
 * calendar and the waiting list reload. Undefined: the user declined a time outside the schedule.
 */
export function useBookReserve(confirm: (message: string) => Promise<boolean>) {
  const queryClient = useQueryClient();
  return useMutation<{ id: number } | undefined, ApiError, CreatePatientVisitInput>({
    mutationFn: (input) => createAskingSchedule((i) => call(visitEndpoints.create, i), input, confirm),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
        queryClient.invalidateQueries({ queryKey: RESERVES_KEY }),
      ]),
  });
}
