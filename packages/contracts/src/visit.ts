import { z } from 'zod';
import { CANCEL_DIALOG_SUBTYPES, MAX_SERIES_VISITS, RECURRENCE_PERIODS } from '@wizytownik/domain';
import { endpoint, NoInput } from './endpoint.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { calendarDate, displayDate, instant } from './calendar-date.ts';
import { message } from './messages.ts';
import { VisitPayment } from './payment.ts';

/*
 * Visits (spec 000 §3, §7.1). Wire names as the spec gives them. Instants are ISO 8601 with offset;
 * the required fields of a save are nullable here so that the server answers a missing one with the
 * spec's own message (domain validateVisitFields), not a generic schema error.
 */

const Id = queryId();
const OptionalId = id().nullish();
/** Replies carry instants as the database gives them; requests' are checked with instant(). */
const Instant = z.iso.datetime({ offset: true });
const OptionalInstant = instant().nullish();
const DisplayDate = displayDate();

const QueryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** An additional therapist of a visit as a save sends it (§7.1), with a visit type of that therapist. */
export const AdditionalTherapistInput = z.object({
  id: id(),
  therapistVisitTypeId: OptionalId,
});
export type AdditionalTherapistInput = z.input<typeof AdditionalTherapistInput>;

const VisitFields = {
  startTime: OptionalInstant,
  endTime: OptionalInstant,
  therapistId: OptionalId,
  clientId: OptionalId,
  roomId: OptionalId,
  /** Rich text (HTML); the server sanitizes it. */
  notes: text().max(100_000).nullish(),
  typWizytyTerapeutyId: OptionalId,
  /** Replaces the visit's additional therapists (shown with showAdditionalTherapistsForVisitCreation). */
  additionalTherapists: z.array(AdditionalTherapistInput).max(100).default([]),
};

/**
 * What reception decided about a series' exceptions in the dates dialog: dates left out, and dates
 * moved to another start (the visit keeps its length). Dates are the clinic dates of the series.
 */
export const RegularVisitCheckDateStatuses = z.object({
  excludedDates: z.array(calendarDate()).max(MAX_SERIES_VISITS).default([]),
  resolvedExceptions: z
    .array(z.object({ originalDate: calendarDate(), newDate: instant() }))
    .max(MAX_SERIES_VISITS)
    .default([]),
});
export type RegularVisitCheckDateStatuses = z.input<typeof RegularVisitCheckDateStatuses>;

const RegularVisitPeriod = z.literal(RECURRENCE_PERIODS, message('contract.regularVisitPeriodInvalid'));

/** A recurring series (company setting allowRegularVisits): 1 daily, 2 weekly, 3 every 2 weeks, 4 monthly. */
const RegularVisitFields = {
  regularVisit: z.boolean().default(false),
  regularVisitPeriod: RegularVisitPeriod.nullish(),
  /** The last date of the series, "YYYY-MM-DD", included. */
  regularVisitEndDate: calendarDate().nullish(),
  regularVisitCheckDateStatuses: RegularVisitCheckDateStatuses.nullish(),
};

export const CreatePatientVisitInput = z.object({
  ...VisitFields,
  organizationalUnitID: OptionalId,
  additionalOutpostId: OptionalId,
  /** The user accepted a time outside the therapist's schedule ('Niezgodnosć z hamornogramem'). */
  pomin_harmonogram: z.boolean().default(false),
  /** The waiting-list reserve this visit is booked from: it leaves the list with the visit. */
  rezerwaId: OptionalId,
  ...RegularVisitFields,
});
export type CreatePatientVisitInput = z.input<typeof CreatePatientVisitInput>;

/** The Verify check of a series (CheckRegularVisit): its first visit's fields and the series settings. */
export const CheckRegularVisitInput = z.object({
  startTime: OptionalInstant,
  endTime: OptionalInstant,
  therapistId: OptionalId,
  clientId: OptionalId,
  roomId: OptionalId,
  period: RegularVisitPeriod,
  endDate: calendarDate(),
  regularVisitCheckDateStatuses: RegularVisitCheckDateStatuses.nullish(),
});
export type CheckRegularVisitInput = z.input<typeof CheckRegularVisitInput>;

