import { VISIT_MESSAGES, VISIT_STATUS_LABELS, type VisitStatus } from '@wizytownik/domain';
import { AppError, Errors } from '../../platform/errors.ts';

/** SQLSTATE of an exclusion-constraint violation. */
const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';

export const VisitErrors = {
  unknownVisit: () => Errors.notFound('Nie znaleziono wizyty.'),
  unknownTherapist: () => Errors.validation('Nie znaleziono terapeuty.', ['therapistId']),
  unknownPatient: () => Errors.validation('Nie znaleziono pacjenta.', ['clientId']),
  unknownRoom: () => Errors.validation('Nie znaleziono gabinetu.', ['roomId']),
  roomOutsideOutpost: () => Errors.validation('Gabinet nie należy do wybranej placówki.', ['roomId']),
  unknownOutpost: () => Errors.validation('Nieznana placówka.', ['additionalOutpostId']),
  unknownUnit: () => Errors.validation('Nieznana komórka organizacyjna.', ['organizationalUnitId']),
  unknownVisitType: () =>
    Errors.validation('Terapeuta nie ma takiego typu wizyty.', ['typWizytyTerapeutyId']),
  inactiveVisitType: () => Errors.validation('Ten typ wizyty jest nieaktywny.', ['typ_wizyty_id']),
  field: (message: string, field: string) => Errors.validation(message, [field]),
  /** An additional therapist (§2.3) at `index` of the save's list; `field` names the member. */
  additional: (message: string, index: number, field: 'id' | 'therapistVisitTypeId') =>
    Errors.validation(message, [`additionalTherapists[${index}].${field}`]),
  therapistDisabled: () => Errors.validation(VISIT_MESSAGES.therapistDisabled, ['therapistId']),
  /** 409 naming `pomin_harmonogram`, so the editor asks and sends the visit again with the flag. */
  scheduleMismatch: () =>
    new AppError(
      'conflict',
      VISIT_MESSAGES.scheduleMismatch,
      'Termin wizyty wykracza poza harmonogram terapeuty.',
      [{ message: VISIT_MESSAGES.scheduleMismatch, members: ['pomin_harmonogram'] }],
    ),
  overlap: () =>
    Errors.conflict('Terapeuta ma już w tym czasie inną wizytę. Wybierz inny termin lub terapeutę.'),
  therapistChangeForbidden: () => Errors.forbidden('Nie masz uprawnień do zmiany terapeuty wizyty.'),
  /** An action the visit's status does not allow (§4.2), with the error catalogue's message. */
  refused: (message: string, status: VisitStatus) =>
    new AppError('conflict', message, `Status wizyty: ${VISIT_STATUS_LABELS[status]}.`),
  calendarForbidden: () => Errors.forbidden('Nie masz uprawnień do przeglądania tego kalendarza.'),
  /** The history of a patient the clinic does not have. */
  patientNotFound: () => Errors.notFound('Nie znaleziono pacjenta.'),
  historyForbidden: () => Errors.forbidden('Nie masz uprawnień do przeglądania historii wizyt.'),
  badDateRange: () => Errors.validation('Data końcowa nie może być mniejsza niż początkowa', ['endDate']),
  dateRangeTooLong: () => Errors.validation('Zakres dat jest zbyt długi.', ['endDate']),
  /** The visit type's length would overlap another visit of the therapist (§4.3, §8). */
  visitTypeCollides: () => Errors.conflict('Uwaga ten typ wizyty koliduje czasowo z twoim kalendarzem'),
  visitTypeRefused: (status: VisitStatus) =>
    new AppError(
      'conflict',
      'Błąd zapisu typu i czasu wizyty.',
      `Status wizyty: ${VISIT_STATUS_LABELS[status]}.`,
    ),
};

/** The error catalogue's messages of the visit editor's switches (§8). */
export const TOGGLE_REFUSED = {
  present: 'Bład ustawiania obecności',
  noSms: 'Bład ustawiania sms',
} as const;

/** True when the error, or one it wraps (as drizzle does), carries this PostgreSQL error code. */
function hasSqlState(error: unknown, state: string): boolean {
  let e = error;
  while (e && typeof e === 'object') {
    if ((e as { code?: unknown }).code === state) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when the error is the no-overlap constraint's. */
export const isOverlapViolation = (error: unknown): boolean => hasSqlState(error, EXCLUSION_VIOLATION);

/**
 * True for a deadlock: two bookings that would overlap each wait for the other's exclusion check,
 * and PostgreSQL aborts one of them. Run again, it meets the other's committed row and is refused
 * as an overlap.
 */
export const isDeadlock = (error: unknown): boolean => hasSqlState(error, DEADLOCK_DETECTED);
