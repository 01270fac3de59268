import { z } from 'zod';
import {
  MAX_TREATMENT_MINUTES,
  MAX_TREATMENT_NAME_LENGTH,
  MAX_TREATMENT_PRICE_GROSZE,
} from '@wizytownik/domain';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { calendarDate, displayDate, instant } from './calendar-date.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/*
 * Physiotherapy treatments (spec 000 §3 Treatment, spec 002 §10 Zabiegi, the `/zabiegi` screen):
 * treatment categories, treatments and their subtypes. Every call needs the company feature
 * Fizykoterapia; GetZabiegiList is open to Wizytownik_Zabiegi and to whoever edits visits (the visit
 * editor's and the order dialog's pickers), the others to Wizytownik_Zabiegi only.
 *
 * Money on the wire is integer grosze, as everywhere in this API (the form shows złote). Lengths are
 * whole minutes; a subtype's 0 means "the treatment's length" (domain treatmentLength). Treatments and
 * subtypes are never deleted, only made inactive (visits keep pointing at them); a category may be
 * deleted while no treatment is in it.
 */
const tag = 'Zabiegi';
const base = '/api/services/app/Zabiegi';

/** Server page sizes of the treatments table (spec 002 §9: other tables 20/50/100/200). */
export const TREATMENT_PAGE_SIZES = [20, 50, 100, 200] as const;
/** The page size the pickers ask for: every treatment of the clinic at once. */
export const TREATMENT_PICKER_LIMIT = 1000;
export const TREATMENT_SORTINGS = ['nazwa', 'cena', 'dlugoscWizyty', 'kategoria', 'aktywny'] as const;

const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

const Name = (required: Parameters<typeof message>[0]) =>
  text(message(required))
    .trim()
    .min(1, message(required))
    .max(MAX_TREATMENT_NAME_LENGTH, message('contract.treatmentNameTooLong'));
/** Grosze, 0 … 999 999,99 zł. */
const Price = int(0, MAX_TREATMENT_PRICE_GROSZE, message('contract.treatmentPriceInvalid'));
const Length = int(1, MAX_TREATMENT_MINUTES, message('contract.treatmentLengthInvalid'));
const SubtypeLength = int(0, MAX_TREATMENT_MINUTES, message('contract.subtypeLengthInvalid'));
const OptionalId = id()
  .nullish()
  .transform((v) => v ?? null);

/** A subtype of a treatment ('częściowy 20 min'). */
export const TreatmentSubtype = z.object({
  id: z.number().int(),
  zabiegId: z.number().int(),
  nazwa: z.string(),
  aktywny: z.boolean(),
  /** Minutes; 0: the treatment's length. */
  dlugoscWizyty: z.number().int(),
});
export type TreatmentSubtype = z.infer<typeof TreatmentSubtype>;

/** A treatment with its subtypes (active and inactive, by name). */
export const Treatment = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  /** Grosze. */
  cena: z.number().int(),
  aktywny: z.boolean(),
  /** Minutes, above 0. */
  dlugoscWizyty: z.number().int(),
  /** The additional outpost ('placówka') it is done in; null: the main location. */
  additionalOutpostId: z.number().int().nullable(),
  additionalOutpostNazwa: z.string().nullable(),
  /** Null: no category. */
  kategoriaId: z.number().int().nullable(),
  kategoriaNazwa: z.string().nullable(),
  podtypy: z.array(TreatmentSubtype),
});
export type Treatment = z.infer<typeof Treatment>;

/** A treatment category, with how many treatments are in it (a category in use cannot be deleted). */
export const TreatmentCategory = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  liczbaZabiegow: z.number().int(),
});
export type TreatmentCategory = z.infer<typeof TreatmentCategory>;

export const GetZabiegiListInput = z.object({
  /** Part of the name (treatment or category). */
  query: text().trim().max(100).optional(),
  page: queryInt(1, INT4_MAX).default(1),
  limit: queryInt(1, INT4_MAX)
    .refine(
      (n) => (TREATMENT_PAGE_SIZES as readonly number[]).includes(n) || n === TREATMENT_PICKER_LIMIT,
      message('contract.pageSizeInvalid'),
    )
    .default(20),
  /** A column with an optional ' desc', e.g. `cena desc`; by default by name. */
  sorting: z
    .string()
    .regex(
      new RegExp(`^(${TREATMENT_SORTINGS.join('|')})( (asc|desc))?$`),
      message('contract.sortingInvalid'),
    )
    .optional(),
  /** Only treatments of this category. */
  kategoriaId: queryId().optional(),
  /** Only active (true) or only inactive (false) treatments; left out: both. */
  aktywny: QueryBoolean.optional(),
});
export type GetZabiegiListInput = z.input<typeof GetZabiegiListInput>;

