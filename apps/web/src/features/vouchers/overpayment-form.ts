import { z } from 'zod';
import { AddOverpaymentInput } from '@wizytownik/contracts';
import { AMOUNT_PATTERN, parseAmount } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';

/* A patient's overpayment (spec 001 §5, §7): the amount in złote as typed, above 0, and its payment type. */

export interface OverpaymentFormInput {
  /** Złote as typed. */
  readonly kwota: string;
  readonly payment_type: number;
}

export type OverpaymentValues = z.output<typeof AddOverpaymentInput>;

export const OVERPAYMENT_FIELDS = ['kwota', 'payment_type'] as const;

/** The button is off while the amount is 0 or less, or not an amount (spec 001 §5). */
export const isOverpaymentAmountPositive = (typed: string): boolean =>
  AMOUNT_PATTERN.test(typed.trim()) && (parseAmount(typed) ?? 0) > 0;

export function overpaymentSchema(t: Translate, clientId: number) {
  return z
    .object({
      kwota: z
        .string()
        .trim()
        .refine((v) => AMOUNT_PATTERN.test(v), t('contract.overpaymentAmountInvalid')),
      payment_type: z.number(),
    })
    .transform((form) => ({
      client_id: clientId,
      kwota: parseAmount(form.kwota) ?? 0,
      payment_type: form.payment_type,
    }))
    .pipe(AddOverpaymentInput);
}
