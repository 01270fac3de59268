import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayUOrderStatus, PayURefundStatus } from '@wizytownik/contracts';
import { signNotification, type SignatureAlgorithm } from './signature.ts';

/**
 * A local stand-in for PayU's REST API v2.1, for tests of the real client and of the notification
 * endpoint (design/integrations.md §1.10): the OAuth client-credentials endpoint (form-encoded), bearer-
 * protected orders answered 302 with JSON, GET by id and by extOrderId, DELETE, refunds with the sum
 * limit and idempotency, and signed notifications to the order's notifyUrl, retried on a non-200
 * answer. Hooks make a token expire, inject 401/500/503, lose a reply, deliver a notification twice,
 * out of order or with a bad signature.
 */
export interface FakePayUPos {
  readonly posId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly secondKey: string;
}

export interface FakeOrder {
  readonly orderId: string;
  readonly extOrderId: string;
  readonly posId: string;
  readonly body: Record<string, unknown>;
  status: PayUOrderStatus;
  readonly totalAmount: number;
  readonly refunds: FakeRefund[];
}

export interface FakeRefund {
  readonly refundId: string;
  readonly extRefundId: string | null;
  readonly amount: number;
  readonly description: string;
  status: PayURefundStatus;
}

/** One attempt to deliver a notification: what was sent and what the receiver answered. */
export interface Delivery {
  readonly body: string;
  readonly signature: string;
  readonly answer: number | 'network-error';
}

export interface NotifyOptions {
  readonly algorithm?: SignatureAlgorithm;
  /** Signed with a wrong key. */
  readonly badSignature?: boolean;
  /** Delivered this many times (each with its own retries). */
  readonly times?: number;
}

export interface FakePayU {
  readonly url: string;
  readonly tokensIssued: () => number;
  /** API calls received, as "METHOD path". */
  readonly calls: string[];
  /** Every order and refund, by orderId. */
  readonly orders: Map<string, FakeOrder>;
  readonly deliveries: Delivery[];
  /** Every issued token stops being accepted (as after its 43199 s). */
  expireTokens(): void;
  /** The next API call answers this status with PayU's error body. */
  failNext(status: number, statusCode?: string): void;
  /** The next API call is carried out, but its reply is replaced with this status (a lost reply). */
  loseNextReply(status: number): void;
  /** Sends the order's notification with this status (and sets it unless it is final already). */
  notifyOrder(orderId: string, status: PayUOrderStatus, options?: NotifyOptions): Promise<void>;
  /** The buyer pays: PENDING then COMPLETED, each notified. */
  pay(orderId: string, options?: NotifyOptions): Promise<void>;
  /** A refund becomes FINALIZED (or CANCELED), notified. */
  settleRefund(
    orderId: string,
    refundId: string,
    status?: 'FINALIZED' | 'CANCELED',
    options?: NotifyOptions,
  ): Promise<void>;
  close(): Promise<void>;
}

const TOKEN_LIFETIME_S = 43_199;
/** The compressed resend schedule (PayU: immediately, 1, 2, 5 … min). */
const RETRY_DELAYS_MS = [0, 5, 10, 20, 40];

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

const error = (
  res: ServerResponse,
  status: number,
  statusCode: string,
  codeLiteral?: string,
  statusDesc?: string,
) =>
  send(res, status, {
    status: {
      statusCode,
      severity: 'ERROR',
      ...(codeLiteral && { codeLiteral }),
      statusDesc: statusDesc ?? statusCode,
    },
  });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A reply that never reaches the client: whatever the handler answers, the client gets `status`. */
function replyLost(res: ServerResponse, status: number): ServerResponse {
  const lost = {
    writeHead: () => lost,
    end: () => error(res, status, 'ERROR_INTERNAL'),
  };
  return lost as unknown as ServerResponse;
}

