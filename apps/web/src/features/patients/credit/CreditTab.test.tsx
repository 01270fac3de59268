import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditEndpoints as e, type CreditEntryDto } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import CreditTab from './CreditTab.tsx';

const CARD: CreditEntryDto = {
  id: 31,
  typ: 1,
  wartosc: 15050,
  start_wizyty: null,
  data_wplaty: '2025-03-14T09:30:00Z',
  dlugosc_wizyty: null,
  terapeuta: 'Anna Nowak',
};
const CASH: CreditEntryDto = { ...CARD, id: 30, typ: 0, wartosc: 10000, data_wplaty: '2025-01-02T08:05:00Z' };
const USER: PermissionName[] = ['Wizytownik_KlienciKredyty'];
const DELETER: PermissionName[] = [...USER, 'Wizytownik_KlienciKredyty_Usuwanie'];

function start(permissions: PermissionName[] = DELETER, handlers: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.getPayments, () => ok({ data: { items: [CARD, CASH], totalCount: 45 }, saldo: 25050 })),
    ...handlers,
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <CreditTab clientId={12} />
    </QueryClientProvider>,
  );
  return requests;
}

const lastQuery = (requests: ReturnType<typeof start>) =>
  requests.filter((r) => r.path === e.getPayments.path).at(-1)!.query;

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj wpłatę' }));
  return screen.findByRole('dialog', { name: 'Dodaj wpłatę' });
}

describe('credit tab', { timeout: 20_000 }, () => {
  it('shows the balance and the payments in zł with their dates, type and who took them', async () => {
    const requests = start(USER);
    expect(await screen.findByText('Saldo: 250,50 zł')).toBeTruthy();
    const row = screen.getByRole('cell', { name: '150,50\u00a0zł' }).closest('tr')!;
    expect(within(row).getByText('14-03-2025 10:30')).toBeTruthy();
    expect(within(row).getByText('Karta')).toBeTruthy();
    expect(within(row).getByText('Anna Nowak')).toBeTruthy();
    expect(screen.getByText('Gotówka')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    const query = lastQuery(requests);
    expect([query.get('ClientId'), query.get('SkipCount'), query.get('MaxResultCount')]).toEqual([
      '12',
      '0',
      '20',
    ]);
  });

  it('pages on the server with the sizes 20, 50, 100, 200 and 500', async () => {
    const requests = start();
    await screen.findByText('Saldo: 250,50 zł');
    await userEvent.click(screen.getByRole('button', { name: /następn|next/i }));
    await vi.waitFor(() => expect(lastQuery(requests).get('SkipCount')).toBe('20'));
    await userEvent.click(screen.getByRole('combobox'));
    const sizes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(sizes).toEqual(['20', '50', '100', '200', '500']);
    await userEvent.click(screen.getByRole('option', { name: '500' }));
    await vi.waitFor(() => expect(lastQuery(requests).get('MaxResultCount')).toBe('500'));
    expect(lastQuery(requests).get('SkipCount')).toBe('0');
  });

  it.each(['0', '12.345', ''])('refuses the amount %j with the message and sends nothing', async (value) => {
    const requests = start();
    const dialog = await openAdd();
    const amount = within(dialog).getByLabelText(/Kwota wpłaty/);
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj prawidłową wartośc wpłaty.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.addPayment.path)).toBe(false);
  });

  it('adds a transfer payment in grosze and refreshes the account', async () => {
    const requests = start(USER, [on(e.addPayment, () => ok({ ...CARD, id: 32 }))]);
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rodzaj płatności' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Przelew' }));
    fireEvent.change(within(dialog).getByLabelText(/Kwota wpłaty/), { target: { value: '150.5' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.addPayment.path)?.body).toEqual({
      paymentType: 2,
      payAmount: 15050,
      clientID: 12,
    });
    await vi.waitFor(() => expect(requests.filter((r) => r.path === e.getPayments.path)).toHaveLength(2));
  });

  it("shows the server's message when a payment cannot be saved and keeps the dialog", async () => {
    start(USER, [on(e.addPayment, () => failure(404, 'Nie znaleziono pacjenta.'))]);
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/Kwota wpłaty/), { target: { value: '20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nie znaleziono pacjenta.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Dodaj wpłatę', hidden: true })).toBeTruthy();
  });

  it('deletes a payment only after the confirmation', async () => {
    const requests = start(DELETER, [on(e.deletePayment, () => ok(null))]);
    const label = 'Usuń wpłatę 150,50 zł z 14-03-2025 10:30';
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(
      await screen.findByText('Czy na pewno chcesz usunąć wpłatę 150,50 zł z 14-03-2025 10:30?'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nie' }));
    expect(requests.some((r) => r.path === e.deletePayment.path)).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: label }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    expect(requests.find((r) => r.path === e.deletePayment.path)?.query.get('Id')).toBe('31');
  });

  it("saves the export as '{clientId}.xlsx'", async () => {
    const workbook = 'UEsDBAo=';
    const requests = start(USER, [on(e.export, () => ok(workbook))]);
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:credit'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('12.xlsx');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eksportuj do XLSX' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(requests.find((r) => r.path === e.export.path)?.query.get('clientId')).toBe('12');
    expect(blobs[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(new Uint8Array(await blobs[0]!.arrayBuffer()).subarray(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
    click.mockRestore();
  });

  it("tells 'Błąd generowania arkusza XLSX' when the file cannot be made", async () => {
    start(USER, [on(e.export, () => ok('not base64!'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Eksportuj do XLSX' }));
    expect(await screen.findByText('Błąd generowania arkusza XLSX')).toBeTruthy();
  });

  it('shows why the payments could not be loaded', async () => {
    start(USER, [
      on(e.getPayments, () => failure(403, 'Funkcja „Kredyty pacjentów” jest wyłączona dla tej firmy.')),
    ]);
    expect(await screen.findByText('Funkcja „Kredyty pacjentów” jest wyłączona dla tej firmy.')).toBeTruthy();
  });
});
