import { VOUCHER_TEXTS } from '../texts/vouchers.ts';
import type { ErrorSection } from './catalog-types.ts';

/** Vouchers: kinds, sold vouchers and paying a visit with one (spec 000 §5, spec 001 §5, §8). */
export const VOUCHER_ERRORS = {
  'voucher.notFound': { kind: 'notFound', message: 'Nie znaleziono vouchera.' },
  'voucher.kindNotFound': { kind: 'notFound', message: 'Nie znaleziono rodzaju vouchera.' },
  'voucher.clientNotFound': { kind: 'validation', message: 'Nie znaleziono klienta.' },
  'voucher.sellerNotFound': { kind: 'validation', message: 'Nie znaleziono sprzedawcy.' },
  /** An edit or a sale without a client (spec 001 §5). */
  'voucher.noClients': { kind: 'validation', message: VOUCHER_TEXTS['vouchers.noClients'] },
  /** An edit moving the expiry before the current one (spec 001 §5). */
  'voucher.expiryEarlier': {
    kind: 'validation',
    message: 'Nowa data ważności nie może być wcześniejsza niż obecna.',
  },
  'voucher.expiryBeforeSale': {
    kind: 'validation',
    message: 'Data ważności nie może być wcześniejsza niż data sprzedaży.',
  },
  /** Deleting a voucher any of which was used (spec 001 §5). */
  'voucher.usedNotDeletable': { kind: 'conflict', message: VOUCHER_TEXTS['vouchers.usedNotDeletable'] },
  /** Paying with a voucher (domain voucherUse). */
  'voucher.amountRequired': { kind: 'validation', message: VOUCHER_TEXTS['vouchers.amountRequired'] },
  'voucher.expired': { kind: 'conflict', message: 'Voucher utracił ważność.' },
  'voucher.usedUp': { kind: 'conflict', message: 'Voucher został już wykorzystany.' },
  'voucher.amountTooHigh': {
    kind: 'conflict',
    message: 'Kwota przekracza wartość pozostałą na voucherze.',
  },
  'voucher.minutesTooFew': {
    kind: 'conflict',
    message: 'Na voucherze zostało za mało minut na tę wizytę.',
  },
  'voucher.numberTaken': { kind: 'conflict', message: 'Voucher o tym numerze już istnieje.' },
} as const satisfies ErrorSection;
