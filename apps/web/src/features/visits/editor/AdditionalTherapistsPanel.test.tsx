import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  companySettingsEndpoints,
  therapistEndpoints,
  type TherapistListItem,
  type TherapistVisitType,
  type VisitDetails,
} from '@wizytownik/contracts';
import { ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { companySettings } from '../../../test/company-settings.ts';
import {
  bodiesOf,
  click,
  findEditor,
  NEW_SLOT,
  NO_CLASH,
  openNew,
  openVisit,
  pickPatient,
  RECEPTION,
  THERAPISTS,
  v,
  VISIT,
} from './visit-test-kit.tsx';

const JAN: TherapistListItem = {
  therapistID: 5,
  userID: 50,
  name: 'Jan',
  surname: 'Lewandowski',
  phone: null,
  color: null,
  visitTime: null,
  isActive: true,
  mainOrganizationalUnitID: null,
};

/** Ewa Nowak (user 40) has one active visit type; the others have none. */
const EWA_TYPES: TherapistVisitType[] = [
  {
    id: 9,
    terapeuta_id: 4,
    nazwa: 'Masaż',
    cena: 12000,
    dlugosc_wizyty: 30,
    aktywna: true,
    domyslny_kod_icd9: null,
    domyslny_kod_icd9_opis: null,
  },
];

const EWA = { id: 4, name: 'Ewa Nowak', typWizyty: 'Masaż', typWizytyId: 9 };

/** The editor's lists with the company setting `enabled`, three therapists and Ewa's visit types. */
function panelHandlers(enabled: boolean): FakeRoute[] {
  return [
    on(companySettingsEndpoints.getCompanySettings, () =>
      ok(companySettings({ showAdditionalTherapistsForVisitCreation: enabled })),
    ),
    on(therapistEndpoints.getAll, () => ok({ totalCount: 3, items: [...THERAPISTS, JAN] })),
    on(therapistEndpoints.getVisitTypes, (r) => ok(r.query.get('userId') === '40' ? EWA_TYPES : [])),
    on(v.checkTimeStatus, NO_CLASH),
  ];
}

const panelOf = (dialog: HTMLElement) => within(dialog).findByRole('region', { name: 'Dodatkowi terapeuci' });

async function choose(scope: HTMLElement, field: string, option: string) {
  await userEvent.click(await within(scope).findByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('visit editor: additional therapists', { timeout: 60_000 }, () => {
  it('is hidden when the company setting is off', async () => {
    const { requests } = await openVisit(
      { ...VISIT, additionalTherapists: [EWA] },
      RECEPTION,
      panelHandlers(false),
    );
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await waitFor(() =>
      expect(requests.some((r) => r.path === companySettingsEndpoints.getCompanySettings.path)).toBe(true),
    );
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Terapeuta/ })).toBeTruthy());
    expect(within(dialog).queryByText('Dodatkowi terapeuci')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj terapeutę' })).toBeNull();
  });

  it('asks for a visit type before adding a therapist who has types, and books with the list', async () => {
    const { requests } = await openNew(NEW_SLOT, [
      ...panelHandlers(true),
      on(v.create, () => ok({ id: 41, message: 'Zapisono' })),
    ]);
    const dialog = await findEditor('Nowa wizyta');
    const panel = await panelOf(dialog);
    // The main therapist (Piotr Wiśniewski) is not offered.
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Dodatkowy terapeuta' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Ewa Nowak',
      'Jan Lewandowski',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Ewa Nowak' }));
    await within(panel).findByRole('combobox', { name: 'Typ wizyty terapeuty dodatkowego' });
    await click(panel, 'Dodaj terapeutę');
    expect(await within(panel).findByText('Wybierz typ wizyty przed dodaniem terapeuty')).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();

    await choose(panel, 'Typ wizyty terapeuty dodatkowego', 'Masaż (30 min)');
    await click(panel, 'Dodaj terapeutę');
    const list = await within(panel).findByRole('list');
    expect(within(list).getByText('Ewa Nowak')).toBeTruthy();
    expect(within(list).getByText('Masaż')).toBeTruthy();
    expect(within(panel).queryByText('Wybierz typ wizyty przed dodaniem terapeuty')).toBeNull();

    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(bodiesOf(requests, v.create.path)[0]).toMatchObject({
      therapistId: 3,
      additionalTherapists: [{ id: 4, therapistVisitTypeId: 9 }],
    });
  });

  it('loads the visit’s additional therapists and saves the changed list', async () => {
    const saved: VisitDetails = {
      ...VISIT,
      additionalTherapists: [{ id: 5, name: 'Jan Lewandowski', typWizyty: null, typWizytyId: null }],
    };
    const { requests } = await openVisit({ ...VISIT, additionalTherapists: [EWA] }, RECEPTION, [
      ...panelHandlers(true),
      on(v.update, () => ok(saved)),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    const panel = await panelOf(dialog);
    expect(within(panel).getByText('Ewa Nowak')).toBeTruthy();
    expect(within(panel).getByText('Masaż')).toBeTruthy();
    await click(panel, 'Usuń terapeutę Ewa Nowak');
    expect(within(panel).queryByText('Ewa Nowak')).toBeNull();
    // Jan has no visit types: he is added without one.
    await choose(panel, 'Dodatkowy terapeuta', 'Jan Lewandowski');
    await click(panel, 'Dodaj terapeutę');
    expect(await within(panel).findByText('Jan Lewandowski')).toBeTruthy();
    await click(dialog, 'Zapisz');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(bodiesOf(requests, v.update.path)[0]).toMatchObject({
      id: 41,
      additionalTherapists: [{ id: 5, therapistVisitTypeId: null }],
    });
  });

  it('shows a closed visit’s additional therapists without changing them', async () => {
    await openVisit({ ...VISIT, status: 3, additionalTherapists: [EWA] }, RECEPTION, panelHandlers(true));
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    const panel = await panelOf(dialog);
    expect(within(panel).getByText('Ewa Nowak')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Dodaj terapeutę' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Usuń terapeutę Ewa Nowak' })).toBeNull();
  });
});
