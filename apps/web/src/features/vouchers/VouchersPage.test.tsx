import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  clientEndpoints,
  userEndpoints,
  voucherEndpoints as e,
  type ClientPickerItem,
  type ClientVoucher,
  type VoucherKind,
} from '@wizytownik/contracts';
import { addDays, clinicDateTime, formatDate, type PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { pickerText } from '../../test/pickers.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';
import VouchersPage from './VouchersPage.tsx';
import { confirmThenError, fieldRefusal } from './vouchers-test-kit.ts';

const PACK: VoucherKind = { id: 3, nazwa: 'Pakiet 5 wizyt', typ: 0, ilosc: 5, cena: 450_00, waznosc_dni: 90 };
const GIFT: VoucherKind = {
  id: 4,
  nazwa: 'Bon 200 zł',
  typ: 2,
  ilosc: 200_00,
  cena: 180_00,
  waznosc_dni: null,
};
const ANNA: ClientPickerItem = {
  id: 12,
  name: 'Anna',
  surname: 'Kowalska',
  pesel: null,
  therapistID: null,
  phone: null,
  description: null,
};
const SOLD: ClientVoucher = {
  id: 9,
  nazwa: 'Pakiet 5 wizyt',
  typ: 0,
  numer: 'V/9',
  kwota: 450_00,
  data_sprzedazy: '2026-10-01',
  kiedy_wygasa: '2026-10-31',
  wykorzystana_ilosc: 1,
  dostepna_ilosc: 4,
  wykorzystane_minuty: null,
  dostepne_minuty: null,
  wykorzystana_kwota: null,
  dostepna_kwota: null,
  sprzedawca: 'Ewa Zielińska',
  zuzyty: false,
  clients: [{ id: 12, name: 'Anna', surname: 'Kowalska' }],
};
const RECEPTION: PermissionName[] = ['Wizytownik_Vouchery'];
const EDITOR: PermissionName[] = [...RECEPTION, 'Wizytownik_Vouchery_Edycja'];

function start(permissions: PermissionName[] = EDITOR, handlers: FakeRoute[] = []) {
  storeUser({ userId: 2 });
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.kinds, () => ok([GIFT, PACK])),
    on(e.list, () => ok({ items: [SOLD], totalCount: 1 })),
    on(clientEndpoints.search, () => ok([ANNA])),
    on(userEndpoints.queryUsersWithRoles, () =>
      ok([
        { id: 2, name: 'Ewa', surname: 'Zielińska' },
        { id: 5, name: 'Anna', surname: 'Nowak' },
      ]),
    ),
    ...handlers,
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <VouchersPage />
    </QueryClientProvider>,
  );
  return requests;
}

const listQueries = (requests: { path: string; query: URLSearchParams }[]) =>
  requests.filter((r) => r.path === e.list.path).map((r) => Object.fromEntries(r.query));

