import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistEndpoints, treatmentEndpoints, type Treatment } from '@wizytownik/contracts';
import { ok, type FakeReply, on } from '../../../test/fake-api.ts';
import { pickerText } from '../../../test/pickers.ts';
import VisitEditorDialog from './VisitEditorDialog.tsx';
import {
  bodiesOf,
  click,
  findEditor,
  NEW_SLOT,
  NO_CLASH,
  pickPatient,
  renderVisitUi,
  v,
  VISIT,
} from './visit-test-kit.tsx';

/** Laseroterapia (10 min) with 'dwa pola' (25 min), 'jedno pole' (0: the treatment's) and an inactive subtype. */
const LASER: Treatment = {
  id: 5,
  nazwa: 'Laseroterapia',
  cena: 4000,
  aktywny: true,
  dlugoscWizyty: 10,
  additionalOutpostId: null,
  additionalOutpostNazwa: null,
  kategoriaId: null,
  kategoriaNazwa: null,
  podtypy: [
    { id: 51, zabiegId: 5, nazwa: 'dwa pola', aktywny: true, dlugoscWizyty: 25 },
    { id: 52, zabiegId: 5, nazwa: 'jedno pole', aktywny: true, dlugoscWizyty: 0 },
    { id: 53, zabiegId: 5, nazwa: 'stary', aktywny: false, dlugoscWizyty: 40 },
  ],
};
const MAGNET: Treatment = { ...LASER, id: 6, nazwa: 'Magnetoterapia', dlugoscWizyty: 20, podtypy: [] };
const OLD: Treatment = {
  ...LASER,
  id: 7,
  nazwa: 'Diatermia',
  aktywny: false,
  dlugoscWizyty: 15,
  podtypy: [],
};
const TREATMENTS = [LASER, MAGNET, OLD];

const TYPES = [
  {
    id: 9,
    terapeuta_id: 3,
    nazwa: 'Konsultacja',
    cena: 15000,
    dlugosc_wizyty: 45,
    aktywna: true,
    domyslny_kod_icd9: null,
    domyslny_kod_icd9_opis: null,
  },
];

const treatmentList = on(treatmentEndpoints.getList, () =>
  ok({ items: TREATMENTS, totalCount: TREATMENTS.length }),
);
const visitTypes = on(therapistEndpoints.getVisitTypes, () => ok(TYPES));

async function openNewWith(features: 'Fizykoterapia'[], handlers = [treatmentList, visitTypes]) {
  const requests = await renderVisitUi(<VisitEditorDialog open initial={NEW_SLOT} onClose={() => {}} />, {
    features,
    handlers,
  });
  return { requests, dialog: await findEditor('Nowa wizyta') };
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  const wait = { timeout: 30_000 };
  await userEvent.click(await within(dialog).findByRole('combobox', { name: new RegExp(field) }, wait));
  await userEvent.click(await screen.findByRole('option', { name: option }, wait));
}

