import { LOCKOUT_MINUTES } from '@wizytownik/domain';
import { Errors } from '../../platform/errors.ts';

export const AuthErrors = {
  invalidCredentials: () => Errors.validation('Nieprawidłowa nazwa użytkownika lub hasło.'),
  userInactive: () =>
    Errors.validation('Konto użytkownika jest nieaktywne. Skontaktuj się z administratorem.'),
  lockedOut: () =>
    Errors.tooManyAttempts(
      `Konto zostało tymczasowo zablokowane po zbyt wielu nieudanych próbach logowania. Spróbuj ponownie za ${LOCKOUT_MINUTES} minut.`,
    ),
  tenantNotFound: () => Errors.validation('Błąd logowania.'),
  invalidCode: () => Errors.validation('Nieprawidłowy kod uwierzytelniający.', ['code']),
  twoFactorTokenExpired: () => Errors.validation('Czas na podanie kodu minął. Zaloguj się ponownie.'),
  twoFactorNotPending: () =>
    Errors.validation('Najpierw rozpocznij włączanie uwierzytelniania dwuskładnikowego.'),
  twoFactorNotEnabled: () => Errors.validation('Uwierzytelnianie dwuskładnikowe nie jest włączone.'),
  twoFactorRequired: () =>
    Errors.forbidden('Administrator wymaga uwierzytelniania dwuskładnikowego – nie można go wyłączyć.'),
};
