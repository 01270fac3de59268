import { PAYU_TEXTS } from '../texts/payu.ts';
import type { ErrorSection } from './catalog-types.ts';

/** The card-payment link of a visit, its notifications and refunds (feature PayU; spec 000 §4.3, §5, §8). */
export const PAYU_ERRORS = {
  /** SetPayByPayu refused (a closed or cancelled visit); details say why. */
  'payu.setRefused': { kind: 'conflict', message: PAYU_TEXTS['payu.setFailed'] },
  'payu.orderNotFound': { kind: 'notFound', message: 'Nie znaleziono płatności PayU.' },
  /** The company settings lack the POS id, client id, client secret or second key. */
  'payu.notConfigured': {
    kind: 'conflict',
    message: 'Uzupełnij ustawienia PayU (id klienta, id punktu płatności, klucz klienta i drugi klucz).',
  },
  /** A link for a cancelled or closed visit, or one with nothing left to pay; details say why. */
  'payu.linkRefused': { kind: 'conflict', message: 'Nie można utworzyć linku PayU.' },
  /** PayU refused or did not answer the order. */
  'payu.linkFailed': { kind: 'badGateway', message: 'Nie można utworzyć linku PayU.' },
  /** A refund the app's rules refuse (not completed, already refunded, too close to the visit); details say why. */
  'payu.refundRefused': { kind: 'conflict', message: PAYU_TEXTS['payu.refundFailed'] },
  /** PayU refused or did not answer the refund. */
  'payu.refundFailed': { kind: 'badGateway', message: PAYU_TEXTS['payu.refundFailed'] },
  'payu.refundAmountPositive': { kind: 'validation', message: PAYU_TEXTS['payu.refundAmountPositive'] },
  'payu.refundOverMax': {
    kind: 'validation',
    message: (p: { max: string }) => `Kwota zwrotu nie może przekroczyć ${p.max} zł!`,
  },
  'payu.refundReasonRequired': { kind: 'validation', message: PAYU_TEXTS['payu.refundRequired'] },
  /** A notification whose OpenPayu-Signature does not match its body (nothing changes). */
  'payu.badSignature': { kind: 'unauthenticated', message: 'Nieprawidłowy podpis powiadomienia PayU.' },
} as const satisfies ErrorSection;

/** Why a refund is refused (the refusal's details). */
export const PAYU_REFUND_REFUSAL_TEXTS = {
  notCompleted: 'Płatność nie została zakończona.',
  refunded: 'Płatność została już zwrócona lub zwrot oczekuje na potwierdzenie PayU.',
  tooLate: 'Minął termin zwrotu przed wizytą.',
  notLinkPayment: 'Zwrócić można tylko płatność linkiem PayU.',
} as const;
export type PayURefundRefusal = keyof typeof PAYU_REFUND_REFUSAL_TEXTS;
