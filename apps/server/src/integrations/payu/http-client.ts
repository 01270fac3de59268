import { z } from 'zod';
import { PAYU_ORDER_STATUSES, PAYU_REFUND_STATUSES } from '@wizytownik/contracts';
import type { Clock } from '../../platform/clock.ts';
import {
  PayUError,
  type PayUCreatedOrder,
  type PayUCredentials,
  type PayUFailure,
  type PayUOrderRequest,
  type PayUPort,
} from './port.ts';

export interface PayUHttpOptions {
  /** https://secure.payu.com (production) or https://secure.snd.payu.com (sandbox). */
  readonly baseUrl: string;
  readonly clock: Clock;
  readonly timeoutMs?: number;
}

const OAUTH_PATH = '/pl/standard/user/oauth/authorize';
const API_PATH = '/api/v2_1';
/** Renew a minute before PayU's expiry, as the official SDK does. */
const TOKEN_MARGIN_MS = 60_000;

const Token = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const Grosze = z.union([z.string().regex(/^\d+$/), z.number().int()]).transform(Number);
const Status = z.object({
  statusCode: z.string(),
  codeLiteral: z.string().optional(),
  statusDesc: z.string().optional(),
});
const Created = z.object({
  status: Status,
  redirectUri: z.string().min(1),
  orderId: z.string().min(1),
  extOrderId: z.string().optional(),
});
const Order = z.object({
  orderId: z.string(),
  extOrderId: z.string().optional(),
  status: z.enum(PAYU_ORDER_STATUSES),
  totalAmount: Grosze,
});
const Orders = z.object({ orders: z.array(Order).min(1) });
const Refund = z.object({
  refund: z.object({
    refundId: z.string(),
    extRefundId: z.string().optional(),
    amount: Grosze,
    status: z.enum(PAYU_REFUND_STATUSES),
  }),
});

/** PayU's error body `{ status: { statusCode, codeLiteral, statusDesc } }`, or OAuth's `{ error }`. */
async function failureOf(response: Response): Promise<PayUError> {
  const body = (await response.json().catch(() => null)) as {
    status?: { statusCode?: unknown; codeLiteral?: unknown; statusDesc?: unknown };
    error?: unknown;
  } | null;
  const code = typeof body?.status?.statusCode === 'string' ? body.status.statusCode : null;
  const literal = typeof body?.status?.codeLiteral === 'string' ? body.status.codeLiteral : null;
  const said = [code, literal, typeof body?.error === 'string' ? body.error : null].filter(Boolean).join(' ');
  const reason: PayUFailure =
    response.status === 401 || response.status === 403
      ? 'credentials'
      : response.status === 404
        ? 'notFound'
        : response.status >= 400 && response.status < 500
          ? 'invalid'
          : 'unavailable';
  return new PayUError(reason, `HTTP ${response.status}${said ? `: ${said}` : ''}`, literal ?? code);
}

/** PayU's order body (§1.4): amounts as strings of grosze, one product for the visit. */
function orderBody(pos: PayUCredentials, order: PayUOrderRequest) {
  return {
    notifyUrl: order.notifyUrl,
    ...(order.continueUrl && { continueUrl: order.continueUrl }),
    customerIp: order.customerIp,
    merchantPosId: pos.posId,
    description: order.description,
    currencyCode: 'PLN',
    totalAmount: String(order.totalAmount),
    extOrderId: order.extOrderId,
    validityTime: String(order.validitySeconds),
    ...(order.buyer && { buyer: { ...order.buyer, language: 'pl' } }),
    products: [
      { name: order.productName, unitPrice: String(order.totalAmount), quantity: '1', virtual: true },
    ],
  };
}

/**
 * The real PayU client (design/integrations.md §1.3–1.9): an OAuth client-credentials token per
 * client id, kept until a minute before it expires and taken anew once when the API answers 401;
 * orders created without following PayU's 302 (its JSON body holds the redirectUri); a creation
 * retried after a lost reply meets its own extOrderId and reads the order PayU already has.
 */
