import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reserveEndpoints as e, type GetReservesInput } from '@wizytownik/contracts';
import { call } from './client.ts';
import { useListMutation } from './mutation.ts';

/*
 * Reserves, the waiting list (spec 000 §2.5, §7 Reserve): the `/rezerwy` list and one reserve for its
 * editor. Every query lives under one key, so a save or a delete reloads the list and the reserve.
 */
export const RESERVES_KEY = ['reserves'] as const;
export const reserveKey = (id: number) => [...RESERVES_KEY, 'one', id] as const;

/** `/rezerwy`: one page of the waiting reserves, VIP first, then the longest waiting. */
export const useReserves = (filters: GetReservesInput) =>
  useQuery({
    queryKey: [...RESERVES_KEY, 'list', filters],
    queryFn: () => call(e.getAll, filters),
    placeholderData: keepPreviousData,
  });

/** One reserve for the editor (`Get`) or the read-only view (`GetReserve`); asked again each time. */
export const useReserve = (id: number, readOnly: boolean) =>
  useQuery({
    queryKey: [...reserveKey(id), readOnly],
    queryFn: () => call(readOnly ? e.getReserve : e.get, { Id: id }),
    staleTime: 0,
  });

/** The calendar drawer's reserves of a day ("YYYY-MM-DD"): the waiting ones whose schedules allow it. */
export const useReservesForDay = (date: string) =>
  useQuery({
    queryKey: [...RESERVES_KEY, 'day', date],
    queryFn: () => call(e.forDay, { date }),
  });

export const useCreateReserve = () => useListMutation(e.create, RESERVES_KEY);
export const useUpdateReserve = () => useListMutation(e.update, RESERVES_KEY);
export const useDeleteReserve = () => useListMutation(e.delete, RESERVES_KEY);
