import { z } from 'zod';
import { MAX_PAYMENT_AMOUNT } from '@wizytownik/domain';
import { calendarDate } from './calendar-date.ts';
import { endpoint } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/*
 * The card-payment link of a visit (feature PayU; spec 000 §4.3, §5 Refund, §7; spec 002 §7 'Card-payment
 * review': GetPayUPayments, GetPaymentDetails?orderId, RefundPayment; design/integrations.md §1).
 * Money is integer grosze on the wire. Every call needs the PayU feature and its permission.
 */

/** PayU's order statuses (integrations.md §1.6); COMPLETED and CANCELED are final. */
export const PAYU_ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'COMPLETED',
  'CANCELED',
  'REJECTED',
] as const;
export type PayUOrderStatus = (typeof PAYU_ORDER_STATUSES)[number];

/** A refund's statuses: PENDING until the provider's notification makes it FINALIZED or CANCELED. */
export const PAYU_REFUND_STATUSES = ['PENDING', 'FINALIZED', 'CANCELED'] as const;
export type PayURefundStatus = (typeof PAYU_REFUND_STATUSES)[number];

const Instant = z.iso.datetime({ offset: true });
const Grosze = z.number().int();

/**
 * A visit's latest payment link (order). `expired`: not paid and past `expiresAt` (created + the
 * company setting payUPaymentLinkLifetime days) — the screen shows 'Link PayU wygasł.'.
 */
export const PayULink = z.object({
  /** PayU's order id (the `orderId` of the other calls). */
  orderId: z.string(),
  /** Our id of the order at PayU (unique within the POS). */
  extOrderId: z.string(),
  status: z.enum(PAYU_ORDER_STATUSES),
  /** Grosze. */
  amount: Grosze,
  /** The payment page to send to the patient (the SMS invitation's %link%). */
  redirectUri: z.string().nullable(),
  createdAt: Instant,
  expiresAt: Instant,
  expired: z.boolean(),
  /** When the payment was completed; null until then. */
  paidAt: Instant.nullable(),
});
export type PayULink = z.infer<typeof PayULink>;

/** The visit editor's card-payment block: the pay-by-link switch and the latest link. */
export const VisitPayUState = z.object({
  visitId: z.number().int(),
  /** The visit's 'pay by card-payment link' switch (SetPayByPayu). */
  payByPayu: z.boolean(),
  /** What a new link would ask for: the visit's outstanding amount, grosze. */
  outstandingAmount: Grosze,
  link: PayULink.nullable(),
});
export type VisitPayUState = z.infer<typeof VisitPayUState>;

export const VisitPayUInput = z.object({ visitId: queryId() });
export const CreatePayULinkInput = z.object({ visitId: id() });
/** SetPayByPayu?visitid, as the other switches of the visit (PacjentObecnyNieobecny, SetNieWysylajSMS). */
export const SetPayByPayuInput = z.object({ visitid: queryId() });
export const SetPayByPayuOutput = z.object({ value: z.boolean() });

/** One refund of a card-payment-link payment. */
export const PayURefund = z.object({
  id: z.number().int(),
  /** PayU's refund id; null until PayU accepted the request. */
  refundId: z.string().nullable(),
  /** Grosze. */
  amount: Grosze,
  reason: z.string(),
  status: z.enum(PAYU_REFUND_STATUSES),
  createdAt: Instant,
  /** When it became FINALIZED or CANCELED. */
  statusAt: Instant.nullable(),
  createdBy: z.string().nullable(),
});
export type PayURefund = z.infer<typeof PayURefund>;

/** A row of the `/payu` overview: one order of a visit. */
export const PayUPaymentItem = z.object({
  orderId: z.string(),
  extOrderId: z.string(),
  status: z.enum(PAYU_ORDER_STATUSES),
  /** Grosze. */
  amount: Grosze,
  createdAt: Instant,
  expiresAt: Instant,
  paidAt: Instant.nullable(),
  visitId: z.number().int(),
  visitStart: Instant,
  clientId: z.number().int(),
  clientName: z.string(),
  therapistName: z.string(),
  /** The visit's payment (type 6) the completed order recorded; null before. */
  paymentId: z.number().int().nullable(),
  /** Sum of FINALIZED refunds, grosze. */
  refundedAmount: Grosze,
  /** A refund finalized by PayU (the payment's 'Płatnośc PayU zwrócona'). */
  payURefunded: z.boolean(),
  /**
   * RefundPayment would be taken now (permission aside): completed, no refund pending or finalized,
   * and not later than hoursBeforeVisitForPayURefund hours before the visit.
   */
  refundEnabled: z.boolean(),
});
export type PayUPaymentItem = z.infer<typeof PayUPaymentItem>;

