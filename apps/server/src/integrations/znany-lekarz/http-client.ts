import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { ZnanyLekarzError, type ZnanyLekarzFailure, type ZnanyLekarzPort } from './port.ts';

export interface ZnanyLekarzHttpOptions {
  /** The marketplace domain, e.g. https://www.znanylekarz.pl (the credentials decide sandbox or live). */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly clock: Clock;
  readonly timeoutMs?: number;
}

const API_PATH = '/api/v3/integration';
const TOKEN_PATH = '/oauth/v2/token';
const MEDIA_TYPE = 'application/vnd.docplanner+json';
/** Renew a little before the provider's expiry, so a token never runs out mid-request. */
const TOKEN_MARGIN_MS = 60_000;

const Token = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
/** IDs are strings on the wire; numbers are tolerated and kept as their decimal text. */
const Id = z.union([z.string(), z.number()]).transform(String);
const Items = <T extends z.ZodType>(item: T) => z.object({ _items: z.array(item) });
const Facilities = Items(z.object({ id: Id, name: z.string() }));
const Doctors = Items(z.object({ id: Id, name: z.string(), surname: z.string() }));

const FAILURE_BY_STATUS: Partial<Record<number, ZnanyLekarzFailure>> = {
  401: 'credentials',
  403: 'forbidden',
  404: 'notFound',
  429: 'rateLimited',
};

/** Errors come as application/vnd.error+docplanner+json: { message, errors }. */
async function failureOf(response: Response): Promise<ZnanyLekarzError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const said = typeof body?.message === 'string' ? `: ${body.message}` : '';
  const reason = FAILURE_BY_STATUS[response.status] ?? 'unavailable';
  return new ZnanyLekarzError(reason, `HTTP ${response.status}${said}`);
}

/**
 * The real marketplace client (design/integrations.md §4.2–4.3): an OAuth2 client-credentials token
 * (HTTP Basic, scope `integration`), kept until shortly before it expires and renewed once when the
 * API answers 401; read-only calls, so a retry after renewal is safe.
 */
export function createZnanyLekarzHttpClient(options: ZnanyLekarzHttpOptions): ZnanyLekarzPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ZnanyLekarzError('unavailable', `request failed: ${(error as Error).name}`);
    }
  }

  async function bearer(): Promise<string> {
    const now = options.clock.now().getTime();
    if (token && token.expiresAt > now) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(`${base}${TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'integration' }).toString(),
    });
    // The token endpoint refuses bad credentials with 400 invalid_client or 401.
    if (response.status === 400 || response.status === 401)
      throw new ZnanyLekarzError('credentials', `token refused: HTTP ${response.status}`);
    if (!response.ok) throw await failureOf(response);
    const parsed = Token.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ZnanyLekarzError('unavailable', 'token reply of an unexpected shape');
    token = {
      value: parsed.data.access_token,
      expiresAt: now + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const attempt = async () =>
      send(`${base}${API_PATH}${path}`, {
        headers: { Authorization: `Bearer ${await bearer()}`, Accept: MEDIA_TYPE },
      });
    let response = await attempt();
    if (response.status === 401) {
      token = null;
      response = await attempt();
    }
    if (!response.ok) throw await failureOf(response);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ZnanyLekarzError('unavailable', `${path}: reply of an unexpected shape`);
    return parsed.data;
  }

  return {
    async getFacilities() {
      return (await get('/facilities', Facilities))._items;
    },
    async getDoctors(facilityId) {
      return (await get(`/facilities/${encodeURIComponent(facilityId)}/doctors`, Doctors))._items;
    },
  };
}
