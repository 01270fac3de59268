import { eq } from 'drizzle-orm';
import {
  CALENDAR_SETTINGS_FIELDS,
  PAYU_SETTINGS_FIELDS,
  type CompanySettingsDto,
  type UpdateCompanySettingsInput,
} from '@wizytownik/contracts';
import { calendarTimeScale } from '@wizytownik/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { encryptSecret, type Keys } from '../../platform/security/keys.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { CompanySettingsErrors } from './company-settings.errors.ts';
import { companySettings } from './company-settings.tables.ts';
import { checkLogo } from './logo.ts';

type Row = typeof companySettings.$inferSelect;
type Update = z.output<typeof UpdateCompanySettingsInput>;
type Field = Exclude<keyof Update, 'payUClientSecret' | 'payUMD5Key'>;

/** The API's field names (spec 002 §3) and the columns that hold them. */
const COLUMNS = {
  companyName: 'companyName',
  city: 'city',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  nip: 'nip',
  regon: 'regon',
  postcode: 'postcode',
  contactNumber: 'contactNumber',
  contactEmail: 'contactEmail',
  numer_budynku: 'numerBudynku',
  numer_lokalu: 'numerLokalu',
  numer_ksiegi_rejestrowej: 'numerKsiegiRejestrowej',
  wwW_Url: 'wwwUrl',
  logo_base64: 'logoBase64',
  godzina_otwarcia_start: 'openingStart',
  godzina_otwarcia_koniec: 'openingEnd',
  typ_dzialanosci: 'typDzialanosci',
  inspektor_danych_nazwa: 'inspektorNazwa',
  inspektor_danych_ulica: 'inspektorUlica',
  inspektor_danych_kod_pocztowy: 'inspektorKodPocztowy',
  inspektor_danych_miasto: 'inspektorMiasto',
  inspektor_danych_email: 'inspektorEmail',
  inspektor_danych_telefon: 'inspektorTelefon',
  iD_Name: 'idName',
  iD_Street: 'idStreet',
  iD_PostCode: 'idPostCode',
  iD_City: 'idCity',
  iD_Email: 'idEmail',
  daysBeforeSendVisitSMS: 'daysBeforeSendVisitSms',
  visitSMSTemplate: 'visitSmsTemplate',
  confirmAnswersVisitSMS: 'confirmAnswersVisitSms',
  cancelAnswersVisitSMS: 'cancelAnswersVisitSms',
  multiVisitSMSTemplate: 'multiVisitSmsTemplate',
  wizyta_sms_zaproszenie: 'wizytaSmsZaproszenie',
  szablon_sms_odwolanie: 'szablonSmsOdwolanie',
  szablon_sms_opoznienie: 'szablonSmsOpoznienie',
  szablon_sms_zaproszenie: 'szablonSmsZaproszenie',
  szablon_sms_opinia: 'szablonSmsOpinia',
  szablon_sms_recepta: 'szablonSmsRecepta',
  szablon_sms_wizyta_payu: 'szablonSmsWizytaPayu',
  szablon_sms_wizyta_payu_przypomnienie: 'szablonSmsWizytaPayuPrzypomnienie',
  daysBeforeVisitForPayUReminder: 'daysBeforeVisitForPayuReminder',
  znanyLekarzPlacowkaId: 'znanyLekarzPlacowkaId',
  calendarEventHeight: 'calendarEventHeight',
  forceCalendarToOneTherapist: 'forceCalendarToOneTherapist',
  showNotesOnCalendarEvent: 'showNotesOnCalendarEvent',
  leaveCancelledVisitInCalendar: 'leaveCancelledVisitInCalendar',
  smsConfirmationWilLBeSent: 'smsConfirmationWillBeSent',
  smsSendFrom: 'smsSendFrom',
  smsSendTo: 'smsSendTo',
  smsUndoSeconds: 'smsUndoSeconds',
  showPaymentIconInCalendar: 'showPaymentIconInCalendar',
  showNotesIconInCalendar: 'showNotesIconInCalendar',
  showAdditionalTherapistsForVisitCreation: 'showAdditionalTherapistsForVisitCreation',
  allowRegularVisits: 'allowRegularVisits',
  calendarTimeScale: 'calendarTimeScale',
  payUClientId: 'payuClientId',
  payUPosId: 'payuPosId',
  payUConfirmVisitsByPayment: 'payuConfirmVisitsByPayment',
  payUPaymentLinkLifetime: 'payuPaymentLinkLifetime',
  hoursBeforeVisitForPayURefund: 'hoursBeforeVisitForPayuRefund',
} as const satisfies Record<Field, keyof Row>;

