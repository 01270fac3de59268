import { ALL_PERMISSION_NAMES, type PermissionName } from './permissions.ts';

/** The role name the specs use to recognise therapists. */
export const THERAPIST_ROLE = 'terapeuta';
export const ADMIN_ROLE = 'Admin';
export const RECEPTION_ROLE = 'Recepcja';
export const ADMIN_USER_NAME = 'admin';

export interface StaticRoleDefinition {
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
  readonly permissions: readonly PermissionName[];
}

const receptionPermissions: readonly PermissionName[] = [
  'Wizytownik_Wizyty',
  'Wizytownik_Wizyty_Edycja',
  'Wizytownik_Wizyty_Zmiana_Pracownika',
  'Wizytownik_Wizyty_Platnosci_Edycja',
  'Wizytownik_Rezerwy',
  'Wizytownik_Klienci',
  'Wizytownik_Klienci_Edycja',
  'Wizytownik_Klienci_Zalaczniki_Przegladanie',
  'Wizytownik_Klienci_Zalaczniki_Dodawanie',
  'Wizytownik_Klienci_Historia_SMS',
  'Wizytownik_KlienciKredyty',
  'Wizytownik_KlienciProblemy',
  'Wizytownik_Terapeuci',
  'Wizytownik_Terapeuci_Przerwy',
  'Wizytownik_Vouchery',
  'Wizytownik_Vouchery_Edycja',
  'Wizytownik_PayU_PrzegladPlatnosci',
  'Wizytownik_Bramka_SMS',
  'Wizytownik_InformacjeSMS',
  'Wizytownik_Rooms',
  'Wizytownik_Reports',
  'Wizytownik_Kursanci',
  'Wizytownik_WizytyZabiegiKalendarz',
];

const therapistPermissions: readonly PermissionName[] = [
  'Wizytownik_Wizyty',
  'Wizytownik_Wizyty_Edycja',
  'Wizytownik_Wizyty_Edycja_Przebiegu',
  'Wizytownik_Moj_Kalendarz',
  'Wizytownik_Klienci',
  'Wizytownik_Klienci_Edycja',
  'Wizytownik_Klienci_Choroby',
  'Wizytownik_Klienci_Choroby_Edycja',
  'Wizytownik_Klienci_Zalaczniki_Przegladanie',
  'Wizytownik_Klienci_Zalaczniki_Dodawanie',
  'Wizytownik_KlienciProblemy',
  'Wizytownik_KlienciProblemyEdycja',
  'Wizytownik_PlanyZdrowienia',
  'Wizytownik_PlanyZdrowieniaEdycja',
  'Wizytownik_ZabiegiZlecanie',
  'Wizytownik_Reports',
];

/** Roles every tenant starts with; they cannot be deleted. The first one gets role id 1. */
export const STATIC_ROLES: readonly StaticRoleDefinition[] = [
  {
    name: ADMIN_ROLE,
    displayName: 'Administrator',
    description: 'Pełny dostęp do systemu',
    permissions: ALL_PERMISSION_NAMES,
  },
  {
    name: RECEPTION_ROLE,
    displayName: 'Recepcja',
    description: 'Obsługa kalendarza wizyt, pacjentów i płatności',
    permissions: receptionPermissions,
  },
  {
    name: THERAPIST_ROLE,
    displayName: 'Terapeuta',
    description: 'Własny kalendarz, przebieg wizyt i dokumentacja pacjentów',
    permissions: therapistPermissions,
  },
];
