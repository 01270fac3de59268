import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  drugEndpoints,
  prescriptionEndpoints,
  sessionEndpoints,
  type PakietReceptDto,
  type PakietReceptListItem,
  type ProduktLeczniczy,
} from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { sessionInfo } from '../../test/session.ts';
import { EDITOR, openPatients } from '../patients/patients-test-kit.ts';

/** The list and the dialog load lazily; the first in a file on a busy machine takes longest. */
export const FIRST_LOAD = { timeout: 45_000 };

export const e = prescriptionEndpoints;
export const drugs = drugEndpoints;

/** The signed-in user's therapist: a doctor with an uploaded certificate. */
export const PRESCRIBER = {
  therapistID: 9,
  userID: 7,
  name: 'Anna',
  surname: 'Nowak',
  color: null,
  recepty: true,
  czyCertyfikatWgrany: true,
};

export const NEW_PACKAGE: PakietReceptListItem = {
  id: 31,
  createDate: '2026-03-14T23:30:00Z',
  tworca: 'Anna Nowak',
  status: 0,
  leki: 'Apap, 500 mg, 50 tabl.',
  kod_recepty: null,
};

export const SENT_PACKAGE: PakietReceptListItem = {
  id: 32,
  createDate: '2026-03-10T08:05:00Z',
  tworca: 'Anna Nowak',
  status: 1,
  leki: 'Morfina, 10 mg, 60 tabl.',
  kod_recepty: '4821',
};

export const SENT_DETAILS: PakietReceptDto = {
  ...SENT_PACKAGE,
  client_id: 12,
  therapist_id: 9,
  visit_id: null,
  klucz_pakietu: '0123456789',
  sendDate: '2026-03-10T08:10:00Z',
  recepty: [
    {
      id: 301,
      rodzaj_recepty: 'Rpw',
      poziom_odplatnosci: '100%',
      nazwa_leku: 'Morfina, 10 mg',
      opakowanie_leku: '60 tabl.',
      kod_gtin: '05909990000001',
      ilosc_sztuk: 1,
      dawkowanie: '1 tabl. co 12 h',
      status: 0,
      numer_w_pakiecie: 1,
      wybrany_lek: { lek_id: 501, opakowanie_id: 601 },
      klucz_recepty: 'k1',
      numer_recepty: 'n1',
      tryb_wystawienia: 'ZW',
      uprawnienie_dodatkowe: null,
      opis_dokumentu_uprawnienia: null,
      realizacja_od: null,
      nie_zamieniac: false,
      pilne: false,
    },
  ],
};

/** A product with one pack whose availability category is Rpw. */
export const MORFINA: ProduktLeczniczy = {
  id: 501,
  nazwa_moc: 'Morfina, 10 mg',
  postac: 'Tabletki o przedłużonym uwalnianiu',
  opakowania: [
    {
      id: 601,
      opis_opakowania: '60 tabl.',
      czy_skasowane: false,
      kod_gtin: '05909990000001',
      kategoria_dostepnosci: 'Rpw',
    },
  ],
};

export interface OpenPrescriptions {
  readonly permissions?: PermissionName[];
  readonly therapist?: typeof PRESCRIBER | null;
  readonly withFeature?: boolean;
  readonly handlers?: FakeRoute[];
}

/** The patient list of a prescriber (the Recepty feature on) with the given package answers. */
export function openPrescriberPatients({
  permissions = EDITOR,
  therapist = PRESCRIBER,
  withFeature = true,
  handlers = [],
}: OpenPrescriptions = {}) {
  return openPatients({
    features: withFeature ? ['Recepty'] : [],
    handlers: [
      on(sessionEndpoints.getCurrentLoginInformations, () =>
        ok(sessionInfo({ grantedPermissions: permissions, therapist })),
      ),
      on(e.getPakiety, () => ok({ totalCount: 2, items: [NEW_PACKAGE, SENT_PACKAGE] })),
      ...handlers,
    ],
  });
}

export const PRESCRIPTIONS_ACTION = 'Recepty pacjenta Anna Kowalska';

/** Opens 'Recepty pacjenta' of the list's patient. */
export async function openPrescriptions(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: PRESCRIPTIONS_ACTION }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Recepty pacjenta: Anna Kowalska' });
}