const SeriesVisit = z.object({ visitDate: z.string(), startTime: Instant, endTime: Instant });

/**
 * The series after the first visit: the visits that can be booked and those that cannot, each with
 * its reason (`reason` the code: dayOff, leave, outsideSchedule, clash; `exceptionReason` its text).
 */
export const RegularVisitCheckResult = z.object({
  visitDates: z.array(SeriesVisit),
  visitDatesWithException: z.array(SeriesVisit.extend({ reason: z.string(), exceptionReason: z.string() })),
});
export type RegularVisitCheckResult = z.infer<typeof RegularVisitCheckResult>;

export const CreatePatientVisitOutput = z.object({
  id: z.number().int(),
  message: z.string(),
  /** A series: the ids of all its visits, the first one first. */
  seriesVisitIds: z.array(z.number().int()).optional(),
});

export const UpdatePatientVisitInput = z.object({
  id: id(),
  ...VisitFields,
  /** Replaces the visit's additional therapists; left out, they stay as they are. */
  additionalTherapists: z.array(AdditionalTherapistInput).max(100).optional(),
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
  /** The patient was sent the opinion request: closing a visit does not ask about another. */
  sentOpinionSMS: z.boolean(),
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

/** An additional therapist of a visit (§3): the therapist's id and name, the visit type's name and id. */
export const VisitAdditionalTherapist = z.object({
  id: z.number().int(),
  name: z.string(),
  typWizyty: z.string().nullable(),
  typWizytyId: z.number().int().nullable(),
});
export type VisitAdditionalTherapist = z.infer<typeof VisitAdditionalTherapist>;

export const VisitDetails = z.object({
  id: z.number().int(),
  /** For the quick info card and the editor's header. */
  therapistName: z.string(),
  visitTypeName: z.string().nullable(),
  /** Who booked it and when. */
  createdBy: z.string().nullable(),
  createdAt: Instant,
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
  /** A visit of a recurring series; `seriesId` is the series' first visit. */
  regularVisit: z.boolean(),
  seriesId: z.number().int().nullable(),
  visitShifts: z.array(VisitShift),
  additionalTherapists: z.array(VisitAdditionalTherapist),
  /** The payments tab (§2.3): oldest first. */
  payments: z.array(VisitPayment),
  /** What the visit costs, in grosze (domain dueAmount: visit type price, procedure, therapist rate…). */
  dueAmount: z.number().int(),
  /** Still to be paid, in grosze, never below 0 (§9, domain outstandingAmount). */
  outstandingAmount: z.number().int(),
  /** The patient's credit (§3, shown by the payments tab): granted, balance and limit in grosze, validity "YYYY-MM-DD". */
  kredyt: z.boolean(),
  aktualne_saldo: z.number().int(),
  limit_kredytu: z.number().int().nullable(),
  waznosc_kredytu: z.string().nullable(),
});
export type VisitDetails = z.infer<typeof VisitDetails>;

export const ListVisitsInput = z.object({
  startDate: DisplayDate,
  endDate: DisplayDate,
  /** With true, breaks, leave, quick breaks and clinic days off come as block items. */
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
  /** The visit's room (gabinet); null for none and for a block. */
  roomId: z.number().int().nullable(),
  startTime: Instant,
  endTime: Instant,
  status: z.number().int(),
  statusSubtype: z.number().int(),
  notes: z.string().nullable(),
  pacjent_obecny: z.boolean(),
  /** Paid by a card-payment link / otherwise; false until payments exist (a later issue). */
  payuPaid: z.boolean(),
  normalPaid: z.boolean(),
  /** A block (break, leave, quick break, clinic day off); ids of blocks are negative. */
  isBlock: z.boolean(),
  /** 'break' | 'leave' | 'quickBreak' | 'dayOff' for a block, null for a visit. */
  blockKind: z.enum(['break', 'leave', 'quickBreak', 'dayOff']).nullable(),
  blockDescription: z.string().nullable(),
  /** Whole days (leave, clinic day off): drawn in the all-day row. */
  allDay: z.boolean(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;

/** A therapist column of the calendar (already filtered by outpost, group and My calendar). */
export const CalendarTherapist = z.object({
  therapistID: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  isActive: z.boolean(),
});
export type CalendarTherapist = z.infer<typeof CalendarTherapist>;

/** When a therapist works (schedule minus breaks, leave, quick breaks and days off, plus open days). */
export const WorkingInterval = z.object({ therapistID: z.number().int(), start: Instant, end: Instant });
export type WorkingInterval = z.infer<typeof WorkingInterval>;

export const ListVisitsOutput = z.object({
  items: z.array(CalendarItem),
  therapists: z.array(CalendarTherapist),
  workingTime: z.array(WorkingInterval),
});
export type ListVisitsOutput = z.infer<typeof ListVisitsOutput>;

/** The rooms calendar (/visitsrooms): the rooms of an outpost (all without one) and their visits. */
export const ListRoomVisitsInput = z.object({
  startDate: DisplayDate,
  endDate: DisplayDate,
  placowkaId: Id.optional(),
});
export type ListRoomVisitsInput = z.input<typeof ListRoomVisitsInput>;

/** A room column of the rooms calendar, by name. */
export const CalendarRoom = z.object({
  roomId: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
});
export type CalendarRoom = z.infer<typeof CalendarRoom>;

/** The rooms, the visits in them and the visits without a room (of the outpost's therapists, with one). */
export const ListRoomVisitsOutput = z.object({
  rooms: z.array(CalendarRoom),
  items: z.array(CalendarItem),
});
export type ListRoomVisitsOutput = z.infer<typeof ListRoomVisitsOutput>;

export const ShiftVisitInput = z.object({
  visitId: id(),
  startTime: OptionalInstant,
  endTime: OptionalInstant,
  /** Left out: the room stays; null: no room; else the room it moves to (the rooms calendar). */
  roomId: OptionalId,
});
export type ShiftVisitInput = z.input<typeof ShiftVisitInput>;

export const VisitActionInput = z.object({ id: id() });
export const CloseVisitInput = VisitActionInput.extend({ sent_opinion: z.boolean().default(false) });

const CANCEL_SUBTYPE_MESSAGE = message('contract.cancelSubtypeRequired');
export const CancelVisitInput = VisitActionInput.extend({
  reason: text().trim().max(2000).nullish(),
  status_subtype: int(0, INT4_MAX, CANCEL_SUBTYPE_MESSAGE).refine(
    (n) => (CANCEL_DIALOG_SUBTYPES as readonly number[]).includes(n),
    CANCEL_SUBTYPE_MESSAGE,
  ),
  /** A visit of a recurring series: the later visits of the series are cancelled with it. */
  andFollowing: z.boolean().default(false),
});
export type CancelVisitInput = z.input<typeof CancelVisitInput>;

export const CheckVisitTimeStatusInput = z.object({
  dateStart: instant(),
  dateEnd: instant(),
  /** The visit being edited, left out of its own clashes. */
  visit_id: id().nullish(),
});
export type CheckVisitTimeStatusInput = z.input<typeof CheckVisitTimeStatusInput>;

export const CheckVisitTimeStatusOutput = z.object({
  /** Therapists busy in the range; type 'visit': an active visit overlaps. */
  therapistCheck: z.array(z.object({ therapistId: z.number().int(), type: z.literal('visit') })),
  roomCheck: z.array(z.number().int()),
  clientCheck: z.array(z.number().int()),
});
export type CheckVisitTimeStatusOutput = z.infer<typeof CheckVisitTimeStatusOutput>;

export const VISIT_PAGE_SIZES = [20, 50, 100, 200] as const;
const Paging = {
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, 200).default(20),
  Sorting: text().max(100).optional(),
};

/** The visit search popup (§2.1): by patient, therapist, and dates or only upcoming visits. */
export const ListPaginatedVisitsInput = z.object({
  ...Paging,
  clientID: Id.optional(),
  therapistID: Id.optional(),
  /** Only visits from now on; the dates are then ignored. */
  showOnlyIncommingVisits: QueryBoolean.optional(),
  startDate: DisplayDate.optional(),
  endDate: DisplayDate.optional(),
});
export type ListPaginatedVisitsInput = z.input<typeof ListPaginatedVisitsInput>;

export const VisitSearchItem = z.object({
  id: z.number().int(),
  clientName: z.string(),
  therapistName: z.string(),
  startTime: Instant,
  endTime: Instant,
  status: z.number().int(),
  statusSubtype: z.number().int(),
});
export type VisitSearchItem = z.infer<typeof VisitSearchItem>;
export const ListPaginatedVisitsOutput = z.object({
  items: z.array(VisitSearchItem),
  totalCount: z.number().int(),
});

/** A patient's visit history (§2.6, editor tab 'Historia wizyt', patient tab 3). */
export const ListVisitHistoryInput = z.object({
  ...Paging,
  Keyword: text().trim().max(100).optional(),
  clientID: Id,
  startDate: DisplayDate.optional(),
  endDate: DisplayDate.optional(),
  /** 0–3 as they are; 4–7 mean cancelled with subtype 1–4 (§4.1); 8 is 'Do wyjaśnienia' (status 5). */
  status: queryInt(0, 8).optional(),
  statusSubType: queryInt(0, 4).optional(),
  /** Only closed visits: status is forced to 3. */
  onlyClosed: QueryBoolean.optional(),
});
export type ListVisitHistoryInput = z.input<typeof ListVisitHistoryInput>;

export const VisitHistoryItem = z.object({
  id: z.number().int(),
  startTime: Instant,
  endTime: Instant,
  therapistName: z.string(),
  status: z.number().int(),
  statusSubtype: z.number().int(),
  /** The history label: 'Planowana' for a new visit ahead, the subtype's label when cancelled. */
  statusLabel: z.string(),
  notes: z.string().nullable(),
  /** Who registered the visit. */
  createdBy: z.string().nullable(),
  /**
   * Present only on a row of an ordered treatment (physiotherapy): its id, treatment and subtype. Such
   * a row has the ordered treatment's times and who ordered it; `id`, the therapist and the status
   * are of the visit that ordered it, and `notes` is null.
   */
  zlecenie: z
    .object({ id: z.number().int(), nazwaZabiegu: z.string(), podtyp: z.string().nullable() })
    .optional(),
});
export type VisitHistoryItem = z.infer<typeof VisitHistoryItem>;
export const ListVisitHistoryOutput = z.object({
  items: z.array(VisitHistoryItem),
  totalCount: z.number().int(),
});

/** Side lists of the calendar: near (next `cnt`), current (in progress) and past (ended today). */
export const NearVisitsInput = z.object({ cnt: queryInt(1, 50).default(8) });
export const SideListItem = z.object({
  id: z.number().int(),
  therapistColor: z.string().nullable(),
  therapistName: z.string(),
  clientName: z.string(),
  startTime: Instant,
  endTime: Instant,
});
export type SideListItem = z.infer<typeof SideListItem>;
export const SideListOutput = z.object({ items: z.array(SideListItem) });

/** The switches 'patient present' and 'do not send confirmation SMS': each call flips one. */
export const VisitToggleInput = z.object({ visitid: Id });
export const VisitToggleOutput = z.object({ value: z.boolean() });

/** Visit type change: the end becomes start plus the type's length (§4.3). */
export const ChangeVisitTypeInput = z.object({ typ_wizyty_id: Id, visit_id: Id });

/**
 * Live calendar (beyond the spec): `GET VISIT_EVENTS_PATH` with the bearer header streams
 * server-sent events named 'visit' whose data is a VisitChangeEvent, for the caller's tenant only.
 */
export const VISIT_EVENTS_PATH = '/api/services/app/Visit/Events';
export const VisitChangeEvent = z.object({ visitId: z.number().int(), therapistId: z.number().int() });
export type VisitChangeEvent = z.infer<typeof VisitChangeEvent>;

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
  checkRegularVisit: endpoint({
    method: 'POST',
    path: `${base}/CheckRegularVisit`,
    input: CheckRegularVisitInput,
    result: RegularVisitCheckResult,
    summary:
      'Verifies a recurring series: its dates and the exceptions (day off, leave, outside the schedule, clash)',
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
  /** Spec 000 §7.1 names it beside ListVisits, with the same input and result. */
  listPagination: endpoint({
    method: 'POST',
    path: `${base}/ListVisitsPagination`,
    input: ListVisitsInput,
    result: ListVisitsOutput,
    summary: 'The calendar under its other name (ListVisits)',
    tag,
  }),
  listByRooms: endpoint({
    method: 'POST',
    path: `${base}/ListVisitsByRooms`,
    input: ListRoomVisitsInput,
    result: ListRoomVisitsOutput,
    summary: 'The rooms calendar: rooms and their visits between two dates',
    tag,
  }),
  shift: endpoint({
    method: 'POST',
    path: `${base}/ShiftVisit`,
    input: ShiftVisitInput,
    result: VisitDetails,
    summary: 'Moves a visit to another time of the same therapist, optionally to another room',
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
  undoCancel: endpoint({
    method: 'POST',
    path: `${base}/UndoCancelVisit`,
    input: VisitActionInput,
    result: VisitDetails,
    summary: "Puts back a visit cancelled within the company's undo window (smsUndoSeconds)",
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
  search: endpoint({
    method: 'POST',
    path: `${base}/ListPaginatedVisits`,
    input: ListPaginatedVisitsInput,
    result: ListPaginatedVisitsOutput,
    summary: 'Visit search: by patient, therapist, dates or only upcoming',
    tag,
  }),
  history: endpoint({
    method: 'POST',
    path: `${base}/ListVisitHistory`,
    input: ListVisitHistoryInput,
    result: ListVisitHistoryOutput,
    summary: "A patient's visit history",
    tag,
  }),
  near: endpoint({
    method: 'GET',
    path: `${base}/GetNearVisits`,
    input: NearVisitsInput,
    result: SideListOutput,
    summary: 'The next visits from now',
    tag,
  }),
  current: endpoint({
    method: 'GET',
    path: `${base}/GetCurrentVisits`,
    input: NoInput,
    result: SideListOutput,
    summary: 'Visits in progress now',
    tag,
  }),
  past: endpoint({
    method: 'GET',
    path: `${base}/GetPastVisits`,
    input: NoInput,
    result: SideListOutput,
    summary: 'Visits that ended earlier today',
    tag,
  }),
  togglePresent: endpoint({
    method: 'POST',
    path: `${base}/PacjentObecnyNieobecny`,
    input: VisitToggleInput,
    result: VisitToggleOutput,
    summary: "Flips 'patient present'",
    tag,
  }),
  toggleNoSms: endpoint({
    method: 'POST',
    path: `${base}/SetNieWysylajSMS`,
    input: VisitToggleInput,
    result: VisitToggleOutput,
    summary: "Flips 'do not send the confirmation SMS'",
    tag,
  }),
  updateVisitType: endpoint({
    method: 'PUT',
    path: `${base}/UpdateTypWizytyCzasWizyty`,
    input: ChangeVisitTypeInput,
    result: VisitDetails,
    summary: "Sets the visit type; the end becomes start plus the type's length",
    tag,
  }),
};
