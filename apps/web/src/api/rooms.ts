import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { roomEndpoints, type GetRoomsInput } from '@wizytownik/contracts';
import { call } from './client.ts';

/** The rooms: the admin list and the visit editor's picker. */
export const ROOMS_KEY = ['rooms'] as const;

export const useRooms = (filters: GetRoomsInput) =>
  useQuery({
    queryKey: [...ROOMS_KEY, 'list', filters],
    queryFn: () => call(roomEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });

/** The rooms of an outpost (all of them for none), to pick from. */
export const useRoomOptions = (outpostId: number | null) =>
  useQuery({
    queryKey: [...ROOMS_KEY, 'options', outpostId],
    queryFn: () => call(roomEndpoints.getRooms, { placowkaId: outpostId ?? undefined }),
  });
