import { useFormContext, type Control, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateClientInput, type ClientDto, type ClientInput } from '@wizytownik/contracts';
import {
  AMOUNT_PATTERN,
  formatAmount,
  formatNip,
  NEW_PATIENT_DEFAULTS,
  parseAmount,
} from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';

/** The record editor's values: texts as typed ('' for empty), the credit limit in złote. */
export interface PatientForm {
  name: string;
  surname: string;
  emailAddress: string;
  phone: string;
  usePhoneForSMS: boolean;
  pesel: string;
  gender: number;
  /** Masked ###-###-##-##; the contract sends it without hyphens. */
  nip: string;
  therapistID: number | null;
  description: string;
  knowledgeOfUsSource: string;
  payByPayU: boolean;
  notes: string;
  street: string;
  numer_budynku: string;
  numer_lokalu: string;
  postcode: string;
  city: string;
  region: string;
  haveRepresentative: boolean;
  representativeID: number;
  agree_receive_sms: boolean;
  confirm_sms: boolean;
  refuse_receive_email: boolean;
  agree_process_data: boolean;
  agree_for_health_services: boolean;
  agree_for_commercial: boolean;
  covidQuestionnaire: boolean;
  kredyt: boolean;
  kredyt_podstawa: string;
  kredyt_podstawa_inna: string;
  limit_kredytowy: string;
  waznosc_kredytu: string;
}

export type PatientField = keyof PatientForm;

/** A new patient: the spec's consent defaults, everything else empty (spec 001 §3). */
export const NEW_PATIENT_FORM: PatientForm = {
  ...NEW_PATIENT_DEFAULTS,
  name: '',
  surname: '',
  emailAddress: '',
  phone: '',
  pesel: '',
  gender: -1,
  nip: '',
  therapistID: null,
  description: '',
  knowledgeOfUsSource: '',
  notes: '',
  street: '',
  numer_budynku: '',
  numer_lokalu: '',
  postcode: '',
  city: '',
  region: '',
  haveRepresentative: false,
  representativeID: 0,
  kredyt_podstawa: '',
  kredyt_podstawa_inna: '',
  limit_kredytowy: '',
  waznosc_kredytu: '',
};

/** A stored patient as the editor shows it. */
export function toPatientForm(dto: ClientDto): PatientForm {
  return {
    name: dto.name,
    surname: dto.surname,
    emailAddress: dto.emailAddress ?? '',
    phone: dto.phone ?? '',
    usePhoneForSMS: dto.usePhoneForSMS,
    pesel: dto.pesel ?? '',
    gender: dto.gender,
    nip: formatNip(dto.nip ?? ''),
    therapistID: dto.therapistID,
    description: dto.description ?? '',
    knowledgeOfUsSource: dto.knowledgeOfUsSource ?? '',
    payByPayU: dto.payByPayU,
    notes: dto.notes ?? '',
    street: dto.street ?? '',
    numer_budynku: dto.numer_budynku ?? '',
    numer_lokalu: dto.numer_lokalu ?? '',
    postcode: dto.postcode ?? '',
    city: dto.city ?? '',
    region: dto.region ?? '',
    haveRepresentative: dto.haveRepresentative,
    representativeID: dto.representativeID,
    agree_receive_sms: dto.agree_receive_sms,
    confirm_sms: dto.confirm_sms,
    refuse_receive_email: dto.refuse_receive_email,
    agree_process_data: dto.agree_process_data,
    agree_for_health_services: dto.agree_for_health_services,
    agree_for_commercial: dto.agree_for_commercial,
    covidQuestionnaire: dto.covidQuestionnaire,
    kredyt: dto.kredyt,
    kredyt_podstawa: dto.kredyt_podstawa ?? '',
    kredyt_podstawa_inna: dto.kredyt_podstawa_inna ?? '',
    limit_kredytowy: formatAmount(dto.limit_kredytowy),
    waznosc_kredytu: dto.waznosc_kredytu ?? '',
  };
}

/**
 * The form checked by the contract's own schema (CreateClientInput), after the credit limit typed in
 * złote becomes grosze; the limit's format counts only while 'Kredyt' is on, as the field shows only then.
 */
export function patientResolver(t: Translate): Resolver<PatientForm, unknown, ClientInput> {
  const schema = z
    .looseObject({ kredyt: z.boolean(), limit_kredytowy: z.string() })
    .superRefine((v, ctx) => {
      const limit = v.limit_kredytowy.trim();
      if (v.kredyt && limit !== '' && !AMOUNT_PATTERN.test(limit)) {
        ctx.addIssue({ code: 'custom', path: ['limit_kredytowy'], message: t('patients.amountFormat') });
      }
    })
    .transform(({ limit_kredytowy, ...rest }): CreateClientInput => {
      const limit = limit_kredytowy.trim();
      // The other fields are the form's, checked by the contract next.
      return {
        ...(rest as CreateClientInput),
        limit_kredytowy: AMOUNT_PATTERN.test(limit) ? parseAmount(limit) : null,
      };
    })
    .pipe(CreateClientInput);
  // The loose outer object types only the two fields it reads; the rest is the contract's.
  return zodResolver(schema) as unknown as Resolver<PatientForm, unknown, ClientInput>;
}

/** Which of the form tabs (0 Ogólne, 1 Adres, 2 Zgody) shows a field. */
const ADDRESS_FIELDS: readonly PatientField[] = [
  'street',
  'numer_budynku',
  'numer_lokalu',
  'postcode',
  'city',
  'region',
];
export const CONSENT_FIELDS = [
  'agree_process_data',
  'agree_for_health_services',
  'agree_receive_sms',
  'confirm_sms',
  'refuse_receive_email',
  'agree_for_commercial',
  'covidQuestionnaire',
] as const satisfies readonly PatientField[];

export function tabOfField(field: string): 0 | 1 | 2 {
  if ((ADDRESS_FIELDS as readonly string[]).includes(field)) return 1;
  if ((CONSENT_FIELDS as readonly string[]).includes(field)) return 2;
  return 0;
}

/** Every field, for the server's validation errors to land under. */
export const PATIENT_FIELDS = Object.keys(NEW_PATIENT_FORM) as PatientField[];

export type PatientControl = Control<PatientForm, unknown, ClientInput>;

/** The form from inside a tab of the editor. */
export const usePatientForm = () => useFormContext<PatientForm, unknown, ClientInput>();
