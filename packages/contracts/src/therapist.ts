import { z } from 'zod';
import {
  MAX_COMMISSION_PERCENT,
  MAX_VISIT_TYPE_MINUTES,
  TIME_OF_DAY_PATTERN,
  isTimeRangeOrdered,
  isValidPwz,
} from '@wizytownik/domain';
import { endpoint } from './endpoint.ts';
import { CertificateStatus } from './therapist-certificate.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/**
 * Therapists (spec 002): the list, the editor's Ogólne and Harmonogram tabs, ICD-9 main categories
 * and the therapist's visit types. Money is integer grosze; times of day "HH:mm".
 */
const TAG = 'Therapist';
const BASE = '/api/services/app/Therapist';

export const THERAPIST_PAGE_SIZES = [20, 50, 100, 200] as const;
const VISIT_TYPE_NAME_REQUIRED = message('contract.nameRequired');
const VISIT_TYPE_LENGTH_MESSAGE = message('contract.visitTypeLengthPositive');
const COMMISSION_PERCENT_MESSAGE = message('contract.commissionPercentRange');

const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
const QueryId = queryId();
const Grosze = z.number().int().min(0, message('contract.amountNegative')).max(9_999_999_999);
const optionalText = (max: number) => text().trim().max(max).nullable().default(null);

// List ------------------------------------------------------------------------------------------

export const ScheduleEntry = z
  .object({
    id: int(0, INT4_MAX).default(0),
    day: z.number().int().min(0).max(6),
    timeStart: text().regex(TIME_OF_DAY_PATTERN, message('contract.timeFormat')),
    timeEnd: text().regex(TIME_OF_DAY_PATTERN, message('contract.timeFormat')),
    isEnabled: z.boolean(),
  })
  .refine((s) => isTimeRangeOrdered(s.timeStart, s.timeEnd), {
    path: ['timeEnd'],
    ...message('contract.scheduleOrder'),
  });
export type ScheduleEntry = z.output<typeof ScheduleEntry>;

export const GetTherapistsInput = z.object({
  SearchText: text().trim().max(100).optional(),
  page: queryInt(1, INT4_MAX).default(1),
  /** 9999 for the calendar, 1000 for pickers, 10 for autocomplete, 20–200 for the list. */
  limit: z.coerce.number().int().min(1).max(9999).default(20),
  IsActive: QueryBoolean.optional(),
  GetSchedules: QueryBoolean.optional(),
  /** Only the therapists working in this outpost (one listing no outposts works in all). */
  placowkaId: queryId().optional(),
});
export type GetTherapistsInput = z.input<typeof GetTherapistsInput>;

