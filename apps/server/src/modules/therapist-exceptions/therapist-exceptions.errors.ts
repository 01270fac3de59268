import { Errors } from '../../platform/errors.ts';

export const TherapistExceptionErrors = {
  unknownTherapist: () => Errors.notFound('Nie znaleziono terapeuty.'),
  unknownBreak: () => Errors.notFound('Nie znaleziono przerwy.'),
  unknownLeave: () => Errors.notFound('Nie znaleziono urlopu.'),
  unknownQuickBreak: () => Errors.notFound('Nie znaleziono szybkiej przerwy.'),
  unknownOpenDay: () => Errors.notFound('Nie znaleziono dodatkowego dnia otwartego.'),
  cannotRead: () => Errors.forbidden('Nie masz uprawnień do przeglądania przerw terapeutów.'),
  cannotEditQuickBreaks: () => Errors.forbidden('Nie masz uprawnień do zmiany szybkich przerw terapeutów.'),
};
