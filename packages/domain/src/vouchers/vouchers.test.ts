import { describe, expect, it } from 'vitest';
import {
  isExpiryChangeAllowed,
  isVoucherDeletable,
  isVoucherUsedUp,
  voucherLeft,
  voucherUse,
  type VoucherBalance,
} from './vouchers.ts';

const TODAY = '2030-01-10';
const v = (type: number, total: number, used: number, expiresOn: string | null = null): VoucherBalance => ({
  type,
  total,
  used,
  expiresOn,
});

describe('voucherUse', () => {
  it.each([
    ['visits: one visit of several', v(0, 5, 3), 45, 0, { use: 1 }],
    ['visits: the last visit', v(0, 5, 4), 45, 0, { use: 1 }],
    ['visits: none left', v(0, 5, 5), 45, 0, { refusal: 'usedUp' }],
    ['visits: the amount does not matter', v(0, 1, 0), 45, 120_00, { use: 1 }],
    ["minutes: the visit's minutes", v(1, 300, 0), 45, 0, { use: 45 }],
    ['minutes: exactly what is left', v(1, 300, 255), 45, 0, { use: 45 }],
    ['minutes: too few left', v(1, 300, 270), 45, 0, { refusal: 'minutesTooFew' }],
    ['minutes: none left', v(1, 300, 300), 45, 0, { refusal: 'usedUp' }],
    ['amount: part of it', v(2, 500_00, 100_00), 60, 150_00, { use: 150_00 }],
    ['amount: all that is left', v(2, 500_00, 100_00), 60, 400_00, { use: 400_00 }],
    ['amount: above what is left', v(2, 500_00, 100_00), 60, 400_01, { refusal: 'amountTooHigh' }],
    ['amount: 0', v(2, 500_00, 0), 60, 0, { refusal: 'amountRequired' }],
    [
      'amount: 0 on a used-up one asks for the amount first',
      v(2, 500_00, 500_00),
      60,
      0,
      { refusal: 'amountRequired' },
    ],
    ['amount: none left', v(2, 500_00, 500_00), 60, 1, { refusal: 'usedUp' }],
    ['expired yesterday', v(0, 5, 0, '2030-01-09'), 45, 0, { refusal: 'expired' }],
    ['its last day', v(0, 5, 0, TODAY), 45, 0, { use: 1 }],
  ] as const)('%s', (_name, voucher, minutes, amount, expected) => {
    expect(voucherUse(voucher, { minutes, amount }, TODAY)).toEqual(expected);
  });
});

describe('the rest of the arithmetic', () => {
  it.each([
    [v(0, 5, 2), 3, false, false],
    [v(0, 5, 5), 0, true, false],
    [v(2, 100_00, 0), 100_00, false, true],
    [v(1, 60, 70), 0, true, false],
  ])('left, used up and deletable of %o', (voucher, left, usedUp, deletable) => {
    expect(voucherLeft(voucher)).toBe(left);
    expect(isVoucherUsedUp(voucher)).toBe(usedUp);
    expect(isVoucherDeletable(voucher)).toBe(deletable);
  });

  it.each([
    ['2030-01-10', '2030-01-11', true],
    ['2030-01-10', '2030-01-10', true],
    ['2030-01-10', '2030-01-09', false],
    ['2030-01-10', null, true],
    [null, '2030-01-01', true],
    [null, null, true],
  ])('expiry %s → %s allowed: %s', (current, next, allowed) => {
    expect(isExpiryChangeAllowed(current, next)).toBe(allowed);
  });
});
