import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companySettingsEndpoints, roomEndpoints, type GetRoomsInput } from '@wizytownik/contracts';
import { call } from '../../../api/client.ts';
import { useListMutation } from '../../../api/mutation.ts';

export const ROOMS_KEY = ['admin', 'rooms'] as const;

export const useRooms = (filters: GetRoomsInput) =>
  useQuery({
    queryKey: [...ROOMS_KEY, filters],
    queryFn: () => call(roomEndpoints.getAll, filters),
    placeholderData: keepPreviousData,
  });

/** The outposts a room may belong to: the company settings' dropdown (open to every user). */
export const useRoomOutposts = () =>
  useQuery({
    queryKey: ['admin', 'outposts-dropdown'],
    queryFn: () => call(companySettingsEndpoints.getAdditionalOutpostsForDropdown, {}),
  });

export const useCreateRoom = () => useListMutation(roomEndpoints.create, ROOMS_KEY);
export const useUpdateRoom = () => useListMutation(roomEndpoints.update, ROOMS_KEY);
export const useDeleteRoom = () => useListMutation(roomEndpoints.delete, ROOMS_KEY);
