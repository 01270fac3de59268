import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  payuEndpoints as u,
  type PayULink,
  type PayURefund,
  type VisitDetails,
  type VisitPayment,
  type VisitPayUState,
} from '@wizytownik/contracts';
import { formatMoney, type PermissionName } from '@wizytownik/domain';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { bodiesOf, findEditor, RECEPTION, renderVisitUi, VISIT } from './visit-test-kit.tsx';
import VisitEditorDialog from './VisitEditorDialog.tsx';

/** Text queries that keep money's no-break spaces. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const REFUNDING: PermissionName[] = [...RECEPTION, 'Wizytownik_PayU_PrzegladPlatnosciZwroty'];

/** A visit that costs 150 zł, nothing paid yet. */
const DUE: VisitDetails = { ...VISIT, dueAmount: 15_000, outstandingAmount: 15_000 };

const LINK: PayULink = {
  orderId: 'WZHF5FFDRJ140731GUEST000P01',
  extOrderId: 'wiz-1-41-1',
  status: 'NEW',
  amount: 15_000,
  redirectUri: 'http://localhost:3000/payu-sim/pay/WZHF5FFDRJ140731GUEST000P01',
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-03-04T10:00:00Z',
  expired: false,
  paidAt: null,
};

const stateOf = (patch: Partial<VisitPayUState> = {}): VisitPayUState => ({
  visitId: DUE.id,
  payByPayu: false,
  outstandingAmount: 15_000,
  link: null,
  ...patch,
});

const linkPayment = (patch: Partial<VisitPayment> = {}): VisitPayment => ({
  id: 7,
  type: 6,
  amount: 15_000,
  paymentDate: '2026-03-02T08:30:00Z',
  payUOrderId: LINK.orderId,
  payURefunded: false,
  refundEnabled: true,
  ...patch,
});

interface Open {
  readonly visit?: VisitDetails;
  readonly state?: VisitPayUState;
  readonly permissions?: PermissionName[];
  readonly withPayU?: boolean;
  readonly handlers?: FakeRoute[];
}

/** The editor of a saved visit of a clinic with the PayU feature (unless told otherwise). */
async function openEditor({
  visit = DUE,
  state = stateOf(),
  permissions = RECEPTION,
  withPayU = true,
  handlers = [],
}: Open = {}) {
  const onChanged = vi.fn();
  const requests = await renderVisitUi(
    <VisitEditorDialog open visitId={visit.id} onClose={vi.fn()} onChanged={onChanged} />,
    {
      visit,
      permissions,
      features: withPayU ? ['PayU'] : [],
      handlers: [on(u.visitState, () => ok(state)), ...handlers],
    },
  );
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  return { requests, onChanged, dialog };
}

const openPayments = async (setup: Open = {}) => {
  const opened = await openEditor(setup);
  await userEvent.click(within(opened.dialog).getByRole('tab', { name: 'Opłaty' }));
  return opened;
};

