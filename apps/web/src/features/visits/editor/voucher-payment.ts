import { z } from 'zod';
import type { PayableVoucher } from '@wizytownik/contracts';
import { AMOUNT_PATTERN, formatAmount, formatMoney, parseAmount, VoucherType } from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';

/*
 * Paying a visit with one of the patient's vouchers (spec 000 §2.3 voucher block, §4.3, §5): a visits
 * or minutes voucher takes one visit or the visit's minutes (the server counts them) and closes the
 * visit to more payments; an amount voucher takes the amount typed: above 0 ('Podaj wartość do
 * pobrania z vouchera.') and not above what is left.
 */

/** What the voucher holds in all and what is left, in its unit (visits, minutes or grosze). */
export function payableBalance(v: PayableVoucher): { total: number; left: number } {
  const [total, used] =
    v.typ === VoucherType.Visits
      ? [v.ilosc_wizyt, v.wykorzystana_ilosc]
      : v.typ === VoucherType.Minutes
        ? [v.czas_minuty, v.wykorzystane_minuty]
        : [v.kwota_do_wykorzystania, v.wykorzystana_kwota];
  return { total, left: Math.max(0, total - used) };
}

/** The grosze a voucher payment carries. */
export interface VoucherPaymentValues {
  readonly amount: number;
}

export interface VoucherPaymentForm {
  /** Złote as typed; only an amount voucher's. */
  readonly amount: string;
}

/** The amount an amount voucher's payment starts with: the outstanding amount, at most what is left. */
export const initialVoucherAmount = (v: PayableVoucher, outstanding: number): string =>
  v.typ === VoucherType.Amount ? formatAmount(Math.min(outstanding, payableBalance(v).left)) : '';

/**
 * The form's check and the grosze the payment carries: an amount voucher's amount as typed, for the
 * others the visit's outstanding amount (what the visit was worth; the voucher counts a visit or minutes).
 */
export function voucherPaymentSchema(t: Translate, v: PayableVoucher, outstanding: number) {
  if (v.typ !== VoucherType.Amount) {
    return z.object({ amount: z.string() }).transform(() => ({ amount: outstanding }));
  }
  const { left } = payableBalance(v);
  const required = t('vouchers.amountRequired');
  /** The first thing wrong with the typed amount, or null. */
  const refusal = (typed: string): string | null => {
    if (!AMOUNT_PATTERN.test(typed)) return typed === '' ? required : t('contract.creditPaymentInvalid');
    const grosze = parseAmount(typed) ?? 0;
    if (grosze <= 0) return required;
    return grosze > left ? t('vouchers.payAmountTooHigh', { amount: formatMoney(left) }) : null;
  };
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((typed) => refusal(typed) === null, { error: (issue) => refusal(issue.input as string) ?? '' })
      .transform((typed) => parseAmount(typed) ?? 0),
  });
}
