import type { ErrorKind, ErrorSpec } from './catalog-types.ts';
import { ADMIN_ERRORS } from './admin-errors.ts';
import { ANDROID_SMS_ERRORS } from './android-sms-errors.ts';
import { PATIENT_ERRORS } from './patient-errors.ts';
import { PAYMENT_ERRORS } from './payment-errors.ts';
import { PAYU_ERRORS } from './payu-errors.ts';
import { PRESCRIPTION_ERRORS } from './prescription-errors.ts';
import { DESCRIPTION_ERRORS } from './description-errors.ts';
import { DATABASE_ERRORS, PLATFORM_ERRORS } from './platform-errors.ts';
import { RESERVE_ERRORS } from './reserve-errors.ts';
import { SMS_ERRORS } from './sms-errors.ts';
import { SCHEDULING_ERRORS } from './scheduling-errors.ts';
import { STAFF_ERRORS } from './staff-errors.ts';
import { TREATMENT_ERRORS } from './treatment-errors.ts';
import { P1_BUFFER_ERRORS, P1_VISIT_ERRORS } from './p1-visit-errors.ts';
import { PRESCRIPTION_PACKAGE_ERRORS } from './prescription-package-errors.ts';
import { VISIT_ERRORS } from './visit-errors.ts';
import { VISIT_COURSE_ERRORS } from './visit-course-errors.ts';
import { VOUCHER_ERRORS } from './voucher-errors.ts';

/** Every section; a module's codes join the catalog by being listed here. */
export const ERROR_SECTIONS = [
  PLATFORM_ERRORS,
  DATABASE_ERRORS,
  ADMIN_ERRORS,
  PATIENT_ERRORS,
  STAFF_ERRORS,
  VISIT_ERRORS,
  VISIT_COURSE_ERRORS,
  PAYMENT_ERRORS,
  VOUCHER_ERRORS,
  PAYU_ERRORS,
  SCHEDULING_ERRORS,
  RESERVE_ERRORS,
  SMS_ERRORS,
  ANDROID_SMS_ERRORS,
  DESCRIPTION_ERRORS,
  TREATMENT_ERRORS,
  P1_VISIT_ERRORS,
  P1_BUFFER_ERRORS,
  PRESCRIPTION_PACKAGE_ERRORS,
  PRESCRIPTION_ERRORS,
] as const;

/**
 * Every error the API answers with: its stable code (the envelope's `errorCode`), kind and Polish
 * message. Clients decide by the code, never by the message.
 */
export const ERROR_CATALOG = {
  ...PLATFORM_ERRORS,
  ...DATABASE_ERRORS,
  ...ADMIN_ERRORS,
  ...PATIENT_ERRORS,
  ...STAFF_ERRORS,
  ...VISIT_ERRORS,
  ...VISIT_COURSE_ERRORS,
  ...PAYMENT_ERRORS,
  ...VOUCHER_ERRORS,
  ...SMS_ERRORS,
  ...PAYU_ERRORS,
  ...SCHEDULING_ERRORS,
  ...RESERVE_ERRORS,
  ...ANDROID_SMS_ERRORS,
  ...DESCRIPTION_ERRORS,
  ...TREATMENT_ERRORS,
  ...P1_VISIT_ERRORS,
  ...P1_BUFFER_ERRORS,
  ...PRESCRIPTION_PACKAGE_ERRORS,
  ...PRESCRIPTION_ERRORS,
};

export type ErrorCatalog = typeof ERROR_CATALOG;
export type ErrorCode = keyof ErrorCatalog;

/** The parameters a code's message names, `never` when its message is fixed. */
export type ErrorParams<C extends ErrorCode> = ErrorCatalog[C]['message'] extends (p: infer P) => string
  ? P
  : never;

/** A code's Polish message, with its parameters filled in. */
export function errorCatalogMessage<C extends ErrorCode>(code: C, params?: ErrorParams<C>): string {
  const message: ErrorSpec['message'] = ERROR_CATALOG[code].message;
  return typeof message === 'function' ? message(params as never) : message;
}

export const errorKindOf = (code: ErrorCode): ErrorKind => ERROR_CATALOG[code].kind;

/** The code of errors raised without one: each kind's generic code. */
export const GENERIC_ERROR_CODES = {
  validation: 'validation.invalidInput',
  unauthenticated: 'auth.unauthenticated',
  forbidden: 'auth.forbidden',
  notFound: 'http.notFound',
  methodNotAllowed: 'http.methodNotAllowed',
  conflict: 'http.conflict',
  tooLarge: 'http.tooLarge',
  unsupportedMediaType: 'http.unsupportedMediaType',
  tooManyAttempts: 'http.tooManyRequests',
  internal: 'server.internal',
  badGateway: 'gateway.failed',
} as const satisfies Record<ErrorKind, ErrorCode>;
