import type { Envelope, ErrorInfo } from '@wizytownik/contracts';

export function ok<T>(result: T): Envelope<T> {
  return { result, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function failure(error: ErrorInfo, unAuthorizedRequest = false): Envelope<null> {
  return { result: null, success: false, error, unAuthorizedRequest, __abp: true };
}
