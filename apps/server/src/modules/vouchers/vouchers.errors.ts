import type { VoucherUseRefusal } from '@wizytownik/domain';
import { appError, type AppError } from '../../platform/errors.ts';

export const VoucherErrors = {
  unknownVoucher: () => appError('voucher.notFound'),
  /** AddPayment's voucher that is not the visit's patient's (or not the clinic's): as before the vouchers. */
  unknownPaymentVoucher: () => appError('payment.voucherNotFound', { members: ['voucherId'] }),
  unknownKind: () => appError('voucher.kindNotFound', { members: ['rodzajId'] }),
  unknownClient: () => appError('voucher.clientNotFound', { members: ['klienci'] }),
  unknownSeller: () => appError('voucher.sellerNotFound', { members: ['sprzedawcaId'] }),
  expiryEarlier: () => appError('voucher.expiryEarlier', { members: ['data_wygasniecia'] }),
  expiryBeforeSale: () => appError('voucher.expiryBeforeSale', { members: ['kiedy_wygasa'] }),
  usedNotDeletable: () => appError('voucher.usedNotDeletable'),
  numberTaken: () => appError('voucher.numberTaken', { members: ['numer'] }),
  /** Paying with a voucher (domain voucherUse). */
  use: {
    expired: () => appError('voucher.expired', { members: ['voucherId'] }),
    usedUp: () => appError('voucher.usedUp', { members: ['voucherId'] }),
    amountRequired: () => appError('voucher.amountRequired', { members: ['paymentAmount'] }),
    amountTooHigh: () => appError('voucher.amountTooHigh', { members: ['paymentAmount'] }),
    minutesTooFew: () => appError('voucher.minutesTooFew', { members: ['voucherId'] }),
  } satisfies Record<VoucherUseRefusal, () => AppError>,
};
