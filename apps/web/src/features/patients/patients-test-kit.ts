import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientEndpoints,
  platformEndpoints,
  userEndpoints,
  type ClientDto,
  type ClientListItem,
} from '@wizytownik/contracts';
import { FEATURES, type FeatureName, type PermissionName } from '@wizytownik/domain';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

export const e = clientEndpoints;
/** The screen loads lazily; a busy machine needs more than the default second. */
export const SCREEN_LOAD = { timeout: 15_000 };
export const READER: PermissionName[] = ['Wizytownik_Klienci'];
export const EDITOR: PermissionName[] = [...READER, 'Wizytownik_Klienci_Edycja'];

export const ROW: ClientListItem = {
  id: 12,
  name: 'Anna',
  surname: 'Kowalska',
  description: 'Po urazie kolana',
  phone: '+48601222333',
  city: 'Kraków',
  creationTime: '2025-03-14T23:30:00Z',
  pesel: '02070803628',
};

export const RECORD: ClientDto = {
  id: 12,
  name: 'Anna',
  surname: 'Kowalska',
  emailAddress: 'anna@example.pl',
  phone: '+48601222333',
  usePhoneForSMS: true,
  pesel: '02070803628',
  gender: 1,
  nip: '1234567890',
  therapistID: 3,
  description: 'Po urazie kolana',
  knowledgeOfUsSource: 'internet',
  payByPayU: false,
  notes: null,
  birthDate: '1902-07-08',
  age: 123,
  street: 'Długa',
  numer_budynku: '5',
  numer_lokalu: null,
  postcode: '30-001',
  city: 'Kraków',
  region: 'małopolskie',
  haveRepresentative: false,
  representativeID: 0,
  representativeData: null,
  agree_receive_sms: true,
  confirm_sms: true,
  refuse_receive_email: false,
  agree_process_data: true,
  agree_for_health_services: true,
  agree_for_commercial: false,
  covidQuestionnaire: false,
  kredyt: false,
  kredyt_podstawa: null,
  kredyt_podstawa_inna: null,
  limit_kredytowy: null,
  waznosc_kredytu: null,
  creationTime: '2025-03-14T23:30:00Z',
};

export const THERAPISTS = [
  { id: 3, name: 'Piotr', surname: 'Wiśniewski' },
  { id: 4, name: 'Ewa', surname: 'Nowak' },
];

export interface OpenOptions {
  readonly permissions?: PermissionName[];
  readonly features?: FeatureName[];
  readonly handlers?: FakeRoute[];
}

/** The patient list at /clients, logged in with the permissions and the tenant's features. */
export function openPatients({ permissions = EDITOR, features = [], handlers = [] }: OpenOptions = {}) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(platformEndpoints.getAllFeatures, () =>
      ok(features.map((name) => ({ name, displayName: FEATURES[name], isEnabled: true }))),
    ),
    on(e.getAll, () => ok({ totalCount: 1, items: [ROW] })),
    on(e.get, () => ok(RECORD)),
    on(userEndpoints.queryUsersWithRoles, () => ok(THERAPISTS)),
    ...handlers,
  ]);
  renderApp('/clients');
  return requests;
}

/** Opens a new patient's editor from the list. */
export async function addPatient(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj pacjenta' }, SCREEN_LOAD));
  return screen.findByRole('dialog', { name: 'Dodawanie nowego pacjenta' });
}

/** Opens the editor of the list's patient. */
export async function editPatient(): Promise<HTMLElement> {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edytuj pacjenta Anna Kowalska' }, SCREEN_LOAD),
  );
  return screen.findByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' });
}

export const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

export const lastBody = (requests: ReturnType<typeof fakeApi>, path: string) =>
  requests.findLast((r) => r.path === path)?.body as Record<string, unknown> | undefined;
