import { describe, expect, it } from 'vitest';
import {
  addPaymentRefusal,
  creditChargeRefusal,
  deletePaymentRefusal,
  dueAmount,
  editPaymentRefusal,
  isManualPaymentType,
  isPaymentAmountMissing,
  isPaymentDateEditable,
  outstandingAmount,
  PAYMENT_TYPES,
  type CreditAccount,
  type PaymentRefusal,
  type VisitPrice,
} from './payments.ts';

describe('outstandingAmount', () => {
  it.each<[string, VisitPrice, number[], number, number]>([
    ['nothing priced, nothing paid', {}, [], 0, 0],
    ['therapist rate, unpaid', { therapistRate: 15_000 }, [], 15_000, 15_000],
    ['therapist rate, part paid', { therapistRate: 15_000 }, [5_000], 15_000, 10_000],
    ['therapist rate, paid in two', { therapistRate: 15_000 }, [10_000, 5_000], 15_000, 0],
    ['overpaid stays at 0', { therapistRate: 15_000 }, [20_000], 15_000, 0],
    ['negative amounts count by their size', { therapistRate: 15_000 }, [-4_000, 1_000], 15_000, 10_000],
    ['procedure price before the rate', { procedurePrice: 8_000, therapistRate: 15_000 }, [], 8_000, 8_000],
    [
      'visit type price overrides the procedure and the rate',
      { visitTypePrice: 12_050, procedurePrice: 8_000, therapistRate: 15_000 },
      [50],
      12_050,
      12_000,
    ],
    ['a free visit type (0) overrides the rate', { visitTypePrice: 0, therapistRate: 15_000 }, [], 0, 0],
    [
      'physiotherapy summary when nothing else is priced',
      { physiotherapyTotal: 30_000 },
      [12_345],
      30_000,
      17_655,
    ],
    [
      'the rate before the physiotherapy summary',
      { therapistRate: 100, physiotherapyTotal: 30_000 },
      [],
      100,
      100,
    ],
    [
      'null sources are absent',
      { visitTypePrice: null, procedurePrice: null, therapistRate: 999 },
      [],
      999,
      999,
    ],
    ['grosze stay exact', { therapistRate: 10 }, [3, 3, 3], 10, 1],
  ])('%s', (_name, price, amounts, due, outstanding) => {
    expect(dueAmount(price)).toBe(due);
    expect(
      outstandingAmount(
        price,
        amounts.map((amount) => ({ amount })),
      ),
    ).toBe(outstanding);
  });
});

const ALL = new Set([
  'Wizytownik_Wizyty_Edycja',
  'Wizytownik_Wizyty_Platnosci_Edycja',
  'Wizytownik_Wizyty_Platnosci_Usuwanie',
]);
const NONE = new Set<string>();

describe('addPaymentRefusal', () => {
  it.each<
    [
      string,
      number,
      { voucherType?: number | null }[],
      ReadonlySet<string> | undefined,
      PaymentRefusal | null,
    ]
  >([
    ['new visit', 0, [], ALL, null],
    ['confirmed', 1, [], ALL, null],
    ['closed: adding stays (only cancelled hides it)', 3, [], ALL, null],
    ['cancelled by the patient (4) is not the cancelled status', 4, [], ALL, null],
    ['to be explained', 5, [], undefined, null],
    ['cancelled', 2, [], ALL, 'visitCancelled'],
    ['without Wizytownik_Wizyty_Edycja', 0, [], NONE, 'permission'],
    ['after a visits voucher', 0, [{ voucherType: 0 }], ALL, 'voucherUsed'],
    ['after a minutes voucher', 0, [{ voucherType: 1 }], ALL, 'voucherUsed'],
    ['an amount voucher leaves adding open', 0, [{ voucherType: 2 }, { voucherType: null }], ALL, null],
  ])('%s', (_name, status, payments, permissions, refusal) => {
    expect(addPaymentRefusal(status, payments, permissions)).toBe(refusal);
  });
});

describe('editPaymentRefusal and deletePaymentRefusal', () => {
  // status, type, edit refusal, delete refusal
  it.each<[number, number, PaymentRefusal | null, PaymentRefusal | null]>([
    [0, 0, null, null],
    [1, 1, null, null],
    [2, 2, null, null],
    [0, 5, null, null],
    [0, 3, 'paymentType', null],
    [0, 4, 'paymentType', null],
    [0, 6, 'paymentType', 'paymentType'],
    [3, 0, 'visitClosed', 'visitClosed'],
    [3, 6, 'visitClosed', 'visitClosed'],
  ])('status %i, type %i: edit %s, delete %s', (status, type, edit, del) => {
    expect(editPaymentRefusal(status, type, ALL)).toBe(edit);
    expect(deletePaymentRefusal(status, type, ALL)).toBe(del);
    expect(editPaymentRefusal(status, type)).toBe(edit);
    expect(deletePaymentRefusal(status, type)).toBe(del);
  });

  it('each needs its own permission', () => {
    const editOnly = new Set(['Wizytownik_Wizyty_Platnosci_Edycja']);
    const deleteOnly = new Set(['Wizytownik_Wizyty_Platnosci_Usuwanie']);
    expect(editPaymentRefusal(0, 0, editOnly)).toBeNull();
    expect(deletePaymentRefusal(0, 0, editOnly)).toBe('permission');
    expect(deletePaymentRefusal(0, 0, deleteOnly)).toBeNull();
    expect(editPaymentRefusal(0, 0, deleteOnly)).toBe('permission');
  });
});

describe('payment fields', () => {
  it.each(PAYMENT_TYPES.map((t) => [t, t === 2, [0, 1, 2, 3, 5].includes(t)] as const))(
    'type %i: date editable %s, offered by the form %s',
    (type, dateEditable, manual) => {
      expect(isPaymentDateEditable(type)).toBe(dateEditable);
      expect(isManualPaymentType(type)).toBe(manual);
    },
  );

  it.each([
    [0, 'edit', true],
    [1, 'edit', false],
    [0, 'add', false],
    [150_00, 'add', false],
  ] as const)('amount %i on %s is missing: %s', (amount, mode, missing) => {
    expect(isPaymentAmountMissing(amount, mode)).toBe(missing);
  });
});

describe('creditChargeRefusal', () => {
  const account: CreditAccount = { enabled: true, limit: 500_00, validUntil: '2030-01-31', balance: 0 };
  it.each<
    [
      string,
      Partial<typeof account> & { limit?: number | null; validUntil?: string | null },
      number,
      string,
      string | null,
    ]
  >([
    ['within the limit', {}, 300_00, '2030-01-07', null],
    ['up to the limit exactly', {}, 500_00, '2030-01-07', null],
    ['a grosz past the limit', {}, 500_01, '2030-01-07', 'overLimit'],
    ['paid-in money counts', { balance: 100_00 }, 600_00, '2030-01-07', null],
    ['a debt counts', { balance: -400_00 }, 100_01, '2030-01-07', 'overLimit'],
    ['no limit set is 0', { limit: null, balance: 50_00 }, 50_01, '2030-01-07', 'overLimit'],
    ['on the validity date', {}, 1, '2030-01-31', null],
    ['the day after', {}, 1, '2030-02-01', 'expired'],
    ['no validity date', { validUntil: null }, 1, '2099-12-31', null],
    ['no credit', { enabled: false }, 0, '2030-01-07', 'noCredit'],
  ])('%s', (_name, over, amount, today, refusal) => {
    expect(creditChargeRefusal({ ...account, ...over }, amount, today)).toBe(refusal);
  });
});