const isAmount = (v: unknown) => typeof v === 'string' && /^[1-9]\d*$/.test(v);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakePayU(options: { pos: FakePayUPos[] }): Promise<FakePayU> {
  const tokens = new Map<string, FakePayUPos>();
  const orders = new Map<string, FakeOrder>();
  const calls: string[] = [];
  const deliveries: Delivery[] = [];
  let issued = 0;
  let nextFailure: { status: number; statusCode: string } | null = null;
  let lostReply: number | null = null;
  let url = '';

  async function token(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return send(res, 401, { error: 'invalid_request', error_description: 'form encoding required' });
    const form = new URLSearchParams(raw);
    const pos = options.pos.find(
      (p) => p.clientId === form.get('client_id') && p.clientSecret === form.get('client_secret'),
    );
    if (form.get('grant_type') !== 'client_credentials')
      return send(res, 400, { error: 'unsupported_grant_type' });
    if (!pos) return send(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    const accessToken = randomUUID();
    tokens.set(accessToken, pos);
    issued += 1;
    send(res, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: TOKEN_LIFETIME_S,
      grant_type: 'client_credentials',
    });
  }

  function createOrder(pos: FakePayUPos, body: Record<string, unknown>, res: ServerResponse) {
    const missing = [
      'customerIp',
      'merchantPosId',
      'description',
      'currencyCode',
      'totalAmount',
      'products',
    ].find((f) => body[f] === undefined);
    if (missing) return error(res, 400, 'ERROR_VALUE_MISSING', undefined, `Missing ${missing}`);
    if (body.merchantPosId !== pos.posId)
      return error(res, 400, 'ERROR_VALUE_INVALID', 'INVALID_POS', 'merchantPosId');
    if (body.currencyCode !== 'PLN' || !isAmount(body.totalAmount) || body.customerIp === '0.0.0.0')
      return error(res, 400, 'ERROR_VALUE_INVALID');
    const products = body.products as { unitPrice?: unknown; quantity?: unknown }[];
    if (
      !Array.isArray(products) ||
      products.length === 0 ||
      !products.every((p) => isAmount(p.unitPrice) && isAmount(p.quantity))
    )
      return error(res, 400, 'ERROR_VALUE_INVALID', undefined, 'products');
    const extOrderId = typeof body.extOrderId === 'string' ? body.extOrderId : randomUUID();
    if ([...orders.values()].some((o) => o.posId === pos.posId && o.extOrderId === extOrderId))
      return error(res, 400, 'ERROR_VALUE_INVALID', 'ERROR_ORDER_NOT_UNIQUE', 'extOrderId not unique');
    const orderId = `${randomBytes(10).toString('hex').toUpperCase()}GUEST000P01`;
    orders.set(orderId, {
      orderId,
      extOrderId,
      posId: pos.posId,
      body,
      status: 'NEW',
      totalAmount: Number(body.totalAmount),
      refunds: [],
    });
    const redirectUri = `${url}/pay/${orderId}`;
    send(
      res,
      302,
      { status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId },
      { Location: redirectUri },
    );
  }

  const orderView = (o: FakeOrder) => ({
    ...o.body,
    orderId: o.orderId,
    extOrderId: o.extOrderId,
    status: o.status,
    totalAmount: String(o.totalAmount),
    redirectUri: `${url}/pay/${o.orderId}`,
  });

  function refund(order: FakeOrder, body: { refund?: Record<string, unknown> }, res: ServerResponse) {
    const r = body.refund;
    if (!r || typeof r.description !== 'string')
      return error(res, 400, 'ERROR_VALUE_MISSING', undefined, 'description');
    if (order.status !== 'COMPLETED') return error(res, 400, 'BUSINESS_ERROR', 'ORDER_NOT_COMPLETED');
    const extRefundId = typeof r.extRefundId === 'string' ? r.extRefundId : null;
    const taken = order.refunds.filter((x) => x.status !== 'CANCELED').reduce((s, x) => s + x.amount, 0);
    const amount =
      r.amount === undefined ? order.totalAmount - taken : isAmount(r.amount) ? Number(r.amount) : NaN;
    if (!Number.isFinite(amount)) return error(res, 400, 'ERROR_VALUE_INVALID', undefined, 'amount');
    const same = extRefundId && order.refunds.find((x) => x.extRefundId === extRefundId);
    if (same) {
      if (same.amount !== amount || same.description !== r.description)
        return error(res, 400, 'ERROR_VALUE_INVALID', 'REFUND_ID_NOT_UNIQUE');
      return send(res, 200, refundReply(order, same));
    }
    if (taken + amount > order.totalAmount)
      return error(res, 400, 'BUSINESS_ERROR', 'REFUND_AMOUNT_EXCEEDED');
    const created: FakeRefund = {
      refundId: String(5_000_000 + Math.floor(Math.random() * 4_000_000)),
      extRefundId,
      amount,
      description: r.description,
      status: 'PENDING',
    };
    order.refunds.push(created);
    send(res, 200, refundReply(order, created));
  }

  const refundReply = (order: FakeOrder, r: FakeRefund) => ({
    orderId: order.orderId,
    refund: {
      refundId: r.refundId,
      extRefundId: r.extRefundId ?? undefined,
      amount: String(r.amount),
      description: r.description,
      currencyCode: 'PLN',
      creationDateTime: new Date().toISOString(),
      status: r.status,
      statusDateTime: new Date().toISOString(),
    },
    status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
  });

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    calls.push(`${req.method} ${path}`);
    const raw = await readBody(req);
    const pos = tokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
    if (!pos) return error(res, 401, 'UNAUTHORIZED', undefined, 'Invalid access token');
    if (nextFailure) {
      const { status, statusCode } = nextFailure;
      nextFailure = null;
      return error(res, status, statusCode);
    }
    // A lost reply: the call is carried out, the answer the client sees is a failure.
    const lose = lostReply;
    lostReply = null;
    const out = lose === null ? res : replyLost(res, lose);
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return error(res, 400, 'ERROR_SYNTAX');
      }
    }
    if (req.method === 'POST' && path === '/orders') return createOrder(pos, body, out);
    const byExt = /^\/orders\/ext\/([^/]+)$/.exec(path);
    if (byExt && req.method === 'GET') {
      const ext = decodeURIComponent(byExt[1]!);
      const found = [...orders.values()].find((o) => o.posId === pos.posId && o.extOrderId === ext);
      if (!found) return error(out, 404, 'DATA_NOT_FOUND');
      return send(out, 200, { orders: [orderView(found)], status: { statusCode: 'SUCCESS' } });
    }
    const m = /^\/orders\/([^/]+)(\/refunds)?$/.exec(path);
    const order = m && orders.get(decodeURIComponent(m[1]!));
    if (!m || !order || order.posId !== pos.posId) return error(out, 404, 'DATA_NOT_FOUND');
    if (m[2] && req.method === 'POST') return refund(order, body, out);
    if (m[2] && req.method === 'GET') return send(out, 200, { refunds: order.refunds });
    if (req.method === 'GET')
      return send(out, 200, {
        orders: [orderView(order)],
        status: { statusCode: 'SUCCESS' },
        properties: [{ name: 'PAYMENT_ID', value: '5000000001' }],
      });
    if (req.method === 'DELETE') {
      if (order.status === 'COMPLETED') return error(out, 400, 'BUSINESS_ERROR');
      order.status = 'CANCELED';
      return send(out, 200, {
        orderId: order.orderId,
        extOrderId: order.extOrderId,
        status: { statusCode: 'SUCCESS' },
      });
    }
    error(out, 405, 'ERROR_SYNTAX');
  }

  /** POSTs one notification, resending on a non-200 answer after the compressed schedule. */
  async function deliver(notifyUrl: string, body: string, secondKey: string, options: NotifyOptions = {}) {
    const signature = signNotification(
      body,
      options.badSignature ? `${secondKey}-wrong` : secondKey,
      options.algorithm,
    );
    for (let time = 0; time < (options.times ?? 1); time++) {
      for (const delay of RETRY_DELAYS_MS) {
        await wait(delay);
        const answer = await fetch(notifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json;charset=UTF-8', 'OpenPayu-Signature': signature },
          body,
        }).then(
          (r) => r.status,
          () => 'network-error' as const,
        );
        deliveries.push({ body, signature, answer });
        if (answer === 200) break;
      }
    }
  }

  const posOf = (order: FakeOrder) => options.pos.find((p) => p.posId === order.posId)!;
  const FINAL: PayUOrderStatus[] = ['COMPLETED', 'CANCELED'];

  async function notifyOrder(orderId: string, status: PayUOrderStatus, notify?: NotifyOptions) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`unknown order ${orderId}`);
    if (!FINAL.includes(order.status)) order.status = status;
    const body = JSON.stringify({
      order: { ...orderView(order), status, payMethod: { type: 'PBL' } },
      ...(status === 'COMPLETED' && { localReceiptDateTime: new Date().toISOString() }),
      properties: [{ name: 'PAYMENT_ID', value: '5000000001' }],
    });
    await deliver(String(order.body.notifyUrl), body, posOf(order).secondKey, notify);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'POST' && path === '/pl/standard/user/oauth/authorize') return void token(req, res);
    if (path.startsWith('/api/v2_1/')) return void api(req, res, path.slice('/api/v2_1'.length));
    if (path.startsWith('/pay/')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>PayU</title><p>Płatność</p>');
    }
    error(res, 404, 'DATA_NOT_FOUND');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokensIssued: () => issued,
    calls,
    orders,
    deliveries,
    expireTokens: () => tokens.clear(),
    failNext: (status, statusCode = status >= 500 ? 'ERROR_INTERNAL' : 'ERROR_VALUE_INVALID') => {
      nextFailure = { status, statusCode };
    },
    loseNextReply: (status) => {
      lostReply = status;
    },
    notifyOrder,
    async pay(orderId, notify) {
      await notifyOrder(orderId, 'PENDING', notify);
      await notifyOrder(orderId, 'COMPLETED', notify);
    },
    async settleRefund(orderId, refundId, status = 'FINALIZED', notify) {
      const order = orders.get(orderId);
      const r = order?.refunds.find((x) => x.refundId === refundId);
      if (!order || !r) throw new Error(`unknown refund ${refundId}`);
      r.status = status;
      const body = JSON.stringify({
        orderId,
        extOrderId: order.extOrderId,
        refund: {
          refundId,
          extRefundId: r.extRefundId ?? undefined,
          amount: String(r.amount),
          currencyCode: 'PLN',
          status,
          statusDateTime: new Date().toISOString(),
          reason: 'refund',
          reasonDescription: r.description,
          refundDate: new Date().toISOString(),
        },
      });
      await deliver(String(order.body.notifyUrl), body, posOf(order).secondKey, notify);
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
