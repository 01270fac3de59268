import { z } from 'zod';
import {
  GENDERS,
  KNOWLEDGE_OF_US_VALUES,
  NEW_PATIENT_DEFAULTS,
  PATIENT_PAGE_SIZES,
  PATIENT_PICKER_LIMIT,
  VOIVODESHIPS,
  creditError,
  isValidPatientNip,
  isValidPesel,
  isValidPhone,
  normaliseNip,
} from '@wizytownik/domain';
import { endpoint, NoResult } from './endpoint.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { isCalendarDate } from './calendar-date.ts';
import { contractText, errorParams, message, type ErrorParam } from './messages.ts';

/**
 * Patients ('Client' on the wire, spec 001). Field names are the spec's. Money (`limit_kredytowy`) is
 * integer grosze on the wire as everywhere in this API; dates are "YYYY-MM-DD", `creationTime` ISO 8601.
 * NIP travels without hyphens. Birth date, age and (when unset) gender are derived from the PESEL.
 */
const TAG = 'Client';
const BASE = '/api/services/app/Client';

const NAME_REQUIRED_MESSAGE = message('contract.patientNameRequired');
const SURNAME_REQUIRED_MESSAGE = message('contract.patientSurnameRequired');
const EMAIL_MESSAGE = message('contract.patientEmailInvalid');
const CREDIT_VALIDITY_MESSAGE = message('contract.creditValidityInvalid');
const CREDIT_LIMIT_MESSAGE = message('contract.creditLimitNegative');
const PESEL_MESSAGE = message('contract.peselInvalid');
const PATIENT_NIP_MESSAGE = message('contract.patientNipFormat');
const PHONE_MESSAGE = message('contract.phoneFormat');

export const CLIENT_SORTINGS = [
  'name',
  'surname',
  'description',
  'phone',
  'city',
  'creationTime',
  'pesel',
] as const;
export type ClientSorting = (typeof CLIENT_SORTINGS)[number];

const Id = queryId();

/** Optional text: trimmed, '' and missing become null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Optional text that must pass `valid` when given. */
const optionalChecked = (max: number, valid: (v: string) => boolean, error: ErrorParam) =>
  text()
    .trim()
    .refine((v) => v === '' || (v.length <= max && valid(v)), error)
    .nullish()
    .transform((v) => v || null);

const Name = (error: ErrorParam) => text(errorParams(error)).trim().min(1, error).max(100);
const Phone = optionalChecked(13, isValidPhone, PHONE_MESSAGE);

// Replies ---------------------------------------------------------------------------------------

/** The guardian as the read-only dialog 'Informacje o opiekunie' shows them. */
export const RepresentativeInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  pesel: z.string().nullable(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
});
export type RepresentativeInfo = z.infer<typeof RepresentativeInfo>;

export const ClientDto = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string().nullable(),
  phone: z.string().nullable(),
  usePhoneForSMS: z.boolean(),
  pesel: z.string().nullable(),
  /** 0 male, 1 female, -1 unset. */
  gender: z.number().int(),
  /** Without hyphens; the screen masks it ###-###-##-##. */
  nip: z.string().nullable(),
  therapistID: z.number().int().nullable(),
  description: z.string().nullable(),
  knowledgeOfUsSource: z.string().nullable(),
  payByPayU: z.boolean(),
  notes: z.string().nullable(),
  /** "YYYY-MM-DD" from the PESEL, null without a valid PESEL. */
  birthDate: z.string().nullable(),
  /** Whole years up to today (clinic time zone), null without a valid PESEL. */
  age: z.number().int().nullable(),
  street: z.string().nullable(),
  numer_budynku: z.string().nullable(),
  numer_lokalu: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  haveRepresentative: z.boolean(),
  /** 0 when none. */
  representativeID: z.number().int(),
  representativeData: RepresentativeInfo.nullable(),
  agree_receive_sms: z.boolean(),
  confirm_sms: z.boolean(),
  refuse_receive_email: z.boolean(),
  agree_process_data: z.boolean(),
  agree_for_health_services: z.boolean(),
  agree_for_commercial: z.boolean(),
  covidQuestionnaire: z.boolean(),
  kredyt: z.boolean(),
  /** A list item of CREDIT_BASES; 'Inne' with the text in `kredyt_podstawa_inna`. */
  kredyt_podstawa: z.string().nullable(),
  kredyt_podstawa_inna: z.string().nullable(),
  /** Grosze. */
  limit_kredytowy: z.number().int().nullable(),
  /** "YYYY-MM-DD". */
  waznosc_kredytu: z.string().nullable(),
  creationTime: z.string(),
});
export type ClientDto = z.infer<typeof ClientDto>;