export const GetZabiegiListOutput = z.object({ items: z.array(Treatment), totalCount: z.number().int() });
export type GetZabiegiListOutput = z.infer<typeof GetZabiegiListOutput>;

export const TreatmentIdInput = z.object({ id: queryId() });

/** What the treatment dialog edits. */
export const InsertZabiegInput = z.object({
  nazwa: Name('contract.treatmentNameRequired'),
  cena: Price,
  dlugoscWizyty: Length,
  aktywny: z.boolean().default(true),
  /** One of the clinic's additional outposts; null or left out: the main location. */
  additionalOutpostId: OptionalId,
  /** One of the clinic's treatment categories; null or left out: none. */
  kategoriaId: OptionalId,
});
export type InsertZabiegInput = z.input<typeof InsertZabiegInput>;

export const UpdateZabiegInput = InsertZabiegInput.extend({ id: id() });
export type UpdateZabiegInput = z.input<typeof UpdateZabiegInput>;

export const InsertPodtypInput = z.object({
  zabiegId: id(),
  nazwa: Name('contract.subtypeNameRequired'),
  /** 0 or left out: the treatment's length. */
  dlugoscWizyty: SubtypeLength.default(0),
  aktywny: z.boolean().default(true),
});
export type InsertPodtypInput = z.input<typeof InsertPodtypInput>;

/** Renames a subtype, changes its length or (de)activates it; it stays on its treatment. */
export const UpdatePodtypInput = z.object({
  id: id(),
  nazwa: Name('contract.subtypeNameRequired'),
  dlugoscWizyty: SubtypeLength.default(0),
  aktywny: z.boolean().default(true),
});
export type UpdatePodtypInput = z.input<typeof UpdatePodtypInput>;

export const InsertKategoriaInput = z.object({ nazwa: Name('contract.treatmentCategoryNameRequired') });
export type InsertKategoriaInput = z.input<typeof InsertKategoriaInput>;

export const UpdateKategoriaInput = InsertKategoriaInput.extend({ id: id() });
export type UpdateKategoriaInput = z.input<typeof UpdateKategoriaInput>;

export const treatmentEndpoints = {
  getList: endpoint({
    method: 'GET',
    path: `${base}/GetZabiegiList`,
    input: GetZabiegiListInput,
    result: GetZabiegiListOutput,
    summary: 'One page of the treatments with their subtypes, filtered and sorted (also the pickers)',
    tag,
  }),
  getDetails: endpoint({
    method: 'GET',
    path: `${base}/GetZabiegDetails`,
    input: TreatmentIdInput,
    result: Treatment,
    summary: 'One treatment with its subtypes',
    tag,
  }),
  insert: endpoint({
    method: 'POST',
    path: `${base}/InsertZabieg`,
    input: InsertZabiegInput,
    result: Treatment,
    summary: 'Adds a treatment',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/UpdateZabieg`,
    input: UpdateZabiegInput,
    result: Treatment,
    summary: 'Changes a treatment (name, price, length, active flag, outpost, category)',
    tag,
  }),
  insertSubtype: endpoint({
    method: 'POST',
    path: `${base}/InsertPodtyp`,
    input: InsertPodtypInput,
    result: TreatmentSubtype,
    summary: 'Adds a subtype to a treatment',
    tag,
  }),
  updateSubtype: endpoint({
    method: 'PUT',
    path: `${base}/UpdatePodtyp`,
    input: UpdatePodtypInput,
    result: TreatmentSubtype,
    summary: 'Changes a subtype (name, length, active flag)',
    tag,
  }),
  getCategories: endpoint({
    method: 'GET',
    path: `${base}/GetKategorieZabiegow`,
    input: NoInput,
    result: z.array(TreatmentCategory),
    summary: 'The treatment categories by name, with their treatment counts',
    tag,
  }),
  insertCategory: endpoint({
    method: 'POST',
    path: `${base}/InsertKategoria`,
    input: InsertKategoriaInput,
    result: TreatmentCategory,
    summary: 'Adds a treatment category',
    tag,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: `${base}/UpdateKategoria`,
    input: UpdateKategoriaInput,
    result: TreatmentCategory,
    summary: 'Renames a treatment category',
    tag,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteKategoriaZabiegu`,
    input: TreatmentIdInput,
    result: NoResult,
    summary: 'Deletes a treatment category no treatment is in',
    tag,
  }),
};

