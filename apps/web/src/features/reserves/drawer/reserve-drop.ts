import type { CalendarItem, ReserveDto } from '@wizytownik/contracts';
import { patientSearchText, searchTokens, VisitStatus } from '@wizytownik/domain';
import type { CalendarEvent, NewVisit } from '../../visits/calendar/calendar-model.ts';
import type { NewVisitInitial } from '../../visits/editor/visit-form.ts';

/** The drawer's filters: words of the patient's name, and a therapist (undefined: every one). */
export interface ReserveFilter {
  readonly client: string;
  readonly therapistId: number | undefined;
}

export const reservePatient = (r: ReserveDto) => `${r.client.surname} ${r.client.name}`;

/**
 * The reserves the drawer lists: every word of `client` begins a word of the patient's name (case and
 * Polish diacritics aside); with a therapist, that therapist's reserves and those for any therapist
 * (they can be booked with anyone).
 */
export function filterReserves(reserves: readonly ReserveDto[], filter: ReserveFilter): ReserveDto[] {
  const words = searchTokens(filter.client);
  return reserves.filter((r) => {
    if (filter.therapistId !== undefined && r.therapist && r.therapist.id !== filter.therapistId)
      return false;
    const names = patientSearchText({ ...r.client, pesel: null }).split(' ');
    return words.every((w) => names.some((n) => n.startsWith(w)));
  });
}

/** The therapist filter's options: the therapists the day's reserves are for, by name. */
export function reserveTherapists(reserves: readonly ReserveDto[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const { therapist } of reserves)
    if (therapist) byId.set(therapist.id, `${therapist.name} ${therapist.surname}`);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

/** A reserve dropped on a cell: the editor's new visit, and whether the column is another therapist's. */
export interface ReserveBooking {
  readonly initial: NewVisitInitial;
  /** The reserve is for a therapist other than the column's: ask before booking with the column's. */
  readonly otherTherapist: boolean;
}

/**
 * The visit a reserve dropped on a cell becomes (spec 000 §2.3): from the cell's start for the
 * reserve's length, with the column's therapist, the patient and the reserve. The visit type is the
 * reserve's therapist's, so it is kept only when the column is that therapist's.
 */
export function reserveBooking(reserve: ReserveDto, cell: NewVisit): ReserveBooking {
  const otherTherapist = reserve.therapist !== null && reserve.therapist.id !== cell.therapistId;
  const { client } = reserve;
  return {
    initial: {
      start: cell.start,
      end: new Date(cell.start.getTime() + reserve.visit_time * 60_000),
      ...(cell.therapistId === undefined ? {} : { therapistId: cell.therapistId }),
      client: { ...client, pesel: null, therapistID: null, description: null },
      rezerwaId: reserve.id,
      typWizytyTerapeutyId: otherTherapist ? null : (reserve.therapistVisitType?.id ?? null),
    },
    otherTherapist,
  };
}

/**
 * What react-big-calendar draws under the pointer while a reserve is dragged over the Day view: a new
 * visit of the patient, as long as the reserve's visit (only its length is read from its times).
 */
export function reservePreview(reserve: ReserveDto): CalendarEvent {
  const start = new Date(0);
  const end = new Date(reserve.visit_time * 60_000);
  const item: CalendarItem = {
    id: 0,
    clientName: reservePatient(reserve),
    therapistName: '',
    therapistID: reserve.therapist?.id ?? 0,
    therapistColor: reserve.therapistColor,
    roomId: null,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    status: VisitStatus.New,
    statusSubtype: 0,
    notes: null,
    zabieg: null,
    pacjent_obecny: false,
    payuPaid: false,
    normalPaid: false,
    isBlock: false,
    blockKind: null,
    blockDescription: null,
    allDay: false,
  };
  return {
    key: `reserve:${reserve.id}`,
    title: item.clientName,
    start,
    end,
    allDay: false,
    resourceId: item.therapistID,
    item,
    label: item.clientName,
  };
}
