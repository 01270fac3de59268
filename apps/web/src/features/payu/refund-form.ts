import { z } from 'zod';
import { AMOUNT_PATTERN, formatAmount, parseAmount } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';

/*
 * The refund dialog's form (spec 000 §5 Refund): the amount in złote as typed, required, above 0 and
 * at most the maximum, step 0.01; the reason required. The server checks the same.
 */

export type RefundFormInput = {
  /** As typed: "150,50" (or "150.50"). */
  readonly amount: string;
  readonly reason: string;
};

export type RefundValues = {
  /** Grosze. */
  readonly amount: number;
  readonly reason: string;
};

/** The form's field names are the contract's, so that the server's field errors land under them. */
export const REFUND_FIELDS = ['amount', 'reason'] as const;

/** The checks with their spec texts; `max` in grosze. */
export function refundSchema(t: Translate, max: number) {
  const required = t('payu.refundRequired');
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, required)
      .refine((v) => AMOUNT_PATTERN.test(v), t('contract.creditPaymentInvalid'))
      .transform((v) => parseAmount(v) ?? 0)
      .refine((grosze) => grosze > 0, t('payu.refundAmountPositive'))
      .refine((grosze) => grosze <= max, t('payu.refundOverMax', { max: formatAmount(max) })),
    reason: z.string().trim().min(1, required).max(500),
  });
}

/** The default amount is the maximum (§5). */
export const newRefundForm = (max: number): RefundFormInput => ({ amount: formatAmount(max), reason: '' });
