import { z } from 'zod';
import {
  AGREEMENT_TYPE_IDS,
  CALENDAR_TIME_SCALES,
  isValidNip,
  isValidPhone,
  isValidPostcode,
} from '@wizytownik/domain';
import { endpoint, NoInput } from './endpoint.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

const TAG = 'CompanySettings';
const BASE = '/api/services/app/CompanySettings';

const EMAIL_MESSAGE = message('contract.emailInvalid');
const COUNT_MESSAGE = message('contract.countInvalid');
const HOUR_MESSAGE = message('contract.hourFormat');
const NIP_MESSAGE = message('contract.nipInvalid');
const PHONE_MESSAGE = message('contract.phoneFormat');
const POSTCODE_MESSAGE = message('contract.postcodeInvalid');

const Text = (max = 256) => text().trim().max(max).default('');
const Postcode = Text(6).refine(isValidPostcode, POSTCODE_MESSAGE);
const Email = Text().refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MESSAGE);
const Phone = Text(13).refine((v) => v === '' || isValidPhone(v), PHONE_MESSAGE);
const Count = z.number(COUNT_MESSAGE).int(COUNT_MESSAGE).min(0, COUNT_MESSAGE).max(100_000, COUNT_MESSAGE);
const Hour = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOUR_MESSAGE);

/** What the settings form edits (spec 002 §3, field names as the spec gives them). */
const CompanySettingsFields = z.object({
  companyName: Text(),
  city: Text(),
  addressLine1: Text(),
  addressLine2: Text(),
  nip: Text(10).refine((v) => v === '' || isValidNip(v), NIP_MESSAGE),
  regon: Text(14),
  postcode: Postcode,
  contactNumber: Phone,
  contactEmail: Email,
  numer_budynku: Text(20),
  numer_lokalu: Text(20),
  numer_ksiegi_rejestrowej: Text(),
  wwW_Url: Text(),
  /** A data URL (or bare base64) of the logo; the server checks type, size and dimensions. */
  logo_base64: text().max(2_000_000).default(''),
  godzina_otwarcia_start: Hour,
  godzina_otwarcia_koniec: Hour,
  typ_dzialanosci: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  inspektor_danych_nazwa: Text(),
  inspektor_danych_ulica: Text(),
  inspektor_danych_kod_pocztowy: Postcode,
  inspektor_danych_miasto: Text(),
  inspektor_danych_email: Email,
  inspektor_danych_telefon: Phone,
  iD_Name: Text(),
  iD_Street: Text(),
  iD_PostCode: Postcode,
  iD_City: Text(),
  iD_Email: Email,
  daysBeforeSendVisitSMS: Count,
  visitSMSTemplate: Text(1000),
  confirmAnswersVisitSMS: Text(),
  cancelAnswersVisitSMS: Text(),
  multiVisitSMSTemplate: Text(1000),
  wizyta_sms_zaproszenie: Text(1000),
  szablon_sms_odwolanie: Text(1000),
  szablon_sms_opoznienie: Text(1000),
  szablon_sms_zaproszenie: Text(1000),
  szablon_sms_opinia: Text(1000),
  szablon_sms_recepta: Text(1000),
  szablon_sms_wizyta_payu: Text(1000),
  szablon_sms_wizyta_payu_przypomnienie: Text(1000),
  daysBeforeVisitForPayUReminder: Count,
  /** Reminders leave between these hours of the clinic's day (not at night). */
  smsSendFrom: Hour,
  smsSendTo: Hour,
  /** How long a message caused by an action (cancellation, move) waits, so an undo sends nothing. */
  smsUndoSeconds: int(0, 600, message('contract.smsUndoInvalid')),
  znanyLekarzPlacowkaId: Text(),
  calendarEventHeight: Count,
  forceCalendarToOneTherapist: z.boolean(),
  showNotesOnCalendarEvent: z.boolean(),
  leaveCancelledVisitInCalendar: z.boolean(),
  smsConfirmationWilLBeSent: z.boolean(),
  showPaymentIconInCalendar: z.boolean(),
  showNotesIconInCalendar: z.boolean(),
  showAdditionalTherapistsForVisitCreation: z.boolean(),
  allowRegularVisits: z.boolean(),
  calendarTimeScale: z.union(CALENDAR_TIME_SCALES.map((s) => z.literal(s))),
  payUClientId: Text(),
  payUPosId: Text(),
  payUConfirmVisitsByPayment: z.boolean(),
  payUPaymentLinkLifetime: Count,
  hoursBeforeVisitForPayURefund: Count,
});

