import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import {
  clientEndpoints,
  companySettingsEndpoints,
  platformEndpoints,
  roomEndpoints,
  therapistEndpoints,
  visitEndpoints,
  type TherapistListItem,
  type VisitDetails,
} from '@wizytownik/contracts';
import { FEATURES, type FeatureName, type PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import {
  fakeApi,
  ok,
  type FakeHandler,
  type FakeRequest,
  on,
  type FakeRoute,
} from '../../../test/fake-api.ts';
import { companySettings } from '../../../test/company-settings.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import type { NewVisitInitial } from './visit-form.ts';
import VisitEditorDialog from './VisitEditorDialog.tsx';

export const v = visitEndpoints;
export const RECEPTION: PermissionName[] = [
  'Wizytownik_Wizyty',
  'Wizytownik_Wizyty_Edycja',
  'Wizytownik_Wizyty_Zmiana_Pracownika',
  'Wizytownik_Klienci_Edycja',
];

export const PATIENT = {
  id: 12,
  name: 'Anna',
  surname: 'Kowalska',
  pesel: '02070803628',
  therapistID: null,
  phone: '+48601222333',
  description: null,
};

export const THERAPISTS: TherapistListItem[] = [
  {
    therapistID: 3,
    userID: 30,
    name: 'Piotr',
    surname: 'Wiśniewski',
    phone: null,
    color: null,
    visitTime: null,
    isActive: true,
    mainOrganizationalUnitID: null,
  },
  {
    therapistID: 4,
    userID: 40,
    name: 'Ewa',
    surname: 'Nowak',
    phone: null,
    color: null,
    visitTime: 50,
    isActive: true,
    mainOrganizationalUnitID: null,
  },
];

/** A new visit on 10 March 2026, 09:00–10:00 in the clinic (08:00Z), with Piotr Wiśniewski. */
export const VISIT: VisitDetails = {
  id: 41,
  therapistName: 'Piotr Wiśniewski',
  visitTypeName: null,
  createdBy: 'Recepcja Ala',
  createdAt: '2026-03-01T10:00:00Z',
  startTime: '2026-03-10T08:00:00Z',
  endTime: '2026-03-10T09:00:00Z',
  clientId: 12,
  client: {
    id: 12,
    name: 'Anna',
    surname: 'Kowalska',
    pesel: '02070803628',
    phone: '+48601222333',
    description: null,
    sentOpinionSMS: false,
  },
  therapistId: 3,
  roomId: null,
  additionalOutpostId: null,
  organizationalUnitId: null,
  typWizytyTerapeutyId: null,
  zabiegId: null,
  zabiegPodtypId: null,
  zabiegNazwa: null,
  podTypZabieguNazwa: null,
  status: 0,
  statusSubtype: 0,
  cancelReason: null,
  notes: '<p>Ból <b>kolana</b></p>',
  notesForReception: 'Zapłaci kartą',
  obecny: false,
  nie_wysylaj_sms: false,
  regularVisit: false,
  seriesId: null,
  visitShifts: [],
  additionalTherapists: [],
  payments: [],
  dueAmount: 0,
  outstandingAmount: 0,
  kredyt: false,
  aktualne_saldo: 0,
  limit_kredytu: null,
  waznosc_kredytu: null,
};

export interface Setup {
  readonly permissions?: PermissionName[];
  readonly features?: FeatureName[];
  readonly visit?: VisitDetails;
  readonly handlers?: FakeRoute[];
}

/** The lists every editor loads: therapists, their visit types and details, rooms, patients. */
export function editorHandlers(visit: VisitDetails = VISIT): FakeRoute[] {
  return [
    on(therapistEndpoints.getAll, () => ok({ totalCount: THERAPISTS.length, items: THERAPISTS })),
    on(therapistEndpoints.getVisitTypes, () => ok([])),
    on(roomEndpoints.getRooms, () => ok([])),
    on(clientEndpoints.search, () => ok([PATIENT])),
    on(v.get, () => ok(visit)),
    on(v.history, () => ok({ items: [], totalCount: 0 })),
    // The additional therapists panel is off unless a test turns the company setting on.
    on(companySettingsEndpoints.getCompanySettings, () => ok(companySettings())),
  ];
}

/**
 * Renders `ui` for a logged-in user against the fake API, once the session and the features are in
 * (as in the app, where the shell has them before any editor opens); returns the requests made.
 */
export async function renderVisitUi(
  ui: ReactNode,
  { permissions = RECEPTION, features = [], visit, handlers = [] }: Setup = {},
) {
  storeUser();
  const session = sessionInfo({ grantedPermissions: permissions });
  const featureStates = features.map((name) => ({ name, displayName: FEATURES[name], isEnabled: true }));
  const requests = fakeApi([
    ...sessionHandlers(() => session),
    on(platformEndpoints.getAllFeatures, () => ok(featureStates)),
    ...editorHandlers(visit),
    ...handlers,
  ]);
  const queryClient = createQueryClient();
  queryClient.setQueryData(['session'], session);
  queryClient.setQueryData(['features'], featureStates);
  renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  await Promise.resolve();
  return requests;
}

export const bodiesOf = (requests: FakeRequest[], path: string) =>
  requests.filter((r) => r.path === path).map((r) => r.body as Record<string, unknown>);

export const findEditor = (name: string | RegExp) => screen.findByRole('dialog', { name });

export const click = (scope: HTMLElement, name: string | RegExp) =>
  userEvent.click(within(scope).getByRole('button', { name }));

/** Answers the app's 'Czy na pewno?' question with the message `message`. */
export async function answerYes(message: string) {
  const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
  within(question).getByText(message);
  await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
}

/** Picks the fake search's patient in the editor's patient picker. */
export async function pickPatient(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Pacjent/ }));
  await userEvent.click(await screen.findByRole('option', { name: /Kowalska Anna/ }));
}

export const NEW_SLOT = {
  start: new Date('2026-03-10T08:00:00Z'),
  end: new Date('2026-03-10T08:30:00Z'),
  therapistId: 3,
};

/** A new visit's editor, opened from `initial`. */
export async function openNew(initial: NewVisitInitial | undefined, handlers: FakeRoute[] = []) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const requests = await renderVisitUi(
    <VisitEditorDialog open initial={initial} onClose={onClose} onChanged={onChanged} />,
    { handlers },
  );
  return { requests, onChanged, onClose };
}

/** The editor of a saved visit for a user with `permissions`. */
export async function openVisit(
  visit: VisitDetails,
  permissions: PermissionName[] = RECEPTION,
  handlers: FakeRoute[] = [],
) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const requests = await renderVisitUi(
    <VisitEditorDialog open visitId={visit.id} onClose={onClose} onChanged={onChanged} />,
    { visit, permissions, handlers },
  );
  return { requests, onChanged, onClose };
}

export const NO_CLASH: FakeHandler<typeof v.checkTimeStatus> = () =>
  ok({ therapistCheck: [], roomCheck: [], clientCheck: [], zabiegCheck: [] });
export const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) =>
      ['Zapisz', 'Potwierdź', 'Zamknij wizytę', 'Otwórz wizytę ponownie', 'Odwołaj wizytę'].includes(
        text ?? '',
      ),
    );
