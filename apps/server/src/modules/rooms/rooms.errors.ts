import { Errors } from '../../platform/errors.ts';

export const RoomErrors = {
  unknownRoom: () => Errors.notFound('Nie znaleziono gabinetu.'),
  unknownOutpost: () => Errors.validation('Nieznana placówka.', ['placowkaId']),
};
