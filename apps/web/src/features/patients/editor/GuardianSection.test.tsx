import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientPickerItem, RepresentativeInfo } from '@wizytownik/contracts';
import { ok, on } from '../../../test/fake-api.ts';
import { RECORD, addPatient, e, editPatient, lastBody, openPatients, save } from '../patients-test-kit.ts';

const MOTHER: ClientPickerItem = {
  id: 30,
  name: 'Maria',
  surname: 'Kowalska',
  pesel: '75031512345',
  therapistID: null,
  phone: '+48600100200',
  description: 'Matka, dzwonić po 16:00',
};
const MOTHER_INFO: RepresentativeInfo = {
  id: 30,
  name: 'Maria',
  surname: 'Kowalska',
  phone: '+48600100200',
  pesel: '75031512345',
  street: 'Długa 5',
  postcode: '30-001',
  city: 'Kraków',
};

const fill = (scope: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

async function newChild() {
  const dialog = await addPatient();
  fill(dialog, /Imię/, 'Jaś');
  fill(dialog, /Nazwisko/, 'Kowalski');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ma opiekuna' }));
  return dialog;
}

describe('guardian section', { timeout: 120_000 }, () => {
  it("shows the picker only with 'Ma opiekuna' and asks for a guardian", async () => {
    const requests = openPatients();
    const dialog = await addPatient();
    expect(within(dialog).queryByRole('combobox', { name: /Opiekun/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ma opiekuna' }));
    expect(within(dialog).getByRole('combobox', { name: /Opiekun/ })).toBeTruthy();
    fill(dialog, /Imię/, 'Jaś');
    fill(dialog, /Nazwisko/, 'Kowalski');
    await save(dialog);
    expect(await within(dialog).findByText('Nie wybrano opiekuna')).toBeTruthy();
    expect(requests.some((r) => r.path === e.create.path)).toBe(false);
  });

  it('searches guardians page 1, 20 by the typed text and saves the chosen one', async () => {
    const requests = openPatients({
      handlers: [
        on(e.search, (r) => ok(r.query.get('query') === 'kowal' ? [MOTHER] : [])),
        on(e.create, () => ok({ ...RECORD, haveRepresentative: true, representativeID: 30 })),
      ],
    });
    const dialog = await newChild();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Opiekun/ }), 'kowal');
    const option = await screen.findByRole('option', { name: /Kowalska Maria/ }, { timeout: 15_000 });
    // The description is cut to 19 characters.
    expect(option.textContent).toContain('75031512345 · +48600100200 · Matka, dzwonić po 1');
    expect(option.textContent).not.toContain('16:00');
    const search = requests.findLast((r) => r.path === e.search.path)!.query;
    expect([search.get('query'), search.get('page'), search.get('limit')]).toEqual(['kowal', '1', '20']);
    await userEvent.click(option);
    await save(dialog);
    await screen.findByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' });
    expect(lastBody(requests, e.create.path)).toMatchObject({
      haveRepresentative: true,
      representativeID: 30,
    });
  });

  it('adds a new guardian quickly, the SMS options only with a phone, and picks them', async () => {
    const requests = openPatients({
      handlers: [on(e.createQuick, () => ok({ ...MOTHER, id: 31 })), on(e.create, () => ok(RECORD))],
    });
    const dialog = await newChild();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj nowego opiekuna' }));
    const quick = await screen.findByRole('dialog', { name: 'Dodawanie nowego opiekuna' });
    const confirmSms = within(quick).getByRole('checkbox', { name: 'Potwierdzanie wizyt przez SMS' });
    expect((confirmSms as HTMLInputElement).disabled).toBe(true);
    fill(quick, /Imię/, 'Maria');
    fill(quick, /Nazwisko/, 'Kowalska');
    fill(quick, 'Telefon', '+48600100200');
    expect((confirmSms as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(confirmSms);
    await userEvent.click(within(quick).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(lastBody(requests, e.createQuick.path)).toEqual({
      name: 'Maria',
      surname: 'Kowalska',
      phone: '+48600100200',
      description: null,
      agreeForHealthServices: true,
      usePhoneForSMS: true,
      patientConfirmVisitsBySMS: false,
      patientAgreeToReceiveSMS: true,
    });
    // The quick add's own form does not save the patient behind it.
    expect(requests.some((r) => r.path === e.create.path)).toBe(false);
    expect((within(dialog).getByRole('combobox', { name: /Opiekun/ }) as HTMLInputElement).value).toBe(
      'Kowalska Maria',
    );
    await save(dialog);
    await screen.findByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' });
    expect(lastBody(requests, e.create.path)).toMatchObject({
      haveRepresentative: true,
      representativeID: 31,
    });
  });

  it("shows the stored guardian and their data in 'Informacje o opiekunie'", async () => {
    const requests = openPatients({
      handlers: [
        on(e.get, () =>
          ok({ ...RECORD, haveRepresentative: true, representativeID: 30, representativeData: MOTHER_INFO }),
        ),
        on(e.getRepresentative, () => ok(MOTHER_INFO)),
      ],
    });
    const dialog = await editPatient();
    expect((within(dialog).getByRole('combobox', { name: /Opiekun/ }) as HTMLInputElement).value).toBe(
      'Kowalska Maria',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Informacje o opiekunie' }));
    const info = await screen.findByRole('dialog', { name: 'Informacje o opiekunie' });
    expect(((await within(info).findByLabelText('PESEL')) as HTMLInputElement).value).toBe('75031512345');
    expect((within(info).getByLabelText('Ulica') as HTMLInputElement).value).toBe('Długa 5');
    expect((within(info).getByLabelText('Miejscowość') as HTMLInputElement).value).toBe('Kraków');
    expect(requests.find((r) => r.path === e.getRepresentative.path)?.query.get('Id')).toBe('30');
    await userEvent.click(within(info).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog', { name: 'Informacje o opiekunie' })).toBeNull();
  });
});
