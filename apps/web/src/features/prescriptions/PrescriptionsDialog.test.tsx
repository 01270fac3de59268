import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_PASSWORD_REQUIRED_CODE, therapistEndpoints } from '@wizytownik/contracts';
import { failure, ok, on } from '../../test/fake-api.ts';
import {
  FIRST_LOAD,
  MORFINA,
  PRESCRIPTIONS_ACTION,
  drugs,
  e,
  openPrescriberPatients,
  openPrescriptions,
} from './prescriptions-test-kit.ts';

const bodiesOf = (requests: ReturnType<typeof openPrescriberPatients>, path: string) =>
  requests.filter((r) => r.path === path).map((r) => r.body);

describe("the patients list's Recepty action", { timeout: 120_000 }, () => {
  it('is offered to a therapist who may prescribe while the feature is on', async () => {
    openPrescriberPatients();
    expect(await screen.findByRole('button', { name: PRESCRIPTIONS_ACTION }, FIRST_LOAD)).toBeTruthy();
  });

  it('is not offered without the feature', async () => {
    openPrescriberPatients({ withFeature: false });
    await screen.findByRole('button', { name: 'Edytuj pacjenta Anna Kowalska' }, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: PRESCRIPTIONS_ACTION })).toBeNull();
  });

  it('is not offered to a therapist without a certificate', async () => {
    openPrescriberPatients({ therapist: PRESCRIBER_NO_CERT });
    await screen.findByRole('button', { name: 'Edytuj pacjenta Anna Kowalska' }, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: PRESCRIPTIONS_ACTION })).toBeNull();
  });
});

const PRESCRIBER_NO_CERT = {
  therapistID: 9,
  userID: 7,
  name: 'Anna',
  surname: 'Nowak',
  color: null,
  recepty: true,
  czyCertyfikatWgrany: false,
};

