import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  platformEndpoints,
  payuEndpoints as u,
  type PayUPaymentDetails,
  type PayUPaymentItem,
  type PayURefund,
} from '@wizytownik/contracts';
import { FEATURES, formatMoney, type PermissionName } from '@wizytownik/domain';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

/** Text queries that keep money's no-break spaces. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const VIEWING: PermissionName[] = ['Wizytownik_PayU_PrzegladPlatnosci'];
const REFUNDING: PermissionName[] = [...VIEWING, 'Wizytownik_PayU_PrzegladPlatnosciZwroty'];

const ORDER: PayUPaymentItem = {
  orderId: 'WZHF5FFDRJ140731GUEST000P01',
  extOrderId: 'wiz-1-41-1',
  status: 'COMPLETED',
  amount: 15_000,
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-03-04T10:00:00Z',
  paidAt: '2026-03-01T10:05:00Z',
  visitId: 41,
  visitStart: '2026-03-10T08:00:00Z',
  clientId: 12,
  clientName: 'Kowalska Anna',
  therapistName: 'Piotr Wiśniewski',
  paymentId: 7,
  refundedAmount: 0,
  payURefunded: false,
  refundEnabled: true,
};

const DETAILS: PayUPaymentDetails = {
  ...ORDER,
  description: 'Wizyta 10-03-2026 09:00',
  maxRefund: 15_000,
  refundDeadline: '2026-03-09T08:00:00Z',
  refunds: [],
};

function start(permissions: PermissionName[], routes: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(platformEndpoints.getAllFeatures, () =>
      ok([{ name: 'PayU', displayName: FEATURES.PayU, isEnabled: true }]),
    ),
    on(u.payments, () => ok({ items: [ORDER], totalCount: 1 })),
    on(u.details, () => ok(DETAILS)),
    ...routes,
  ]);
  renderApp('/payu');
  return requests;
}

const listRequests = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === u.payments.path).map((r) => Object.fromEntries(r.query));

const openDetails = async () => {
  const table = await screen.findByRole('table', { name: 'Płatności PayU' });
  await userEvent.click(
    await within(table).findByRole('button', { name: 'Szczegóły płatności Kowalska Anna' }),
  );
  return screen.findByRole('dialog', { name: `Płatność PayU ${ORDER.orderId}` });
};

describe('/payu card-payment orders', { timeout: 60_000 }, () => {
  it('lists the orders newest first, and filters, sorts and pages on the server', async () => {
    const requests = start(VIEWING);
    const table = await screen.findByRole('table', { name: 'Płatności PayU' });
    await within(table).findByText('Kowalska Anna');
    within(table).getByText('01-03-2026 11:00');
    within(table).getByText('Opłacone');
    within(table).getByText(formatMoney(15_000), EXACT);
    expect(listRequests(requests)[0]).toEqual({
      Sorting: 'createdAt desc',
      SkipCount: '0',
      MaxResultCount: '20',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oczekuje na płatność' }));
    await waitFor(() => expect(listRequests(requests).at(-1)).toMatchObject({ Status: 'PENDING' }));
    await typeInPicker(document.body, 'Utworzone od', '01032026');
    await typeInPicker(document.body, 'Utworzone do', '31032026');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toMatchObject({ DataOd: '2026-03-01', DataDo: '2026-03-31' }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: /Pacjent/ }), 'Kowal');
    await waitFor(() => expect(listRequests(requests).at(-1)).toMatchObject({ Filter: 'Kowal' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Kwota' }));
    await waitFor(() => expect(listRequests(requests).at(-1)).toMatchObject({ Sorting: 'amount asc' }));
  });

  it('shows an order with its refunds, without the refund for a user who may not refund', async () => {
    const refund: PayURefund = {
      id: 1,
      refundId: 'R1',
      amount: 5_000,
      reason: 'Wizyta skrócona',
      status: 'FINALIZED',
      createdAt: '2026-03-02T09:00:00Z',
      statusAt: '2026-03-02T09:01:00Z',
      createdBy: 'Recepcja Ala',
    };
    start(VIEWING, [
      on(u.details, () =>
        ok({
          ...DETAILS,
          refunds: [refund],
          refundedAmount: 5_000,
          payURefunded: true,
          refundEnabled: false,
        }),
      ),
    ]);
    const dialog = await openDetails();
    const refunds = await within(dialog).findByRole('table', { name: 'Zwroty' });
    within(refunds).getByText('Wizyta skrócona');
    within(refunds).getByText('Zwrócony');
    within(dialog).getByText('Płatnośc PayU zwrócona');
    expect(within(dialog).queryByRole('button', { name: /Zwróć płatność/ })).toBeNull();
  });

  it('refunds from the details: the maximum first, PENDING until PayU', async () => {
    let details = DETAILS;
    const requests = start(REFUNDING, [
      on(u.details, () => ok(details)),
      on(u.refund, ({ body }) => {
        const { amount, reason } = body as { amount: number; reason: string };
        const pending: PayURefund = {
          id: 2,
          refundId: null,
          amount,
          reason,
          status: 'PENDING',
          createdAt: '2026-03-02T09:00:00Z',
          statusAt: null,
          createdBy: 'Recepcja Ala',
        };
        details = { ...details, refundEnabled: false, refunds: [pending] };
        return ok(pending);
      }),
    ]);
    const dialog = await openDetails();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `Zwróć płatność ${formatMoney(15_000)}` }),
    );
    const refund = await screen.findByRole('dialog', { name: 'Zwrot płatności PayU' });
    const amount = within(refund).getByRole('textbox', { name: /Kwota zwrotu/ }) as HTMLInputElement;
    expect(amount.value).toBe('150,00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40,50');
    await userEvent.type(within(refund).getByRole('textbox', { name: /Powód zwrotu/ }), 'Krótsza wizyta');
    await userEvent.click(within(refund).getByRole('button', { name: 'Zwróć' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zwrot płatności PayU' })).toBeNull());
    expect(requests.filter((r) => r.path === u.refund.path).map((r) => r.body)).toEqual([
      { orderId: ORDER.orderId, amount: 4_050, reason: 'Krótsza wizyta' },
    ]);
    // The details ask again: the refund waits for PayU, and no second one is offered.
    const refunds = await within(dialog).findByRole('table', { name: 'Zwroty' });
    await within(refunds).findByText('Oczekuje na potwierdzenie PayU');
    expect(within(dialog).queryByRole('button', { name: /Zwróć płatność/ })).toBeNull();
  });
});
