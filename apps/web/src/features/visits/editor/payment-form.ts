import { z } from 'zod';
import type { VisitPayment } from '@wizytownik/contracts';
import {
  AMOUNT_PATTERN,
  clinicDateTime,
  clinicInstant,
  formatAmount,
  isPaymentAmountMissing,
  isPaymentDateEditable,
  parseAmount,
  PaymentType,
} from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';

/*
 * The add and edit forms of a visit's payments (spec 000 §2.3, §4.3, §5): type, amount in złote as
 * typed (decimal, min 0, step 0.01) and, for a transfer only, the payment date.
 */

export type PaymentFormInput = {
  readonly paymentType: number;
  /** As typed: "150,50" (or "150.50"). */
  readonly paymentAmount: string;
  /** "YYYY-MM-DD"; used only for a transfer. */
  readonly paymentDate: string;
};

export type PaymentValues = {
  readonly paymentType: number;
  /** Grosze. */
  readonly paymentAmount: number;
  /** The transfer's date as an instant (the clinic's midnight); null for every other type. */
  readonly paymentDate: string | null;
};

export type PaymentFormMode = 'add' | 'edit';

/** The form's field names are the contract's, so that the server's field errors land under them. */
export const PAYMENT_FIELDS = ['paymentType', 'paymentAmount', 'paymentDate'] as const;

/** The form's checks: an amount given and well-formed; an edit's amount not 0 ('Nie podano kwoty.'). */
export function paymentSchema(t: Translate, mode: PaymentFormMode) {
  const missing = t('payments.amountRequired');
  return z
    .object({
      paymentType: z.number(),
      paymentAmount: z
        .string()
        .trim()
        .min(1, missing)
        .refine((v) => AMOUNT_PATTERN.test(v), t('contract.creditPaymentInvalid'))
        .transform((v) => parseAmount(v) ?? 0)
        .refine((grosze) => !isPaymentAmountMissing(grosze, mode), missing),
      paymentDate: z.string(),
    })
    .transform((form): PaymentValues => ({
      paymentType: form.paymentType,
      paymentAmount: form.paymentAmount,
      paymentDate:
        isPaymentDateEditable(form.paymentType) && form.paymentDate
          ? clinicInstant(form.paymentDate, '00:00').toISOString()
          : null,
    }));
}

/** Today in the clinic, "YYYY-MM-DD". */
export const clinicToday = () => clinicDateTime(new Date()).date;

/** The add form's defaults (§2.3): cash, the outstanding amount, today for a transfer. */
export const newPaymentForm = (outstanding: number): PaymentFormInput => ({
  paymentType: PaymentType.Cash,
  paymentAmount: formatAmount(outstanding),
  paymentDate: clinicToday(),
});

/** An existing payment in the edit form. */
export const toPaymentForm = (payment: VisitPayment): PaymentFormInput => ({
  paymentType: payment.type,
  paymentAmount: formatAmount(payment.amount),
  paymentDate: clinicDateTime(new Date(payment.paymentDate)).date,
});
