import { PAYMENT_REFUSAL_TEXTS, type CreditRefusal, type PaymentRefusal } from '@wizytownik/domain';
import { appError, type AppError } from '../../platform/errors.ts';

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
  /** A credit payment the patient's credit account refuses (domain CreditRefusal). */
  credit: {
    noCredit: () => appError('payment.noCredit', { members: ['paymentType'] }),
    expired: () => appError('payment.creditExpired', { members: ['paymentType'] }),
    overLimit: () => appError('payment.creditLimitExceeded', { members: ['paymentAmount'] }),
  } satisfies Record<CreditRefusal, () => AppError>,
  requestKeyReused: () => appError('payment.requestKeyReused', { members: ['idempotencyKey'] }),
};
