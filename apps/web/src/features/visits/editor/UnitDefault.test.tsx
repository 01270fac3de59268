import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companySettingsEndpoints as cs, therapistEndpoints } from '@wizytownik/contracts';
import { ok, on } from '../../../test/fake-api.ts';
import VisitEditorDialog from './VisitEditorDialog.tsx';
import {
  bodiesOf,
  click,
  findEditor,
  NEW_SLOT,
  NO_CLASH,
  pickPatient,
  renderVisitUi,
  THERAPISTS,
  v,
  VISIT,
} from './visit-test-kit.tsx';

const UNITS = [
  { id: 5, nazwa: 'Poradnia ogólna', kod_resortowy: '001', is_active: true },
  { id: 6, nazwa: 'Rehabilitacja', kod_resortowy: '002', is_active: true },
  { id: 7, nazwa: 'Gabinet zabiegowy', kod_resortowy: '003', is_active: true },
  { id: 8, nazwa: 'Dawna poradnia', kod_resortowy: '004', is_active: false },
];

/** Piotr Wiśniewski (3) works mainly in the 'Poradnia ogólna', Ewa Nowak (4) in 'Rehabilitacja'. */
const MAIN_UNITS: Record<number, number | null> = { 3: 5, 4: 6 };

/** The editor in a clinic with IntegracjaP1; the therapists' main units as `mainUnits` says. */
async function openEditor(
  opened: { visitId: number } | { initial: typeof NEW_SLOT },
  mainUnits: Record<number, number | null> = MAIN_UNITS,
) {
  const items = THERAPISTS.map((th) => ({
    ...th,
    mainOrganizationalUnitID: mainUnits[th.therapistID] ?? null,
  }));
  const requests = await renderVisitUi(<VisitEditorDialog open {...opened} onClose={vi.fn()} />, {
    features: ['IntegracjaP1'],
    visit: { ...VISIT, organizationalUnitId: 7 },
    handlers: [
      on(therapistEndpoints.getAll, () => ok({ totalCount: items.length, items })),
      on(cs.getOrganizationalUnits, () => ok(UNITS)),
      on(v.checkTimeStatus, NO_CLASH),
      on(v.create, () => ok({ id: 41, message: 'Zapisono' })),
    ],
  });
  return { requests, dialog: await findEditor(/^(Nowa wizyta|Wizyta: Kowalska Anna)/) };
}

const unitSelect = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: /Komórka organizacyjna/ });

/** The unit the select shows ('' for none: MUI then renders a zero-width space). */
const unitText = (dialog: HTMLElement) => unitSelect(dialog).textContent.replace(/\u200b/g, '');

const shownUnit = (dialog: HTMLElement, name: string) => waitFor(() => expect(unitText(dialog)).toBe(name));

async function chooseTherapist(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Terapeuta/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function chooseUnit(dialog: HTMLElement, name: string) {
  await userEvent.click(unitSelect(dialog));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe("visit editor: the therapist's main organizational unit (IntegracjaP1)", { timeout: 60_000 }, () => {
  it("preselects a new visit's unit from its therapist and follows a change of therapist", async () => {
    const { requests, dialog } = await openEditor({ initial: NEW_SLOT });
    await shownUnit(dialog, 'Poradnia ogólna');
    await chooseTherapist(dialog, 'Ewa Nowak');
    await shownUnit(dialog, 'Rehabilitacja');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    await waitFor(() =>
      expect(bodiesOf(requests, v.create.path)).toEqual([
        expect.objectContaining({ therapistId: 4, organizationalUnitID: 6 }),
      ]),
    );
  });

  it('keeps a unit picked by hand when the therapist changes', async () => {
    const { dialog } = await openEditor({ initial: NEW_SLOT });
    await shownUnit(dialog, 'Poradnia ogólna');
    await chooseUnit(dialog, 'Gabinet zabiegowy');
    await chooseTherapist(dialog, 'Ewa Nowak');
    expect(within(dialog).getByRole('combobox', { name: /Terapeuta/ })).toHaveProperty('value', 'Ewa Nowak');
    expect(unitText(dialog)).toBe('Gabinet zabiegowy');
  });

  it('empties the unit for a therapist whose main unit is inactive', async () => {
    const { dialog } = await openEditor({ initial: NEW_SLOT }, { 3: 8, 4: 6 });
    await chooseTherapist(dialog, 'Ewa Nowak');
    await shownUnit(dialog, 'Rehabilitacja');
    await chooseTherapist(dialog, 'Piotr Wiśniewski');
    await shownUnit(dialog, '');
  });

  it("keeps a saved visit's stored unit when it is opened", async () => {
    const { dialog } = await openEditor({ visitId: VISIT.id });
    await shownUnit(dialog, 'Gabinet zabiegowy');
    // The therapists' list (with Piotr's main unit) is in: the stored unit still stands.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Terapeuta/ })).toHaveProperty(
        'value',
        'Piotr Wiśniewski',
      ),
    );
    expect(unitText(dialog)).toBe('Gabinet zabiegowy');
  });
});