/*
 * Physiotherapy on visits (spec 000 §2.4 step 4, §7.1): ordered treatments ('zlecone zabiegi') booked
 * into free terms of a treatment, the patient's daily summary, and the treatments calendar
 * (/fizykoterapia). Each treatment is one station: two ordered treatments of it never overlap (the
 * database holds it), and a visit with that treatment occupies it too. The spec's calls live under
 * Visit/; the treatments calendar's own calls under Zabiegi/. All need the feature Fizykoterapia.
 */
const visitBase = '/api/services/app/Visit';
const Instant = z.iso.datetime({ offset: true });

/** An ordered treatment (spec 000 §3 Ordered treatment), with what the lists and the calendar show. */
export const OrderedTreatment = z.object({
  id: z.number().int(),
  zabiegId: z.number().int(),
  nazwaZabiegu: z.string(),
  /** The subtype's id and name; null: none. */
  podtypId: z.number().int().nullable(),
  podtyp: z.string().nullable(),
  start: Instant,
  koniec: Instant,
  /** The visit that ordered it, and its patient. */
  sourceVisitId: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  /** Grosze: the treatment's price. */
  cena: z.number().int(),
});
export type OrderedTreatment = z.infer<typeof OrderedTreatment>;

/** 'Zleć zabieg': the treatment, its subtype (0: none) and the free term chosen (spec 000 §7.1). */
export const InsertZleconyZabiegInput = z.object({
  zabiegId: id(),
  sourceVisitId: id(),
  startTime: instant().nullish(),
  endTime: instant().nullish(),
  podtypZabieguId: int(0, INT4_MAX).default(0),
});
export type InsertZleconyZabiegInput = z.input<typeof InsertZleconyZabiegInput>;

/** The ordered treatments of a visit (`id`: the source visit), by start. */
export const GetZleconeZabiegiInput = z.object({ id: queryId() });
export const GetZleconeZabiegiOutput = z.array(OrderedTreatment);

/** Deletes an ordered treatment (`id`: its own). */
export const DeleteZleconyZabiegInput = z.object({ id: queryId() });

/** The terms of one day a treatment can be booked in (spec 000 §7.1 GetWolneTerminyZabiegu). */
export const GetWolneTerminyZabieguInput = z.object({
  /** The day, "YYYY-MM-DD". */
  Date: calendarDate(),
  ZabiegId: queryId(),
  /** Minutes; the form's default is the treatment's or its subtype's length (domain treatmentLength). */
  DlugoscZabiegu: queryInt(1, 24 * 60),
  /** The visit ordering it: its own time is not free for its patient. */
  CurrentVisitId: queryId().optional(),
});
export type GetWolneTerminyZabieguInput = z.input<typeof GetWolneTerminyZabieguInput>;

/** A term of the day: blocked ones come with the reason ('powod') the picker shows. */
export const TreatmentTerm = z.object({
  data_start: Instant,
  data_koniec: Instant,
  isBlocked: z.boolean(),
  powod: z.string().nullable(),
});
export type TreatmentTerm = z.infer<typeof TreatmentTerm>;
export const GetWolneTerminyZabieguOutput = z.array(TreatmentTerm);

/** The patient's physiotherapy of one day (getPodsumowaniePacjenta: Client, Data "YYYY-MM-DD"). */
export const GetPodsumowaniePacjentaInput = z.object({ Client: queryId(), Data: calendarDate() });
export type GetPodsumowaniePacjentaInput = z.input<typeof GetPodsumowaniePacjentaInput>;

/** One treatment of the day: done at a visit, or ordered. Prices in grosze. */
export const PatientDayTreatment = z.object({
  zrodlo: z.enum(['wizyta', 'zlecony']),
  /** The visit it was done at, or the ordered treatment's id. */
  id: z.number().int(),
  nazwaZabiegu: z.string(),
  podtyp: z.string().nullable(),
  start: Instant,
  koniec: Instant,
  cena: z.number().int(),
});
export type PatientDayTreatment = z.infer<typeof PatientDayTreatment>;
export const GetPodsumowaniePacjentaOutput = z.object({
  items: z.array(PatientDayTreatment),
  /** Grosze: the sum of the items' prices (the physiotherapy total of the outstanding amount). */
  suma: z.number().int(),
});
export type GetPodsumowaniePacjentaOutput = z.infer<typeof GetPodsumowaniePacjentaOutput>;

