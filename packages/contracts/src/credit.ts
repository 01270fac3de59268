import { z } from 'zod';
import { endpoint, NoResult } from './endpoint.ts';
import { id, INT4_MAX, queryId, queryInt } from './input.ts';
import { message } from './messages.ts';

/**
 * A patient's credit account (spec 001 §3, §7): payments in, visit charges out, and the balance
 * (`saldo`). Money on the wire is integer grosze, as everywhere in this API.
 */
const tag = 'ClientCredit';
const base = '/api/services/app/ClientCredit';

/** Server page sizes of the credit table (spec 001 §9). */
export const CREDIT_PAGE_SIZES = [20, 50, 100, 200, 500] as const;
/** Payment types of a credit payment (spec 001 §9): 0 cash, 1 card, 2 transfer. */
export const CREDIT_PAYMENT_TYPES = [0, 1, 2] as const;
export type CreditPaymentType = (typeof CREDIT_PAYMENT_TYPES)[number];

const CREDIT_AMOUNT_MESSAGE = message('contract.creditPaymentInvalid');
/** The largest payment numeric(12,2) holds, in grosze. */
export const MAX_CREDIT_PAYMENT = 9_999_999_999;

const Id = queryId();

/**
 * One row of the account: a payment (`typ` set, `data_wplaty` when it was taken, `terapeuta` who
 * took it) or a visit charge (`typ` null, negative `wartosc`, the visit's start, length and
 * therapist).
 */
export const CreditEntryDto = z.object({
  id: z.number().int(),
  typ: z.number().int().nullable(),
  /** Grosze; a charge is negative. */
  wartosc: z.number().int(),
  start_wizyty: z.string().nullable(),
  data_wplaty: z.string().nullable(),
  dlugosc_wizyty: z.number().int().nullable(),
  terapeuta: z.string().nullable(),
});
export type CreditEntryDto = z.infer<typeof CreditEntryDto>;

export const GetCreditPaymentsInput = z.object({
  ClientId: Id,
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine((n) => (CREDIT_PAGE_SIZES as readonly number[]).includes(n), message('contract.pageSizeInvalid'))
    .default(CREDIT_PAGE_SIZES[0]),
});
export type GetCreditPaymentsInput = z.input<typeof GetCreditPaymentsInput>;

export const GetCreditPaymentsOutput = z.object({
  data: z.object({ items: z.array(CreditEntryDto), totalCount: z.number().int() }),
  /** Payments minus charges, in grosze. */
  saldo: z.number().int(),
});
export type GetCreditPaymentsOutput = z.infer<typeof GetCreditPaymentsOutput>;

export const AddCreditPaymentInput = z.object({
  paymentType: z.literal(CREDIT_PAYMENT_TYPES, message('contract.paymentTypeInvalid')),
  /** Grosze, above 0 (spec 001 §5: step 0.01, above 0). */
  payAmount: z
    .number(CREDIT_AMOUNT_MESSAGE)
    .int(CREDIT_AMOUNT_MESSAGE)
    .min(1, CREDIT_AMOUNT_MESSAGE)
    .max(MAX_CREDIT_PAYMENT, CREDIT_AMOUNT_MESSAGE),
  clientID: id(),
});
export type AddCreditPaymentInput = z.input<typeof AddCreditPaymentInput>;

export const CreditPaymentIdInput = z.object({ Id });
export const CreditExportInput = z.object({ clientId: Id });

export const creditEndpoints = {
  getPayments: endpoint({
    method: 'GET',
    path: `${base}/GetPayments`,
    input: GetCreditPaymentsInput,
    result: GetCreditPaymentsOutput,
    summary: "One page of a patient's credit account, newest first, with the balance",
    tag,
  }),
  addPayment: endpoint({
    method: 'POST',
    path: `${base}/AddPayment`,
    input: AddCreditPaymentInput,
    result: CreditEntryDto,
    summary: "Adds a payment to a patient's credit account",
    tag,
  }),
  deletePayment: endpoint({
    method: 'DELETE',
    path: `${base}/DeletePayment`,
    input: CreditPaymentIdInput,
    result: NoResult,
    summary: 'Marks a credit payment deleted (it stays stored, out of the list and the balance)',
    tag,
  }),
  export: endpoint({
    method: 'GET',
    path: `${base}/Export`,
    input: CreditExportInput,
    result: z.string(),
    summary: "The patient's credit account as an .xlsx workbook, base64",
    tag,
  }),
};
