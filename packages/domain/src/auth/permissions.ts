/**
 * Every permission the specifications name, defined once. The wire name is the spec's
 * `{product}_…` with the product name filled in, plus the two `Pages.*` names.
 */
export const PERMISSION_GROUPS = {
  administration: 'Administracja',
  visits: 'Wizyty',
  patients: 'Pacjenci',
  therapists: 'Terapeuci',
  vouchers: 'Vouchery',
  payments: 'Płatności online',
  sms: 'SMS',
  treatments: 'Fizykoterapia i zabiegi',
  other: 'Pozostałe',
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

interface PermissionDefinition {
  readonly displayName: string;
  readonly group: PermissionGroup;
}

const definitions = {
  'Pages.Users': { displayName: 'Użytkownicy', group: 'administration' },
  'Pages.Roles': { displayName: 'Role', group: 'administration' },
  Wizytownik_SystemAdmin: { displayName: 'Administrator systemu', group: 'administration' },
  Wizytownik_Ustawienia_Firmy: { displayName: 'Ustawienia firmy', group: 'administration' },
  Wizytownik_Rooms: { displayName: 'Gabinety', group: 'administration' },
  Wizytownik_Rooms_Edycja: { displayName: 'Gabinety – edycja', group: 'administration' },
  Wizytownik_DniWolne_Dodawanie: { displayName: 'Dni wolne – dodawanie', group: 'administration' },
  Wizytownik_Reports: { displayName: 'Raporty', group: 'administration' },
  Wizytownik_Bufor_P1: { displayName: 'Bufor P1', group: 'administration' },

  Wizytownik_Wizyty: { displayName: 'Wizyty', group: 'visits' },
  Wizytownik_Wizyty_Edycja: { displayName: 'Wizyty – edycja', group: 'visits' },
  Wizytownik_Wizyty_Edycja_Przebiegu: { displayName: 'Wizyty – edycja przebiegu', group: 'visits' },
  Wizytownik_Wizyty_Otwarcie: { displayName: 'Wizyty – ponowne otwarcie', group: 'visits' },
  Wizytownik_Wizyty_Zmiana_Pracownika: { displayName: 'Wizyty – zmiana pracownika', group: 'visits' },
  Wizytownik_Wizyty_Platnosci_Edycja: { displayName: 'Wizyty – edycja płatności', group: 'visits' },
  Wizytownik_Wizyty_Platnosci_Usuwanie: { displayName: 'Wizyty – usuwanie płatności', group: 'visits' },
  Wizytownik_Moj_Kalendarz: { displayName: 'Mój kalendarz', group: 'visits' },
  Wizytownik_Rezerwy: { displayName: 'Rezerwy', group: 'visits' },
  Wizytownik_Kursanci: { displayName: 'Kursanci', group: 'visits' },

  Wizytownik_Klienci: { displayName: 'Pacjenci', group: 'patients' },
  Wizytownik_Klienci_Edycja: { displayName: 'Pacjenci – edycja', group: 'patients' },
  Wizytownik_Klienci_Usuwanie: { displayName: 'Pacjenci – usuwanie', group: 'patients' },
  Wizytownik_Klienci_Choroby: { displayName: 'Pacjenci – alergie i choroby', group: 'patients' },
  Wizytownik_Klienci_Choroby_Edycja: {
    displayName: 'Pacjenci – alergie i choroby – edycja',
    group: 'patients',
  },
  Wizytownik_Klienci_Choroby_Usuwanie: {
    displayName: 'Pacjenci – alergie i choroby – usuwanie',
    group: 'patients',
  },
  Wizytownik_Klienci_Zalaczniki_Przegladanie: {
    displayName: 'Pacjenci – załączniki – przeglądanie',
    group: 'patients',
  },
  Wizytownik_Klienci_Zalaczniki_Dodawanie: {
    displayName: 'Pacjenci – załączniki – dodawanie',
    group: 'patients',
  },
  Wizytownik_Klienci_Zalaczniki_Usuwanie: {
    displayName: 'Pacjenci – załączniki – usuwanie',
    group: 'patients',
  },
  Wizytownik_Klienci_Historia_SMS: { displayName: 'Pacjenci – historia SMS', group: 'patients' },
  Wizytownik_KlienciKredyty: { displayName: 'Pacjenci – kredyty', group: 'patients' },
  Wizytownik_KlienciKredyty_Usuwanie: {
    displayName: 'Pacjenci – kredyty – usuwanie wpłat',
    group: 'patients',
  },
  Wizytownik_KlienciProblemy: { displayName: 'Pacjenci – problemy', group: 'patients' },
  Wizytownik_KlienciProblemyEdycja: { displayName: 'Pacjenci – problemy – edycja', group: 'patients' },
  Wizytownik_PlanyZdrowienia: { displayName: 'Plany terapii i zdrowienia', group: 'patients' },
  Wizytownik_PlanyZdrowieniaEdycja: { displayName: 'Plany terapii i zdrowienia – edycja', group: 'patients' },

  Wizytownik_Terapeuci: { displayName: 'Terapeuci', group: 'therapists' },
  Wizytownik_Terapeuci_Edycja: { displayName: 'Terapeuci – edycja', group: 'therapists' },
  Wizytownik_Terapeuci_Przerwy: { displayName: 'Terapeuci – szybkie przerwy', group: 'therapists' },
  Wizytownik_Terapeuci_ProwizjaEdycja: { displayName: 'Terapeuci – prowizje', group: 'therapists' },
  Wizytownik_Edycja_TypowWizyt_Terapeuty: { displayName: 'Terapeuci – typy wizyt', group: 'therapists' },

  Wizytownik_Vouchery: { displayName: 'Vouchery', group: 'vouchers' },
  Wizytownik_Vouchery_Edycja: { displayName: 'Vouchery – edycja', group: 'vouchers' },
  Wizytownik_VoucheryUsuwanieSprzedanego: {
    displayName: 'Vouchery – usuwanie sprzedanego',
    group: 'vouchers',
  },

  Wizytownik_PayU_PrzegladPlatnosci: { displayName: 'Płatności online – przegląd', group: 'payments' },
  Wizytownik_PayU_PrzegladPlatnosciZwroty: { displayName: 'Płatności online – zwroty', group: 'payments' },

  Wizytownik_Bramka_SMS: { displayName: 'Bramka SMS', group: 'sms' },
  Wizytownik_InformacjeSMS: { displayName: 'Informacje SMS', group: 'sms' },
  Wizytownik_AndroidWysylkaSMSKOnfiguracja: {
    displayName: 'Konfiguracja wysyłki SMS (Android)',
    group: 'sms',
  },

  Wizytownik_Zabiegi: { displayName: 'Zabiegi', group: 'treatments' },
  Wizytownik_ZabiegiZlecanie: { displayName: 'Zlecanie zabiegów', group: 'treatments' },
  Wizytownik_WizytyZabiegiKalendarz: { displayName: 'Kalendarz zabiegów', group: 'treatments' },

  Wizytownik_Kategorie_Opisow_Edycja: { displayName: 'Kategorie opisów – edycja', group: 'other' },
  Wizytownik_Opisy_Edycja: { displayName: 'Opisy – edycja', group: 'other' },
} as const satisfies Record<string, PermissionDefinition>;

export type PermissionName = keyof typeof definitions;

export interface Permission extends PermissionDefinition {
  readonly name: PermissionName;
}

export const PERMISSIONS: readonly Permission[] = Object.entries(definitions).map(([name, d]) => ({
  name: name as PermissionName,
  ...d,
}));

export const ALL_PERMISSION_NAMES: readonly PermissionName[] = PERMISSIONS.map((p) => p.name);

export function isPermissionName(value: string): value is PermissionName {
  return Object.hasOwn(definitions, value);
}
