import { boolean, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const str = (name: string) => text(name).notNull().default('');
const flag = (name: string) => boolean(name).notNull().default(false);

/** One row per tenant, created with the defaults on first read. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyName: str('company_name'),
    city: str('city'),
    addressLine1: str('address_line1'),
    addressLine2: str('address_line2'),
    nip: str('nip'),
    regon: str('regon'),
    postcode: str('postcode'),
    contactNumber: str('contact_number'),
    contactEmail: str('contact_email'),
    numerBudynku: str('numer_budynku'),
    numerLokalu: str('numer_lokalu'),
    numerKsiegiRejestrowej: str('numer_ksiegi_rejestrowej'),
    wwwUrl: str('www_url'),
    logoBase64: str('logo_base64'),
    openingStart: text('godzina_otwarcia_start').notNull().default('06:00'),
    openingEnd: text('godzina_otwarcia_koniec').notNull().default('22:00'),
    typDzialanosci: smallint('typ_dzialanosci').notNull().default(0),
    inspektorNazwa: str('inspektor_danych_nazwa'),
    inspektorUlica: str('inspektor_danych_ulica'),
    inspektorKodPocztowy: str('inspektor_danych_kod_pocztowy'),
    inspektorMiasto: str('inspektor_danych_miasto'),
    inspektorEmail: str('inspektor_danych_email'),
    inspektorTelefon: str('inspektor_danych_telefon'),
    idName: str('id_name'),
    idStreet: str('id_street'),
    idPostCode: str('id_post_code'),
    idCity: str('id_city'),
    idEmail: str('id_email'),
    daysBeforeSendVisitSms: integer('days_before_send_visit_sms').notNull().default(1),
    visitSmsTemplate: str('visit_sms_template'),
    confirmAnswersVisitSms: str('confirm_answers_visit_sms'),
    cancelAnswersVisitSms: str('cancel_answers_visit_sms'),
    multiVisitSmsTemplate: str('multi_visit_sms_template'),
    wizytaSmsZaproszenie: str('wizyta_sms_zaproszenie'),
    szablonSmsOdwolanie: str('szablon_sms_odwolanie'),
    szablonSmsOpoznienie: str('szablon_sms_opoznienie'),
    szablonSmsZaproszenie: str('szablon_sms_zaproszenie'),
    szablonSmsOpinia: str('szablon_sms_opinia'),
    szablonSmsRecepta: str('szablon_sms_recepta'),
    szablonSmsWizytaPayu: str('szablon_sms_wizyta_payu'),
    szablonSmsWizytaPayuPrzypomnienie: str('szablon_sms_wizyta_payu_przypomnienie'),
    daysBeforeVisitForPayuReminder: integer('days_before_visit_for_payu_reminder').notNull().default(0),
    smsSendFrom: text('sms_send_from').notNull().default('09:00'),
    smsSendTo: text('sms_send_to').notNull().default('20:00'),
    smsUndoSeconds: integer('sms_undo_seconds').notNull().default(60),
    znanyLekarzEnabled: flag('znany_lekarz_enabled'),
    znanyLekarzPlacowkaId: str('znany_lekarz_placowka_id'),
    calendarEventHeight: integer('calendar_event_height').notNull().default(0),
    forceCalendarToOneTherapist: flag('force_calendar_to_one_therapist'),
    showNotesOnCalendarEvent: flag('show_notes_on_calendar_event'),
    leaveCancelledVisitInCalendar: flag('leave_cancelled_visit_in_calendar'),
    smsConfirmationWillBeSent: flag('sms_confirmation_will_be_sent'),
    showPaymentIconInCalendar: flag('show_payment_icon_in_calendar'),
    showNotesIconInCalendar: flag('show_notes_icon_in_calendar'),
    showAdditionalTherapistsForVisitCreation: flag('show_additional_therapists_for_visit_creation'),
    allowRegularVisits: flag('allow_regular_visits'),
    calendarTimeScale: integer('calendar_time_scale').notNull().default(30),
    payuClientId: str('payu_client_id'),
    /** Sealed with encryptSecret; never returned. */
    payuClientSecret: text('payu_client_secret'),
    payuPosId: str('payu_pos_id'),
    payuMd5Key: text('payu_md5_key'),
    payuConfirmVisitsByPayment: flag('payu_confirm_visits_by_payment'),
    payuPaymentLinkLifetime: integer('payu_payment_link_lifetime').notNull().default(0),
    hoursBeforeVisitForPayuRefund: integer('hours_before_visit_for_payu_refund').notNull().default(0),
  },
  (t) => [uniqueIndex('company_settings_tenant_key').on(t.tenantId)],
);

/** The uploaded .docx of each agreement type ('Szablony generowania'). */
export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    type: smallint('type').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [uniqueIndex('agreement_templates_type_key').on(t.tenantId, t.type)],
);