/** Moves an ordered treatment to another free term of its treatment (a drag on /fizykoterapia). */
export const ShiftZleconyZabiegInput = z.object({
  id: id(),
  startTime: instant(),
  endTime: instant(),
});
export type ShiftZleconyZabiegInput = z.input<typeof ShiftZleconyZabiegInput>;

/** The treatments calendar (/fizykoterapia): a range of days ("DD-MM-YYYY") and an optional outpost. */
export const GetKalendarzZabiegowInput = z.object({
  startDate: displayDate(),
  endDate: displayDate(),
  placowkaId: queryId().optional(),
});
export type GetKalendarzZabiegowInput = z.input<typeof GetKalendarzZabiegowInput>;

/** A column of the treatments calendar: one treatment (a station), by name; inactive ones only when booked. */
export const TreatmentColumn = z.object({
  zabiegId: z.number().int(),
  nazwa: z.string(),
  aktywny: z.boolean(),
});
export type TreatmentColumn = z.infer<typeof TreatmentColumn>;

/** An item of the treatments calendar: an ordered treatment, or a visit with that treatment. */
export const TreatmentCalendarItem = z.object({
  rodzaj: z.enum(['zlecony', 'wizyta']),
  /** The ordered treatment's id, or the visit's. */
  id: z.number().int(),
  zabiegId: z.number().int(),
  podtyp: z.string().nullable(),
  clientId: z.number().int(),
  clientName: z.string(),
  /** The visit (the ordering one for an ordered treatment), for the quick info card. */
  visitId: z.number().int(),
  therapistName: z.string(),
  start: Instant,
  koniec: Instant,
  /** The visit's status (an ordered treatment: its source visit's). */
  status: z.number().int(),
});
export type TreatmentCalendarItem = z.infer<typeof TreatmentCalendarItem>;
export const GetKalendarzZabiegowOutput = z.object({
  zabiegi: z.array(TreatmentColumn),
  items: z.array(TreatmentCalendarItem),
});
export type GetKalendarzZabiegowOutput = z.infer<typeof GetKalendarzZabiegowOutput>;

export const orderedTreatmentEndpoints = {
  insertOrdered: endpoint({
    method: 'POST',
    path: `${visitBase}/InsertZleconyZabieg`,
    input: InsertZleconyZabiegInput,
    result: OrderedTreatment,
    summary: 'Orders a treatment from a visit into a free term of it',
    tag: 'Visit',
  }),
  listOrdered: endpoint({
    method: 'GET',
    path: `${visitBase}/GetZleconeZabiegi`,
    input: GetZleconeZabiegiInput,
    result: GetZleconeZabiegiOutput,
    summary: 'The treatments a visit ordered, by start',
    tag: 'Visit',
  }),
  deleteOrdered: endpoint({
    method: 'DELETE',
    path: `${visitBase}/DeleteZleconyZabieg`,
    input: DeleteZleconyZabiegInput,
    result: NoResult,
    summary: 'Deletes an ordered treatment',
    tag: 'Visit',
  }),
  freeTerms: endpoint({
    method: 'GET',
    path: `${visitBase}/GetWolneTerminyZabiegu`,
    input: GetWolneTerminyZabieguInput,
    result: GetWolneTerminyZabieguOutput,
    summary: "A day's terms of a treatment, blocked ones with the reason",
    tag: 'Visit',
  }),
  patientSummary: endpoint({
    method: 'GET',
    path: `${visitBase}/getPodsumowaniePacjenta`,
    input: GetPodsumowaniePacjentaInput,
    result: GetPodsumowaniePacjentaOutput,
    summary: "The patient's treatments of one day with their prices and the sum",
    tag: 'Visit',
  }),
  shiftOrdered: endpoint({
    method: 'PUT',
    path: `${base}/ShiftZleconyZabieg`,
    input: ShiftZleconyZabiegInput,
    result: OrderedTreatment,
    summary: 'Moves an ordered treatment to another free term of its treatment',
    tag,
  }),
  calendar: endpoint({
    method: 'GET',
    path: `${base}/GetKalendarzZabiegow`,
    input: GetKalendarzZabiegowInput,
    result: GetKalendarzZabiegowOutput,
    summary: 'The treatments calendar: treatment columns, ordered treatments and treatment visits',
    tag,
  }),
};
