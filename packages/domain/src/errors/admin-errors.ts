import { LOCKOUT_MINUTES } from '../auth/lockout.ts';
import { CONTRACT_MESSAGES } from '../texts/contract-messages.ts';
import { LOGO_DIMENSIONS_MESSAGE, LOGO_NOT_IMAGE_MESSAGE, LOGO_SIZE_MESSAGE } from '../company/company.ts';
import type { ErrorSection } from './catalog-types.ts';

/** Sign-in, users, roles, tenants, company settings (outposts, units, groups, templates), rooms, days off. */
export const ADMIN_ERRORS = {
  'auth.invalidCredentials': { kind: 'validation', message: 'Nieprawidłowa nazwa użytkownika lub hasło.' },
  'auth.userInactive': {
    kind: 'validation',
    message: 'Konto użytkownika jest nieaktywne. Skontaktuj się z administratorem.',
  },
  'auth.lockedOut': {
    kind: 'tooManyAttempts',
    message: `Konto zostało tymczasowo zablokowane po zbyt wielu nieudanych próbach logowania. Spróbuj ponownie za ${LOCKOUT_MINUTES} minut.`,
  },
  'auth.loginFailed': { kind: 'validation', message: 'Błąd logowania.' },
  'auth.invalidTwoFactorCode': { kind: 'validation', message: 'Nieprawidłowy kod uwierzytelniający.' },
  'auth.twoFactorCodeReused': {
    kind: 'validation',
    message: 'Ten kod został już użyty. Poczekaj na kolejny kod w aplikacji uwierzytelniającej.',
  },
  'auth.twoFactorTokenExpired': {
    kind: 'validation',
    message: 'Czas na podanie kodu minął. Zaloguj się ponownie.',
  },
  'auth.twoFactorNotPending': {
    kind: 'validation',
    message: 'Najpierw rozpocznij włączanie uwierzytelniania dwuskładnikowego.',
  },
  'auth.twoFactorNotEnabled': {
    kind: 'validation',
    message: 'Uwierzytelnianie dwuskładnikowe nie jest włączone.',
  },
  'auth.twoFactorRequired': {
    kind: 'forbidden',
    message: 'Administrator wymaga uwierzytelniania dwuskładnikowego – nie można go wyłączyć.',
  },

  'user.notFound': { kind: 'notFound', message: 'Nie znaleziono użytkownika.' },
  'user.userNameTaken': {
    kind: 'conflict',
    message: (p: { userName: string }) => `Użytkownik „${p.userName}” już istnieje.`,
  },
  'user.emailTaken': {
    kind: 'conflict',
    message: (p: { email: string }) => `Adres e-mail „${p.email}” jest już używany.`,
  },
  'user.unknownRole': { kind: 'validation', message: (p: { role: string }) => `Nieznana rola: ${p.role}.` },
  'user.noRoles': { kind: 'validation', message: 'Nie wybrano ról' },
  'user.wrongCurrentPassword': { kind: 'validation', message: 'Obecne hasło jest nieprawidłowe.' },
  'user.wrongAdminPassword': { kind: 'validation', message: 'Nieprawidłowe hasło administratora.' },
  'user.samePassword': { kind: 'validation', message: 'Nowe hasło musi się różnić od obecnego.' },
  'user.weakPassword': { kind: 'validation', message: CONTRACT_MESSAGES['contract.passwordPolicy'] },
  'user.adminProtected': { kind: 'forbidden', message: 'Użytkownika admin nie można zmieniać ani usuwać.' },
  'user.deleteSelf': { kind: 'conflict', message: 'Nie możesz usunąć własnego konta.' },
  'user.hasHistory': {
    kind: 'conflict',
    message:
      'Nie można usunąć użytkownika, który ma już historię w systemie (logowania lub dane terapeuty). Zamiast tego oznacz go jako nieaktywnego.',
  },

  'role.notFound': { kind: 'notFound', message: 'Nie znaleziono roli.' },
  'role.nameTaken': { kind: 'conflict', message: (p: { name: string }) => `Rola „${p.name}” już istnieje.` },
  'role.adminReadOnly': { kind: 'forbidden', message: 'Roli Administrator nie można edytować.' },
  'role.staticRename': { kind: 'validation', message: 'Nie można zmienić nazwy roli systemowej.' },
  'role.staticDelete': { kind: 'forbidden', message: 'Nie można usunąć roli systemowej.' },
  'role.inUse': {
    kind: 'conflict',
    message: 'Nie można usunąć roli przypisanej użytkownikom. Najpierw odbierz ją użytkownikom.',
  },
  'role.systemAdminOnly': {
    kind: 'forbidden',
    message:
      'Rolę z uprawnieniem „Administrator systemu” może tworzyć i zmieniać tylko administrator systemu.',
  },

  'tenant.notFound': { kind: 'notFound', message: 'Nie znaleziono firmy.' },
  'tenant.nameTaken': {
    kind: 'conflict',
    message: (p: { name: string }) => `Firma o nazwie „${p.name}” już istnieje.`,
  },
  'tenant.inactive': { kind: 'unauthenticated', message: 'Firma jest nieaktywna.' },

  'company.logoNotImage': { kind: 'validation', message: LOGO_NOT_IMAGE_MESSAGE },
  'company.logoTooLarge': { kind: 'validation', message: LOGO_SIZE_MESSAGE },
  'company.logoDimensions': { kind: 'validation', message: LOGO_DIMENSIONS_MESSAGE },
  'company.calendarNeedsSystemAdmin': {
    kind: 'forbidden',
    message: 'Zmiana ustawień kalendarza wymaga uprawnienia administratora systemu.',
  },
  'company.outpostsNeedSystemAdmin': {
    kind: 'forbidden',
    message: 'Zmiana dodatkowych placówek wymaga uprawnienia administratora systemu.',
  },
  'outpost.notFound': { kind: 'notFound', message: 'Nie znaleziono placówki.' },
  'outpost.forbidden': { kind: 'forbidden', message: 'Nie masz dostępu do tej placówki.' },
  'outpost.unknown': { kind: 'validation', message: 'Nieznana placówka.' },
  'unit.notFound': { kind: 'notFound', message: 'Nie znaleziono komórki organizacyjnej.' },
  'unit.unknown': { kind: 'validation', message: 'Nieznana komórka organizacyjna.' },
  'therapistGroup.notFound': { kind: 'notFound', message: 'Nie znaleziono grupy.' },
  'therapistGroup.unknown': { kind: 'validation', message: 'Nieznana grupa pracowników.' },
  'therapistGroup.inUse': {
    kind: 'conflict',
    message: 'Nie można usunąć grupy, do której należą terapeuci. Najpierw przenieś ich do innej grupy.',
  },
  'template.unknownType': { kind: 'validation', message: 'Nieznany typ szablonu' },
  'template.notDocx': { kind: 'validation', message: 'Szablon musi być plikiem .docx' },
  'template.tooLarge': { kind: 'tooLarge', message: 'Plik jest zbyt duży (maksymalnie 28 MB).' },
  'template.notUploaded': { kind: 'notFound', message: 'Nie wgrano szablonu tego typu.' },
  'template.invalidDocx': {
    kind: 'conflict',
    message: 'Szablon dokumentu nie jest poprawnym plikiem .docx. Wgraj go ponownie w ustawieniach firmy.',
  },
  'template.brokenTags': {
    kind: 'conflict',
    message:
      'Szablon dokumentu zawiera błędne znaczniki. Popraw go i wgraj ponownie w ustawieniach firmy (Szablony generowania).',
  },

  'room.notFound': { kind: 'notFound', message: 'Nie znaleziono gabinetu.' },

  'dayOff.notFound': { kind: 'notFound', message: 'Nie znaleziono dnia wolnego.' },
  'dayOff.dateTaken': {
    kind: 'validation',
    message: (p: { date: string }) => `Dzień ${p.date} jest już dniem wolnym.`,
  },
} as const satisfies ErrorSection;
