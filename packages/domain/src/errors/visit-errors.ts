import { VISIT_MESSAGES } from '../visits/validation.ts';
import type { ErrorSection } from './catalog-types.ts';

/** A message a domain rule chose (field checks, the actions a status allows); the code names the rule. */
const ruleMessage = (p: { message: string }) => p.message;

export const VISIT_ERRORS = {
  'visit.notFound': { kind: 'notFound', message: 'Nie znaleziono wizyty.' },
  'visit.unknownTherapist': { kind: 'validation', message: 'Nie znaleziono terapeuty.' },
  'visit.unknownPatient': { kind: 'validation', message: 'Nie znaleziono pacjenta.' },
  'visit.unknownRoom': { kind: 'validation', message: 'Nie znaleziono gabinetu.' },
  'visit.roomOutsideOutpost': { kind: 'validation', message: 'Gabinet nie należy do wybranej placówki.' },
  'visit.unknownVisitType': { kind: 'validation', message: 'Terapeuta nie ma takiego typu wizyty.' },
  'visit.inactiveVisitType': { kind: 'validation', message: 'Ten typ wizyty jest nieaktywny.' },
  /** A field the visit's own rules refuse (domain visits/validation.ts). */
  'visit.invalidField': { kind: 'validation', message: ruleMessage },
  /** An additional therapist (§2.3) the save's rules refuse. */
  'visit.invalidAdditionalTherapist': { kind: 'validation', message: ruleMessage },
  'visit.therapistDisabled': { kind: 'validation', message: VISIT_MESSAGES.therapistDisabled },
  /** The editor asks and sends the visit again with `pomin_harmonogram`. */
  'visit.scheduleMismatch': { kind: 'conflict', message: VISIT_MESSAGES.scheduleMismatch },
  'visit.overlap': {
    kind: 'conflict',
    message: 'Terapeuta ma już w tym czasie inną wizytę. Wybierz inny termin lub terapeutę.',
  },
  'visit.roomOverlap': {
    kind: 'conflict',
    message: 'Gabinet jest w tym czasie zajęty przez inną wizytę. Wybierz inny termin lub gabinet.',
  },
  'visit.therapistChangeForbidden': {
    kind: 'forbidden',
    message: 'Nie masz uprawnień do zmiany terapeuty wizyty.',
  },
  /** An action the visit's status does not allow (§4.2), with the error catalogue's message. */
  'visit.actionRefused': { kind: 'conflict', message: ruleMessage },
  'visit.calendarForbidden': {
    kind: 'forbidden',
    message: 'Nie masz uprawnień do przeglądania tego kalendarza.',
  },
  'visit.historyForbidden': {
    kind: 'forbidden',
    message: 'Nie masz uprawnień do przeglądania historii wizyt.',
  },
  'visit.badDateRange': {
    kind: 'validation',
    message: 'Data końcowa nie może być mniejsza niż początkowa',
  },
  'visit.dateRangeTooLong': { kind: 'validation', message: 'Zakres dat jest zbyt długi.' },
  /** The visit type's length would overlap another visit of the therapist (§4.3, §8). */
  'visit.visitTypeCollides': {
    kind: 'conflict',
    message: 'Uwaga ten typ wizyty koliduje czasowo z twoim kalendarzem',
  },
  'visit.visitTypeRefused': { kind: 'conflict', message: 'Błąd zapisu typu i czasu wizyty.' },
  // Recurring visits (§4.3, §8; company setting allowRegularVisits).
  'visit.regularVisitsDisabled': {
    kind: 'conflict',
    message: 'Wizyty cykliczne są wyłączone w ustawieniach firmy.',
  },
  'visit.regularVisitIncomplete': {
    kind: 'validation',
    message: 'Podaj okres i datę końcową wizyty cyklicznej.',
  },
  'visit.regularVisitEndBeforeStart': {
    kind: 'validation',
    message: 'Data końcowa wizyty cyklicznej nie może być wcześniejsza niż data wizyty.',
  },
  /** Saving a series with exceptions neither left out nor moved (§8; the web opens the dates dialog). */
  'visit.regularVisitNeedsUpdate': {
    kind: 'conflict',
    message:
      'Wizyta cykliczna wymaga aktualizacji niektórych dat. Zaktualizuj daty wizyt i spróbuj ponownie.',
  },
  /** A visit of a series met another visit of the therapist as it was written; nothing was saved. */
  'visit.seriesOverlap': {
    kind: 'conflict',
    message: (p: { date: string }) =>
      `Wizyta cykliczna z dnia ${p.date} koliduje z inną wizytą terapeuty. Nie zapisano żadnej wizyty serii.`,
  },
  /** A visit of a series met another visit in the same room as it was written; nothing was saved. */
  'visit.seriesRoomOverlap': {
    kind: 'conflict',
    message: (p: { date: string }) =>
      `Wizyta cykliczna z dnia ${p.date}: gabinet jest w tym czasie zajęty przez inną wizytę. Nie zapisano żadnej wizyty serii.`,
  },
  // A visit's physiotherapy treatment (§5 'Visit save', feature Fizykoterapia; domain visitTreatmentProblem).
  'visit.treatmentsDisabled': {
    kind: 'validation',
    message: 'Nie można zapisać zabiegu: funkcja „Fizykoterapia” jest wyłączona dla tej firmy.',
  },
  'visit.treatmentRequired': { kind: 'validation', message: 'Nie wybrano zabiegu.' },
  'visit.unknownTreatment': { kind: 'validation', message: 'Nie znaleziono zabiegu.' },
  'visit.inactiveTreatment': {
    kind: 'validation',
    message: 'Ten zabieg jest nieaktywny. Wybierz aktywny zabieg.',
  },
  'visit.subtypeWithoutTreatment': { kind: 'validation', message: 'Wybierz zabieg przed wyborem podtypu.' },
  'visit.unknownTreatmentSubtype': { kind: 'validation', message: 'Wybrany zabieg nie ma takiego podtypu.' },
  'visit.inactiveTreatmentSubtype': {
    kind: 'validation',
    message: 'Ten podtyp zabiegu jest nieaktywny. Wybierz aktywny podtyp.',
  },
} as const satisfies ErrorSection;
