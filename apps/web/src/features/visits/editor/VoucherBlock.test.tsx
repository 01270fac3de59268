import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  paymentEndpoints as p,
  voucherEndpoints as vouchers,
  type PayableVoucher,
  type VisitDetails,
  type VisitPayment,
} from '@wizytownik/contracts';
import type { FeatureName } from '@wizytownik/domain';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { fieldRefusal } from '../../vouchers/vouchers-test-kit.ts';
import { bodiesOf, findEditor, renderVisitUi, RECEPTION, v, VISIT } from './visit-test-kit.tsx';
import VisitEditorDialog from './VisitEditorDialog.tsx';

/** A visit that costs 150 zł, nothing paid yet. */
const DUE: VisitDetails = { ...VISIT, dueAmount: 15_000, outstandingAmount: 15_000 };

const PACK: PayableVoucher = {
  id: 8,
  nazwa: 'Pakiet 5 wizyt',
  typ: 0,
  nazwa_numer: 'Pakiet 5 wizyt V/8',
  kiedy_wygasa: '2027-02-28',
  ilosc_wizyt: 5,
  czas_minuty: 0,
  kwota_do_wykorzystania: 0,
  wykorzystana_ilosc: 2,
  wykorzystane_minuty: 0,
  wykorzystana_kwota: 0,
};
const GIFT: PayableVoucher = {
  ...PACK,
  id: 9,
  nazwa: 'Bon',
  typ: 2,
  nazwa_numer: 'Bon V/9',
  kiedy_wygasa: null,
  ilosc_wizyt: 0,
  wykorzystana_ilosc: 0,
  kwota_do_wykorzystania: 200_00,
  wykorzystana_kwota: 100_00,
};

/**
 * A server that keeps the visit's payments and the vouchers: a voucher payment takes a visit or the
 * amount, and the visit's details answer with the payment, as the real one does.
 */
function voucherServer(start: VisitDetails, held: PayableVoucher[], addReplies: FakeRoute['handler'][] = []) {
  let visit = start;
  let payable = held;
  return [
    on(v.get, () => ok(visit)),
    on(vouchers.clientVouchers, () => ok(payable)),
    on(p.add, (request) => {
      const reply = addReplies.shift();
      if (reply) return reply(request) as ReturnType<typeof ok<VisitPayment>>;
      const body = request.body as { paymentAmount: number; voucherId: number };
      const voucher = payable.find((x) => x.id === body.voucherId)!;
      const added: VisitPayment = {
        id: 100 + visit.payments.length,
        type: 4,
        amount: body.paymentAmount,
        paymentDate: '2026-03-10T08:30:00Z',
        voucher: { id: voucher.id, nazwa: voucher.nazwa, typ: voucher.typ },
      };
      payable = payable.map((x) =>
        x.id !== voucher.id
          ? x
          : x.typ === 0
            ? { ...x, wykorzystana_ilosc: x.wykorzystana_ilosc + 1 }
            : { ...x, wykorzystana_kwota: x.wykorzystana_kwota + body.paymentAmount },
      );
      const payments = [...visit.payments, added];
      const paid = payments.reduce((sum, x) => sum + x.amount, 0);
      visit = { ...visit, payments, outstandingAmount: Math.max(0, visit.dueAmount - paid) };
      return ok(added);
    }),
  ];
}

async function openPayments(
  handlers: FakeRoute[],
  features: FeatureName[] = ['Vouchery'],
  permissions = RECEPTION,
) {
  const onChanged = vi.fn();
  const requests = await renderVisitUi(
    <VisitEditorDialog open visitId={DUE.id} onClose={vi.fn()} onChanged={onChanged} />,
    { visit: DUE, permissions, features, handlers },
  );
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Opłaty' }));
  return { requests, dialog, onChanged };
}

const block = () => screen.getByRole('region', { name: 'Vouchery pacjenta' });
const rowOf = (name: string) =>
  within(block())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name) !== null)!;

