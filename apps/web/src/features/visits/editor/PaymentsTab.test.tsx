import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentEndpoints as p, type VisitDetails, type VisitPayment } from '@wizytownik/contracts';
import { clinicInstant, formatMoney, type PermissionName } from '@wizytownik/domain';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { pickerField, pickerText, typeInPicker } from '../../../test/pickers.ts';
import { bodiesOf, findEditor, openVisit, RECEPTION, v, VISIT } from './visit-test-kit.tsx';

/** Text queries that keep money's no-break spaces. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const PAYING: PermissionName[] = [
  ...RECEPTION,
  'Wizytownik_Wizyty_Platnosci_Edycja',
  'Wizytownik_Wizyty_Platnosci_Usuwanie',
];

/** A visit that costs 150 zł, nothing paid yet. */
const DUE: VisitDetails = { ...VISIT, dueAmount: 15_000, outstandingAmount: 15_000 };

const payment = (id: number, type: number, amount: number): VisitPayment => ({
  id,
  type,
  amount,
  paymentDate: '2026-03-10T08:30:00Z',
});

/**
 * A server that keeps the visit's payments: AddPayment / UpdatePayment / DeletePayment change them and
 * the visit's details answer with them and the outstanding amount, as the real one does.
 */
function paymentServer(start: VisitDetails, addReplies: FakeRoute['handler'][] = []) {
  let visit = start;
  let nextId = 100;
  const withPayments = (payments: VisitPayment[]) => {
    const paid = payments.reduce((sum, x) => sum + Math.abs(x.amount), 0);
    visit = { ...visit, payments, outstandingAmount: Math.max(0, visit.dueAmount - paid) };
  };
  const routes: FakeRoute[] = [
    on(v.get, () => ok(visit)),
    on(p.add, (request) => {
      const reply = addReplies.shift();
      if (reply) return reply(request) as ReturnType<typeof ok<VisitPayment>>;
      const body = request.body as { paymentType: number; paymentAmount: number; paymentDate?: string };
      const added = {
        ...payment(nextId++, body.paymentType, body.paymentAmount),
        ...(body.paymentDate ? { paymentDate: body.paymentDate } : {}),
      };
      withPayments([...visit.payments, added]);
      return ok(added);
    }),
    on(p.update, (request) => {
      const body = request.body as { paymentId: number; paymentType: number; paymentAmount: number };
      const changed = { ...payment(body.paymentId, body.paymentType, body.paymentAmount) };
      withPayments(visit.payments.map((x) => (x.id === body.paymentId ? changed : x)));
      return ok(changed);
    }),
    on(p.delete, (request) => {
      withPayments(visit.payments.filter((x) => x.id !== Number(request.query.get('Id'))));
      return ok(null);
    }),
  ];
  return routes;
}

async function openPayments(visit: VisitDetails, permissions = PAYING, routes = paymentServer(visit)) {
  const opened = await openVisit(visit, permissions, routes);
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Opłaty' }));
  return { ...opened, dialog };
}

/** The outstanding amount as shown (money has no-break spaces, which text queries would fold). */
const shownOutstanding = () => screen.getByText(/^Pozostało do zapłaty/).textContent;
const outstanding = (grosze: number) => `Pozostało do zapłaty: ${formatMoney(grosze)}`;
const addForm = () => screen.getByRole('form', { name: 'Dodaj płatność' });
const amountField = (scope: HTMLElement) =>
  within(scope).getByRole('textbox', { name: /Kwota \(zł\)/ }) as HTMLInputElement;
const rowOf = (text: string) => {
  const table = screen.getByRole('table', { name: 'Opłaty' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text) !== null);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};
const actionsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

