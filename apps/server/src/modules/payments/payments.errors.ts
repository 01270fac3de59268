import { PAYMENT_REFUSAL_TEXTS, type PaymentRefusal } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const PaymentErrors = {
  unknownPayment: () => appError('payment.notFound'),
  /** 'Nie można zapisać płatności' (§8), the details saying why (domain PaymentRefusal). */
  saveRefused: (why: PaymentRefusal) =>
    appError('payment.saveRefused', { details: PAYMENT_REFUSAL_TEXTS[why] }),
  /** 'Nie można usunąć płatności' (§8), the details saying why. */
  deleteRefused: (why: PaymentRefusal) =>
    appError('payment.deleteRefused', { details: PAYMENT_REFUSAL_TEXTS[why] }),
  forbidden: () => appError('auth.forbidden'),
  amountRequired: () => appError('payment.amountRequired', { members: ['paymentAmount'] }),
  dateNotEditable: () => appError('payment.dateNotEditable', { members: ['paymentDate'] }),
  typeNotAllowed: () => appError('payment.typeNotAllowed', { members: ['paymentType'] }),
  unknownVoucher: () => appError('payment.voucherNotFound', { members: ['voucherId'] }),
  requestKeyReused: () => appError('payment.requestKeyReused', { members: ['idempotencyKey'] }),
};
