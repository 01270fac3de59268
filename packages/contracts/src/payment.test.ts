import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '@wizytownik/domain';
import { AddPaymentInput, DeletePaymentInput, UpdatePaymentInput } from './payment.ts';

const KEY = '0b8f7f1e-5d0c-4c43-9a43-7f0f3f4b8a10';
const add = (over: object) => ({
  visitId: 1,
  paymentAmount: 150_50,
  paymentType: 0,
  idempotencyKey: KEY,
  ...over,
});
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('payment inputs', () => {
  it('takes grosze from 0 up and every type 0–6 (the server decides which it records)', () => {
    expect(AddPaymentInput.parse(add({ paymentAmount: 0 })).paymentAmount).toBe(0);
    for (const paymentType of [0, 1, 2, 3, 4, 5, 6]) {
      expect(AddPaymentInput.safeParse(add({ paymentType })).success).toBe(true);
    }
  });

  it.each([
    [{ paymentAmount: -1 }, CONTRACT_MESSAGES['contract.amountNegative']],
    [{ paymentAmount: 10.5 }, CONTRACT_MESSAGES['contract.creditPaymentInvalid']],
    [{ paymentAmount: 10_000_000_000 }, CONTRACT_MESSAGES['contract.creditPaymentInvalid']],
    [{ paymentType: 7 }, CONTRACT_MESSAGES['contract.paymentTypeInvalid']],
    [{ idempotencyKey: 'abc' }, CONTRACT_MESSAGES['contract.idInvalid']],
    [{ paymentDate: '2030-01-07' }, CONTRACT_MESSAGES['contract.dateInvalid']],
  ])('refuses %j with its catalog message', (over, message) => {
    expect(firstMessage(AddPaymentInput.safeParse(add(over)))).toBe(message);
  });

  it('needs the idempotency key on add, not on edit', () => {
    expect(AddPaymentInput.safeParse(add({ idempotencyKey: undefined })).success).toBe(false);
    expect(UpdatePaymentInput.safeParse({ paymentId: 1, paymentAmount: 1, paymentType: 2 }).success).toBe(
      true,
    );
  });

  it('reads the deleted id from the query string', () => {
    expect(DeletePaymentInput.parse({ Id: '12' })).toEqual({ Id: 12 });
  });
});
