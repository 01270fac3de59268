import type { PaymentRefusal } from '../payments/payments.ts';

/** Interface texts of a visit's payments tab ('Opłaty', spec 000 §2.3), spread into DEFAULT_TEXTS. */
export const PAYMENT_TEXTS = {
  'payments.tab': 'Opłaty',
  'payments.type.0': 'Gotówka',
  'payments.type.1': 'Karta',
  'payments.type.2': 'Przelew',
  'payments.type.3': 'Kredyt',
  'payments.type.4': 'Voucher',
  'payments.type.5': 'Inne',
  'payments.type.6': 'PayU',
  'payments.col.type': 'Rodzaj',
  'payments.col.amount': 'Kwota',
  'payments.col.date': 'Data płatności',
  'payments.amount': 'Kwota (zł)',
  'payments.paymentType': 'Rodzaj płatności',
  'payments.date': 'Data płatności',
  'payments.add': 'Dodaj płatność',
  'payments.edit': 'Edytuj płatność',
  'payments.delete': 'Usuń płatność',
  'payments.confirmDelete': 'Czy na pewno chcesz usunąć płatność {amount}?',
  'payments.due': 'Do zapłaty: {amount}',
  'payments.outstanding': 'Pozostało do zapłaty: {amount}',
  'payments.empty': 'Brak płatności',
  // The error catalogue's fallbacks (§8) when a call fails without a message of its own.
  'payments.saveFailed': 'Nie można zapisać płatności',
  'payments.deleteFailed': 'Nie można usunąć płatności',
  'payments.amountRequired': 'Nie podano kwoty.',
} as const;

/** Why a payment action is refused (domain PaymentRefusal): the refusal's details, and a hint on screen. */
export const PAYMENT_REFUSAL_TEXTS: Record<PaymentRefusal, string> = {
  permission: 'Nie masz uprawnień do tej operacji na płatności.',
  visitCancelled: 'Wizyta została odwołana.',
  visitClosed: 'Wizyta jest zakończona.',
  paymentType: 'Płatności tego rodzaju nie można zmienić w tym miejscu.',
  voucherUsed: 'Wizyta została opłacona voucherem.',
};
