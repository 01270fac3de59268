import { appError } from '../../platform/errors.ts';

export const RoomErrors = {
  unknownRoom: () => appError('room.notFound'),
  unknownOutpost: () => appError('outpost.unknown', { members: ['placowkaId'] }),
};
