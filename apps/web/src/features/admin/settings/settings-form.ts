import {
  CALENDAR_SETTINGS_FIELDS,
  UpdateCompanySettingsInput,
  type CompanySettingsDto,
} from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';

/** The settings form checks with the server's own schema, so the messages are the same. */
export const settingsSchema = UpdateCompanySettingsInput;
export type SettingsForm = z.input<typeof settingsSchema>;
export type SettingsValues = z.output<typeof settingsSchema>;

/** The fields that have a label `companySettings.field.<name>` in the catalog. */
export type LabelledField = {
  [K in FieldPath<SettingsForm>]: `companySettings.field.${K}` extends TextKey ? K : never;
}[FieldPath<SettingsForm>];

export const fieldLabel = (name: LabelledField) => `companySettings.field.${name}` as const;

/** What was read, as the form's values: the secrets start empty (empty keeps the stored ones). */
export function toForm(dto: CompanySettingsDto): SettingsForm {
  const { id: _id, znanyLekarzEnabled: _z, payUClientSecretSet: _s, payUMD5KeySet: _m, ...fields } = dto;
  return { ...fields, payUClientSecret: '', payUMD5Key: '' };
}

export const FORM_FIELDS = Object.keys(settingsSchema.shape) as Array<FieldPath<SettingsForm>>;

export const GENERAL_FIELDS = [
  'companyName',
  'nip',
  'regon',
  'addressLine1',
  'numer_budynku',
  'numer_lokalu',
  'addressLine2',
  'postcode',
  'city',
  'contactNumber',
  'contactEmail',
  'wwW_Url',
  'numer_ksiegi_rejestrowej',
] as const satisfies readonly LabelledField[];
export const DATA_ADMIN_FIELDS = ['iD_Name', 'iD_Street', 'iD_PostCode', 'iD_City', 'iD_Email'] as const;
export const INSPECTOR_FIELDS = [
  'inspektor_danych_nazwa',
  'inspektor_danych_ulica',
  'inspektor_danych_kod_pocztowy',
  'inspektor_danych_miasto',
  'inspektor_danych_email',
  'inspektor_danych_telefon',
] as const;
export const SMS_TEMPLATE_FIELDS = [
  'visitSMSTemplate',
  'multiVisitSMSTemplate',
  'wizyta_sms_zaproszenie',
  'szablon_sms_zaproszenie',
  'szablon_sms_odwolanie',
  'szablon_sms_opoznienie',
  'szablon_sms_opinia',
  'szablon_sms_recepta',
  'szablon_sms_wizyta_payu',
  'szablon_sms_wizyta_payu_przypomnienie',
] as const;
/** The calendar tab's yes/no options: the SystemAdmin-only fields other than the two numbers. */
export const CALENDAR_FLAGS = CALENDAR_SETTINGS_FIELDS.filter(
  (f): f is Exclude<(typeof CALENDAR_SETTINGS_FIELDS)[number], 'calendarEventHeight' | 'calendarTimeScale'> =>
    f !== 'calendarEventHeight' && f !== 'calendarTimeScale',
);

/** The tabs the form's fields sit on, to mark a tab that holds an error. */
export type FormTab = 'general' | 'dataAdmin' | 'inspector' | 'sms' | 'calendar' | 'payU';
export function tabOfField(name: string): FormTab {
  if ((DATA_ADMIN_FIELDS as readonly string[]).includes(name)) return 'dataAdmin';
  if (name.startsWith('inspektor_')) return 'inspector';
  if (
    name.startsWith('payU') ||
    name.startsWith('hoursBeforeVisitForPayU') ||
    name === 'daysBeforeVisitForPayUReminder'
  )
    return 'payU';
  if (name.startsWith('calendar') || (CALENDAR_FLAGS as readonly string[]).includes(name)) return 'calendar';
  if (name.toLowerCase().includes('sms')) return 'sms';
  return 'general';
}