describe('Recepty pacjenta', { timeout: 120_000 }, () => {
  it('lists the packages newest first with the date, status, drugs and code; actions by status', async () => {
    const requests = openPrescriberPatients();
    const dialog = await openPrescriptions();
    const sent = (await within(dialog).findByRole('cell', { name: '4821' })).closest('tr')!;
    expect(
      within(sent)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['10-03-2026 09:05', 'Anna Nowak', 'Wysłana do P1', 'Morfina, 10 mg, 60 tabl.', '4821']);
    expect(within(sent).queryByRole('button', { name: /^Edytuj/ })).toBeNull();
    within(sent).getByRole('button', { name: 'Drukuj pakiet recept z 10-03-2026 09:05' });
    const fresh = within(dialog).getByRole('cell', { name: 'Nowa' }).closest('tr')!;
    within(fresh).getByRole('button', { name: 'Edytuj pakiet recept z 15-03-2026 00:30' });
    expect(within(fresh).queryByRole('button', { name: /^Drukuj/ })).toBeNull();
    const query = requests.find((r) => r.path === e.getPakiety.path)!.query;
    expect([query.get('client_id'), query.get('Sorting'), query.get('MaxResultCount')]).toEqual([
      '12',
      'createDate DESC',
      '50',
    ]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /wierszy|rows per page/i }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '50',
      '100',
      '200',
      '500',
    ]);
  });

  it('starts a new package with one prescription, Rp and 100%, and names what is missing', async () => {
    const requests = openPrescriberPatients();
    const dialog = await openPrescriptions();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nowy pakiet recept' }));
    const form = await screen.findByRole('dialog', { name: 'Nowy pakiet recept' });
    const first = within(form).getByRole('group', { name: 'Recepta 1' });
    expect(within(first).getByRole('combobox', { name: 'Rodzaj recepty' }).textContent).toBe('Rp');
    expect(within(first).getByRole('combobox', { name: 'Poziom odpłatności' }).textContent).toBe('100%');
    expect(within(form).queryByRole('button', { name: 'Usuń receptę 1' })).toBeNull();
    const count = within(first).getByRole('textbox', { name: 'Ilość opakowań' });
    await userEvent.clear(count);
    await userEvent.type(count, '1,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(error.textContent).toContain('Nie wybrano wszystkich leków');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    expect(first.textContent).toContain('Dawkowanie jest wymagane');
    expect(first.textContent).toContain('Ilośc opakowań musi być liczbą całkowitą');
    await userEvent.clear(count);
    expect(first.textContent).toContain('Ilość opakowań jest wymagana');
    await userEvent.click(await within(form).findByRole('button', { name: 'Dodaj receptę' }));
    within(form).getByRole('group', { name: 'Recepta 2' });
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń receptę 2' }));
    expect(within(form).queryByRole('group', { name: 'Recepta 2' })).toBeNull();
    expect(bodiesOf(requests, e.createPakiet.path)).toEqual([]);
  });

  it('searches drugs only after more than 2 characters, preselects the single pack and its Rpw', async () => {
    const requests = openPrescriberPatients({
      handlers: [
        on(drugs.getProduktyLecznicze, () => ok([MORFINA])),
        on(e.createPakiet, () => ok({ id: 40 })),
      ],
    });
    const dialog = await openPrescriptions();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nowy pakiet recept' }));
    const form = await screen.findByRole('dialog', { name: 'Nowy pakiet recept' });
    const drug = within(form).getByRole('combobox', { name: 'Lek' });
    await userEvent.type(drug, 'mo');
    await new Promise((r) => setTimeout(r, 600));
    expect(requests.filter((r) => r.path === drugs.getProduktyLecznicze.path)).toEqual([]);
    await userEvent.type(drug, 'r');
    await userEvent.click(await screen.findByRole('option', { name: /Morfina, 10 mg/ }));
    const searches = requests.filter((r) => r.path === drugs.getProduktyLecznicze.path);
    expect(searches.map((r) => r.query.get('nazwa'))).toEqual(['mor']);
    const first = within(form).getByRole('group', { name: 'Recepta 1' });
    expect(within(first).getByRole('combobox', { name: 'Opakowanie' }).textContent).toBe('60 tabl.');
    expect(within(first).getByRole('combobox', { name: 'Rodzaj recepty' }).textContent).toBe('Rpw');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Dawkowanie' }), '1 tabl. co 12 h');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await expect
      .poll(() => bodiesOf(requests, e.createPakiet.path))
      .toEqual([
        {
          client_id: 12,
          therapist_id: 9,
          visit_id: 0,
          recepty: [
            {
              rodzaj_recepty: 'Rpw',
              poziom_odplatnosci: '100%',
              wybrany_lek: { lek_id: 501, opakowanie_id: 601 },
              ilosc_sztuk: 1,
              dawkowanie: '1 tabl. co 12 h',
              tryb_wystawienia: 'ZW',
              uprawnienie_dodatkowe: null,
              opis_dokumentu_uprawnienia: null,
              realizacja_od: null,
              nie_zamieniac: false,
              pilne: false,
            },
          ],
        },
      ]);
  });

  it('asks for the certificate password when the server needs it, then checks again with it', async () => {
    let calls = 0;
    const requests = openPrescriberPatients({
      handlers: [
        on(e.sprawdzPakiet, () =>
          ++calls === 1
            ? failure(
                400,
                'Wprowadź hasło certyfikatu i spróbuj ponownie',
                null,
                CERTIFICATE_PASSWORD_REQUIRED_CODE,
              )
            : ok(['Brak numeru PWZ lekarza.', 'Nieprawidłowy kod GTIN.']),
        ),
      ],
    });
    const dialog = await openPrescriptions();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Sprawdź w P1 pakiet recept z 15-03-2026 00:30' }),
    );
    const prompt = await screen.findByRole('dialog', {
      name: 'Wprowadź hasło certyfikatu i spróbuj ponownie',
    });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Dalej' }));
    expect(prompt.textContent).toContain('Hasło nie może być puste');
    expect(calls).toBe(1);
    await userEvent.type(within(prompt).getByLabelText('Hasło certyfikatu'), 'Tajne-1');
    await userEvent.click(within(prompt).getByRole('checkbox', { name: 'Zapamiętaj hasło' }));
    await userEvent.click(within(prompt).getByRole('button', { name: 'Dalej' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    // P1's messages, one a line.
    expect(within(error).getByText(/Brak numeru PWZ/).textContent).toBe(
      'Brak numeru PWZ lekarza.\nNieprawidłowy kod GTIN.',
    );
    expect(bodiesOf(requests, e.sprawdzPakiet.path)).toEqual([
      { id: 31 },
      { id: 31, password: 'Tajne-1', keepPassword: true },
    ]);
  });

  it("says 'Wszystko w porządku' when P1 has no remarks", async () => {
    openPrescriberPatients({ handlers: [on(e.wyslijPakiet, () => ok([]))] });
    const dialog = await openPrescriptions();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Wyślij do P1 pakiet recept z 15-03-2026 00:30' }),
    );
    const notice = await screen.findByRole('dialog', { name: 'Wszystko w porządku' });
    expect(notice.textContent).toContain('Recepta wysłana do systemu P1 poprawnie');
  });

  it('lets a system administrator who is no therapist write the package for a chosen therapist', async () => {
    const requests = openPrescriberPatients({
      permissions: ['Wizytownik_Klienci', 'Wizytownik_SystemAdmin'],
      therapist: null,
      handlers: [
        on(therapistEndpoints.getAll, () =>
          ok({
            totalCount: 1,
            items: [
              {
                therapistID: 4,
                userID: 8,
                name: 'Jan',
                surname: 'Lekarz',
                phone: null,
                color: null,
                visitTime: null,
                isActive: true,
                mainOrganizationalUnitID: null,
              },
            ],
          }),
        ),
        on(drugs.getProduktyLecznicze, () => ok([MORFINA])),
        on(e.createPakiet, () => ok({ id: 41 })),
      ],
    });
    const dialog = await openPrescriptions();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nowy pakiet recept' }));
    const form = await screen.findByRole('dialog', { name: 'Nowy pakiet recept' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Lek' }), 'mor');
    await userEvent.click(await screen.findByRole('option', { name: /Morfina, 10 mg/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dawkowanie' }), '1 tabl.');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(
      (await within(form).findByText('Wybierz terapeutę, który wystawia recepty')).textContent,
    ).toBeTruthy();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Wystawiający (terapeuta)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jan Lekarz' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await expect
      .poll(() =>
        bodiesOf(requests, e.createPakiet.path).map((b) => (b as { therapist_id: number }).therapist_id),
      )
      .toEqual([4]);
  });
});
