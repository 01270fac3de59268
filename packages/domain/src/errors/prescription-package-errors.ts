import type { ErrorSection } from './catalog-types.ts';

/**
 * Prescription packages sent to P1 (spec 001 'Recepty pacjenta' §4, §8; issue 19). Who may prescribe
 * is in prescription-errors.ts. P1's own failures carry P1's Polish text as their message.
 */
export const PRESCRIPTION_PACKAGE_ERRORS = {
  'prescriptions.packageNotFound': { kind: 'notFound', message: 'Nie znaleziono pakietu recept.' },
  'prescriptions.prescriptionNotFound': { kind: 'notFound', message: 'Nie znaleziono recepty w pakiecie.' },
  'prescriptions.visitNotFound': { kind: 'notFound', message: 'Nie znaleziono wizyty tego pacjenta.' },
  /** A therapist writes packages as themselves only. */
  'prescriptions.otherTherapist': {
    kind: 'forbidden',
    message: 'Terapeuta może wystawiać i obsługiwać tylko własne pakiety recept.',
  },
  /** A drug pack that is not in the registry, or withdrawn. */
  'prescriptions.drugUnknown': {
    kind: 'validation',
    message: (p: { position: number }) =>
      `Recepta ${p.position}: wybranego leku lub opakowania nie ma w rejestrze albo zostało wycofane.`,
  },
  /** A prescription's kind, entitlement or 'Realizacja od' the rules refuse (p1/prescription-fields.ts). */
  'prescriptions.invalidField': {
    kind: 'validation',
    message: (p: { position: number; message: string }) => `Recepta ${p.position}: ${p.message}`,
  },
  /** Contents are changed, checked, sent or deleted only while the package is 'Nowa'. */
  'prescriptions.notNew': {
    kind: 'conflict',
    message: 'Pakiet recept został już wysłany do P1 albo anulowany: nie można go zmienić.',
  },
  /** Printing, the SMS and cancelling need a package sent to P1. */
  'prescriptions.notSent': { kind: 'conflict', message: 'Pakiet recept nie został jeszcze wysłany do P1.' },
  'prescriptions.alreadyCancelled': {
    kind: 'conflict',
    message: 'Nie można anulować recepty: jest już anulowana.',
  },
  /** The certificate needs a password and none was given nor remembered (the web asks for it). */
  'prescriptions.certificatePasswordRequired': {
    kind: 'validation',
    message: 'Wprowadź hasło certyfikatu i spróbuj ponownie',
  },
  /** The password does not open the certificate; a remembered one is cleared. */
  'prescriptions.certificatePasswordWrong': {
    kind: 'validation',
    message: 'Nieprawidłowe hasło certyfikatu. Wprowadź hasło certyfikatu i spróbuj ponownie.',
  },
  'prescriptions.certificatePasswordNotSaved': {
    kind: 'internal',
    message: 'Błąd zapisu hasła certyfikatu.',
  },
  /** The prescriber lacks what P1's call context needs (PWZ, the company's book number, a unit). */
  'prescriptions.contextIncomplete': {
    kind: 'conflict',
    message: (p: { missing: string }) => `Brak danych wymaganych przez P1: ${p.missing}.`,
  },
  /** P1 refused the call (a fault, the certificate, a cancellation it does not allow). */
  'prescriptions.p1Failed': { kind: 'badGateway', message: (p: { text: string }) => p.text },
  /** P1 could not be reached or failed internally: worth trying again later. */
  'prescriptions.p1Unavailable': {
    kind: 'badGateway',
    message: (p: { text: string }) => `${p.text} Spróbuj ponownie za chwilę.`,
  },
  /** P1 refused the cancellation with its rules' messages. */
  'prescriptions.cancelRefused': {
    kind: 'conflict',
    message: (p: { text: string }) => `Nie można anulować recepty. ${p.text}`,
  },
  'prescriptions.noDocument': { kind: 'notFound', message: 'Brak dokumentu do wyświetlenia' },
} as const satisfies ErrorSection;