async function pickType(scope: HTMLElement, label: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: /Rodzaj płatności/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('visit editor: the payments tab', { timeout: 60_000 }, () => {
  it('adds a cash payment with Enter and shows the outstanding amount fall', async () => {
    const { requests, onChanged } = await openPayments(DUE);
    expect(screen.getByText(/^Do zapłaty/).textContent).toBe(`Do zapłaty: ${formatMoney(15_000)}`);
    expect(shownOutstanding()).toBe(outstanding(15_000));
    expect(screen.getByText('Brak płatności')).toBeTruthy();
    // Cash and the outstanding amount to start with.
    expect(within(addForm()).getByRole('combobox', { name: /Rodzaj płatności/ }).textContent).toBe('Gotówka');
    const amount = amountField(addForm());
    expect(amount.value).toBe('150,00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '100,5{Enter}');
    await waitFor(() => expect(shownOutstanding()).toBe(outstanding(4_950)));
    const [body] = bodiesOf(requests, p.add.path);
    expect(body).toMatchObject({ visitId: 41, paymentType: 0, paymentAmount: 10_050, paymentDate: null });
    expect(body?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(rowOf('Gotówka')).getByText(formatMoney(10_050), EXACT)).toBeTruthy();
    // The form starts again from what is left to pay.
    await waitFor(() => expect(amountField(addForm()).value).toBe('49,50'));
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('shows the payment date only for a transfer, and sends the day picked', async () => {
    const { requests } = await openPayments(DUE);
    const form = addForm();
    expect(within(form).queryByRole('group', { name: /Data płatności/ })).toBeNull();
    for (const type of ['Karta', 'Kredyt', 'Inne']) {
      await pickType(form, type);
      expect(within(form).queryByRole('group', { name: /Data płatności/ })).toBeNull();
    }
    await pickType(form, 'Przelew');
    expect(pickerField(form, /Data płatności/)).toBeTruthy();
    expect(pickerText(form, /Data płatności/)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await typeInPicker(form, /Data płatności/, '05032026');
    await userEvent.click(within(form).getByRole('button', { name: 'Dodaj płatność' }));
    await waitFor(() => expect(bodiesOf(requests, p.add.path)).toHaveLength(1));
    expect(bodiesOf(requests, p.add.path)[0]).toMatchObject({
      paymentType: 2,
      paymentAmount: 15_000,
      paymentDate: clinicInstant('2026-03-05', '00:00').toISOString(),
    });
    expect(await screen.findByText('05-03-2026')).toBeTruthy();
  });

  it('offers edit and delete as the rules allow', async () => {
    const paid = { ...DUE, payments: [payment(1, 0, 1_000), payment(2, 3, 2_000), payment(3, 6, 3_000)] };
    await openPayments(paid);
    expect(actionsOf(rowOf('Gotówka'))).toEqual(['Edytuj płatność', 'Usuń płatność']);
    // Credit is not edited (it charged the account); a card-payment link's payment is refunded instead.
    expect(actionsOf(rowOf('Kredyt'))).toEqual(['Usuń płatność']);
    expect(actionsOf(rowOf('PayU'))).toEqual([]);
  });

  it.each([
    ['a closed visit', { status: 3 }, PAYING],
    ['a user without the payment permissions', {}, RECEPTION],
  ] as const)('offers neither edit nor delete on %s', async (_, change, permissions) => {
    await openPayments({ ...DUE, ...change, payments: [payment(1, 0, 1_000)] }, [...permissions]);
    expect(actionsOf(rowOf('Gotówka'))).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Akcje' })).toBeNull();
  });

  it('offers delete alone with only Wizytownik_Wizyty_Platnosci_Usuwanie', async () => {
    await openPayments({ ...DUE, payments: [payment(1, 1, 1_000)] }, [
      ...RECEPTION,
      'Wizytownik_Wizyty_Platnosci_Usuwanie',
    ]);
    expect(actionsOf(rowOf('Karta'))).toEqual(['Usuń płatność']);
  });

  it.each([
    ['a cancelled visit', { status: 2 }, PAYING, 'Wizyta została odwołana.'],
    ['a user without Wizytownik_Wizyty_Edycja', {}, ['Wizytownik_Wizyty'] as PermissionName[], null],
  ] as const)('hides the add form for %s', async (_, change, permissions, hint) => {
    await openPayments({ ...DUE, ...change }, [...permissions]);
    expect(shownOutstanding()).toBe(outstanding(15_000));
    expect(screen.queryByRole('form', { name: 'Dodaj płatność' })).toBeNull();
    expect(screen.queryByText('Wizyta została odwołana.') !== null).toBe(hint !== null);
  });

  it("refuses an edit to 0 with 'Nie podano kwoty.' and saves another amount", async () => {
    const { requests } = await openPayments({ ...DUE, payments: [payment(7, 1, 5_000)] });
    await userEvent.click(within(rowOf('Karta')).getByRole('button', { name: 'Edytuj płatność' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj płatność' });
    const amount = amountField(dialog);
    expect(amount.value).toBe('50,00');
    // Types taken by hand, credit aside.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rodzaj płatności/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Gotówka', 'Karta', 'Przelew', 'Inne']);
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0{Enter}');
    expect(await within(dialog).findByText('Nie podano kwoty.')).toBeTruthy();
    expect(bodiesOf(requests, p.update.path)).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '80{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edytuj płatność' })).toBeNull());
    expect(bodiesOf(requests, p.update.path)).toEqual([
      { paymentId: 7, paymentType: 1, paymentAmount: 8_000, paymentDate: null },
    ]);
    await waitFor(() => expect(shownOutstanding()).toBe(outstanding(7_000)));
  });

  it('deletes a payment after the question, and shows the server’s reason when it refuses', async () => {
    const visit = { ...DUE, outstandingAmount: 10_000, payments: [payment(5, 0, 5_000)] };
    const routes = paymentServer(visit);
    const { requests } = await openPayments(visit, PAYING, [
      ...routes,
      on(p.delete, () => failure(400, 'Nie można usunąć płatności Wizyta jest zakończona.')),
    ]);
    await userEvent.click(within(rowOf('Gotówka')).getByRole('button', { name: 'Usuń płatność' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    within(question).getByText(`Czy na pewno chcesz usunąć płatność ${formatMoney(5_000)}?`, EXACT);
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    within(error).getByText('Nie można usunąć płatności Wizyta jest zakończona.');
    expect(requests.filter((r) => r.path === p.delete.path).map((r) => r.query.get('Id'))).toEqual(['5']);
  });

  it('deletes a payment and the outstanding amount grows back', async () => {
    await openPayments({ ...DUE, outstandingAmount: 10_000, payments: [payment(5, 0, 5_000)] });
    expect(shownOutstanding()).toBe(outstanding(10_000));
    await userEvent.click(within(rowOf('Gotówka')).getByRole('button', { name: 'Usuń płatność' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(shownOutstanding()).toBe(outstanding(15_000)));
    expect(await screen.findByText('Brak płatności')).toBeTruthy();
  });

  it('sends the same idempotency key again when a failed submission is retried', async () => {
    const { requests } = await openPayments(
      DUE,
      PAYING,
      paymentServer(DUE, [() => failure(500, ''), () => failure(503, 'Serwer chwilowo niedostępny')]),
    );
    const submit = () => userEvent.click(within(addForm()).getByRole('button', { name: 'Dodaj płatność' }));
    const dismiss = async (message: string) => {
      const error = await screen.findByRole('dialog', { name: 'Błąd' });
      within(error).getByText(message);
      await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Błąd' })).toBeNull());
    };
    await submit();
    // No message from the server: the spec's own text.
    await dismiss('Nie można zapisać płatności');
    await submit();
    await dismiss('Serwer chwilowo niedostępny');
    await submit();
    await waitFor(() => expect(shownOutstanding()).toBe(outstanding(0)));
    const keys = bodiesOf(requests, p.add.path).map((b) => b.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);

    // The next payment is a submission of its own.
    await pickType(addForm(), 'Karta');
    await submit();
    await waitFor(() => expect(bodiesOf(requests, p.add.path)).toHaveLength(4));
    expect(bodiesOf(requests, p.add.path)[3]?.idempotencyKey).not.toBe(keys[0]);
  });

  it('records one payment for a double Enter', async () => {
    const { requests } = await openPayments(DUE);
    const amount = amountField(addForm());
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    // The second press while the first payment is under way (no pause between the keys): after
    // user-event's default pause a busy machine could have finished the first payment, and the second
    // press then rightly pays the rest.
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}');
    await waitFor(() => expect(shownOutstanding()).toBe(outstanding(13_000)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodiesOf(requests, p.add.path)).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Opłaty' })).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the patient’s credit when it is granted', async () => {
    await openPayments({
      ...DUE,
      kredyt: true,
      aktualne_saldo: -12_050,
      limit_kredytu: 50_000,
      waznosc_kredytu: '2026-12-31',
    });
    const credit = screen.getByRole('region', { name: 'Kredyt' });
    within(credit).getByText('Saldo: -120,50 zł');
    expect(
      (within(credit).getByRole('textbox', { name: 'Limit kredytowy (zł)' }) as HTMLInputElement).value,
    ).toBe('500,00');
    expect((within(credit).getByRole('textbox', { name: 'Ważność kredytu' }) as HTMLInputElement).value).toBe(
      '31-12-2026',
    );
  });

  it('shows no credit block without credit', async () => {
    await openPayments(DUE);
    expect(screen.queryByRole('region', { name: 'Kredyt' })).toBeNull();
  });
});
