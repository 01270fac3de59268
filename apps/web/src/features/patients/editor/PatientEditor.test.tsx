import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userEndpoints } from '@wizytownik/contracts';
import { failure, ok, on } from '../../../test/fake-api.ts';
import {
  EDITOR,
  RECORD,
  SCREEN_LOAD,
  addPatient,
  e,
  editPatient,
  lastBody,
  openPatients,
  save,
} from '../patients-test-kit.ts';

const checkbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
const field = (dialog: HTMLElement, label: string | RegExp) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
/** Puts a whole value into a field at once (typing key by key is slow in jsdom). */
const fill = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const tab = (dialog: HTMLElement, name: string) => userEvent.click(within(dialog).getByRole('tab', { name }));

/** Whole years from 8 July 1902 (PESEL 02070803628) to today. */
function ageOfTestPesel(): number {
  const now = new Date();
  const beforeBirthday = now.getMonth() < 6 || (now.getMonth() === 6 && now.getDate() < 8);
  return now.getFullYear() - 1902 - (beforeBirthday ? 1 : 0);
}

describe('patient record editor', { timeout: 120_000 }, () => {
  it("opens a new patient with the spec's consent defaults and only the form tabs", async () => {
    openPatients({ permissions: [...EDITOR, 'Wizytownik_KlienciProblemy', 'Wizytownik_PlanyZdrowienia'] });
    const dialog = await addPatient();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Ogólne', 'Adres', 'Zgody']);
    expect(checkbox(dialog, 'Używaj telefonu do SMS').checked).toBe(true);
    expect(checkbox(dialog, 'Ma opiekuna').checked).toBe(false);
    await tab(dialog, 'Zgody');
    const consents = within(dialog)
      .getAllByRole('checkbox')
      .filter((c) => c.closest('[hidden]') === null)
      .map((c) => [c.closest('label')?.textContent, (c as HTMLInputElement).checked]);
    expect(consents).toEqual([
      ['Zgoda na przetwarzanie danych osobowych', false],
      ['Zgoda na udzielenie świadczeń zdrowotnych', true],
      ['Zgoda na otrzymywanie przypomnień SMS', true],
      ['Potwierdzanie wizyt przez SMS', true],
      ['Odmowa otrzymywania wiadomości e-mail', false],
      ['Zgoda na otrzymywanie informacji handlowych', false],
      ['Ankieta covid', false],
    ]);
  });

  it('derives birth date, age and gender from a PESEL and rejects a wrong one', async () => {
    openPatients();
    const dialog = await addPatient();
    fill(dialog, 'PESEL', '02070803628');
    expect(field(dialog, 'Data urodzenia').value).toBe('08-07-1902');
    expect(field(dialog, 'Wiek').value).toBe(String(ageOfTestPesel()));
    expect(within(dialog).getByRole('combobox', { name: 'Płeć' }).textContent).toBe('Kobieta');
    expect(within(dialog).queryByText('Niepoprawny numer PESEL')).toBeNull();
    fill(dialog, 'PESEL', '02070803629');
    expect(await within(dialog).findByText('Niepoprawny numer PESEL')).toBeTruthy();
    expect(field(dialog, 'Data urodzenia').value).toBe('');
    expect(field(dialog, 'Wiek').value).toBe('');
    expect(within(dialog).getByRole('combobox', { name: 'Płeć' }).textContent).toBe('Nie określono');
  });

  it('masks the NIP and sends it without hyphens, with the defaults', async () => {
    const requests = openPatients({ handlers: [on(e.create, () => ok(RECORD))] });
    const dialog = await addPatient();
    fill(dialog, /Imię/, 'Anna');
    fill(dialog, /Nazwisko/, 'Kowalska');
    fill(dialog, 'NIP', '1234567890');
    expect(field(dialog, 'NIP').value).toBe('123-456-78-90');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Terapeuta prowadzący' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Piotr Wiśniewski' }));
    await save(dialog);
    await screen.findByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' });
    expect(lastBody(requests, e.create.path)).toEqual({
      name: 'Anna',
      surname: 'Kowalska',
      emailAddress: null,
      phone: null,
      usePhoneForSMS: true,
      pesel: null,
      gender: -1,
      nip: '1234567890',
      therapistID: 3,
      description: null,
      knowledgeOfUsSource: null,
      payByPayU: false,
      notes: null,
      street: null,
      numer_budynku: null,
      numer_lokalu: null,
      postcode: null,
      city: null,
      region: null,
      haveRepresentative: false,
      representativeID: 0,
      agree_receive_sms: true,
      confirm_sms: true,
      refuse_receive_email: false,
      agree_process_data: false,
      agree_for_health_services: true,
      agree_for_commercial: false,
      covidQuestionnaire: false,
      kredyt: false,
      kredyt_podstawa: null,
      kredyt_podstawa_inna: null,
      limit_kredytowy: null,
      waznosc_kredytu: null,
    });
  });

  it('refuses a patient without names, sends nothing and shows the tab with the error', async () => {
    const requests = openPatients();
    const dialog = await addPatient();
    await tab(dialog, 'Adres');
    fill(dialog, 'Miejscowość', 'Kraków');
    await save(dialog);
    expect(await within(dialog).findByText('Imię jest wymagane')).toBeTruthy();
    expect(within(dialog).getByText('Nazwisko jest wymagane')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Ogólne' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.some((r) => r.path === e.create.path)).toBe(false);
  });

  it('asks for the credit basis and for the text of the other basis', async () => {
    const requests = openPatients({
      permissions: [...EDITOR, 'Wizytownik_KlienciKredyty'],
      features: ['Kredyty'],
      handlers: [on(e.create, () => ok(RECORD))],
    });
    const dialog = await addPatient();
    fill(dialog, /Imię/, 'Anna');
    fill(dialog, /Nazwisko/, 'Kowalska');
    expect(within(dialog).queryByRole('combobox', { name: /Podstawa kredytu/ })).toBeNull();
    await userEvent.click(checkbox(dialog, 'Kredyt'));
    await save(dialog);
    expect(await within(dialog).findByText('Nie podano podstawy kredytu')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Podstawa kredytu/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inne' }));
    await save(dialog);
    expect(await within(dialog).findByText('Nie podano innej podstawy kredytu')).toBeTruthy();
    expect(requests.some((r) => r.path === e.create.path)).toBe(false);
    fill(dialog, /Inna podstawa kredytu/, 'Umowa z gminą');
    fill(dialog, 'Limit kredytowy (zł)', '1500,50');
    fill(dialog, 'Ważność kredytu', '2026-12-31');
    await save(dialog);
    await screen.findByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' });
    expect(lastBody(requests, e.create.path)).toMatchObject({
      kredyt: true,
      kredyt_podstawa: 'Inne',
      kredyt_podstawa_inna: 'Umowa z gminą',
      limit_kredytowy: 150050,
      waznosc_kredytu: '2026-12-31',
    });
  });

  it('offers credit only with the Kredyty feature and the permission, the card flag only with PayU', async () => {
    openPatients({ permissions: [...EDITOR, 'Wizytownik_KlienciKredyty'], features: ['PayU'] });
    const dialog = await addPatient();
    expect(within(dialog).queryByRole('checkbox', { name: 'Kredyt' })).toBeNull();
    expect(checkbox(dialog, 'Płatność kartą online (PayU)').checked).toBe(false);
  });

  it('starts from the defaults again after closing', async () => {
    openPatients();
    let dialog = await addPatient();
    fill(dialog, /Imię/, 'Anna');
    await userEvent.click(checkbox(dialog, 'Używaj telefonu do SMS'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    dialog = await addPatient();
    expect(field(dialog, /Imię/).value).toBe('');
    expect(checkbox(dialog, 'Używaj telefonu do SMS').checked).toBe(true);
  });

  it('updates a stored patient, the NIP without hyphens, and closes', async () => {
    const requests = openPatients({ handlers: [on(e.update, () => ok({ ...RECORD, city: 'Tarnów' }))] });
    const dialog = await editPatient();
    expect(requests.find((r) => r.path === e.get.path)?.query.get('Id')).toBe('12');
    expect(field(dialog, 'NIP').value).toBe('123-456-78-90');
    expect(field(dialog, 'Data urodzenia').value).toBe('08-07-1902');
    expect(within(dialog).getByRole('combobox', { name: 'Terapeuta prowadzący' }).textContent).toBe(
      'Piotr Wiśniewski',
    );
    await tab(dialog, 'Adres');
    fill(dialog, 'Miejscowość', 'Tarnów');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska' })).toBeNull();
    expect(lastBody(requests, e.update.path)).toMatchObject({
      id: 12,
      city: 'Tarnów',
      nip: '1234567890',
      therapistID: 3,
      region: 'małopolskie',
    });
  });

  it("keeps the editor open with the server's message when saving fails", async () => {
    openPatients({ handlers: [on(e.update, () => failure(409, 'Pacjent został zmieniony.'))] });
    const dialog = await editPatient();
    await save(dialog);
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(error.textContent).toContain('Pacjent został zmieniony.');
    expect(screen.getByRole('dialog', { name: 'Dane pacjenta: Anna Kowalska', hidden: true })).toBeTruthy();
  });

  it('closes when the therapists cannot be listed', async () => {
    openPatients({
      handlers: [on(userEndpoints.queryUsersWithRoles, () => failure(500, ''))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj pacjenta' }, SCREEN_LOAD));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(error.textContent).toContain('HTTP 500');
    expect(screen.queryByRole('dialog', { name: 'Dodawanie nowego pacjenta', hidden: true })).toBeNull();
  });
});
