import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientEndpoints, voucherEndpoints as e, type ClientVoucher } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { pickerText, typeInPicker } from '../../test/pickers.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';
import ClientVouchersTab from './ClientVouchersTab.tsx';
import { confirmThenError } from './vouchers-test-kit.ts';

const ANNA = { id: 12, name: 'Anna', surname: 'Kowalska' };
const JAN = { id: 13, name: 'Jan', surname: 'Kowalski' };
const PACK: ClientVoucher = {
  id: 4,
  nazwa: 'Pakiet 5 wizyt',
  typ: 0,
  numer: 'V/4',
  kwota: 450_00,
  data_sprzedazy: '2026-10-01',
  kiedy_wygasa: '2099-03-31',
  wykorzystana_ilosc: 2,
  dostepna_ilosc: 3,
  wykorzystane_minuty: null,
  dostepne_minuty: null,
  wykorzystana_kwota: null,
  dostepna_kwota: null,
  sprzedawca: 'Ewa Zielińska',
  zuzyty: false,
  clients: [ANNA, JAN],
};
const USED: ClientVoucher = {
  ...PACK,
  id: 5,
  numer: 'V/5',
  wykorzystana_ilosc: 5,
  dostepna_ilosc: 0,
  zuzyty: true,
};

const VIEWER: PermissionName[] = ['Wizytownik_Vouchery'];
const ALL: PermissionName[] = [
  ...VIEWER,
  'Wizytownik_Vouchery_Edycja',
  'Wizytownik_VoucheryUsuwanieSprzedanego',
];

function start(permissions: PermissionName[] = ALL, handlers: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.clientTab, (request) => ok(request.query.get('showZuzyte') === 'true' ? [PACK, USED] : [PACK])),
    on(clientEndpoints.search, () => ok([])),
    ...handlers,
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <ClientVouchersTab clientId={ANNA.id} />
    </QueryClientProvider>,
  );
  return requests;
}

const table = () => screen.getByRole('table', { name: 'Vouchery' });
const rowOf = async (number: string) => {
  const cell = await within(table()).findByRole('cell', { name: number });
  return cell.closest('tr')!;
};
const tabQueries = (requests: { path: string; query: URLSearchParams }[]) =>
  requests.filter((r) => r.path === e.clientTab.path).map((r) => r.query.toString());

describe("the patient editor's 'Vouchery' tab", { timeout: 60_000 }, () => {
  it("lists the patient's vouchers, the used ones only with 'Pokaż wykorzystane'", async () => {
    const requests = start();
    const pack = await rowOf('V/4');
    expect(within(pack).getByText('3 z 5 wizyt')).toBeTruthy();
    expect(within(pack).getByText('Kowalska Anna, Kowalski Jan')).toBeTruthy();
    expect(within(table()).queryByText('V/5')).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pokaż wykorzystane' }));
    expect(within(await rowOf('V/5')).getByText('Wykorzystany')).toBeTruthy();
    expect(tabQueries(requests)).toEqual(['clientid=12&showZuzyte=false', 'clientid=12&showZuzyte=true']);
  });

  it('offers edit with `_Edycja` and delete with `UsuwanieSprzedanego` only', async () => {
    start(VIEWER);
    expect(within(await rowOf('V/4')).queryAllByRole('button')).toEqual([]);
  });

  it("deletes after the confirmation, showing the server's refusal of a used voucher", async () => {
    const requests = start(ALL, [
      on(e.delete, () =>
        failure(409, 'Nie można usunąć vouchera który został wykorzystany już do opłacania wizyty.'),
      ),
    ]);
    await userEvent.click(within(await rowOf('V/4')).getByRole('button', { name: 'Usuń voucher V/4' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(within(question).getByText(/Tej operacji nie można cofnąć/)).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(
      within(error).getByText('Nie można usunąć vouchera który został wykorzystany już do opłacania wizyty.'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.path === e.delete.path).map((r) => r.query.get('Id'))).toEqual(['4']);
  });

  it("says 'Nie można usunąć vouchera' when the server gives no reason", async () => {
    start(ALL, [on(e.delete, () => failure(500, ''))]);
    await userEvent.click(within(await rowOf('V/4')).getByRole('button', { name: 'Usuń voucher V/4' }));
    expect(within(await confirmThenError()).getByText('Nie można usunąć vouchera')).toBeTruthy();
  });

  it('edits the expiry (not earlier than the current one) and the patients (at least one)', async () => {
    const requests = start(ALL, [on(e.update, () => ok(PACK))]);
    await userEvent.click(within(await rowOf('V/4')).getByRole('button', { name: 'Edytuj voucher V/4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja vouchera V/4' });
    expect(pickerText(dialog, 'Ważny do')).toBe('31-03-2099');
    await typeInPicker(dialog, 'Ważny do', '30032099');
    for (const name of ['Kowalska Anna', 'Kowalski Jan']) {
      await userEvent.click(within(dialog).getByRole('button', { name: `Usuń pacjenta ${name}` }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText(
        'Nowa data ważności nie może być wcześniejsza niż obecna (31-03-2099).',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Nie wybrano klientów.')).toBeTruthy();
    expect(requests.filter((r) => r.path === e.update.path)).toEqual([]);
  });

  it("saves a later expiry with the patients left, or shows 'Bład zapisu edycji vouchera klienta'", async () => {
    const requests = start(ALL, [on(e.update, () => failure(500, ''))]);
    await userEvent.click(within(await rowOf('V/4')).getByRole('button', { name: 'Edytuj voucher V/4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja vouchera V/4' });
    await typeInPicker(dialog, 'Ważny do', '01042099');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń pacjenta Kowalski Jan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Bład zapisu edycji vouchera klienta')).toBeTruthy();
    expect(requests.filter((r) => r.path === e.update.path).map((r) => r.body)).toEqual([
      { id: 4, data_wygasniecia: '2099-04-01', klienci: [12] },
    ]);
  });

  it("adds an overpayment above 0 only, or shows 'Nie można dodać nadpłaty'", async () => {
    const requests = start(ALL, [on(e.addOverpayment, () => failure(500, ''))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj nadpłatę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nadpłata' });
    const submit = within(dialog).getByRole('button', { name: 'Dodaj nadpłatę' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const amount = within(dialog).getByRole('textbox', { name: /Kwota/ });
    await userEvent.type(amount, '0,00');
    expect(submit.disabled).toBe(true);
    await userEvent.clear(amount);
    await userEvent.type(amount, '50,5');
    expect(submit.disabled).toBe(false);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rodzaj płatności/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Gotówka', 'Karta', 'Przelew', 'Inne']);
    await userEvent.click(screen.getByRole('option', { name: 'Inne' }));
    await userEvent.click(submit);
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Nie można dodać nadpłaty')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === e.addOverpayment.path).map((r) => r.body)).toEqual([
        { client_id: 12, kwota: 50_50, payment_type: 5 },
      ]),
    );
  });

  it("says 'Błąd pobierania listy voucherów klienta' when the list cannot be loaded", async () => {
    start(ALL, [on(e.clientTab, () => failure(500, ''))]);
    expect(await screen.findByText('Błąd pobierania listy voucherów klienta')).toBeTruthy();
  });
});
