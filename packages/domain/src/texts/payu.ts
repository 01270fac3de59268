/**
 * Interface texts of the card-payment link (feature PayU; spec 000 §4.3, §5 Refund, §8), spread into
 * DEFAULT_TEXTS. The simulator's pay page (PAYU_MODE=simulator) reads its texts here too.
 */
export const PAYU_TEXTS = {
  'payu.payByLink': 'Płatność linkiem PayU',
  'payu.setFailed': 'Bład ustawiania płatności PayU',
  'payu.invitationExpired': 'Zaproszenie PayU wygasło.',
  'payu.linkExpired': 'Link PayU wygasł.',
  'payu.refunded': 'Płatnośc PayU zwrócona',
  'payu.refundFailed': 'Nie można zwrócić płatności',
  'payu.refundRequired': 'To pole jest wymagane',
  'payu.refundAmountPositive': 'Kwota zwrotu musi być większa niż 0 zł!',
  'payu.refundOverMax': 'Kwota zwrotu nie może przekroczyć {max} zł!',
  'payu.simulator.title': 'Symulator płatności PayU',
  'payu.simulator.order': 'Zamówienie {orderId}',
  'payu.simulator.amount': 'Kwota: {amount}',
  'payu.simulator.pay': 'Zapłać',
  'payu.simulator.cancel': 'Anuluj',
  'payu.simulator.paid': 'Płatność przyjęta. Możesz zamknąć to okno.',
  'payu.simulator.canceled': 'Płatność anulowana.',
  'payu.simulator.closed': 'To zamówienie nie czeka już na zapłatę (status {status}).',
  'payu.simulator.unknown': 'Nie znaleziono zamówienia.',
} as const;
