import { z } from 'zod';
import { CANCEL_DIALOG_SUBTYPES } from '@wizytownik/domain';
import { isCalendarDate } from './calendar-date.ts';
import { endpoint } from './endpoint.ts';

/*
 * Visits (spec 000 §3, §7.1). Wire names as the spec gives them. Instants are ISO 8601 with offset;
 * the required fields of a save are nullable here so that the server answers a missing one with the
 * spec's own message (domain validateVisitFields), not a generic schema error.
 */

const Id = z.coerce.number().int().positive();
const OptionalId = z.number().int().positive().nullish();
const Instant = z.iso.datetime({ offset: true });
const OptionalInstant = Instant.nullish();

/** "DD-MM-YYYY" as the calendar sends it, read as "YYYY-MM-DD". */
const DisplayDate = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Podaj datę w formacie DD-MM-YYYY.')
  .transform((v) => v.split('-').reverse().join('-'))
  .refine(isCalendarDate, 'Podaj datę w formacie DD-MM-YYYY.');

const QueryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const VisitFields = {
  startTime: OptionalInstant,
  endTime: OptionalInstant,
  therapistId: OptionalId,
  clientId: OptionalId,
  roomId: OptionalId,
  /** Rich text (HTML); the server sanitizes it. */
  notes: z.string().max(100_000).nullish(),
  typWizytyTerapeutyId: OptionalId,
};

export const CreatePatientVisitInput = z.object({
  ...VisitFields,
  organizationalUnitID: OptionalId,
  additionalOutpostId: OptionalId,
  /** The user accepted a time outside the therapist's schedule ('Niezgodnosć z hamornogramem'). */
  pomin_harmonogram: z.boolean().default(false),
});
export type CreatePatientVisitInput = z.input<typeof CreatePatientVisitInput>;

export const CreatePatientVisitOutput = z.object({ id: z.number().int(), message: z.string() });

export const UpdatePatientVisitInput = z.object({
  id: z.number().int().positive(),
  ...VisitFields,
  organizationalUnitId: OptionalId,
});
export type UpdatePatientVisitInput = z.input<typeof UpdatePatientVisitInput>;

export const VisitIdQuery = z.object({ id: Id });

export const VisitClient = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  pesel: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
});

export const VisitShift = z.object({
  creator: z.string().nullable(),
  shiftDate: Instant,
  /** "DD-MM-YYYY" and "HH:mm-HH:mm" in the clinic's zone. */
  oldDate: z.string(),
  oldHours: z.string(),
  currentDate: z.string(),
  currentHours: z.string(),
});
export type VisitShift = z.infer<typeof VisitShift>;

export const VisitDetails = z.object({
  id: z.number().int(),
  startTime: Instant,
  endTime: Instant,
  clientId: z.number().int(),
  client: VisitClient,
  therapistId: z.number().int(),
  roomId: z.number().int().nullable(),
  additionalOutpostId: z.number().int().nullable(),
  organizationalUnitId: z.number().int().nullable(),
  typWizytyTerapeutyId: z.number().int().nullable(),
  status: z.number().int(),
  statusSubtype: z.number().int(),
  cancelReason: z.string().nullable(),
  notes: z.string().nullable(),
  notesForReception: z.string().nullable(),
  obecny: z.boolean(),
  nie_wysylaj_sms: z.boolean(),
  visitShifts: z.array(VisitShift),
});
export type VisitDetails = z.infer<typeof VisitDetails>;

export const ListVisitsInput = z.object({
  startDate: DisplayDate,
  endDate: DisplayDate,
  /** Block entries (breaks, leave, days off) are not listed yet; the flag is accepted. */
  przerwy_urlopy: QueryBoolean.optional(),
  placowkaId: Id.optional(),
  therapistGroupId: Id.optional(),
  therapistID: Id.optional(),
});
export type ListVisitsInput = z.input<typeof ListVisitsInput>;

