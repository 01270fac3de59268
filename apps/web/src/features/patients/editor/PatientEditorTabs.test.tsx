import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, on } from '../../../test/fake-api.ts';
import { EDITOR, RECORD, addPatient, e, editPatient, openPatients, save } from '../patients-test-kit.ts';

// A registry of stand-in tabs: what is under test is which of them the editor offers, and when it mounts them.
vi.mock('./tabs.ts', async () => {
  const { createElement } = await import('react');
  const tab = (index: number, label: string, extra: object) => ({
    index,
    label,
    render: ({ clientId }: { clientId: number }) => createElement('p', null, `${label} of ${clientId}`),
    existingOnly: true,
    ...extra,
  });
  return {
    PATIENT_EDITOR_TABS: [
      tab(8, 'route./therapists', { permission: 'Wizytownik_KlienciProblemy' }),
      tab(4, 'route./reports', {}),
      tab(7, 'route./vouchery', { feature: 'Kredyty' }),
    ],
  };
});

const tabNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('record editor tabs from the registry', { timeout: 120_000 }, () => {
  it('shows no tab of a saved patient while the patient is new, then all of them in index order', async () => {
    openPatients({
      permissions: [...EDITOR, 'Wizytownik_KlienciProblemy'],
      features: ['Kredyty'],
      handlers: [on(e.create, () => ok(RECORD))],
    });
    const dialog = await addPatient();
    expect(tabNames(dialog)).toEqual(['Ogólne', 'Adres', 'Zgody']);
    fireEvent.change(within(dialog).getByLabelText(/Imię/), { target: { value: 'Anna' } });
    fireEvent.change(within(dialog).getByLabelText(/Nazwisko/), { target: { value: 'Kowalska' } });
    await save(dialog);
    const saved = await screen.findByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' });
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(tabNames(saved)).toEqual(['Ogólne', 'Adres', 'Zgody', 'Raporty', 'Vouchery', 'Terapeuci']);
    expect((within(saved).getByLabelText(/Imię/) as HTMLInputElement).value).toBe('Anna');
  });

  it('leaves out a tab without its permission or its feature', async () => {
    openPatients();
    const dialog = await editPatient();
    expect(tabNames(dialog)).toEqual(['Ogólne', 'Adres', 'Zgody', 'Raporty']);
  });

  it('mounts a tab only while it is selected, with the saved patient id', async () => {
    openPatients();
    const dialog = await editPatient();
    expect(within(dialog).queryByText('route./reports of 12')).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Raporty' }));
    expect(within(dialog).getByText('route./reports of 12')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Imię/, { selector: 'input' }).closest('[hidden]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Ogólne' }));
    expect(within(dialog).queryByText('route./reports of 12')).toBeNull();
  });
});