const FIELDS = Object.keys(COLUMNS) as Field[];

function toDto(row: Row): CompanySettingsDto {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, row[COLUMNS[f]]]));
  return {
    ...(fields as Omit<
      CompanySettingsDto,
      'id' | 'znanyLekarzEnabled' | 'payUClientSecretSet' | 'payUMD5KeySet'
    >),
    typ_dzialanosci: row.typDzialanosci as 0 | 1 | 2,
    calendarTimeScale: calendarTimeScale(row.calendarTimeScale) as 15 | 30 | 60,
    id: row.id,
    znanyLekarzEnabled: row.znanyLekarzEnabled,
    payUClientSecretSet: row.payuClientSecret !== null,
    payUMD5KeySet: row.payuMd5Key !== null,
  };
}

/** The tenant's settings row; inserted with the column defaults on first use. */
export async function loadSettingsRow(db: DbOrTx, tenantId: number): Promise<Row> {
  await db.insert(companySettings).values({ tenantId }).onConflictDoNothing();
  const [row] = await db.select().from(companySettings).where(eq(companySettings.tenantId, tenantId));
  if (!row) throw new Error('company settings row missing');
  return row;
}

/** The operator switches the marketplace integration per clinic (the setting is read-only on the screens). */
export async function setZnanyLekarzEnabled(db: DbOrTx, tenantId: number, enabled: boolean): Promise<void> {
  const settings = await loadSettingsRow(db, tenantId);
  await db
    .update(companySettings)
    .set({ znanyLekarzEnabled: enabled })
    .where(eq(companySettings.id, settings.id));
}

export async function getCompanySettings(db: DbOrTx, tenantId: number): Promise<CompanySettingsDto> {
  return toDto(await loadSettingsRow(db, tenantId));
}

export interface SettingsDeps {
  readonly db: DbOrTx;
  readonly keys: Keys;
}

type Caller = Pick<AuthContext, 'tenantId' | 'permissions'>;

const changed = (row: Row, input: Update, fields: readonly Field[]) =>
  fields.some((f) => row[COLUMNS[f]] !== input[f]);

/**
 * Saves the settings. Calendar options need Wizytownik_SystemAdmin and PayU options the PayU feature:
 * sending them unchanged is fine (the form always sends everything), changing them is refused.
 */
export async function updateCompanySettings(
  { db, keys }: SettingsDeps,
  caller: Caller,
  values: Update,
): Promise<CompanySettingsDto> {
  checkLogo(values.logo_base64);
  return db.transaction(async (tx) => {
    const row = await loadSettingsRow(tx, caller.tenantId);
    const normalized = { ...row, calendarTimeScale: calendarTimeScale(row.calendarTimeScale) };
    if (
      changed(normalized, values, CALENDAR_SETTINGS_FIELDS) &&
      !caller.permissions.has('Wizytownik_SystemAdmin')
    )
      throw CompanySettingsErrors.calendarNeedsSystemAdmin();
    const touchesPayU =
      changed(row, values, PAYU_SETTINGS_FIELDS) ||
      values.payUClientSecret !== '' ||
      values.payUMD5Key !== '';
    if (touchesPayU && !(await isFeatureEnabled(tx, caller.tenantId, 'PayU')))
      throw CompanySettingsErrors.payUDisabled();
    const columns = Object.fromEntries(FIELDS.map((f) => [COLUMNS[f], values[f]]));
    const [saved] = await tx
      .update(companySettings)
      .set({
        ...columns,
        ...(values.payUClientSecret !== '' && {
          payuClientSecret: encryptSecret(keys, values.payUClientSecret),
        }),
        ...(values.payUMD5Key !== '' && { payuMd5Key: encryptSecret(keys, values.payUMD5Key) }),
      })
      .where(eq(companySettings.id, row.id))
      .returning();
    return toDto(saved!);
  });
}
