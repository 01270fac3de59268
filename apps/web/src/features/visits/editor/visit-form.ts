import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ClientPickerItem, VisitAdditionalTherapist, VisitDetails } from '@wizytownik/contracts';
import {
  clinicDateTime,
  clinicInstant,
  DATE_PATTERN,
  TIME_OF_DAY_PATTERN,
  validateVisitFields,
  type VisitFieldError,
} from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';

/** What the General tab edits: the clinic's wall-clock date and times, and the chosen records. */
export interface VisitForm {
  /** "YYYY-MM-DD". */
  date: string;
  /** "HH:mm", 24-hour. */
  startTime: string;
  endTime: string;
  client: ClientPickerItem | null;
  therapistId: number | null;
  roomId: number | null;
  organizationalUnitId: number | null;
  typWizytyTerapeutyId: number | null;
  /** Physiotherapy (feature Fizykoterapia): the treatment and its subtype. */
  zabiegId: number | null;
  zabiegPodtypId: number | null;
  /** Rich text (HTML). */
  notes: string;
  /** Additional therapists with their visit types (company setting showAdditionalTherapistsForVisitCreation). */
  additionalTherapists: VisitAdditionalTherapist[];
}

export type VisitFormField = keyof VisitForm;

/** Where the calendar opens a new visit: the slot's time and the column's therapist. */
export interface NewVisitInitial {
  readonly start: Date;
  readonly end: Date;
  readonly therapistId?: number;
  /** The calendar's outpost: rooms and therapists are then those of the outpost. */
  readonly outpostId?: number;
  /** The room column of the rooms calendar the visit was picked in. */
  readonly roomId?: number;
  /** The visit type a free slot was found for ('Dostepne terminy'), or a reserve's. */
  readonly typWizytyTerapeutyId?: number | null;
  /** A booking from a waiting-list reserve (dropped on the calendar, or offered a freed time): its patient, and the reserve the visit takes off the list. */
  readonly client?: ClientPickerItem;
  readonly rezerwaId?: number;
}

export function newVisitForm(initial: NewVisitInitial | undefined): VisitForm {
  const start = initial ? clinicDateTime(initial.start) : null;
  return {
    date: start?.date ?? '',
    startTime: start?.time ?? '',
    endTime: initial ? clinicDateTime(initial.end).time : '',
    client: initial?.client ?? null,
    therapistId: initial?.therapistId ?? null,
    roomId: initial?.roomId ?? null,
    organizationalUnitId: null,
    typWizytyTerapeutyId: initial?.typWizytyTerapeutyId ?? null,
    zabiegId: null,
    zabiegPodtypId: null,
    notes: '',
    additionalTherapists: [],
  };
}

export function toVisitForm(visit: VisitDetails): VisitForm {
  const start = clinicDateTime(new Date(visit.startTime));
  return {
    date: start.date,
    startTime: start.time,
    endTime: clinicDateTime(new Date(visit.endTime)).time,
    client: { ...visit.client, therapistID: null },
    therapistId: visit.therapistId,
    roomId: visit.roomId,
    organizationalUnitId: visit.organizationalUnitId,
    typWizytyTerapeutyId: visit.typWizytyTerapeutyId,
    zabiegId: visit.zabiegId,
    zabiegPodtypId: visit.zabiegPodtypId,
    notes: visit.notes ?? '',
    additionalTherapists: visit.additionalTherapists.map((a) => ({ ...a })),
  };
}

/** The instant of a form time on the form's date; null while either is missing or malformed. */
export function formInstant(date: string, time: string): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_OF_DAY_PATTERN.test(time)) return null;
  return clinicInstant(date, time);
}

/** The form's times as instants: the end is on the start's date (a visit does not pass midnight). */
export function formRange(form: Pick<VisitForm, 'date' | 'startTime' | 'endTime'>) {
  return { start: formInstant(form.date, form.startTime), end: formInstant(form.date, form.endTime) };
}

/** "HH:mm" of `start` plus `minutes` in the clinic's zone. */
export function timeAfter(start: Date, minutes: number): string {
  return clinicDateTime(new Date(start.getTime() + minutes * 60_000)).time;
}

const FIELD_OF: Record<VisitFieldError['field'], VisitFormField> = {
  startTime: 'startTime',
  endTime: 'endTime',
  therapistId: 'therapistId',
  clientId: 'client',
};

/** A server validation member (camelCase wire name) as the form field that shows it. */
export function formFieldOfMember(member: string): VisitFormField | null {
  // 'additionalTherapists[1].therapistVisitTypeId': shown under the additional therapists panel.
  if (member.startsWith('additionalTherapists')) return 'additionalTherapists';
  const field =
    member === 'clientId'
      ? 'client'
      : member === 'organizationalUnitID'
        ? 'organizationalUnitId'
        : member === 'podTypZabieguID'
          ? 'zabiegPodtypId'
          : member;
  const known: readonly string[] = [
    'date',
    'startTime',
    'endTime',
    'client',
    'therapistId',
    'roomId',
    'organizationalUnitId',
    'typWizytyTerapeutyId',
    'zabiegId',
    'zabiegPodtypId',
    'notes',
  ];
  return known.includes(field) ? (field as VisitFormField) : null;
}

/**
 * The §5 checks of a visit save, each message under its field: the domain's rules on the form's
 * instants, a date, and the organizational unit when the selector is shown.
 */
export function visitResolver(t: Translate, unitRequired: boolean): Resolver<VisitForm> {
  return (values) => {
    const { start, end } = formRange(values);
    const errors: Partial<Record<VisitFormField, { type: string; message: string }>> = {};
    if (!DATE_PATTERN.test(values.date))
      errors.date = { type: 'required', message: t('visitEditor.dateRequired') };
    for (const problem of validateVisitFields({
      startTime: start,
      endTime: end,
      therapistId: values.therapistId,
      clientId: values.client?.id ?? null,
    })) {
      const field = FIELD_OF[problem.field];
      errors[field] ??= { type: 'validate', message: problem.message };
    }
    if (unitRequired && !values.organizationalUnitId) {
      errors.organizationalUnitId = { type: 'required', message: t('visitEditor.unitRequired') };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<VisitForm> }
      : { values, errors: {} };
  };
}
