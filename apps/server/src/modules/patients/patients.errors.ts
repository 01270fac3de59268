import { Errors } from '../../platform/errors.ts';

export const PatientErrors = {
  unknownPatient: () => Errors.notFound('Nie znaleziono pacjenta.'),
  unknownGuardian: () => Errors.validation('Nieznany opiekun.', ['representativeID']),
  selfGuardian: () => Errors.validation('Pacjent nie może być swoim opiekunem.', ['representativeID']),
  unknownTherapist: () => Errors.validation('Nieznany terapeuta.', ['therapistID']),
};