/** Fields only a user with Wizytownik_SystemAdmin may change (tab 'Ustawienia kalendarza'). */
export const CALENDAR_SETTINGS_FIELDS = [
  'calendarEventHeight',
  'forceCalendarToOneTherapist',
  'showNotesOnCalendarEvent',
  'leaveCancelledVisitInCalendar',
  'smsConfirmationWilLBeSent',
  'showPaymentIconInCalendar',
  'showNotesIconInCalendar',
  'showAdditionalTherapistsForVisitCreation',
  'allowRegularVisits',
  'calendarTimeScale',
] as const;

/** Fields that may change only with the PayU feature on (tab 'Ustawienia PayU'). */
export const PAYU_SETTINGS_FIELDS = [
  'payUClientId',
  'payUPosId',
  'payUConfirmVisitsByPayment',
  'payUPaymentLinkLifetime',
  'hoursBeforeVisitForPayURefund',
  'daysBeforeVisitForPayUReminder',
] as const;

export const UpdateCompanySettingsInput = CompanySettingsFields.extend({
  /** Write-only: empty keeps the stored secret. */
  payUClientSecret: text().max(256).default(''),
  payUMD5Key: text().max(256).default(''),
});
export type UpdateCompanySettingsInput = z.input<typeof UpdateCompanySettingsInput>;

export const CompanySettingsDto = CompanySettingsFields.extend({
  id: z.number().int(),
  znanyLekarzEnabled: z.boolean(),
  payUClientSecretSet: z.boolean(),
  payUMD5KeySet: z.boolean(),
});
export type CompanySettingsDto = z.infer<typeof CompanySettingsDto>;

export const OrganizationalUnitDto = z.object({
  id: z.number().int(),
  nazwa: z.string(),
  kod_resortowy: z.string(),
  is_active: z.boolean(),
});
export type OrganizationalUnitDto = z.infer<typeof OrganizationalUnitDto>;

export const AddOrganizationalUnitInput = z.object({
  nazwa: text().trim().min(1, message('contract.nameRequired')).max(256),
  kod_resortowy: text().trim().min(1, message('contract.departmentCodeRequired')).max(32),
  is_active: z.boolean().default(true),
});
export type AddOrganizationalUnitInput = z.input<typeof AddOrganizationalUnitInput>;
const PositiveId = id();
export const UpdateOrganizationalUnitInput = AddOrganizationalUnitInput.extend({ id: PositiveId });
export type UpdateOrganizationalUnitInput = z.input<typeof UpdateOrganizationalUnitInput>;

export const AdditionalOutpostDto = z.object({
  id: z.number().int(),
  companySettingsId: z.number().int(),
  name: z.string(),
  city: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  isActive: z.boolean(),
});
export type AdditionalOutpostDto = z.infer<typeof AdditionalOutpostDto>;

export const InsertAdditionalOutpostInput = z.object({
  name: text().trim().min(1, message('contract.nameRequired')).min(3, message('contract.nameMin3')).max(256),
  addressLine1: text().trim().min(1, message('contract.addressRequired')).max(256),
  addressLine2: Text(),
  city: text().trim().min(1, message('contract.cityRequired')).max(256),
  postcode: Postcode,
  isActive: z.boolean().default(true),
});
export type InsertAdditionalOutpostInput = z.input<typeof InsertAdditionalOutpostInput>;
export const UpdateAdditionalOutpostInput = InsertAdditionalOutpostInput.extend({ id: PositiveId });
export type UpdateAdditionalOutpostInput = z.input<typeof UpdateAdditionalOutpostInput>;

export const OutpostOption = z.object({ id: z.number().int(), name: z.string() });

export const TherapistGroupDto = z.object({ id: z.number().int(), name: z.string() });
export type TherapistGroupDto = z.infer<typeof TherapistGroupDto>;
export const AddTherapistGroupInput = z.object({
  name: text().trim().min(1, message('contract.nameRequired')).max(128),
});
export type AddTherapistGroupInput = z.input<typeof AddTherapistGroupInput>;
export const UpdateTherapistGroupInput = AddTherapistGroupInput.extend({ id: PositiveId });
export type UpdateTherapistGroupInput = z.input<typeof UpdateTherapistGroupInput>;

export const AgreementType = queryInt(0, INT4_MAX).refine(
  (t) => (AGREEMENT_TYPE_IDS as number[]).includes(t),
  message('contract.templateTypeUnknown'),
);

export const AgreementTemplateDto = z.object({
  /** 0 while no file of this type was uploaded. */
  id: z.number().int(),
  type: z.number().int(),
  typ_opis: z.string(),
});
export type AgreementTemplateDto = z.infer<typeof AgreementTemplateDto>;

/** The multipart form fields of UploadAgreeTemplate (the file itself is the `file` part). */
export const UploadAgreeTemplateFields = z.object({ type: AgreementType });

export const TEMPLATE_MAX_BYTES = 28 * 1024 * 1024;

