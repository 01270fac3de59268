import type { ErrorSection } from './catalog-types.ts';

/** The Android phone as the clinic's SMS gateway (feature AndroidSMS; design/integrations.md §2.3). */
export const ANDROID_SMS_ERRORS = {
  /** A registration token, device token or webhook signature the server does not accept. */
  'androidSms.badToken': { kind: 'unauthenticated', message: 'Nieprawidłowy token urządzenia.' },
  'androidSms.badSignature': {
    kind: 'unauthenticated',
    message: 'Nieprawidłowy podpis lub znacznik czasu powiadomienia z telefonu.',
  },
  'androidSms.deviceNotFound': { kind: 'notFound', message: 'Nie znaleziono sparowanego telefonu.' },
  'androidSms.badReport': { kind: 'validation', message: 'Nieprawidłowy raport stanu wiadomości.' },
} as const satisfies ErrorSection;