export function createPayUHttpClient(options: PayUHttpOptions): PayUPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tokens = new Map<string, { value: string; expiresAt: number }>();

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PayUError('unavailable', `request failed: ${(error as Error).name}`);
    }
  }

  async function bearer(pos: PayUCredentials): Promise<string> {
    const now = options.clock.now().getTime();
    const kept = tokens.get(pos.clientId);
    if (kept && kept.expiresAt > now) return kept.value;
    const response = await send(`${base}${OAUTH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: pos.clientId,
        client_secret: pos.clientSecret,
      }).toString(),
    });
    if (response.status === 400 || response.status === 401)
      throw new PayUError('credentials', `token refused: HTTP ${response.status}`);
    if (!response.ok) throw await failureOf(response);
    const parsed = Token.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PayUError('unavailable', 'token reply of an unexpected shape');
    const token = {
      value: parsed.data.access_token,
      expiresAt: now + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    tokens.set(pos.clientId, token);
    return token.value;
  }

  /** One API call with the POS's token; a 401 drops the token and repeats the call once with a new one. */
  async function call(pos: PayUCredentials, method: string, path: string, body?: unknown): Promise<Response> {
    const attempt = async () =>
      send(`${base}${API_PATH}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await bearer(pos)}`,
          Accept: 'application/json',
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    const response = await attempt();
    if (response.status !== 401) return response;
    tokens.delete(pos.clientId);
    return attempt();
  }

  async function parse<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PayUError('unavailable', `${what}: reply of an unexpected shape`);
    return parsed.data;
  }

  async function getOrder(pos: PayUCredentials, orderId: string) {
    const response = await call(pos, 'GET', `/orders/${encodeURIComponent(orderId)}`);
    if (!response.ok) throw await failureOf(response);
    const order = (await parse(response, Orders, 'order')).orders[0]!;
    return {
      orderId: order.orderId,
      extOrderId: order.extOrderId ?? '',
      status: order.status,
      totalAmount: order.totalAmount,
    };
  }

  /** The order PayU holds under our id ([U] in §1.5: `GET /orders/ext/{extOrderId}`), for a lost reply. */
  async function existingOrder(pos: PayUCredentials, extOrderId: string): Promise<PayUCreatedOrder | null> {
    const response = await call(pos, 'GET', `/orders/ext/${encodeURIComponent(extOrderId)}`);
    if (!response.ok) return null;
    const parsed = z
      .object({
        orders: z.array(z.object({ orderId: z.string(), redirectUri: z.string().optional() })).min(1),
      })
      .safeParse(await response.json().catch(() => null));
    const found = parsed.success ? parsed.data.orders[0]! : null;
    return found?.redirectUri ? { orderId: found.orderId, extOrderId, redirectUri: found.redirectUri } : null;
  }

  async function createOnce(pos: PayUCredentials, order: PayUOrderRequest): Promise<PayUCreatedOrder> {
    const response = await call(pos, 'POST', '/orders', orderBody(pos, order));
    // PayU answers 302 (or 201/200) with JSON; the redirect is never followed.
    if (response.status !== 302 && response.status !== 201 && response.status !== 200)
      throw await failureOf(response);
    const created = await parse(response, Created, 'order');
    if (created.status.statusCode !== 'SUCCESS')
      throw new PayUError(
        'invalid',
        `order refused: ${created.status.statusCode}`,
        created.status.statusCode,
      );
    return {
      orderId: created.orderId,
      extOrderId: created.extOrderId ?? order.extOrderId,
      redirectUri: created.redirectUri,
    };
  }

  return {
    async createOrder(pos, order) {
      try {
        return await createOnce(pos, order);
      } catch (error) {
        if (!(error instanceof PayUError) || error.reason === 'credentials') throw error;
        // A lost reply or a failure after PayU stored the order: our extOrderId finds it, else try once more.
        const existing = await existingOrder(pos, order.extOrderId).catch(() => null);
        if (existing) return existing;
        if (error.reason !== 'unavailable') throw error;
        return createOnce(pos, order);
      }
    },
    getOrder,
    async refund(pos, refund) {
      const response = await call(pos, 'POST', `/orders/${encodeURIComponent(refund.orderId)}/refunds`, {
        refund: {
          description: refund.description,
          amount: String(refund.amount),
          extRefundId: refund.extRefundId,
          currencyCode: 'PLN',
        },
      });
      if (!response.ok) throw await failureOf(response);
      const { refund: r } = await parse(response, Refund, 'refund');
      return {
        refundId: r.refundId,
        extRefundId: r.extRefundId ?? refund.extRefundId,
        amount: r.amount,
        status: r.status,
      };
    },
  };
}