export const companySettingsEndpoints = {
  getCompanySettings: endpoint({
    method: 'GET',
    path: `${BASE}/GetCompanySettings`,
    input: NoInput,
    result: CompanySettingsDto,
    summary: "The tenant's company settings (created with defaults on first read); secrets never returned",
    tag: TAG,
  }),
  updateCompanySettings: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateCompanySettings`,
    input: UpdateCompanySettingsInput,
    result: CompanySettingsDto,
    summary: 'Saves the company settings',
    tag: TAG,
  }),
  getOrganizationalUnits: endpoint({
    method: 'GET',
    path: `${BASE}/GetOrganizationalUnits`,
    input: z.object({ companySettingsId: queryInt(0, INT4_MAX).optional() }),
    result: z.array(OrganizationalUnitDto),
    summary: 'Organizational units (P1)',
    tag: TAG,
  }),
  addOrganizationalUnit: endpoint({
    method: 'POST',
    path: `${BASE}/AddOrganizationalUnit`,
    input: AddOrganizationalUnitInput,
    result: OrganizationalUnitDto,
    summary: 'Adds an organizational unit',
    tag: TAG,
  }),
  updateOrganizationalUnit: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateOrganizationalUnit`,
    input: UpdateOrganizationalUnitInput,
    result: OrganizationalUnitDto,
    summary: 'Updates an organizational unit',
    tag: TAG,
  }),
  getAdditionalOutposts: endpoint({
    method: 'GET',
    path: `${BASE}/GetAdditionalOutposts`,
    input: NoInput,
    result: z.array(AdditionalOutpostDto),
    summary: 'All additional outposts',
    tag: TAG,
  }),
  insertAdditionalOutpost: endpoint({
    method: 'POST',
    path: `${BASE}/InsertAdditionalOutpost`,
    input: InsertAdditionalOutpostInput,
    result: AdditionalOutpostDto,
    summary: 'Adds an outpost (needs Wizytownik_SystemAdmin too)',
    tag: TAG,
  }),
  updateAdditionalOutpost: endpoint({
    method: 'PUT',
    path: `${BASE}/UpdateAdditionalOutpost`,
    input: UpdateAdditionalOutpostInput,
    result: AdditionalOutpostDto,
    summary: 'Updates an outpost (needs Wizytownik_SystemAdmin too)',
    tag: TAG,
  }),
  getAdditionalOutpostsForDropdown: endpoint({
    method: 'GET',
    path: `${BASE}/GetAdditionalOutpostsForDropdown`,
    input: NoInput,
    result: z.array(OutpostOption),
    summary: 'Active outposts for pickers',
    tag: TAG,
  }),
  getAgreeTemplates: endpoint({
    method: 'GET',
    path: `${BASE}/GetAgreeTemplates`,
    input: NoInput,
    result: z.array(AgreementTemplateDto),
    summary: 'Agreement template types and whether each is uploaded',
    tag: TAG,
  }),
  uploadAgreeTemplate: endpoint({
    method: 'POST',
    path: `${BASE}/UploadAgreeTemplate`,
    input: UploadAgreeTemplateFields,
    result: AgreementTemplateDto,
    summary: 'Uploads a .docx template (multipart: file, type; at most 28 MB)',
    tag: TAG,
  }),
  getAgreeTemplate: endpoint({
    method: 'GET',
    path: `${BASE}/GetAgreeTemplate`,
    input: z.object({ type: AgreementType }),
    result: z.string(),
    summary: 'The uploaded template of a type, base64',
    tag: TAG,
  }),
  getTherapistGroups: endpoint({
    method: 'GET',
    path: '/api/services/app/Therapist/GetTherapistGroups',
    input: NoInput,
    result: z.array(TherapistGroupDto),
    summary: 'Therapist groups',
    tag: 'Therapist',
  }),
  addTherapistGroup: endpoint({
    method: 'POST',
    path: '/api/services/app/Therapist/AddTherapistGroup',
    input: AddTherapistGroupInput,
    result: TherapistGroupDto,
    summary: 'Adds a therapist group',
    tag: 'Therapist',
  }),
  updateTherapistGroup: endpoint({
    method: 'PUT',
    path: '/api/services/app/Therapist/UpdateTherapistGroup',
    input: UpdateTherapistGroupInput,
    result: TherapistGroupDto,
    summary: 'Renames a therapist group',
    tag: 'Therapist',
  }),
  deleteTherapistGroup: endpoint({
    method: 'DELETE',
    path: '/api/services/app/Therapist/DeleteTherapistGroup',
    input: z.object({ id: queryId() }),
    result: z.null(),
    summary: 'Deletes a therapist group no therapist uses',
    tag: 'Therapist',
  }),
};
