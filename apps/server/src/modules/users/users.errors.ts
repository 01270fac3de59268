import { PASSWORD_POLICY_MESSAGE } from '@wizytownik/domain';
import { Errors } from '../../platform/errors.ts';

export const UserErrors = {
  userNameTaken: (userName: string) => Errors.conflict(`Użytkownik „${userName}” już istnieje.`),
  unknownRole: (role: string) => Errors.validation(`Nieznana rola: ${role}.`, ['roleNames']),
  noRoles: () => Errors.validation('Nie wybrano ról', ['roleNames']),
  wrongCurrentPassword: () => Errors.validation('Obecne hasło jest nieprawidłowe.', ['currentPassword']),
  samePassword: () => Errors.validation('Nowe hasło musi się różnić od obecnego.', ['newPassword']),
  weakPassword: () => Errors.validation(PASSWORD_POLICY_MESSAGE, ['newPassword']),
  unknownUser: () => Errors.notFound('Nie znaleziono użytkownika.'),
};
