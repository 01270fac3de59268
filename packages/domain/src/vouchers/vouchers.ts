/**
 * Vouchers sold to patients (spec 000 §3 Voucher, §5; spec 001 Client voucher): a voucher holds a
 * number of visits (type 0), minutes (type 1) or an amount in grosze (type 2), and each payment of a
 * visit with it uses part of that. Pure arithmetic; the server keeps the counts.
 */
export const VoucherType = { Visits: 0, Minutes: 1, Amount: 2 } as const;
export type VoucherType = (typeof VoucherType)[keyof typeof VoucherType];
export const VOUCHER_TYPES = [VoucherType.Visits, VoucherType.Minutes, VoucherType.Amount] as const;

/** What a voucher holds and has used, in its own unit (visits, minutes or grosze). */
export interface VoucherBalance {
  readonly type: number;
  readonly total: number;
  readonly used: number;
  /** The last day it may be used (a clinic date, YYYY-MM-DD); null: indefinite. */
  readonly expiresOn: string | null;
}

/** Why paying with a voucher is refused. */
export type VoucherUseRefusal = 'expired' | 'usedUp' | 'amountRequired' | 'amountTooHigh' | 'minutesTooFew';

/** What is left on a voucher, in its unit, never below 0. */
export const voucherLeft = (v: Pick<VoucherBalance, 'total' | 'used'>): number =>
  Math.max(0, v.total - v.used);

/** A voucher is used up (zuzyty) once nothing is left. */
export const isVoucherUsedUp = (v: Pick<VoucherBalance, 'total' | 'used'>): boolean => voucherLeft(v) === 0;

/**
 * How much of a voucher a payment of a visit uses: one visit (type 0), the visit's minutes (type 1),
 * or the amount taken (type 2: more than 0, 'Podaj wartość do pobrania z vouchera.', and not above what
 * is left). Refused after the voucher's last day or when too little is left.
 */
export function voucherUse(
  voucher: VoucherBalance,
  visit: { readonly minutes: number; readonly amount: number },
  today: string,
): { readonly use: number } | { readonly refusal: VoucherUseRefusal } {
  if (voucher.expiresOn !== null && voucher.expiresOn < today) return { refusal: 'expired' };
  const left = voucherLeft(voucher);
  switch (voucher.type) {
    case VoucherType.Visits:
      return left >= 1 ? { use: 1 } : { refusal: 'usedUp' };
    case VoucherType.Minutes:
      if (left === 0) return { refusal: 'usedUp' };
      return left >= visit.minutes ? { use: visit.minutes } : { refusal: 'minutesTooFew' };
    default:
      if (visit.amount <= 0) return { refusal: 'amountRequired' };
      if (left === 0) return { refusal: 'usedUp' };
      return visit.amount <= left ? { use: visit.amount } : { refusal: 'amountTooHigh' };
  }
}

/** A sold voucher may be deleted only while none of it has been used (spec 001 §5). */
export const isVoucherDeletable = (v: Pick<VoucherBalance, 'used'>): boolean => v.used === 0;

/** A new expiry may not come before the current one; an indefinite one stays indefinite or gains a date. */
export function isExpiryChangeAllowed(current: string | null, next: string | null): boolean {
  if (next === null || current === null) return true;
  return next >= current;
}
