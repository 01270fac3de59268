import type { ZnanyLekarzFailure } from '../../integrations/znany-lekarz/port.ts';
import { Errors } from '../../platform/errors.ts';

export const MarketplaceErrors = {
  disabled: () => Errors.forbidden('Integracja ZnanyLekarz jest wyłączona w ustawieniach firmy.'),
  noFacility: () =>
    Errors.validation('Wybierz placówkę ZnanyLekarz albo podaj jej identyfikator w ustawieniach firmy.', [
      'facilityId',
    ]),
  /** The provider's answer, by its status (design/integrations.md §4.2). */
  failed: (reason: ZnanyLekarzFailure) => {
    switch (reason) {
      case 'credentials':
        return Errors.badGateway(
          'ZnanyLekarz odrzucił dane dostępowe integracji. Sprawdź konfigurację serwera.',
        );
      case 'forbidden':
        return Errors.badGateway('Ta placówka nie należy do konta integracji ZnanyLekarz.');
      case 'notFound':
        return Errors.notFound('Nie znaleziono placówki w serwisie ZnanyLekarz.');
      case 'rateLimited':
        return Errors.tooManyAttempts(
          'Serwis ZnanyLekarz ogranicza liczbę zapytań. Spróbuj ponownie za chwilę.',
        );
      case 'unavailable':
        return Errors.badGateway('Serwis ZnanyLekarz nie odpowiada. Spróbuj ponownie później.');
    }
  },
};
