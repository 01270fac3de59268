import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schedulingEndpoints, type GetTherapistFreeSchedulesInput } from '@wizytownik/contracts';
import { call } from './client.ts';
import { VISITS_KEY } from './visits.ts';

/** Free slots change with every visit: under the visits' key, so a saved visit reloads them. */
export const FREE_SLOTS_KEY = [...VISITS_KEY, 'freeSlots'] as const;

/** A therapist's free slots from a date on (the slot picker's page). */
export const useFreeSlots = (input: GetTherapistFreeSchedulesInput) =>
  useQuery({
    queryKey: [...FREE_SLOTS_KEY, input],
    queryFn: () => call(schedulingEndpoints.freeSchedules, input),
    placeholderData: keepPreviousData,
  });
