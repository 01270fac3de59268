export * from './catalog-types.ts';
export * from './catalog.ts';
export { PAYU_REFUND_REFUSAL_TEXTS, type PayURefundRefusal } from './payu-errors.ts';
export { SMS_REFUSAL_TEXTS, type SmsRefusal } from './sms-errors.ts';
