import { z } from 'zod';
import { MAX_PAYMENT_AMOUNT, PAYMENT_TYPES } from '@wizytownik/domain';
import { instant } from './calendar-date.ts';
import { endpoint, NoResult } from './endpoint.ts';
import { id, int, queryId } from './input.ts';
import { message } from './messages.ts';

/*
 * A visit's payments (spec 000 §3 Payment, §5, §7.1 AddPayment / UpdatePayment / DeletePayment).
 * Money on the wire is integer grosze, as everywhere in this API: the form's decimal amount (min 0,
 * step 0.01) is sent multiplied by 100. The rules a payment follows are the domain's (payments.ts);
 * the server enforces them all.
 */

const AMOUNT_MESSAGE = message('contract.creditPaymentInvalid');
const TYPE_MESSAGE = message('contract.paymentTypeInvalid');

/** Grosze, 0 or more (an edit refuses 0 with 'Nie podano kwoty.', domain isPaymentAmountMissing). */
const Amount = z
  .number(AMOUNT_MESSAGE)
  .int(AMOUNT_MESSAGE)
  .min(0, message('contract.amountNegative'))
  .max(MAX_PAYMENT_AMOUNT, AMOUNT_MESSAGE);
const Type = int(0, Math.max(...PAYMENT_TYPES), TYPE_MESSAGE);

/** One payment of a visit as the visit's details carry it (§3). */
export const VisitPayment = z.object({
  id: z.number().int(),
  /** 0 cash, 1 card, 2 transfer, 3 credit, 4 voucher, 5 other, 6 card-payment link (domain PaymentType). */
  type: z.number().int(),
  /** Grosze. */
  amount: z.number().int(),
  /** When it was paid: set by hand for a transfer, else when it was recorded. */
  paymentDate: z.iso.datetime({ offset: true }),
  /**
   * The voucher a voucher payment (type 4) took from (§3 Payment: id, nazwa, typ 0 visits, 1 minutes,
   * 2 amount); null for every other payment. A visits or minutes voucher's payment closes the visit to
   * more payments (domain addPaymentRefusal).
   */
  voucher: z.object({ id: z.number().int(), nazwa: z.string(), typ: z.number().int() }).nullish(),
  /** A card-payment-link payment's (type 6) PayU order id; null for the others. */
  payUOrderId: z.string().nullish(),
  /** A type-6 payment whose refund PayU finalized ('Płatnośc PayU zwrócona'). */
  payURefunded: z.boolean().nullish(),
  /** A type-6 payment with a refund PayU has not finalized yet. */
  payURefundPending: z.boolean().nullish(),
  /**
   * A type-6 payment RefundPayment would take now (not refunded, no refund pending, not later than
   * hoursBeforeVisitForPayURefund hours before the visit); the screen also needs
   * Wizytownik_PayU_PrzegladPlatnosciZwroty.
   */
  refundEnabled: z.boolean().nullish(),
});
export type VisitPayment = z.infer<typeof VisitPayment>;

export const AddPaymentInput = z.object({
  visitId: id(),
  paymentAmount: Amount,
  /** 0, 1, 2, 3 or 5 by hand; 4 with `voucherId`; 6 only from the card-payment link. */
  paymentType: Type,
  /** A transfer's date; left out (and for every other type) the payment is dated when recorded. */
  paymentDate: instant().nullish(),
  /** Paying with a patient's voucher (type 4). */
  voucherId: id().nullish(),
  /**
   * A key the client makes once per submission (a UUID) and sends again when it retries: the server
   * records one payment per key and answers a repeat with that payment (a double click, a retry after
   * a lost reply).
   */
  idempotencyKey: z.uuid(message('contract.idInvalid')),
});
export type AddPaymentInput = z.input<typeof AddPaymentInput>;

export const UpdatePaymentInput = z.object({
  paymentId: id(),
  paymentAmount: Amount,
  paymentType: Type,
  /** Only a transfer's date is changed; left out it stays. */
  paymentDate: instant().nullish(),
});
export type UpdatePaymentInput = z.input<typeof UpdatePaymentInput>;

export const DeletePaymentInput = z.object({ Id: queryId() });

const tag = 'Visit';
const base = '/api/services/app/Visit';

export const paymentEndpoints = {
  add: endpoint({
    method: 'POST',
    path: `${base}/AddPayment`,
    input: AddPaymentInput,
    result: VisitPayment,
    summary: 'Records a payment of a visit (once per idempotency key)',
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/UpdatePayment`,
    input: UpdatePaymentInput,
    result: VisitPayment,
    summary: "Changes a payment's amount, type or (transfer) date",
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/DeletePayment`,
    input: DeletePaymentInput,
    result: NoResult,
    summary: 'Deletes a payment of a visit',
    tag,
  }),
};