/** One row of the 'Pacjenci' table. */
export const ClientListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  creationTime: z.string(),
  pesel: z.string().nullable(),
});
export type ClientListItem = z.infer<typeof ClientListItem>;

/** A patient in a picker, and the reply of the quick add (same shape, so it drops into the picker). */
export const ClientPickerItem = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  pesel: z.string().nullable(),
  therapistID: z.number().int().nullable(),
  phone: z.string().nullable(),
  /** Cut to 19 characters in Search replies. */
  description: z.string().nullable(),
});
export type ClientPickerItem = z.infer<typeof ClientPickerItem>;

export const GetClientsOutput = z.object({ items: z.array(ClientListItem), totalCount: z.number().int() });
export type GetClientsOutput = z.infer<typeof GetClientsOutput>;

// Requests --------------------------------------------------------------------------------------

export const GetClientsInput = z.object({
  /** First name, surname or PESEL; case and Polish diacritics do not matter. */
  query: text().trim().max(100).optional(),
  page: queryInt(1, INT4_MAX).default(1),
  limit: queryInt(1, INT4_MAX)
    .refine((n) => (PATIENT_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(20),
  /** A column of CLIENT_SORTINGS with an optional ' asc'/' desc' (or upper case), e.g. `surname DESC`. */
  sorting: text()
    .trim()
    .regex(
      new RegExp(`^(${CLIENT_SORTINGS.join('|')})( (asc|desc|ASC|DESC))?$`),
      message('contract.sortingInvalid'),
    )
    .optional(),
});
export type GetClientsInput = z.input<typeof GetClientsInput>;

export const SearchClientsInput = z.object({
  /** First name, surname, PESEL or phone; case and Polish diacritics do not matter. */
  query: text().trim().max(100).optional(),
  page: queryInt(1, INT4_MAX).default(1),
  limit: queryInt(1, PATIENT_PICKER_LIMIT).default(PATIENT_PICKER_LIMIT),
});
export type SearchClientsInput = z.input<typeof SearchClientsInput>;

export const ClientIdInput = z.object({ Id });
export type ClientIdInput = z.input<typeof ClientIdInput>;

const d = NEW_PATIENT_DEFAULTS;

/** The editor's fields; the server ignores `payByPayU` without PayU and credit without Kredyty/permission. */
const ClientFields = z.object({
  name: Name(NAME_REQUIRED_MESSAGE),
  surname: Name(SURNAME_REQUIRED_MESSAGE),
  emailAddress: optionalChecked(254, (v) => z.email().safeParse(v).success, EMAIL_MESSAGE),
  phone: Phone,
  usePhoneForSMS: z.boolean().default(d.usePhoneForSMS),
  pesel: optionalChecked(11, isValidPesel, PESEL_MESSAGE),
  /** -1 with a valid PESEL takes the gender from the PESEL. */
  gender: int(-1, 1)
    .refine((g) => (GENDERS as readonly number[]).includes(g), message('contract.genderInvalid'))
    .default(-1),
  /** Digits, capital letters and hyphens; stored without hyphens. */
  nip: optionalChecked(13, isValidPatientNip, PATIENT_NIP_MESSAGE).transform((v) =>
    v ? normaliseNip(v) : null,
  ),
  /** A therapist user of the clinic; 0 or null for none. */
  therapistID: int(0, INT4_MAX)
    .nullish()
    .transform((v) => v || null),
  description: optionalText(500),
  knowledgeOfUsSource: z
    .union([z.enum(KNOWLEDGE_OF_US_VALUES), z.literal('')])
    .nullish()
    .transform((v) => v || null),
  payByPayU: z.boolean().default(d.payByPayU),
  notes: optionalText(4000),
  street: optionalText(200),
  numer_budynku: optionalText(20),
  numer_lokalu: optionalText(20),
  postcode: optionalText(10),
  city: optionalText(100),
  region: z
    .union([z.enum(VOIVODESHIPS), z.literal('')])
    .nullish()
    .transform((v) => v || null),
  haveRepresentative: z.boolean().default(false),
  /** Another patient of the clinic; 0 when none. Read only with `haveRepresentative`. */
  representativeID: int(0, INT4_MAX).default(0),
  agree_receive_sms: z.boolean().default(d.agree_receive_sms),
  confirm_sms: z.boolean().default(d.confirm_sms),
  refuse_receive_email: z.boolean().default(d.refuse_receive_email),
  agree_process_data: z.boolean().default(d.agree_process_data),
  agree_for_health_services: z.boolean().default(d.agree_for_health_services),
  agree_for_commercial: z.boolean().default(d.agree_for_commercial),
  covidQuestionnaire: z.boolean().default(d.covidQuestionnaire),
  kredyt: z.boolean().default(d.kredyt),
  kredyt_podstawa: optionalText(200),
  kredyt_podstawa_inna: optionalText(200),
  /** Grosze. */
  limit_kredytowy: z
    .number()
    .int()
    .min(0, CREDIT_LIMIT_MESSAGE)
    .max(9_999_999_999)
    .nullish()
    .transform((v) => v ?? null),
  waznosc_kredytu: optionalChecked(10, isCalendarDate, CREDIT_VALIDITY_MESSAGE),
});

type ClientFieldsOutput = z.output<typeof ClientFields>;

/** Cross-field rules: the credit basis (spec 001 §5) and a chosen guardian when 'Ma opiekuna' is on. */
function checkClient(value: ClientFieldsOutput, ctx: z.RefinementCtx): void {
  const credit = creditError(value);
  if (credit) ctx.addIssue({ code: 'custom', path: [credit.field], message: contractText(credit.message) });
  if (value.haveRepresentative && value.representativeID === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['representativeID'],
      message: contractText('contract.guardianRequired'),
    });
  }
}

