import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { loadSettingsRow } from './company-settings.service.ts';
import { companySettings } from './company-settings.tables.ts';
import { insertAdditionalOutpost } from './outposts.service.ts';
import { addTherapistGroup } from './therapist-groups.service.ts';
import { addOrganizationalUnit } from './units.service.ts';

/** The demo company: its data and hours, two outposts, two therapist groups and two P1 units. */
export async function seedDemoCompany(db: DbOrTx, tenantId: number): Promise<void> {
  const row = await loadSettingsRow(db, tenantId);
  await db
    .update(companySettings)
    .set({
      companyName: 'Gabinet Demo',
      city: 'Kraków',
      addressLine1: 'ul. Długa',
      numerBudynku: '12',
      numerLokalu: '3',
      postcode: '31-147',
      nip: '5260250274',
      regon: '123456785',
      // The P1 check needs the registry book number (part I of the resort codes).
      numerKsiegiRejestrowej: '000000926578',
      contactNumber: '+48123456789',
      contactEmail: 'kontakt@gabinet-demo.pl',
      openingStart: '07:00',
      openingEnd: '21:00',
      typDzialanosci: 1,
      idName: 'Gabinet Demo sp. z o.o.',
      idStreet: 'ul. Długa 12/3',
      idPostCode: '31-147',
      idCity: 'Kraków',
      idEmail: 'rodo@gabinet-demo.pl',
      visitSmsTemplate: 'Przypominamy o wizycie %dw% o godz. %gw% (%tw%). Odpowiedz TAK lub NIE.',
      // Every SMS template of the company (issue 18), so every message of the demo has its text.
      multiVisitSmsTemplate: 'Przypominamy o wizytach %dw%: %godziny_terapeuci%. Odpowiedz TAK lub NIE.',
      confirmAnswersVisitSms: 'tak, potwierdzam, ok',
      cancelAnswersVisitSms: 'nie, odwołuję, rezygnuję',
      szablonSmsOdwolanie:
        'Wizyta %dw% o godz. %gw% (%tw%) została odwołana: %powod_odwolania%. Zadzwoń, by umówić nowy termin.',
      szablonSmsOpoznienie:
        'Wizyta o godz. %gw% (%tw%) zacznie się ok. %opoznienie% min później. Przepraszamy.',
      wizytaSmsZaproszenie: 'Zapraszamy na wizytę %dw% o godz. %gw% (%tw%). Gabinet Demo, ul. Długa 12/3.',
      szablonSmsZaproszenie: 'Zapraszamy na wizytę %dw% o godz. %gw% (%tw%). Gabinet Demo.',
      szablonSmsWizytaPayu: 'Wizyta %dw% o godz. %gw% (%tw%). Zapłać online: %link%',
      szablonSmsWizytaPayuPrzypomnienie: 'Przypominamy o płatności za wizytę %dw% o godz. %gw%: %link%',
      szablonSmsOpinia: 'Dziękujemy za wizytę w Gabinecie Demo! Będzie nam miło, jeśli wystawisz nam opinię.',
      // The demo calendar shows every status, cancelled visits faded, and its icons.
      leaveCancelledVisitInCalendar: true,
      showPaymentIconInCalendar: true,
      showNotesIconInCalendar: true,
      // The demo has a weekly series (visit-series.demo.ts).
      allowRegularVisits: true,
    })
    .where(eq(companySettings.id, row.id));
  const systemAdmin = { tenantId, permissions: new Set(['Wizytownik_SystemAdmin'] as const) };
  await insertAdditionalOutpost(db, systemAdmin, {
    name: 'Filia Nowa Huta',
    addressLine1: 'os. Centrum A 1',
    addressLine2: '',
    city: 'Kraków',
    postcode: '31-923',
    isActive: true,
  });
  await insertAdditionalOutpost(db, systemAdmin, {
    name: 'Filia Podgórze',
    addressLine1: 'ul. Kalwaryjska 20',
    addressLine2: '',
    city: 'Kraków',
    postcode: '30-504',
    isActive: true,
  });
  for (const name of ['Fizjoterapeuci', 'Psycholodzy']) await addTherapistGroup(db, tenantId, { name });
  await addOrganizationalUnit(db, tenantId, {
    nazwa: 'Poradnia rehabilitacyjna',
    kod_resortowy: '01-001-1300',
    is_active: true,
  });
  await addOrganizationalUnit(db, tenantId, {
    nazwa: 'Pracownia fizjoterapii',
    kod_resortowy: '01-002-1310',
    is_active: true,
  });
}
