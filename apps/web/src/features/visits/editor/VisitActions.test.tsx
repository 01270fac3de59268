import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companySettingsEndpoints, type VisitDetails } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { pickerInput, typeInPicker } from '../../../test/pickers.ts';
import VisitEditorDialog from './VisitEditorDialog.tsx';
import {
  answerYes,
  bodiesOf,
  buttonNames,
  click,
  findEditor,
  NEW_SLOT,
  NO_CLASH,
  openVisit,
  pickPatient,
  RECEPTION,
  renderVisitUi,
  v,
  VISIT,
} from './visit-test-kit.tsx';

describe('visit editor: actions by status and permission', { timeout: 60_000 }, () => {
  it.each([
    [0, RECEPTION, ['Zapisz', 'Potwierdź', 'Zamknij wizytę', 'Odwołaj wizytę']],
    [1, RECEPTION, ['Zapisz', 'Zamknij wizytę', 'Odwołaj wizytę']],
    [5, RECEPTION, ['Zapisz', 'Potwierdź', 'Zamknij wizytę', 'Odwołaj wizytę']],
    [2, RECEPTION, []],
    [3, RECEPTION, []],
    [3, [...RECEPTION, 'Wizytownik_Wizyty_Otwarcie'], ['Otwórz wizytę ponownie']],
    [0, ['Wizytownik_Wizyty'], []],
  ] as const)('status %s with %j offers %j', async (status, permissions, expected) => {
    await openVisit({ ...VISIT, status }, [...permissions]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect(buttonNames(dialog)).toEqual(expected);
  });

  it('makes every field of a closed visit read-only', async () => {
    await openVisit({ ...VISIT, status: 3 });
    const dialog = await findEditor('Wizyta: Kowalska Anna — Zakończona');
    expect(pickerInput(dialog, /Data wizyty/).disabled).toBe(true);
    expect(pickerInput(dialog, 'Godzina rozpoczęcia').disabled).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: /Terapeuta/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(dialog).queryByRole('button', { name: 'Dodaj nowego pacjenta' })).toBeNull();
  });

  it('keeps the therapist of a saved visit without Wizytownik_Wizyty_Zmiana_Pracownika', async () => {
    await openVisit(VISIT, ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja']);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    const therapist = within(dialog).getByRole('combobox', { name: /Terapeuta/ }) as HTMLInputElement;
    expect(therapist.disabled).toBe(true);
    expect(therapist.value).toBe('Piotr Wiśniewski');
    expect(pickerInput(dialog, 'Godzina rozpoczęcia').disabled).toBe(false);
  });

  it('closes a visit after the spec’s confirmation text', async () => {
    const { requests, onChanged } = await openVisit(VISIT, RECEPTION, [
      on(v.close, () => ok({ ...VISIT, status: 3 })),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Zamknij wizytę');
    await answerYes(
      'Zamknięcie wizyty spowoduje zablokowanie edycji. Zamknąć można tylko wizytę która się odbyła.',
    );
    expect(await screen.findByText('Zamknięto')).toBeTruthy();
    expect(bodiesOf(requests, v.close.path)).toEqual([{ id: 41, sent_opinion: false }]);
    expect(await findEditor('Wizyta: Kowalska Anna — Zakończona')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('confirms a visit and closes the editor', async () => {
    const { onClose } = await openVisit(VISIT, RECEPTION, [on(v.confirm, () => ok({ ...VISIT, status: 1 }))]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Potwierdź');
    await answerYes('Potwierdzić wizytę?');
    expect(await screen.findByText('Potwierdzono')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('cancels with the chosen subtype and the notes', async () => {
    let visit: VisitDetails = VISIT;
    const { requests } = await openVisit(VISIT, RECEPTION, [
      on(v.get, () => ok(visit)),
      on(v.cancel, () => {
        visit = { ...VISIT, status: 2, statusSubtype: 1, cancelReason: 'Urlop terapeuty' };
        return ok(true);
      }),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Odwołaj wizytę');
    await answerYes('Odwołać wizytę?');
    const reason = await screen.findByRole('dialog', { name: 'Powód odwołania wizyty' });
    await click(reason, 'Odwołaj wizytę');
    expect(await within(reason).findByText('Wybierz powód odwołania wizyty.')).toBeTruthy();
    await userEvent.click(within(reason).getByRole('radio', { name: 'Odwołana przez pracownika' }));
    fireEvent.change(within(reason).getByLabelText('Uwagi'), { target: { value: 'Urlop terapeuty' } });
    await click(reason, 'Odwołaj wizytę');
    expect(
      await screen.findByText(
        // The reason is on a line of its own inside the banner.
        (_text, el) =>
          el?.getAttribute('role') === 'alert' &&
          el.textContent ===
            'Wizyta została odwołana. Status: Odwołana przez pracownika Powód: Urlop terapeuty',
      ),
    ).toBeTruthy();
    expect(bodiesOf(requests, v.cancel.path)).toEqual([
      { id: 41, status_subtype: 1, reason: 'Urlop terapeuty' },
    ]);
  });

  it('shows the fallback of §8 when a cancel fails without a message', async () => {
    await openVisit(VISIT, RECEPTION, [on(v.cancel, () => failure(500, ''))]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Odwołaj wizytę');
    await answerYes('Odwołać wizytę?');
    const reason = await screen.findByRole('dialog', { name: 'Powód odwołania wizyty' });
    await userEvent.click(within(reason).getByRole('radio', { name: 'Nieobecność nieusprawiedliwiona' }));
    await click(reason, 'Odwołaj wizytę');
    expect(await screen.findByText('Błąd anulowanie wizyty')).toBeTruthy();
  });
});

describe('visit editor: saving and reopening a saved visit', { timeout: 60_000 }, () => {
  it('saves a changed end time and stays on the visit', async () => {
    const { requests, onChanged } = await openVisit(VISIT, RECEPTION, [
      on(v.checkTimeStatus, NO_CLASH),
      on(v.update, () => ok({ ...VISIT, endTime: '2026-03-10T09:30:00Z' })),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await typeInPicker(dialog, 'Godzina zakończenia', '10:30');
    await click(dialog, 'Zapisz');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(bodiesOf(requests, v.update.path)).toEqual([
      {
        id: 41,
        startTime: '2026-03-10T08:00:00.000Z',
        endTime: '2026-03-10T09:30:00.000Z',
        therapistId: 3,
        clientId: 12,
        roomId: null,
        notes: '<p>Ból <b>kolana</b></p>',
        typWizytyTerapeutyId: null,
        additionalTherapists: [],
        organizationalUnitId: null,
      },
    ]);
    expect(bodiesOf(requests, v.checkTimeStatus.path)[0]).toMatchObject({ visit_id: 41 });
    expect(onChanged).toHaveBeenCalled();
  });

  it('reopens a closed visit with the permission', async () => {
    const { requests } = await openVisit(
      { ...VISIT, status: 3 },
      [...RECEPTION, 'Wizytownik_Wizyty_Otwarcie'],
      [on(v.open, () => ok(VISIT))],
    );
    const dialog = await findEditor('Wizyta: Kowalska Anna — Zakończona');
    await click(dialog, 'Otwórz wizytę ponownie');
    await answerYes('Otworzyć ponownie zamkniętą wizytę?');
    expect(await screen.findByText('Otwarto')).toBeTruthy();
    expect(bodiesOf(requests, v.open.path)).toEqual([{ id: 41 }]);
    const reopened = await findEditor('Wizyta: Kowalska Anna — Nowa');
    await waitFor(() => expect(pickerInput(reopened, /Data wizyty/).disabled).toBe(false));
  });

  it('requires the organizational unit with IntegracjaP1', async () => {
    const onClose = vi.fn();
    const requests = await renderVisitUi(<VisitEditorDialog open initial={NEW_SLOT} onClose={onClose} />, {
      features: ['IntegracjaP1'],
      handlers: [
        on(companySettingsEndpoints.getOrganizationalUnits, () =>
          ok([{ id: 5, nazwa: 'Poradnia', kod_resortowy: '001', is_active: true }]),
        ),
      ],
    });
    const dialog = await findEditor('Nowa wizyta');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    expect(await within(dialog).findByText('Nie wybrano komórki organizacyjnej.')).toBeTruthy();
    expect(bodiesOf(requests, v.create.path)).toEqual([]);
  });
});