describe('visit editor: treatment and subtype (Fizykoterapia)', { timeout: 180_000 }, () => {
  it('shows no treatment selects without the feature, and asks for no treatments', async () => {
    const { requests, dialog } = await openNewWith([]);
    expect(
      await within(dialog).findByRole('combobox', { name: 'Typ wizyty' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /Zabieg/ })).toBeNull();
    expect(requests.some((r) => r.path === treatmentEndpoints.getList.path)).toBe(false);
  });

  it('lists the treatments, inactive ones disabled, and shows the subtypes only for a treatment with some', async () => {
    const { dialog } = await openNewWith(['Fizykoterapia']);
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /Zabieg/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Brak',
      'Laseroterapia (10 min)',
      'Magnetoterapia (20 min)',
      'Diatermia (15 min)',
    ]);
    expect(options[3]!.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Magnetoterapia (20 min)' }));
    expect(within(dialog).queryByRole('combobox', { name: /Podtyp zabiegu/ })).toBeNull();
    await choose(dialog, 'Zabieg', 'Laseroterapia (10 min)');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /Podtyp zabiegu/ }));
    const subtypes = await screen.findAllByRole('option');
    expect(subtypes.map((o) => o.textContent)).toEqual([
      'Bez podtypu',
      'dwa pola (25 min)',
      'jedno pole',
      'stary (40 min)',
    ]);
    expect(subtypes[3]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('sets the end from the treatment, then from the subtype’s length when above 0', async () => {
    const { dialog } = await openNewWith(['Fizykoterapia']);
    await choose(dialog, 'Zabieg', 'Magnetoterapia (20 min)');
    expect(pickerText(dialog, 'Godzina zakończenia')).toBe('09:20');
    await choose(dialog, 'Zabieg', 'Laseroterapia (10 min)');
    expect(pickerText(dialog, 'Godzina zakończenia')).toBe('09:10');
    await choose(dialog, 'Podtyp zabiegu', 'dwa pola (25 min)');
    expect(pickerText(dialog, 'Godzina zakończenia')).toBe('09:25');
    // A subtype of length 0 takes the treatment's.
    await choose(dialog, 'Podtyp zabiegu', 'jedno pole');
    expect(pickerText(dialog, 'Godzina zakończenia')).toBe('09:10');
  });

  it('hides the visit type once a treatment is chosen, and sends the treatment and subtype', async () => {
    const { dialog, requests } = await openNewWith(
      ['Fizykoterapia'],
      [
        treatmentList,
        visitTypes,
        on(v.checkTimeStatus, NO_CLASH),
        on(v.create, () => ok({ id: 41, message: 'Zapisono' })),
      ],
    );
    await choose(dialog, 'Typ wizyty', 'Konsultacja (45 min)');
    await choose(dialog, 'Zabieg', 'Laseroterapia (10 min)');
    expect(within(dialog).queryByRole('combobox', { name: 'Typ wizyty' })).toBeNull();
    // Cleared, the visit type comes back (empty: the treatment replaced it).
    await choose(dialog, 'Zabieg', 'Brak');
    expect(
      (await within(dialog).findByRole('combobox', { name: 'Typ wizyty' }, { timeout: 30_000 })).textContent,
    ).toBe('Brak');
    await choose(dialog, 'Zabieg', 'Laseroterapia (10 min)');
    await choose(dialog, 'Podtyp zabiegu', 'dwa pola (25 min)');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    await waitFor(() => expect(bodiesOf(requests, v.create.path)).toHaveLength(1));
    expect(bodiesOf(requests, v.create.path)[0]).toMatchObject({
      zabiegId: 5,
      podTypZabieguID: 51,
      typWizytyTerapeutyId: null,
      endTime: '2026-03-10T08:25:00.000Z',
    });
    expect(bodiesOf(requests, v.checkTimeStatus.path)[0]).toMatchObject({ zabiegi: [5] });
  });

  it("shows the server's message for a missing treatment under the treatment", async () => {
    const message = 'Nie wybrano zabiegu.';
    const refusal: FakeReply<never> = {
      status: 400,
      body: {
        result: null,
        success: false,
        unAuthorizedRequest: false,
        __abp: true,
        error: {
          code: 400,
          errorCode: 'visit.treatmentRequired',
          message,
          details: null,
          validationErrors: [{ message, members: ['zabiegId'] }],
        },
      },
    };
    const { dialog } = await openNewWith(
      ['Fizykoterapia'],
      [treatmentList, on(v.checkTimeStatus, NO_CLASH), on(v.create, () => refusal)],
    );
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    const field = (await within(dialog).findByRole('combobox', { name: /Zabieg/ })).closest(
      '.MuiFormControl-root',
    )!;
    expect(await within(field as HTMLElement).findByText(message)).toBeTruthy();
  });

  it('shows a saved visit’s inactive treatment as chosen and sends it back unchanged', async () => {
    const visit = {
      ...VISIT,
      zabiegId: 7,
      zabiegNazwa: 'Diatermia',
      zabiegPodtypId: null,
      podTypZabieguNazwa: null,
    };
    const requests = await renderVisitUi(<VisitEditorDialog open visitId={visit.id} onClose={() => {}} />, {
      features: ['Fizykoterapia'],
      visit,
      handlers: [treatmentList, visitTypes, on(v.checkTimeStatus, NO_CLASH), on(v.update, () => ok(visit))],
    });
    const dialog = await findEditor(/Kowalska Anna/);
    const select = await within(dialog).findByRole('combobox', { name: /Zabieg/ });
    await waitFor(() => expect(select.textContent).toBe('Diatermia (15 min)'));
    expect(within(dialog).queryByRole('combobox', { name: 'Typ wizyty' })).toBeNull();
    await click(dialog, 'Zapisz');
    await waitFor(() => expect(bodiesOf(requests, v.update.path)).toHaveLength(1));
    expect(bodiesOf(requests, v.update.path)[0]).toMatchObject({ zabiegId: 7, zabiegPodtypId: null });
  });
});
