import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@wizytownik/domain';
import { resetTextOverrides, setTextOverrides } from '../../../app/texts.ts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import { bodiesOf, findEditor, openVisit, RECEPTION, v, VISIT } from './visit-test-kit.tsx';

describe('visit editor: a saved visit', { timeout: 60_000 }, () => {
  it('shows the cancelled banner with the subtype and the reason', async () => {
    await openVisit({ ...VISIT, status: 2, statusSubtype: 3, cancelReason: 'Choroba' });
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect(
      within(dialog).getByText(
        // The reason is on a line of its own inside the banner.
        (_text, el) =>
          el?.getAttribute('role') === 'alert' &&
          el.textContent === 'Wizyta została odwołana. Status: Nieobecność usprawiedliwiona Powód: Choroba',
      ),
    ).toBeTruthy();
  });

  it("shows the tenant's own wording, the title's values where the tenant puts them", async () => {
    setTextOverrides([
      { key: 'visitEditor.visitTitle', value: '{name} {surname} ({status})' },
      { key: 'visitEditor.birthDate', value: 'Urodzona' },
    ]);
    try {
      await openVisit(VISIT);
      const dialog = await findEditor(/^Anna Kowalska \(.+\)$/);
      expect(within(dialog).getByLabelText('Urodzona')).toBeTruthy();
    } finally {
      resetTextOverrides();
    }
  });

  it('shows the birth date and age from the PESEL', async () => {
    await openVisit({ ...VISIT, client: { ...VISIT.client, pesel: null } });
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect((within(dialog).getByLabelText('Data urodzenia') as HTMLInputElement).value).toBe('Nieznana');
    expect((within(dialog).getByLabelText('Wiek') as HTMLInputElement).value).toBe('Nieznany');
  });

  it('puts the present switch back with the spec’s error when the call fails', async () => {
    const { requests } = await openVisit(VISIT, RECEPTION, [on(v.togglePresent, () => failure(500, ''))]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Pacjent nieobecny' }));
    expect(await screen.findByText('Bład ustawiania obecności')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const present = (await within(dialog).findByRole('switch', {
      name: 'Pacjent nieobecny',
    })) as HTMLInputElement;
    expect(present.checked).toBe(false);
    expect(bodiesOf(requests, v.togglePresent.path)).toEqual([{ visitid: 41 }]);
  });

  it('flips the no-SMS switch on the server', async () => {
    const { onChanged } = await openVisit(VISIT, RECEPTION, [on(v.toggleNoSms, () => ok({ value: true }))]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Nie wysyłaj SMS potwierdzającego' }));
    expect(await within(dialog).findByText('SMS potwierdzający nie będzie wysłany')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('puts the no-SMS switch back with its error when the call fails', async () => {
    await openVisit(VISIT, RECEPTION, [on(v.toggleNoSms, () => failure(500, ''))]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Nie wysyłaj SMS potwierdzającego' }));
    expect(await screen.findByText('Bład ustawiania sms')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('SMS potwierdzający będzie wysłany')).toBeTruthy();
  });

  it.each([
    [3, RECEPTION],
    [2, RECEPTION],
    [0, ['Wizytownik_Wizyty'] as PermissionName[]],
  ])('locks the switches of a visit in status %s for %j', async (status, permissions) => {
    await openVisit({ ...VISIT, status }, permissions);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    expect(
      (within(dialog).getByRole('switch', { name: 'Pacjent nieobecny' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('switch', { name: 'Nie wysyłaj SMS potwierdzającego' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
  });

  it('shows the date changes in the history tab', async () => {
    await openVisit({
      ...VISIT,
      visitShifts: [
        {
          creator: 'Recepcja Ala',
          shiftDate: '2026-03-05T12:15:00Z',
          oldDate: '09-03-2026',
          oldHours: '10:00-11:00',
          currentDate: '10-03-2026',
          currentHours: '09:00-10:00',
        },
      ],
    });
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Historia wizyt' }));
    const shifts = await within(dialog).findByRole('table', { name: 'Zmiany terminu wizyty' });
    const cells = within(shifts)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Recepcja Ala',
      '05-03-2026 13:15',
      '09-03-2026',
      '10:00-11:00',
      '10-03-2026',
      '09:00-10:00',
    ]);
  });

  it('says there are no date changes', async () => {
    await openVisit(VISIT);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Historia wizyt' }));
    expect(await within(dialog).findByText('Brak zmian terminu')).toBeTruthy();
  });

  it('closes with the spec’s error when the visit cannot be loaded', async () => {
    const { onClose } = await openVisit(VISIT, RECEPTION, [on(v.get, () => failure(500, ''))]);
    expect(await screen.findByText('Nie można pobrać danych o wizycie')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