describe("visit editor: the patient's vouchers", { timeout: 60_000 }, () => {
  it('pays with a visits voucher: one visit taken, then no more payments can be added', async () => {
    const { requests, onChanged } = await openPayments(voucherServer(DUE, [PACK, GIFT]));
    expect(await within(block()).findByText('Pakiet 5 wizyt V/8')).toBeTruthy();
    expect(within(rowOf('Pakiet 5 wizyt V/8')).getByText('3 z 5 wizyt')).toBeTruthy();
    expect(within(rowOf('Pakiet 5 wizyt V/8')).getByText('28-02-2027')).toBeTruthy();
    expect(within(rowOf('Bon V/9')).getByText('bezterminowo')).toBeTruthy();
    expect(bodiesOf(requests, vouchers.clientVouchers.path)).toHaveLength(1);
    expect(requests.find((r) => r.path === vouchers.clientVouchers.path)?.query.get('clientid')).toBe(
      String(DUE.clientId),
    );

    await userEvent.click(
      within(block()).getByRole('button', { name: 'Opłać voucherem Pakiet 5 wizyt V/8' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Opłata voucherem Pakiet 5 wizyt V/8' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opłać voucherem' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Opłata voucherem/ })).toBeNull());

    const [body] = bodiesOf(requests, p.add.path);
    expect(body).toMatchObject({ visitId: DUE.id, paymentType: 4, voucherId: 8, paymentAmount: 15_000 });
    expect(body?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The visit is closed to more payments, as on the server; the vouchers are asked for again.
    expect(await screen.findByText('Wizyta została opłacona voucherem.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Dodaj płatność' })).toBeNull();
    await waitFor(() => expect(within(rowOf('Pakiet 5 wizyt V/8')).queryByText('2 z 5 wizyt')).toBeTruthy());
    expect(within(block()).queryAllByRole('button', { name: /^Opłać voucherem/ })).toEqual([]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('takes an amount from an amount voucher: not 0, not above what is left', async () => {
    const { requests } = await openPayments(voucherServer(DUE, [GIFT]));
    await userEvent.click(await within(block()).findByRole('button', { name: 'Opłać voucherem Bon V/9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opłata voucherem Bon V/9' });
    const amount = within(dialog).getByRole('textbox', { name: /Kwota do pobrania/ }) as HTMLInputElement;
    // The outstanding amount, at most what is left.
    expect(amount.value).toBe('100,00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0{Enter}');
    expect(await within(dialog).findByText('Podaj wartość do pobrania z vouchera.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100,01{Enter}');
    expect(await within(dialog).findByText(/^Na voucherze pozostało 100,00/)).toBeTruthy();
    expect(bodiesOf(requests, p.add.path)).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '60{Enter}');
    await waitFor(() => expect(bodiesOf(requests, p.add.path)).toHaveLength(1));
    expect(bodiesOf(requests, p.add.path)[0]).toMatchObject({
      paymentType: 4,
      voucherId: 9,
      paymentAmount: 6_000,
    });
    // An amount voucher leaves the visit open to more payments.
    expect(await screen.findByRole('form', { name: 'Dodaj płatność' })).toBeTruthy();
  });

  it("shows the server's refusal of the amount under it, and any other in 'Błąd'", async () => {
    const refused = () =>
      fieldRefusal(
        'voucher.amountTooHigh',
        'Kwota przekracza to, co pozostało na voucherze.',
        'paymentAmount',
      ) as ReturnType<typeof ok<VisitPayment>>;
    await openPayments(
      voucherServer(DUE, [GIFT, PACK], [refused, () => failure(409, 'Voucher utracił ważność.')]),
    );
    await userEvent.click(await within(block()).findByRole('button', { name: 'Opłać voucherem Bon V/9' }));
    const gift = await screen.findByRole('dialog', { name: 'Opłata voucherem Bon V/9' });
    await userEvent.click(within(gift).getByRole('button', { name: 'Opłać voucherem' }));
    expect(await within(gift).findByText('Kwota przekracza to, co pozostało na voucherze.')).toBeTruthy();
    await userEvent.click(within(gift).getByRole('button', { name: 'Anuluj' }));

    await userEvent.click(
      within(block()).getByRole('button', { name: 'Opłać voucherem Pakiet 5 wizyt V/8' }),
    );
    const pack = await screen.findByRole('dialog', { name: 'Opłata voucherem Pakiet 5 wizyt V/8' });
    await userEvent.click(within(pack).getByRole('button', { name: 'Opłać voucherem' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Voucher utracił ważność.')).toBeTruthy();
  });

  it("says when the vouchers cannot be loaded: 'Bład pobierania voucherów dla klienta'", async () => {
    await openPayments([on(vouchers.clientVouchers, () => failure(500, ''))]);
    expect(await within(block()).findByText('Bład pobierania voucherów dla klienta')).toBeTruthy();
  });

  it('lists the vouchers without paying them on a cancelled visit', async () => {
    const cancelled = { ...DUE, status: 2 };
    await openPayments([on(v.get, () => ok(cancelled)), on(vouchers.clientVouchers, () => ok([PACK]))]);
    expect(await within(block()).findByText('Pakiet 5 wizyt V/8')).toBeTruthy();
    expect(within(block()).queryAllByRole('button')).toEqual([]);
  });

  it('shows no voucher block and asks for no vouchers without the feature Vouchery', async () => {
    const { requests } = await openPayments([on(vouchers.clientVouchers, () => ok([PACK]))], []);
    expect(await screen.findByRole('form', { name: 'Dodaj płatność' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vouchery pacjenta' })).toBeNull();
    expect(requests.filter((r) => r.path === vouchers.clientVouchers.path)).toEqual([]);
  });
});
