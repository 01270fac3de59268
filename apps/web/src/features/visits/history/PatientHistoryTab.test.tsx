import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitEndpoints } from '@wizytownik/contracts';
import { ok, on } from '../../../test/fake-api.ts';
import { EDITOR, editPatient, openPatients } from '../../patients/patients-test-kit.ts';

const tabNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe("the patient editor's tab 3 'Historia wizyt'", { timeout: 120_000 }, () => {
  it("shows the saved patient's visit history to a user who may see visits", async () => {
    const requests = openPatients({
      permissions: [...EDITOR, 'Wizytownik_Wizyty'],
      handlers: [on(visitEndpoints.history, () => ok({ items: [], totalCount: 0 }))],
    });
    const dialog = await editPatient();
    expect(tabNames(dialog)).toEqual(['Ogólne', 'Adres', 'Zgody', 'Historia wizyt']);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Historia wizyt' }));
    expect(await within(dialog).findByText('Nie znaleziono danych')).toBeTruthy();
    expect(requests.find((r) => r.path === visitEndpoints.history.path)?.body).toMatchObject({
      clientID: 12,
    });
  });

  it('is not offered without Wizytownik_Wizyty', async () => {
    openPatients({ permissions: EDITOR });
    const dialog = await editPatient();
    expect(tabNames(dialog)).toEqual(['Ogólne', 'Adres', 'Zgody']);
  });
});