export const TherapistListItem = z.object({
  therapistID: z.number().int(),
  userID: z.number().int(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  color: z.string().nullable(),
  /** Default visit length in minutes: a new visit with this therapist ends that long after it starts. */
  visitTime: z.number().int().nullable(),
  /** The user's account is active ('Aktywny użytkownik'). */
  isActive: z.boolean(),
  /** IntegracjaP1: the therapist's main organizational unit, a new visit's default unit. */
  mainOrganizationalUnitID: z.number().int().nullable(),
  schedules: z.array(ScheduleEntry).optional(),
});
export type TherapistListItem = z.output<typeof TherapistListItem>;

export const GetTherapistsOutput = z.object({
  totalCount: z.number().int(),
  items: z.array(TherapistListItem),
});

// Details and save ------------------------------------------------------------------------------

export const Icd9Category = z.object({
  id: z.number().int(),
  category: z.string(),
  description: z.string(),
  therapistId: z.number().int(),
});
export type Icd9Category = z.infer<typeof Icd9Category>;

export const TherapistDetails = z.object({
  therapistID: z.number().int(),
  userID: z.number().int(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  phone: z.string().nullable(),
  pwz: z.string().nullable(),
  visitTime: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  color: z.string().nullable(),
  znanyLekarzId: z.string().nullable(),
  mainOrganizationalUnitID: z.number().int().nullable(),
  plMedicalProfession: z.string().nullable(),
  medicalChamberCode: z.string().nullable(),
  groupId: z.number().int().nullable(),
  smsTemplate: z.string().nullable(),
  schedules: z.array(ScheduleEntry),
  icD9Categories: z.array(Icd9Category),
  ...CertificateStatus.shape,
});
export type TherapistDetails = z.output<typeof TherapistDetails>;

export const GetTherapistDetailsInput = z.object({ userId: QueryId });

export const SaveTherapistInput = z.object({
  userID: id(),
  phone: text()
    .trim()
    .regex(/^(|[0-9+]{8,13})$/, message('contract.therapistPhoneFormat'))
    .nullable()
    .default(null),
  pwz: text()
    .trim()
    .refine((v) => v === '' || isValidPwz(v), message('contract.pwzInvalid'))
    .nullable()
    .default(null),
  visitTime: z
    .number(message('contract.visitMinutesNumber'))
    .int(message('contract.visitMinutesInteger'))
    .min(0, message('contract.visitMinutesNegative'))
    .max(MAX_VISIT_TYPE_MINUTES, message('contract.visitMinutesMax'))
    .nullable()
    .default(null),
  rate: Grosze.nullable().default(null),
  color: text()
    .regex(/^#[0-9a-fA-F]{6}$/, message('contract.colorFormat'))
    .nullable()
    .default(null),
  znanyLekarzId: optionalText(64),
  mainOrganizationalUnitID: id().nullable().default(null),
  plMedicalProfession: optionalText(16),
  medicalChamberCode: optionalText(16),
  groupId: id().nullable().default(null),
  smsTemplate: optionalText(1000),
  schedules: z
    .array(ScheduleEntry)
    .max(7)
    .refine(
      (list) => new Set(list.map((s) => s.day)).size === list.length,
      message('contract.weekDayRepeated'),
    )
    .default([]),
});
export type SaveTherapistInput = z.input<typeof SaveTherapistInput>;

export const AddIcd9CategoryInput = z.object({
  category: text().trim().min(1, message('contract.icd9CategoryRequired')),
  therapistId: id(),
});
export const DeleteIcd9CategoryInput = z.object({ id: QueryId });

export const MedicalProfession = z.object({ kod: z.string(), opis: z.string(), recepty: z.boolean() });
export const MedicalChamber = z.object({ name: z.string(), code: z.string() });
export const Icd9MainCategory = z.object({ code: z.string(), description: z.string() });

// Visit types -----------------------------------------------------------------------------------

/** Commission fields are present only for callers with Wizytownik_Terapeuci_ProwizjaEdycja. */
export const TherapistVisitType = z.object({
  id: z.number().int(),
  terapeuta_id: z.number().int(),
  nazwa: z.string(),
  cena: z.number().int(),
  dlugosc_wizyty: z.number().int(),
  aktywna: z.boolean(),
  domyslny_kod_icd9: z.string().nullable(),
  domyslny_kod_icd9_opis: z.string().nullable(),
  prowizja: z.number().int().optional(),
  prowizja_procent: z.number().optional(),
});
export type TherapistVisitType = z.infer<typeof TherapistVisitType>;

const VisitTypeFields = {
  nazwa: text(VISIT_TYPE_NAME_REQUIRED)
    .trim()
    .min(1, VISIT_TYPE_NAME_REQUIRED)
    .min(3, message('contract.nameMin3'))
    .max(200),
  cena: Grosze,
  dlugosc_wizyty: z
    .number(VISIT_TYPE_LENGTH_MESSAGE)
    .int(VISIT_TYPE_LENGTH_MESSAGE)
    .min(1, VISIT_TYPE_LENGTH_MESSAGE)
    .max(MAX_VISIT_TYPE_MINUTES, message('contract.visitLengthMax')),
  aktywna: z.boolean().default(true),
  domyslny_kod_icd9: optionalText(20),
  domyslny_kod_icd9_opis: optionalText(500),
  prowizja: Grosze.optional(),
  prowizja_procent: z
    .number()
    .min(0, COMMISSION_PERCENT_MESSAGE)
    .max(MAX_COMMISSION_PERCENT, COMMISSION_PERCENT_MESSAGE)
    .optional(),
};

export const InsertVisitTypeInput = z.object({
  terapeuta_id: id(),
  ...VisitTypeFields,
});
export type InsertVisitTypeInput = z.input<typeof InsertVisitTypeInput>;
export const UpdateVisitTypeInput = z.object({ id: id(), ...VisitTypeFields });
export type UpdateVisitTypeInput = z.input<typeof UpdateVisitTypeInput>;

export const VisitTypesByUserInput = z.object({ userId: QueryId });
export const VisitTypeByIdInput = z.object({ id: QueryId });

const get = <I extends z.ZodType, O extends z.ZodType>(name: string, input: I, result: O, summary: string) =>
  endpoint({ method: 'GET', path: `${BASE}/${name}`, input, result, summary, tag: TAG });

export const therapistEndpoints = {
  getAll: get('GetAll', GetTherapistsInput, GetTherapistsOutput, 'Therapists, server paged'),
  getDetails: get(
    'GetTherapistDetails',
    GetTherapistDetailsInput,
    TherapistDetails,
    'One therapist by user id',
  ),
  saveOrUpdate: endpoint({
    method: 'POST',
    path: `${BASE}/SaveOrUpdate`,
    input: SaveTherapistInput,
    result: TherapistDetails,
    summary: "Saves a therapist's general data and weekly schedule",
    tag: TAG,
  }),
  addIcd9Category: endpoint({
    method: 'POST',
    path: `${BASE}/AddTherapistICD9Category`,
    input: AddIcd9CategoryInput,
    result: Icd9Category,
    summary: 'Adds an ICD-9 main category to a therapist',
    tag: TAG,
  }),
  deleteIcd9Category: endpoint({
    method: 'DELETE',
    path: `${BASE}/DeleteTherapistICD9Category`,
    input: DeleteIcd9CategoryInput,
    result: z.literal(true),
    summary: "Removes one of a therapist's ICD-9 categories",
    tag: TAG,
  }),
  getIcd9MainCategories: get(
    'GetICD9MainCategories',
    z.object({}),
    z.array(Icd9MainCategory),
    'ICD-9-PL main categories',
  ),
  getMedicalProfessions: get(
    'GetMedicalProfessions',
    z.object({}),
    z.array(MedicalProfession),
    'Medical professions for P1',
  ),
  getMedicalChambers: endpoint({
    method: 'GET',
    path: '/api/services/app/Slowniki/GetMedicalChambers',
    input: z.object({}),
    result: z.array(MedicalChamber),
    summary: 'Regional medical chambers',
    tag: 'Slowniki',
  }),
  getVisitTypes: get(
    'GetTypyWizytTerapeuty',
    VisitTypesByUserInput,
    z.array(TherapistVisitType),
    "A therapist's visit types",
  ),
  getVisitType: get('GetTypWizyty', VisitTypeByIdInput, TherapistVisitType, 'One visit type'),
  getAllVisitTypes: get(
    'GetWszystkieTypyWizyt',
    z.object({}),
    z.array(TherapistVisitType),
    "All therapists' visit types",
  ),
  insertVisitType: endpoint({
    method: 'POST',
    path: `${BASE}/InsertTypWizytyTerapeuty`,
    input: InsertVisitTypeInput,
    result: TherapistVisitType,
    summary: 'Adds a visit type to a therapist',
    tag: TAG,
  }),
  updateVisitType: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateTypWizytyTerapeuty`,
    input: UpdateVisitTypeInput,
    result: TherapistVisitType,
    summary: 'Changes a visit type',
    tag: TAG,
  }),
};
