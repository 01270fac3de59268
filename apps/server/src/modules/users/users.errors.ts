import { PASSWORD_POLICY_MESSAGE } from '@wizytownik/domain';
import { Errors } from '../../platform/errors.ts';

export const UserErrors = {
  userNameTaken: (userName: string) => Errors.conflict(`Użytkownik „${userName}” już istnieje.`),
  emailTaken: (email: string) => Errors.conflict(`Adres e-mail „${email}” jest już używany.`),
  unknownRole: (role: string) => Errors.validation(`Nieznana rola: ${role}.`, ['roleNames']),
  unknownOutpost: () => Errors.validation('Nieznana placówka.', ['additionalOutposts']),
  noRoles: () => Errors.validation('Nie wybrano ról', ['roleNames']),
  wrongCurrentPassword: () => Errors.validation('Obecne hasło jest nieprawidłowe.', ['currentPassword']),
  wrongAdminPassword: () => Errors.validation('Nieprawidłowe hasło administratora.', ['adminPassword']),
  samePassword: () => Errors.validation('Nowe hasło musi się różnić od obecnego.', ['newPassword']),
  weakPassword: () => Errors.validation(PASSWORD_POLICY_MESSAGE, ['newPassword']),
  unknownUser: () => Errors.notFound('Nie znaleziono użytkownika.'),
  adminProtected: () => Errors.forbidden('Użytkownika admin nie można zmieniać ani usuwać.'),
  deleteSelf: () => Errors.conflict('Nie możesz usunąć własnego konta.'),
  hasHistory: () =>
    Errors.conflict(
      'Nie można usunąć użytkownika, który ma już historię w systemie (logowania lub dane terapeuty). Zamiast tego oznacz go jako nieaktywnego.',
    ),
};