export const CreateClientInput = ClientFields.superRefine(checkClient);
export type CreateClientInput = z.input<typeof CreateClientInput>;
export type ClientInput = z.output<typeof CreateClientInput>;

export const UpdateClientInput = ClientFields.extend({ id: id() }).superRefine(checkClient);
export type UpdateClientInput = z.input<typeof UpdateClientInput>;

/** Quick add of a patient or a guardian (spec 001 §3); the SMS options count only with a phone. */
export const CreateQuickClientInput = z.object({
  name: Name(NAME_REQUIRED_MESSAGE),
  surname: Name(SURNAME_REQUIRED_MESSAGE),
  phone: Phone,
  agreeForHealthServices: z.boolean().default(d.agree_for_health_services),
  usePhoneForSMS: z.boolean().default(d.usePhoneForSMS),
  patientConfirmVisitsBySMS: z.boolean().default(d.confirm_sms),
  patientAgreeToReceiveSMS: z.boolean().default(d.agree_receive_sms),
  description: optionalText(500),
});
export type CreateQuickClientInput = z.input<typeof CreateQuickClientInput>;

export const clientEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: `${BASE}/GetAll`,
    input: GetClientsInput,
    result: GetClientsOutput,
    summary: 'One page of the patient list, searched and sorted',
    tag: TAG,
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/Get`,
    input: ClientIdInput,
    result: ClientDto,
    summary: 'One patient with the data derived from the PESEL',
    tag: TAG,
  }),
  create: endpoint({
    method: 'POST',
    path: `${BASE}/Create`,
    input: CreateClientInput,
    result: ClientDto,
    summary: 'Adds a patient',
    tag: TAG,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/Update`,
    input: UpdateClientInput,
    result: ClientDto,
    summary: 'Changes a patient',
    tag: TAG,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${BASE}/Delete`,
    input: ClientIdInput,
    result: NoResult,
    summary: 'Clears the personal data of a patient and moves them to the deleted patients',
    tag: TAG,
  }),
  createQuick: endpoint({
    method: 'POST',
    path: `${BASE}/CreateQuick`,
    input: CreateQuickClientInput,
    result: ClientPickerItem,
    summary: 'Quick add of a patient or a guardian',
    tag: TAG,
  }),
  search: endpoint({
    method: 'GET',
    path: `${BASE}/Search`,
    input: SearchClientsInput,
    result: z.array(ClientPickerItem),
    summary: 'Patients for pickers: by name, surname, PESEL or phone, sorted by surname',
    tag: TAG,
  }),
  getRepresentative: endpoint({
    method: 'GET',
    path: `${BASE}/GetRepresentative`,
    input: ClientIdInput,
    result: RepresentativeInfo,
    summary: 'The guardian information dialog',
    tag: TAG,
  }),
};
