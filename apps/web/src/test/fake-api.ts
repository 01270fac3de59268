import { afterEach, expect, vi } from 'vitest';
import type { ErrorCode } from '@wizytownik/domain';

/** Paths called that the test gave no answer for: each fails the test. */
const unexpected: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  const paths = unexpected.splice(0);
  expect(paths, 'calls the test did not expect').toEqual([]);
});

export interface FakeReply {
  readonly status: number;
  readonly body: unknown;
}

export interface FakeRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

/** A successful reply in the API's envelope. */
export function ok(result: unknown): FakeReply {
  return {
    status: 200,
    body: { result, success: true, error: null, unAuthorizedRequest: false, __abp: true },
  };
}

/** The code the server sends with each status when nothing more specific applies. */
const GENERIC_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'validation.invalidInput',
  401: 'auth.unauthenticated',
  403: 'auth.forbidden',
  404: 'http.notFound',
  409: 'http.conflict',
  413: 'http.tooLarge',
  429: 'http.tooManyRequests',
  502: 'gateway.failed',
};

/**
 * A failed reply in the API's envelope; `errorCode`, which the web decides by, is the status's
 * generic one unless given.
 */
export function failure(
  status: number,
  message: string,
  details: string | null = null,
  errorCode: ErrorCode = GENERIC_CODES[status] ?? 'server.internal',
): FakeReply {
  const error = { code: status, errorCode, message, details, validationErrors: null };
  return {
    status,
    body: { result: null, success: false, error, unAuthorizedRequest: status === 401, __abp: true },
  };
}

/**
 * Replaces `fetch` with an API that answers by path (without the query string); a call of any other
 * path fails the test. Returns the requests made, in order.
 */
export function fakeApi(handlers: Readonly<Record<string, FakeHandler>>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const [path = '', query] = url.split('?');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { path, query: new URLSearchParams(query), headers: new Headers(init.headers), body };
      requests.push(request);
      const handler = handlers[path];
      if (!handler) unexpected.push(path);
      const reply = handler ? handler(request) : failure(404, `Unexpected call of ${path}`);
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return requests;
}
