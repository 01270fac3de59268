import { formatDate, VISIT_STATUS_LABELS, type VisitStatus } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';
import { constraintOf, sqlStateOf } from '../../platform/db/database-errors.ts';

/** SQLSTATE of an exclusion-constraint violation. */
const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';

const statusDetails = (status: VisitStatus) => `Status wizyty: ${VISIT_STATUS_LABELS[status]}.`;

export const VisitErrors = {
  unknownVisit: () => appError('visit.notFound'),
  /** UndoCancelVisit after the undo window, or of a visit that is not cancelled. */
  undoExpired: () => appError('sms.undoExpired'),
  unknownTherapist: () => appError('visit.unknownTherapist', { members: ['therapistId'] }),
  unknownPatient: () => appError('visit.unknownPatient', { members: ['clientId'] }),
  unknownRoom: () => appError('visit.unknownRoom', { members: ['roomId'] }),
  roomOutsideOutpost: () => appError('visit.roomOutsideOutpost', { members: ['roomId'] }),
  unknownOutpost: () => appError('outpost.unknown', { members: ['additionalOutpostId'] }),
  unknownUnit: () => appError('unit.unknown', { members: ['organizationalUnitId'] }),
  unknownVisitType: () => appError('visit.unknownVisitType', { members: ['typWizytyTerapeutyId'] }),
  inactiveVisitType: () => appError('visit.inactiveVisitType', { members: ['typ_wizyty_id'] }),
  field: (message: string, field: string) =>
    appError('visit.invalidField', { params: { message }, members: [field] }),
  /** An additional therapist (§2.3) at `index` of the save's list; `field` names the member. */
  additional: (message: string, index: number, field: 'id' | 'therapistVisitTypeId') =>
    appError('visit.invalidAdditionalTherapist', {
      params: { message },
      members: [`additionalTherapists[${index}].${field}`],
    }),
  therapistDisabled: () => appError('visit.therapistDisabled', { members: ['therapistId'] }),
  /** 409 naming `pomin_harmonogram`, so the editor asks and sends the visit again with the flag. */
  scheduleMismatch: () =>
    appError('visit.scheduleMismatch', {
      members: ['pomin_harmonogram'],
      details: 'Termin wizyty wykracza poza harmonogram terapeuty.',
    }),
  overlap: () => appError('visit.overlap'),
  /** Another active visit holds the room then (constraint `visits_room_no_overlap`). */
  roomOverlap: () => appError('visit.roomOverlap', { members: ['roomId'] }),
  therapistChangeForbidden: () => appError('visit.therapistChangeForbidden'),
  /** An action the visit's status does not allow (§4.2), with the error catalogue's message. */
  refused: (message: string, status: VisitStatus) =>
    appError('visit.actionRefused', { params: { message }, details: statusDetails(status) }),
  calendarForbidden: () => appError('visit.calendarForbidden'),
  /** The history of a patient the clinic does not have. */
  patientNotFound: () => appError('patient.notFound'),
  historyForbidden: () => appError('visit.historyForbidden'),
  badDateRange: () => appError('visit.badDateRange', { members: ['endDate'] }),
  dateRangeTooLong: () => appError('visit.dateRangeTooLong', { members: ['endDate'] }),
  /** The visit type's length would overlap another visit of the therapist (§4.3, §8). */
  visitTypeCollides: () => appError('visit.visitTypeCollides'),
  visitTypeRefused: (status: VisitStatus) =>
    appError('visit.visitTypeRefused', { details: statusDetails(status) }),
  regularVisitsDisabled: () => appError('visit.regularVisitsDisabled', { members: ['regularVisit'] }),
  regularVisitIncomplete: () =>
    appError('visit.regularVisitIncomplete', { members: ['regularVisitPeriod', 'regularVisitEndDate'] }),
  regularVisitEndBeforeStart: () =>
    appError('visit.regularVisitEndBeforeStart', { members: ['regularVisitEndDate'] }),
  /** The web answers it by opening the series' dates dialog (§4.3). */
  regularVisitNeedsUpdate: () =>
    appError('visit.regularVisitNeedsUpdate', { members: ['regularVisitCheckDateStatuses'] }),
  /** `date` "YYYY-MM-DD", shown as DD-MM-YYYY. */
  seriesOverlap: (date: string) => appError('visit.seriesOverlap', { params: { date: formatDate(date) } }),
  seriesRoomOverlap: (date: string) =>
    appError('visit.seriesRoomOverlap', { params: { date: formatDate(date) }, members: ['roomId'] }),
};

/** The error catalogue's messages of the visit editor's switches (§8). */
export const TOGGLE_REFUSED = {
  present: 'Bład ustawiania obecności',
  noSms: 'Bład ustawiania sms',
} as const;

/** Whose time two overlapping active visits may not share: a therapist's or a room's. */
export type OverlapKind = 'therapist' | 'room';

/** The room's exclusion constraint (migration visits_room_no_overlap); the other is the therapist's. */
const ROOM_NO_OVERLAP = 'visits_room_no_overlap';

/** Which no-overlap constraint refused the write, or null for any other error. */
export function overlapKindOf(error: unknown): OverlapKind | null {
  if (sqlStateOf(error) !== EXCLUSION_VIOLATION) return null;
  return constraintOf(error) === ROOM_NO_OVERLAP ? 'room' : 'therapist';
}

/**
 * True for a deadlock: two bookings that would overlap each wait for the other's exclusion check,
 * and PostgreSQL aborts one of them. Run again, it meets the other's committed row and is refused
 * as an overlap.
 */
export const isDeadlock = (error: unknown): boolean => sqlStateOf(error) === DEADLOCK_DETECTED;
