import { afterEach, expect, vi } from 'vitest';
import type { ErrorCode } from '@wizytownik/domain';
import type { Endpoint, EndpointResult } from '@wizytownik/contracts';

/** Paths called that the test gave no answer for: each fails the test. */
const unexpected: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  const paths = unexpected.splice(0);
  expect(paths, 'calls the test did not expect').toEqual([]);
});

/** A reply whose `result` is typed, so a fake that no longer matches its contract fails to compile. */
export interface FakeReply<T = unknown> {
  readonly status: number;
  /** The envelope, or a text that is not one (a proxy's error page). */
  readonly body: { readonly result: T | null; readonly [field: string]: unknown } | string;
}

export interface FakeRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Answers a request (`R`: a fetch, or an upload) to an endpoint with a reply of its result type. */
export type FakeHandler<E extends Endpoint = Endpoint, R = FakeRequest> = (
  request: R,
) => FakeReply<EndpointResult<E>>;

/** One endpoint's fake answer; made by {@link on}. */
export interface FakeRoute<R = FakeRequest> {
  readonly path: string;
  readonly handler: FakeHandler<Endpoint, R>;
}

/** Answers calls of `endpoint` with `handler`, whose reply must be the endpoint's result type. */
export function on<E extends Endpoint, R = FakeRequest>(
  endpoint: E,
  handler: FakeHandler<E, R>,
): FakeRoute<R> {
  return { path: endpoint.path, handler };
}

/** A successful reply in the API's envelope; its type comes from where it is returned ({@link on}). */
export function ok<T>(result: NoInfer<T>): FakeReply<T> {
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
): FakeReply<never> {
  const error = { code: status, errorCode, message, details, validationErrors: null };
  return {
    status,
    body: { result: null, success: false, error, unAuthorizedRequest: status === 401, __abp: true },
  };
}

/**
 * Replaces `fetch` with an API that answers by path (without the query string); a later route of the
 * same endpoint replaces an earlier one, and a call of any other path fails the test. Returns the
 * requests made, in order.
 */
export function fakeApi(routes: readonly FakeRoute[]): FakeRequest[] {
  const handlers = new Map(routes.map((r) => [r.path, r.handler]));
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const [path = '', query] = url.split('?');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { path, query: new URLSearchParams(query), headers: new Headers(init.headers), body };
      requests.push(request);
      const handler = handlers.get(path);
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
