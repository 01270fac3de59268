import type { PermissionName } from '../auth/permissions.ts';
import { VisitStatus } from '../visits/status.ts';

/*
 * Payments of a visit (spec 000 §2.3 'Opłaty', §3 Payment, §4.3 Payments, §5 Payment, §9). Money is
 * integer grosze everywhere; these rules are pure so that the screen, the server and the calendar
 * decide alike.
 */

/** Payment types (§4.3, §9). 4 (voucher) and 6 (card-payment link) arise from their own flows. */
export const PaymentType = {
  Cash: 0,
  Card: 1,
  Transfer: 2,
  Credit: 3,
  Voucher: 4,
  Other: 5,
  PaymentLink: 6,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPES: readonly PaymentType[] = Object.values(PaymentType);

/** The types the add-payment form offers (and AddPayment takes without a voucher). */
export const MANUAL_PAYMENT_TYPES = [
  PaymentType.Cash,
  PaymentType.Card,
  PaymentType.Transfer,
  PaymentType.Credit,
  PaymentType.Other,
] as const;
export type ManualPaymentType = (typeof MANUAL_PAYMENT_TYPES)[number];

export const isManualPaymentType = (type: number): type is ManualPaymentType =>
  (MANUAL_PAYMENT_TYPES as readonly number[]).includes(type);

/** The largest amount numeric(12,2) holds, in grosze. */
export const MAX_PAYMENT_AMOUNT = 9_999_999_999;

/**
 * What a visit costs before payments, in grosze; null where a source is absent. The visit type's
 * price overrides the rest; otherwise the procedure's price, else the therapist's rate, else the
 * physiotherapy daily summary total (zero until physiotherapy exists).
 */
export interface VisitPrice {
  readonly visitTypePrice?: number | null;
  readonly procedurePrice?: number | null;
  readonly therapistRate?: number | null;
  readonly physiotherapyTotal?: number | null;
}

/** The amount a visit is to be paid, in grosze (§9): the first of the sources that is given. */
export function dueAmount(price: VisitPrice): number {
  return price.visitTypePrice ?? price.procedurePrice ?? price.therapistRate ?? price.physiotherapyTotal ?? 0;
}

/**
 * The outstanding amount of a visit (§9), in grosze: what it costs minus the sum of the absolute
 * payment amounts, never below 0.
 */
export function outstandingAmount(
  price: VisitPrice,
  payments: readonly { readonly amount: number }[],
): number {
  const paid = payments.reduce((sum, p) => sum + Math.abs(p.amount), 0);
  return Math.max(0, dueAmount(price) - paid);
}

/** Types whose payments are not edited (credit, voucher, card-payment link; §4.3). */
const NOT_EDITABLE: readonly PaymentType[] = [
  PaymentType.Credit,
  PaymentType.Voucher,
  PaymentType.PaymentLink,
];
/** Types whose payments are not deleted (card-payment link: refunded instead; §4.3). */
const NOT_DELETABLE: readonly PaymentType[] = [PaymentType.PaymentLink];

export const PAYMENT_PERMISSIONS = {
  add: 'Wizytownik_Wizyty_Edycja',
  edit: 'Wizytownik_Wizyty_Platnosci_Edycja',
  delete: 'Wizytownik_Wizyty_Platnosci_Usuwanie',
} as const satisfies Record<string, PermissionName>;

/** Why a payment action is refused; null when it is allowed. */
export type PaymentRefusal = 'permission' | 'visitCancelled' | 'visitClosed' | 'paymentType' | 'voucherUsed';

const holds = (permissions: ReadonlySet<string> | undefined, p: PermissionName) =>
  permissions === undefined || permissions.has(p);

/**
 * Whether a payment may be added to a visit: not to a cancelled visit, not after a voucher payment of
 * visits or minutes (§4.3), and with Wizytownik_Wizyty_Edycja. `permissions` left out checks the
 * visit alone.
 */
export function addPaymentRefusal(
  status: number,
  payments: readonly { readonly voucherType?: number | null }[] = [],
  permissions?: ReadonlySet<string>,
): PaymentRefusal | null {
  if (!holds(permissions, PAYMENT_PERMISSIONS.add)) return 'permission';
  if (status === VisitStatus.Cancelled) return 'visitCancelled';
  if (payments.some((p) => p.voucherType === 0 || p.voucherType === 1)) return 'voucherUsed';
  return null;
}

/** Whether a payment may be edited: not on a closed visit, not of types 3, 4, 6 (§4.3). */
export function editPaymentRefusal(
  status: number,
  type: number,
  permissions?: ReadonlySet<string>,
): PaymentRefusal | null {
  if (!holds(permissions, PAYMENT_PERMISSIONS.edit)) return 'permission';
  if (status === VisitStatus.Closed) return 'visitClosed';
  if ((NOT_EDITABLE as readonly number[]).includes(type)) return 'paymentType';
  return null;
}

/** Whether a payment may be deleted: not on a closed visit, not of type 6 (§4.3). */
export function deletePaymentRefusal(
  status: number,
  type: number,
  permissions?: ReadonlySet<string>,
): PaymentRefusal | null {
  if (!holds(permissions, PAYMENT_PERMISSIONS.delete)) return 'permission';
  if (status === VisitStatus.Closed) return 'visitClosed';
  if ((NOT_DELETABLE as readonly number[]).includes(type)) return 'paymentType';
  return null;
}

/** The payment date is set by hand only for a transfer (§4.3); other payments are dated when taken. */
export const isPaymentDateEditable = (type: number): boolean => type === PaymentType.Transfer;

/** An edit's amount must not be 0 ('Nie podano kwoty.', §5); an added payment may be 0 (min 0). */
export const isPaymentAmountMissing = (amount: number, mode: 'add' | 'edit'): boolean =>
  mode === 'edit' && amount === 0;

/**
 * A patient's credit account as a credit payment (type 3) meets it: credit granted or not, the limit
 * (grosze; none set is 0), the validity date ("YYYY-MM-DD", inclusive; none is indefinite) and the
 * balance (payments in minus charges, grosze).
 */
export interface CreditAccount {
  readonly enabled: boolean;
  readonly limit: number | null;
  readonly validUntil: string | null;
  readonly balance: number;
}

export type CreditRefusal = 'noCredit' | 'expired' | 'overLimit';

/**
 * Why a credit payment of `amount` grosze is refused on `today` (the clinic's date), or null: the
 * patient has no credit, it is past its validity date, or the balance would fall below minus the limit.
 */
export function creditChargeRefusal(
  account: CreditAccount,
  amount: number,
  today: string,
): CreditRefusal | null {
  if (!account.enabled) return 'noCredit';
  if (account.validUntil !== null && today > account.validUntil) return 'expired';
  if (account.balance - amount < -(account.limit ?? 0)) return 'overLimit';
  return null;
}
