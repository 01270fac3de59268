import {
  FEATURES,
  formatAmount,
  PAYU_REFUND_REFUSAL_TEXTS,
  type PayURefundRefusal,
} from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const PayUErrors = {
  forbidden: () => appError('auth.forbidden'),
  /** 'Bład ustawiania płatności PayU' (§8): a closed or cancelled visit's switch. */
  setRefused: (details: string) => appError('payu.setRefused', { details }),
  orderNotFound: () => appError('payu.orderNotFound'),
  notConfigured: () => appError('payu.notConfigured'),
  linkRefused: (details: string) => appError('payu.linkRefused', { details }),
  /** PayU refused or did not answer; the details name the failure, never a credential. */
  linkFailed: (details: string) => appError('payu.linkFailed', { details }),
  /** 'Nie można zwrócić płatności' (§8), the details saying why. */
  refundRefused: (why: PayURefundRefusal) =>
    appError('payu.refundRefused', { details: PAYU_REFUND_REFUSAL_TEXTS[why] }),
  refundFailed: (details: string) => appError('payu.refundFailed', { details }),
  refundAmountPositive: () => appError('payu.refundAmountPositive', { members: ['amount'] }),
  /** 'Kwota zwrotu nie może przekroczyć {max} zł!' with the maximum as the form writes it ("150,00"). */
  refundOverMax: (max: number) =>
    appError('payu.refundOverMax', { params: { max: formatAmount(max) }, members: ['amount'] }),
  refundReasonRequired: () => appError('payu.refundReasonRequired', { members: ['reason'] }),
  badSignature: () => appError('payu.badSignature'),
  /** A notification for a clinic without the PayU feature (or no such clinic): nothing is read. */
  featureOff: () => appError('auth.featureDisabled', { params: { feature: FEATURES.PayU } }),
};

/** The details of a refused link. */
export const LINK_REFUSED = {
  visitClosed: 'Wizyta jest zakończona lub odwołana.',
  nothingToPay: 'Wizyta nie ma nic do zapłaty.',
} as const;
