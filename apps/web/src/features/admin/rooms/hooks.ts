import { roomEndpoints } from '@wizytownik/contracts';
import { useListMutation } from '../../../api/mutation.ts';
import { ROOMS_KEY } from '../../../api/rooms.ts';

export const useCreateRoom = () => useListMutation(roomEndpoints.create, ROOMS_KEY);
export const useUpdateRoom = () => useListMutation(roomEndpoints.update, ROOMS_KEY);
export const useDeleteRoom = () => useListMutation(roomEndpoints.delete, ROOMS_KEY);
