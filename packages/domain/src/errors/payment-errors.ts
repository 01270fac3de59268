import { PAYMENT_TEXTS } from '../texts/payments.ts';
import type { ErrorSection } from './catalog-types.ts';

/** A visit's payments (spec 000 §4.3, §5, §8). */
export const PAYMENT_ERRORS = {
  'payment.notFound': { kind: 'notFound', message: 'Nie znaleziono płatności.' },
  /** Adding to a cancelled visit, editing on a closed one or a type not edited (§4.3); details say why. */
  'payment.saveRefused': { kind: 'conflict', message: PAYMENT_TEXTS['payments.saveFailed'] },
  /** Deleting on a closed visit or a card-payment-link payment (§4.3); details say why. */
  'payment.deleteRefused': { kind: 'conflict', message: PAYMENT_TEXTS['payments.deleteFailed'] },
  /** An edit with amount 0 (§5). */
  'payment.amountRequired': { kind: 'validation', message: PAYMENT_TEXTS['payments.amountRequired'] },
  'payment.dateNotEditable': {
    kind: 'validation',
    message: 'Datę płatności można podać tylko dla przelewu.',
  },
  /** Voucher (4) and card-payment-link (6) payments come from their own flows; credit (3) is not edited. */
  'payment.typeNotAllowed': {
    kind: 'validation',
    message: 'Płatności tego rodzaju nie można wprowadzić ręcznie.',
  },
  /** A credit payment (type 3) the patient's credit account refuses (domain creditChargeRefusal). */
  'payment.noCredit': { kind: 'conflict', message: 'Pacjent nie ma przyznanego kredytu.' },
  'payment.creditExpired': { kind: 'conflict', message: 'Kredyt pacjenta utracił ważność.' },
  'payment.creditLimitExceeded': {
    kind: 'conflict',
    message: 'Płatność przekracza limit kredytu pacjenta.',
  },
  'payment.voucherNotFound': { kind: 'validation', message: 'Nie znaleziono vouchera.' },
  /** The submission's key was already used for a different payment. */
  'payment.requestKeyReused': {
    kind: 'conflict',
    message: 'To zgłoszenie płatności zostało już użyte dla innej płatności.',
  },
} as const satisfies ErrorSection;