export const PayUPaymentDetails = PayUPaymentItem.extend({
  description: z.string(),
  /** The most a refund may be now, grosze (the refund dialog's default amount). */
  maxRefund: Grosze,
  /** The last moment a refund is taken (visit start − hoursBeforeVisitForPayURefund h). */
  refundDeadline: Instant,
  refunds: z.array(PayURefund),
});
export type PayUPaymentDetails = z.infer<typeof PayUPaymentDetails>;

export const PAYU_PAGE_SIZES = [20, 50, 100, 200] as const;
/** The columns GetPayUPayments sorts by; descending is the name with ' DESC'. */
export const PAYU_SORTINGS = ['createdAt', 'visitStart', 'amount', 'status', 'clientName'] as const;
export type PayUSorting = (typeof PAYU_SORTINGS)[number];

/** `/payu`: orders, newest first unless sorted, filtered and paged. */
export const GetPayUPaymentsInput = z.object({
  /** Orders created on or after / on or before (clinic dates). */
  DataOd: calendarDate().optional(),
  DataDo: calendarDate().optional(),
  Status: z.enum(PAYU_ORDER_STATUSES, message('contract.payUStatusInvalid')).optional(),
  /** Part of the patient's name, surname or phone. */
  Filter: text().trim().max(100).optional(),
  Sorting: text()
    .regex(
      new RegExp(`^(${PAYU_SORTINGS.join('|')})( (ASC|DESC|asc|desc))?$`),
      message('contract.sortingInvalid'),
    )
    .optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine((n) => (PAYU_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(PAYU_PAGE_SIZES[0]),
});
export type GetPayUPaymentsInput = z.input<typeof GetPayUPaymentsInput>;
export const GetPayUPaymentsOutput = z.object({
  items: z.array(PayUPaymentItem),
  totalCount: z.number().int(),
});

const OrderId = text(message('contract.idInvalid')).trim().min(1, message('contract.idInvalid')).max(64);

export const GetPaymentDetailsInput = z.object({ orderId: OrderId });

/** The refund dialog (§5 Refund): amount > 0 and at most the maximum (checked by the server), reason. */
export const RefundPaymentInput = z.object({
  orderId: OrderId,
  /** Grosze. */
  amount: z
    .number(message('contract.refundAmountRequired'))
    .int(message('contract.refundAmountRequired'))
    .min(1, message('contract.refundAmountPositive'))
    .max(MAX_PAYMENT_AMOUNT, message('contract.refundAmountRequired')),
  reason: text(message('contract.refundReasonRequired'))
    .trim()
    .min(1, message('contract.refundReasonRequired'))
    .max(500),
});
export type RefundPaymentInput = z.input<typeof RefundPaymentInput>;

const visitBase = '/api/services/app/Visit';
const base = '/api/services/app/PayU';
const tag = 'PayU';

export const payuEndpoints = {
  setPayByPayu: endpoint({
    method: 'POST',
    path: `${visitBase}/SetPayByPayu`,
    input: SetPayByPayuInput,
    result: SetPayByPayuOutput,
    summary: "Flips the visit's 'pay by card-payment link' switch",
    tag,
  }),
  visitState: endpoint({
    method: 'GET',
    path: `${visitBase}/GetPayUState`,
    input: VisitPayUInput,
    result: VisitPayUState,
    summary: "The visit's pay-by-link switch and latest payment link",
    tag,
  }),
  createLink: endpoint({
    method: 'POST',
    path: `${visitBase}/CreatePayULink`,
    input: CreatePayULinkInput,
    result: VisitPayUState,
    summary: "Creates a payment link for the visit's outstanding amount (a live one is answered again)",
    tag,
  }),
  payments: endpoint({
    method: 'GET',
    path: `${base}/GetPayUPayments`,
    input: GetPayUPaymentsInput,
    result: GetPayUPaymentsOutput,
    summary: 'Card-payment orders with filters, sorting and paging',
    tag,
  }),
  details: endpoint({
    method: 'GET',
    path: `${base}/GetPaymentDetails`,
    input: GetPaymentDetailsInput,
    result: PayUPaymentDetails,
    summary: 'One card-payment order with its refunds',
    tag,
  }),
  refund: endpoint({
    method: 'POST',
    path: `${base}/RefundPayment`,
    input: RefundPaymentInput,
    result: PayURefund,
    summary: 'Asks PayU to refund (part of) a completed payment; PENDING until PayU notifies',
    tag,
  }),
};

/** The unauthenticated notification endpoint PayU posts to (raw JSON, `OpenPayu-Signature`). */
export const payuNotifyPath = (tenantId: number) => `/api/payu/notify/${tenantId}`;
