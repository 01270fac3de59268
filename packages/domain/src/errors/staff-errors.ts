import type { ErrorSection } from './catalog-types.ts';

/** Therapists: their card, P1 certificate, the ZnanyLekarz marketplace, breaks and leave. */
export const STAFF_ERRORS = {
  'therapist.notFound': { kind: 'notFound', message: 'Nie znaleziono terapeuty.' },
  'therapist.visitTypeNotFound': { kind: 'notFound', message: 'Nie znaleziono typu wizyty.' },
  'therapist.icd9CategoryNotFound': {
    kind: 'notFound',
    message: 'Nie znaleziono kategorii ICD-9 terapeuty.',
  },
  'therapist.unknownProfession': { kind: 'validation', message: 'Nieznana grupa zawodowa.' },
  'therapist.unknownChamber': { kind: 'validation', message: 'Nieznana izba lekarska.' },
  'therapist.unknownIcd9': { kind: 'validation', message: 'Nieznana kategoria główna ICD-9.' },
  'therapist.duplicateIcd9': { kind: 'conflict', message: 'Terapeuta ma już tę kategorię ICD-9.' },
  'therapist.commissionForbidden': { kind: 'forbidden', message: 'Nie masz uprawnień do edycji prowizji.' },

  'certificate.notPkcs12': {
    kind: 'validation',
    message: 'Plik musi być certyfikatem PKCS#12 (.p12 lub .pfx).',
  },
  'certificate.tooLarge': {
    kind: 'tooLarge',
    message: (p: { maxKb: number }) => `Plik certyfikatu jest zbyt duży (maksymalnie ${p.maxKb} KB).`,
  },
  /** The web forgets a password it remembered on this code (spec 001 §4). */
  'certificate.wrongPassword': { kind: 'validation', message: 'Nieprawidłowe hasło certyfikatu.' },
  'certificate.noKeyPair': {
    kind: 'validation',
    message: 'Plik PKCS#12 nie zawiera certyfikatu z pasującym kluczem prywatnym.',
  },
  'certificate.unreadable': {
    kind: 'validation',
    message: 'Nie można odczytać certyfikatu z pliku PKCS#12.',
  },
  'certificate.expired': {
    kind: 'validation',
    message: (p: { date: string }) => `Certyfikat utracił ważność ${p.date}.`,
  },
  'certificate.uploadForbidden': {
    kind: 'forbidden',
    message: 'Nie masz uprawnień do wgrania certyfikatu tego terapeuty.',
  },
  'certificate.notUploaded': { kind: 'validation', message: 'Nie wgrano certyfikatu.' },

  'marketplace.disabled': {
    kind: 'forbidden',
    message: 'Integracja ZnanyLekarz jest wyłączona w ustawieniach firmy.',
  },
  'marketplace.noFacility': {
    kind: 'validation',
    message: 'Wybierz placówkę ZnanyLekarz albo podaj jej identyfikator w ustawieniach firmy.',
  },
  'marketplace.credentialsRejected': {
    kind: 'badGateway',
    message: 'ZnanyLekarz odrzucił dane dostępowe integracji. Sprawdź konfigurację serwera.',
  },
  'marketplace.facilityForbidden': {
    kind: 'badGateway',
    message: 'Ta placówka nie należy do konta integracji ZnanyLekarz.',
  },
  'marketplace.facilityNotFound': {
    kind: 'notFound',
    message: 'Nie znaleziono placówki w serwisie ZnanyLekarz.',
  },
  'marketplace.rateLimited': {
    kind: 'tooManyAttempts',
    message: 'Serwis ZnanyLekarz ogranicza liczbę zapytań. Spróbuj ponownie za chwilę.',
  },
  'marketplace.unavailable': {
    kind: 'badGateway',
    message: 'Serwis ZnanyLekarz nie odpowiada. Spróbuj ponownie później.',
  },

  'therapistException.breakNotFound': { kind: 'notFound', message: 'Nie znaleziono przerwy.' },
  'therapistException.leaveNotFound': { kind: 'notFound', message: 'Nie znaleziono urlopu.' },
  'therapistException.quickBreakNotFound': { kind: 'notFound', message: 'Nie znaleziono szybkiej przerwy.' },
  'therapistException.openDayNotFound': {
    kind: 'notFound',
    message: 'Nie znaleziono dodatkowego dnia otwartego.',
  },
} as const satisfies ErrorSection;
