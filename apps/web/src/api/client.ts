import {
  TENANT_HEADER,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type Envelope,
} from '@wizytownik/contracts';
import { text } from '../app/texts.ts';
import { ApiError, errorText } from './errors.ts';
import { notifySessionExpired } from './session-expiry.ts';
import { getStoredUser } from './stored-user.ts';

export interface CallOptions {
  /** Sends the `Abp.TenantId` header: the login of a company's user. Without it the default tenant. */
  readonly tenantId?: number;
  /** The login calls: no bearer token, and a 401 is a failed login, not an expired session. */
  readonly anonymous?: boolean;
  readonly signal?: AbortSignal;
}

function queryString(input: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function request(endpoint: Endpoint, input: object, options: CallOptions): [string, RequestInit] {
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.anonymous ? undefined : getStoredUser()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.tenantId !== undefined) headers.set(TENANT_HEADER, String(options.tenantId));
  const init: RequestInit = { method: endpoint.method, headers, signal: options.signal ?? null };
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    return [endpoint.path + queryString(input), init];
  }
  headers.set('Content-Type', 'application/json');
  return [endpoint.path, { ...init, body: JSON.stringify(input) }];
}

async function readEnvelope(response: Response): Promise<Partial<Envelope<unknown>> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

/**
 * Calls one endpoint of the contracts and returns the `result` of its envelope. The input is typed
 * by the contract and checked by the server; a failure rejects with an `ApiError` carrying the
 * text to show. A 401 outside the login calls raises the 'Sesja wygasła' notice.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const [url, init] = request(endpoint, input as object, options);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(text('http.networkError'), 0);
  }
  const body = await readEnvelope(response);
  if (response.status === 401 && !options.anonymous) notifySessionExpired();
  if (!response.ok || body?.success !== true) {
    throw new ApiError(
      errorText(body?.error, response.statusText || `HTTP ${response.status}`),
      response.status,
      body?.error ?? null,
    );
  }
  return body.result as EndpointResult<E>;
}
