import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderedTreatmentEndpoints as e,
  type GetKalendarzZabiegowInput,
  type ShiftZleconyZabiegInput,
} from '@wizytownik/contracts';
import { call } from './client.ts';
import type { ApiError } from './errors.ts';
import { VISITS_KEY } from './visits.ts';

/*
 * The treatments calendar (/fizykoterapia). Under VISITS_KEY: the visits' live changes (ordered
 * treatments notify the same stream) and every visit save reload it as they reload the visits calendar.
 */
export const TREATMENTS_CALENDAR_KEY = [...VISITS_KEY, 'treatments-calendar'] as const;
export const treatmentsCalendarKey = (input: GetKalendarzZabiegowInput) =>
  [...TREATMENTS_CALENDAR_KEY, input] as const;

/** Spec 000 §9: the calendars refresh every 5 minutes (besides the live changes). */
const REFRESH_MS = 300_000;

/** The treatment columns and their bookings of a range, kept on screen while the next range loads. */
export const useTreatmentsCalendarQuery = (input: GetKalendarzZabiegowInput) =>
  useQuery({
    queryKey: treatmentsCalendarKey(input),
    queryFn: () => call(e.calendar, input),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** Moves an ordered treatment in time; the visit lists reload whether it worked or not. */
export function useShiftOrderedTreatment() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ShiftZleconyZabiegInput>({
    mutationFn: (input) => call(e.shiftOrdered, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
  });
}