/** A calendar item (§3). */
export const CalendarItem = z.object({
  id: z.number().int(),
  clientName: z.string(),
  therapistName: z.string(),
  therapistID: z.number().int(),
  therapistColor: z.string().nullable(),
  startTime: Instant,
  endTime: Instant,
  status: z.number().int(),
  statusSubtype: z.number().int(),
  notes: z.string().nullable(),
  pacjent_obecny: z.boolean(),
  isBlock: z.boolean(),
  blockDescription: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;

export const ListVisitsOutput = z.object({ items: z.array(CalendarItem) });

export const ShiftVisitInput = z.object({
  visitId: z.number().int().positive(),
  startTime: OptionalInstant,
  endTime: OptionalInstant,
});
export type ShiftVisitInput = z.input<typeof ShiftVisitInput>;

export const VisitActionInput = z.object({ id: z.number().int().positive() });
export const CloseVisitInput = VisitActionInput.extend({ sent_opinion: z.boolean().default(false) });

export const CANCEL_SUBTYPE_MESSAGE = 'Wybierz powód odwołania wizyty.';
export const CancelVisitInput = VisitActionInput.extend({
  reason: z.string().trim().max(2000).nullish(),
  status_subtype: z
    .number({ error: CANCEL_SUBTYPE_MESSAGE })
    .int()
    .refine((n) => (CANCEL_DIALOG_SUBTYPES as readonly number[]).includes(n), CANCEL_SUBTYPE_MESSAGE),
});
export type CancelVisitInput = z.input<typeof CancelVisitInput>;

export const CheckVisitTimeStatusInput = z.object({
  dateStart: Instant,
  dateEnd: Instant,
  /** The visit being edited, left out of its own clashes. */
  visit_id: z.number().int().positive().nullish(),
});
export type CheckVisitTimeStatusInput = z.input<typeof CheckVisitTimeStatusInput>;

export const CheckVisitTimeStatusOutput = z.object({
  /** Therapists busy in the range; type 'visit': an active visit overlaps. */
  therapistCheck: z.array(z.object({ therapistId: z.number().int(), type: z.literal('visit') })),
  roomCheck: z.array(z.number().int()),
  clientCheck: z.array(z.number().int()),
});
export type CheckVisitTimeStatusOutput = z.infer<typeof CheckVisitTimeStatusOutput>;

const tag = 'Visit';
const base = '/api/services/app/Visit';

export const visitEndpoints = {
  create: endpoint({
    method: 'POST',
    path: `${base}/CreatePatientVisit`,
    input: CreatePatientVisitInput,
    result: CreatePatientVisitOutput,
    summary: 'Books a visit',
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/GetPatientVisitDetails`,
    input: VisitIdQuery,
    result: VisitDetails,
    summary: 'One visit with its patient and date changes',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/UpdatePatientvisitDetails`,
    input: UpdatePatientVisitInput,
    result: VisitDetails,
    summary: 'Changes a visit that is neither closed nor cancelled',
    tag,
  }),
  list: endpoint({
    method: 'POST',
    path: `${base}/ListVisits`,
    input: ListVisitsInput,
    result: ListVisitsOutput,
    summary: 'The calendar: visits between two dates',
    tag,
  }),
  shift: endpoint({
    method: 'POST',
    path: `${base}/ShiftVisit`,
    input: ShiftVisitInput,
    result: VisitDetails,
    summary: 'Moves a visit to another time of the same therapist',
    tag,
  }),
  confirm: endpoint({
    method: 'POST',
    path: `${base}/ConfirmVisit`,
    input: VisitActionInput,
    result: VisitDetails,
    summary: 'Marks a visit confirmed',
    tag,
  }),
  close: endpoint({
    method: 'POST',
    path: `${base}/CloseVisit`,
    input: CloseVisitInput,
    result: VisitDetails,
    summary: 'Closes a visit (then read-only)',
    tag,
  }),
  open: endpoint({
    method: 'POST',
    path: `${base}/OpenVisit`,
    input: VisitActionInput,
    result: VisitDetails,
    summary: 'Reopens a closed visit',
    tag,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${base}/CancelVisit`,
    input: CancelVisitInput,
    result: z.boolean(),
    summary: 'Cancels a visit with a subtype and reason',
    tag,
  }),
  checkTimeStatus: endpoint({
    method: 'POST',
    path: `${base}/CheckVisitTimeStatus`,
    input: CheckVisitTimeStatusInput,
    result: CheckVisitTimeStatusOutput,
    summary: 'Therapists, rooms and patients with an active visit in a time range',
    tag,
  }),
};