describe('/vouchery', { timeout: 60_000 }, () => {
  it('lists the sold vouchers newest first, an expired one marked, and filters them', async () => {
    const requests = start();
    const table = await screen.findByRole('table', { name: 'Sprzedane vouchery' });
    const row = (await within(table).findByRole('cell', { name: 'V/9' })).closest('tr')!;
    expect(within(row).getByText('4 z 5 wizyt')).toBeTruthy();
    expect(within(row).getByText('Kowalska Anna')).toBeTruthy();
    expect(within(row).getByText('31-10-2026 (wygasł)')).toBeTruthy();
    expect(listQueries(requests)[0]).toEqual({ ShowZuzyte: 'true', SkipCount: '0', MaxResultCount: '10' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kwota' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pokaż wykorzystane' }));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        Typ: '2',
        ShowZuzyte: 'false',
        SkipCount: '0',
        MaxResultCount: '10',
      }),
    );
  });

  it("sells a voucher: the kind's price and expiry come in, the seller is the user, patients are added", async () => {
    const requests = start(RECEPTION, [on(e.sell, () => ok(SOLD))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sprzedaj voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprzedaż vouchera' });
    const today = clinicDateTime(new Date()).date;
    expect(pickerText(dialog, 'Data sprzedaży')).toBe(formatDate(today));

    // Without a kind and a patient nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sprzedaj' }));
    expect(await within(dialog).findByText('Wybierz rodzaj vouchera.')).toBeTruthy();
    expect(within(dialog).getByText('Nie wybrano klientów.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rodzaj vouchera/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Pakiet 5 wizyt · 5 wizyt · 450,00/ }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /Cena/ }) as HTMLInputElement).value).toBe(
        '450,00',
      ),
    );
    expect(pickerText(dialog, 'Ważny do')).toBe(formatDate(addDays(today, 90)));
    expect(within(dialog).getByRole('combobox', { name: 'Sprzedawca' }).textContent).toBe('Zielińska Ewa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Numer/ }), 'V/10');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Dodaj pacjenta' }), 'Kow');
    await userEvent.click(await screen.findByRole('option', { name: /^Kowalska Anna/ }));
    expect(within(dialog).getByRole('listitem', { name: 'Kowalska Anna' })).toBeTruthy();
    // The search is empty again for the next patient.
    expect((within(dialog).getByRole('combobox', { name: 'Dodaj pacjenta' }) as HTMLInputElement).value).toBe(
      '',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sprzedaj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sprzedaż vouchera' })).toBeNull());
    expect(requests.filter((r) => r.path === e.sell.path).map((r) => r.body)).toEqual([
      {
        rodzajId: 3,
        numer: 'V/10',
        kwota: 450_00,
        data_sprzedazy: today,
        kiedy_wygasa: addDays(today, 90),
        sprzedawcaId: 2,
        klienci: [12],
      },
    ]);
    expect(await screen.findByText('Sprzedano voucher')).toBeTruthy();
  });

  it("shows the server's refusal of a number under it", async () => {
    const taken = () =>
      fieldRefusal('voucher.numberTaken', 'Voucher o tym numerze już istnieje.', 'numer') as ReturnType<
        typeof ok<ClientVoucher>
      >;
    start(RECEPTION, [on(e.sell, taken)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Rodzaje voucherów' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sprzedaj voucher Bon 200 zł' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprzedaż vouchera' });
    // An indefinite kind leaves the expiry empty.
    expect(pickerText(dialog, 'Ważny do')).toBe('');
    expect((within(dialog).getByRole('textbox', { name: /Cena/ }) as HTMLInputElement).value).toBe('180,00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Numer/ }), 'V/9');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Dodaj pacjenta' }), 'Kow');
    await userEvent.click(await screen.findByRole('option', { name: /^Kowalska Anna/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sprzedaj' }));
    expect(await within(dialog).findByText('Voucher o tym numerze już istnieje.')).toBeTruthy();
  });

  it('adds a kind of an amount in złote; kinds are changed only with `_Edycja`', async () => {
    const requests = start(EDITOR, [on(e.addKind, () => ok(GIFT)), on(e.deleteKind, () => failure(500, ''))]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Rodzaje voucherów' }));
    const kinds = await screen.findByRole('table', { name: 'Rodzaje voucherów' });
    const pack = (await within(kinds).findByRole('cell', { name: 'Pakiet 5 wizyt' })).closest('tr')!;
    expect(within(pack).getByText('90 dni')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj rodzaj vouchera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy rodzaj vouchera' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa/ }), 'Bon 200 zł');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rodzaj' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kwota' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kwota do wykorzystania/ }), '200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cena/ }), '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === e.addKind.path).map((r) => r.body)).toEqual([
        { nazwa: 'Bon 200 zł', typ: 2, ilosc: 200_00, cena: 180_00, waznosc_dni: null },
      ]),
    );

    await userEvent.click(within(pack).getByRole('button', { name: 'Usuń rodzaj Pakiet 5 wizyt' }));
    expect(within(await confirmThenError()).getByText('Nie można usunąć rodzaju vouchera')).toBeTruthy();
  });

  it('offers a reception without `_Edycja` only the sale of a kind', async () => {
    start(RECEPTION);
    await userEvent.click(await screen.findByRole('tab', { name: 'Rodzaje voucherów' }));
    const kinds = await screen.findByRole('table', { name: 'Rodzaje voucherów' });
    const pack = (await within(kinds).findByRole('cell', { name: 'Pakiet 5 wizyt' })).closest('tr')!;
    expect(
      within(pack)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Sprzedaj voucher Pakiet 5 wizyt']);
    expect(screen.queryByRole('button', { name: 'Dodaj rodzaj vouchera' })).toBeNull();
  });
});