const block = () => screen.findByRole('region', { name: 'Link do płatności PayU' });
const payRow = () => {
  const table = screen.getByRole('table', { name: 'Opłaty' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText('PayU') !== null);
  if (!row) throw new Error('no PayU row');
  return row;
};
const refundButtonName = `Zwróć płatność ${formatMoney(15_000)}`;

describe('visit editor: the card-payment link (PayU)', { timeout: 60_000 }, () => {
  it('flips the pay-by-link switch on the server', async () => {
    const { requests, onChanged } = await openEditor({
      handlers: [on(u.setPayByPayu, () => ok({ value: true }))],
    });
    const toggle = await screen.findByRole('switch', { name: 'Płatność linkiem PayU' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(bodiesOf(requests, u.setPayByPayu.path)).toEqual([{ visitid: 41 }]);
  });

  it('puts the switch back and says so when the server refuses', async () => {
    await openEditor({ handlers: [on(u.setPayByPayu, () => failure(500, ''))] });
    const toggle = (await screen.findByRole('switch', { name: 'Płatność linkiem PayU' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Bład ustawiania płatności PayU');
    expect(toggle.checked).toBe(false);
  });

  it('shows neither the switch nor the block without the PayU feature, nor asks for the link', async () => {
    const { requests } = await openPayments({ withPayU: false });
    await screen.findByRole('table', { name: 'Opłaty' });
    expect(screen.queryByRole('region', { name: 'Link do płatności PayU' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Ogólne' }));
    expect(screen.queryByRole('switch', { name: 'Płatność linkiem PayU' })).toBeNull();
    expect(requests.some((r) => r.path === u.visitState.path)).toBe(false);
  });

  it('creates a link for the outstanding amount and copies it', async () => {
    const user = userEvent.setup();
    // The server keeps the link it made: the block asks for it again afterwards.
    let state = stateOf();
    const { requests, onChanged } = await openPayments({
      handlers: [
        on(u.visitState, () => ok(state)),
        on(u.createLink, () => {
          state = stateOf({ link: LINK });
          return ok(state);
        }),
      ],
    });
    const section = await block();
    await within(section).findByText('Wizyta nie ma jeszcze linku do płatności PayU.');
    await user.click(
      within(section).getByRole('button', { name: `Utwórz link PayU na ${formatMoney(15_000)}` }),
    );
    const address = (await within(section).findByRole('textbox', {
      name: 'Link do płatności',
    })) as HTMLInputElement;
    expect(address.value).toBe(LINK.redirectUri);
    expect(bodiesOf(requests, u.createLink.path)).toEqual([{ visitId: 41 }]);
    expect(await screen.findByText('Utworzono link PayU')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    within(section).getByText('Status: Nowe');
    within(section).getByText(`Kwota: ${formatMoney(15_000)}`, EXACT);
    within(section).getByText('Ważny do: 04-03-2026 11:00');
    // A live link is not made twice.
    expect(within(section).queryByRole('button', { name: /Utwórz link PayU/ })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Kopiuj link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK.redirectUri);
    expect(await screen.findByText('Skopiowano link')).toBeTruthy();
  });

  it("shows the server's reason when the link cannot be made", async () => {
    await openPayments({
      handlers: [on(u.createLink, () => failure(502, 'Nie można utworzyć linku PayU.'))],
    });
    const section = await block();
    await userEvent.click(await within(section).findByRole('button', { name: /Utwórz link PayU/ }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Nie można utworzyć linku PayU.');
  });

  it('warns of an expired link and invitation, and offers a new link', async () => {
    const expired = stateOf({ payByPayu: true, link: { ...LINK, expired: true } });
    const { dialog } = await openEditor({ state: expired });
    expect(await within(dialog).findByText('Zaproszenie PayU wygasło.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Opłaty' }));
    const section = await block();
    await within(section).findByText('Link PayU wygasł.');
    // The dead link is not offered to copy; a new one is.
    expect(within(section).queryByRole('textbox', { name: 'Link do płatności' })).toBeNull();
    within(section).getByRole('button', { name: `Utwórz link PayU na ${formatMoney(15_000)}` });
  });

  it('offers no link for a visit paid in full', async () => {
    await openPayments({ state: stateOf({ outstandingAmount: 0 }) });
    const section = await block();
    await within(section).findByText('Wizyta jest opłacona: nie ma na co utworzyć linku.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('offers no link for a cancelled visit', async () => {
    await openPayments({ visit: { ...DUE, status: 2 } });
    const section = await block();
    await within(section).findByText('Wizyta nie ma jeszcze linku do płatności PayU.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('offers the refund only for a refundable card-payment-link payment and with the permission', async () => {
    const paid = { ...DUE, outstandingAmount: 0, payments: [linkPayment()] };
    await openPayments({ visit: paid, permissions: RECEPTION });
    await block();
    expect(within(payRow()).queryByRole('button', { name: refundButtonName })).toBeNull();
  });

  it('shows a refunded payment as such, without the refund', async () => {
    const refunded = {
      ...DUE,
      payments: [linkPayment({ payURefunded: true, refundEnabled: false })],
    };
    await openPayments({ visit: refunded, permissions: REFUNDING });
    await block();
    within(payRow()).getByText('Płatnośc PayU zwrócona');
    expect(within(payRow()).queryByRole('button', { name: refundButtonName })).toBeNull();
  });

  it('refunds part of a payment: the maximum first, the spec’s checks, PENDING until PayU', async () => {
    const paid = { ...DUE, outstandingAmount: 0, payments: [linkPayment()] };
    const pending: PayURefund = {
      id: 1,
      refundId: null,
      amount: 5_000,
      reason: 'Wizyta skrócona',
      status: 'PENDING',
      createdAt: '2026-03-02T09:00:00Z',
      statusAt: null,
      createdBy: 'Recepcja Ala',
    };
    const { requests, onChanged } = await openPayments({
      visit: paid,
      permissions: REFUNDING,
      handlers: [on(u.refund, () => ok(pending))],
    });
    await block();
    await userEvent.click(within(payRow()).getByRole('button', { name: refundButtonName }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwrot płatności PayU' });
    const amount = within(dialog).getByRole('textbox', { name: /Kwota zwrotu/ }) as HTMLInputElement;
    expect(amount.value).toBe('150,00');
    const reason = within(dialog).getByRole('textbox', { name: /Powód zwrotu/ });
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' }));

    await userEvent.clear(amount);
    await submit();
    expect(await within(dialog).findAllByText('To pole jest wymagane')).toHaveLength(2);
    await userEvent.type(amount, '0');
    await submit();
    await within(dialog).findByText('Kwota zwrotu musi być większa niż 0 zł!');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150,01');
    await submit();
    await within(dialog).findByText('Kwota zwrotu nie może przekroczyć 150,00 zł!');
    expect(requests.some((r) => r.path === u.refund.path)).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.type(reason, 'Wizyta skrócona');
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zwrot płatności PayU' })).toBeNull());
    expect(bodiesOf(requests, u.refund.path)).toEqual([
      { orderId: LINK.orderId, amount: 5_000, reason: 'Wizyta skrócona' },
    ]);
    expect(await screen.findByText('Zlecono zwrot: oczekuje na potwierdzenie PayU.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('says the refund failed and keeps the dialog', async () => {
    const paid = { ...DUE, outstandingAmount: 0, payments: [linkPayment()] };
    await openPayments({
      visit: paid,
      permissions: REFUNDING,
      handlers: [on(u.refund, () => failure(502, ''))],
    });
    await block();
    await userEvent.click(within(payRow()).getByRole('button', { name: refundButtonName }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwrot płatności PayU' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Powód zwrotu/ }), 'Pomyłka');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zwróć' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Nie można zwrócić płatności');
    // Behind the error, the refund stays to be tried again.
    expect(screen.getByRole('dialog', { name: 'Zwrot płatności PayU', hidden: true })).toBeTruthy();
  });
});
