import type { ErrorSection } from './catalog-types.ts';

/** The platform's own codes: requests it refuses before any module and the generic code of each kind. */
export const PLATFORM_ERRORS = {
  'validation.invalidInput': { kind: 'validation', message: 'Przesłane dane są nieprawidłowe.' },
  'http.badRequest': { kind: 'validation', message: 'Nieprawidłowe żądanie.' },
  'auth.unauthenticated': { kind: 'unauthenticated', message: 'Sesja wygasła lub nie jesteś zalogowany.' },
  'auth.forbidden': { kind: 'forbidden', message: 'Nie masz uprawnień do wykonania tej operacji.' },
  'auth.routeUndeclared': { kind: 'forbidden', message: 'Trasa nie ma zadeklarowanych uprawnień.' },
  'auth.featureDisabled': {
    kind: 'forbidden',
    message: (p: { feature: string }) => `Funkcja „${p.feature}” jest wyłączona dla tej firmy.`,
  },
  'http.notFound': { kind: 'notFound', message: 'Nie znaleziono zasobu.' },
  'http.methodNotAllowed': { kind: 'methodNotAllowed', message: 'Niedozwolona metoda.' },
  'http.conflict': { kind: 'conflict', message: 'Operacji nie można wykonać w obecnym stanie danych.' },
  'http.tooLarge': { kind: 'tooLarge', message: 'Przesłany plik lub żądanie jest zbyt duże.' },
  'http.unsupportedMediaType': { kind: 'unsupportedMediaType', message: 'Nieobsługiwany typ danych.' },
  'http.tooManyRequests': { kind: 'tooManyAttempts', message: 'Zbyt wiele prób. Spróbuj ponownie później.' },
  'server.internal': { kind: 'internal', message: 'Wystąpił błąd serwera. Spróbuj ponownie.' },
  'gateway.failed': {
    kind: 'badGateway',
    message: 'Usługa zewnętrzna nie odpowiada. Spróbuj ponownie później.',
  },
  'upload.noFile': { kind: 'validation', message: 'Nie wybrano pliku' },
} as const satisfies ErrorSection;

/**
 * What the database refused (PostgreSQL's SQLSTATE classes 23 and 22), said without the constraint's
 * name or the SQL. A module that knows better answers first (a visit's overlap).
 */
export const DATABASE_ERRORS = {
  'db.uniqueViolation': { kind: 'conflict', message: 'Taki wpis już istnieje.' },
  'db.foreignKeyViolation': {
    kind: 'conflict',
    message: 'Wpis jest powiązany z innymi danymi: jest w użyciu albo wskazuje na nieistniejący obiekt.',
  },
  'db.checkViolation': { kind: 'validation', message: 'Dane nie spełniają reguł poprawności.' },
  'db.exclusionViolation': { kind: 'conflict', message: 'Wpis koliduje z innym istniejącym wpisem.' },
  'db.valueTooLong': { kind: 'validation', message: 'Wpisany tekst jest zbyt długi.' },
  'db.numberOutOfRange': { kind: 'validation', message: 'Liczba jest poza dozwolonym zakresem.' },
  'db.invalidDateTime': { kind: 'validation', message: 'Nieprawidłowa data lub godzina.' },
  'db.invalidTextRepresentation': { kind: 'validation', message: 'Wartość ma nieprawidłowy format.' },
  'db.invalidEncoding': { kind: 'validation', message: 'Tekst zawiera niedozwolone znaki.' },
  'db.dataException': { kind: 'validation', message: 'Wartości nie można zapisać.' },
} as const satisfies ErrorSection;
