import { appError } from '../../platform/errors.ts';

export const CreditErrors = {
  unknownPayment: () => appError('credit.paymentNotFound'),
};
