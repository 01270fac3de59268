import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { startFakePayU, type FakePayU } from './fake-server.ts';
import { createPayUHttpClient } from './http-client.ts';
import { PayUError, type PayUCredentials, type PayUOrderRequest } from './port.ts';
import { signNotification, verifyNotification } from './signature.ts';
import { createPayUSimulator, isPayUSimulator } from './simulator.ts';

const POS: PayUCredentials = {
  posId: '300746',
  clientId: '300746',
  clientSecret: 'c-secret',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
};
const OTHER: PayUCredentials = {
  posId: '400100',
  clientId: '400100',
  clientSecret: 'o-secret',
  secondKey: 'other-key',
};

let fake: FakePayU;
let receiver: Server;
/** What our side answered each notification with, and the bodies it accepted. */
let answers: number[];
let accepted: { order?: { status: string }; refund?: { status: string } }[];
let notifyUrl: string;
let now: number;
const clock: Clock = { now: () => new Date(now) };
const client = () => createPayUHttpClient({ baseUrl: fake.url, clock });

const order = (over: Partial<PayUOrderRequest> = {}): PayUOrderRequest => ({
  extOrderId: 'wiz-1-10-1',
  notifyUrl,
  continueUrl: 'http://clinic.example/zaplacono',
  customerIp: '127.0.0.1',
  description: 'Wizyta 04-05-2026 10:00',
  totalAmount: 15_000,
  validitySeconds: 3 * 86_400,
  productName: 'Wizyta',
  ...over,
});

/** A notification endpoint checking signatures as ours does; `failFirst` answers 500 that many times. */
async function startReceiver(failFirst = 0) {
  let failures = failFirst;
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const status = !verifyNotification(raw, req.headers['openpayu-signature'] as string, POS.secondKey)
        ? 401
        : failures-- > 0
          ? 500
          : 200;
      if (status === 200) accepted.push(JSON.parse(raw.toString('utf8')) as (typeof accepted)[number]);
      answers.push(status);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payu/notify/1`;
}

beforeEach(async () => {
  now = Date.parse('2026-05-04T08:00:00Z');
  answers = [];
  accepted = [];
  fake = await startFakePayU({ pos: [POS, OTHER] });
  await startReceiver();
});
afterEach(async () => {
  await fake.close();
  await new Promise((r) => receiver.close(r));
});

async function failure(promise: Promise<unknown>): Promise<PayUError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PayUError);
  return error as PayUError;
}

describe('the real PayU client against a fake of the REST API v2.1', () => {
  it('creates an order without following the 302, in grosze with the validity in seconds', async () => {
    const created = await client().createOrder(POS, order());
    expect(created.redirectUri).toBe(`${fake.url}/pay/${created.orderId}`);
    expect(created.extOrderId).toBe('wiz-1-10-1');
    const stored = fake.orders.get(created.orderId)!;
    expect(stored.body).toMatchObject({
      merchantPosId: '300746',
      currencyCode: 'PLN',
      totalAmount: '15000',
      validityTime: '259200',
      extOrderId: 'wiz-1-10-1',
      notifyUrl,
      products: [{ name: 'Wizyta', unitPrice: '15000', quantity: '1' }],
    });
    // The pay page was never fetched: the client read the redirectUri from the 302's body.
    expect(fake.calls).toEqual(['POST /orders']);
    expect(await client().getOrder(POS, created.orderId)).toEqual({
      orderId: created.orderId,
      extOrderId: 'wiz-1-10-1',
      status: 'NEW',
      totalAmount: 15_000,
    });
  });

  it('keeps one token per client id until a minute before its 43199 s, then takes a new one', async () => {
    const payu = client();
    const { orderId } = await payu.createOrder(POS, order());
    await payu.getOrder(POS, orderId);
    expect(fake.tokensIssued()).toBe(1);
    await payu.createOrder(OTHER, order({ extOrderId: 'other-1' }));
    expect(fake.tokensIssued()).toBe(2);
    now += 43_100_000;
    await payu.getOrder(POS, orderId);
    expect(fake.tokensIssued()).toBe(2);
    now += 50_000; // within a minute of the 43199 s
    await payu.getOrder(POS, orderId);
    expect(fake.tokensIssued()).toBe(3);
  });

  it('takes a new token when the API answers 401 and repeats the call once', async () => {
    const payu = client();
    const { orderId } = await payu.createOrder(POS, order());
    fake.expireTokens();
    expect((await payu.getOrder(POS, orderId)).status).toBe('NEW');
    expect(fake.tokensIssued()).toBe(2);
  });

  it('reports refused credentials without calling the API', async () => {
    const error = await failure(client().createOrder({ ...POS, clientSecret: 'wrong' }, order()));
    expect(error.reason).toBe('credentials');
    expect(fake.calls).toEqual([]);
  });

  it('reports an invalid order (400) with PayU’s status code', async () => {
    const error = await failure(client().createOrder(POS, order({ customerIp: '0.0.0.0' })));
    expect(error.reason).toBe('invalid');
    expect(error.statusCode).toBe('ERROR_VALUE_INVALID');
  });

  it('is retry-safe: a lost reply finds the order PayU stored under our extOrderId', async () => {
    fake.loseNextReply(503);
    const created = await client().createOrder(POS, order());
    expect(fake.orders.size).toBe(1);
    expect(created.orderId).toBe([...fake.orders.keys()][0]);
    expect(fake.calls).toEqual(['POST /orders', 'GET /orders/ext/wiz-1-10-1']);
    // Sent again with the same extOrderId, PayU's uniqueness rule is met by the same order.
    expect((await client().createOrder(POS, order())).orderId).toBe(created.orderId);
    expect(fake.orders.size).toBe(1);
  });

  it.each([500, 503])(
    'tries a creation that answered %i once more, and reports a second failure',
    async (status) => {
      fake.failNext(status);
      expect((await client().createOrder(POS, order())).orderId).toBeTruthy();
      expect(fake.orders.size).toBe(1);
      fake.failNext(status);
      expect((await failure(client().getOrder(POS, [...fake.orders.keys()][0]!))).reason).toBe('unavailable');
    },
  );

  it('reports an unknown order as not found and an unreachable host as unavailable', async () => {
    expect((await failure(client().getOrder(POS, 'NOPE'))).reason).toBe('notFound');
    const gone = createPayUHttpClient({ baseUrl: 'http://127.0.0.1:9', clock });
    expect((await failure(gone.getOrder(POS, 'X'))).reason).toBe('unavailable');
  });

  it('refunds parts of a completed order up to its total, idempotently per extRefundId', async () => {
    const payu = client();
    const { orderId } = await payu.createOrder(POS, order());
    const early = await failure(
      payu.refund(POS, { orderId, extRefundId: 'r0', amount: 100, description: 'x' }),
    );
    expect(early).toMatchObject({ reason: 'invalid', statusCode: 'ORDER_NOT_COMPLETED' });
    await fake.pay(orderId);
    const first = await payu.refund(POS, {
      orderId,
      extRefundId: 'r1',
      amount: 10_000,
      description: 'Odwołana',
    });
    expect(first).toMatchObject({ extRefundId: 'r1', amount: 10_000, status: 'PENDING' });
    expect(
      await payu.refund(POS, { orderId, extRefundId: 'r1', amount: 10_000, description: 'Odwołana' }),
    ).toEqual(first);
    const over = await failure(
      payu.refund(POS, { orderId, extRefundId: 'r2', amount: 5_001, description: 'x' }),
    );
    expect(over).toMatchObject({ reason: 'invalid', statusCode: 'REFUND_AMOUNT_EXCEEDED' });
    expect(
      (await payu.refund(POS, { orderId, extRefundId: 'r3', amount: 5_000, description: 'x' })).status,
    ).toBe('PENDING');
    expect(fake.calls.filter((c) => c.endsWith('/refunds'))).toHaveLength(5);
  });
});

describe('notifications of the fake, checked as our endpoint checks them', () => {
  it('signs order changes with the second key (MD5 and SHA-256) and resends until answered 200', async () => {
    await new Promise((r) => receiver.close(r));
    await startReceiver(2);
    const { orderId } = await client().createOrder(POS, order());
    await fake.pay(orderId);
    expect(answers).toEqual([500, 500, 200, 200]);
    expect(accepted.map((n) => n.order?.status)).toEqual(['PENDING', 'COMPLETED']);
    await fake.notifyOrder(orderId, 'COMPLETED', { algorithm: 'SHA-256' });
    expect(fake.deliveries.at(-1)!.signature).toMatch(/algorithm=SHA-256/);
    expect(answers.at(-1)).toBe(200);
  });

  it('delivers duplicates, out-of-order statuses, bad signatures and refund notifications', async () => {
    const payu = client();
    const { orderId } = await payu.createOrder(POS, order());
    await fake.pay(orderId, { times: 2 });
    await fake.notifyOrder(orderId, 'PENDING');
    expect(fake.orders.get(orderId)!.status).toBe('COMPLETED');
    expect(accepted.map((n) => n.order?.status)).toEqual([
      'PENDING',
      'PENDING',
      'COMPLETED',
      'COMPLETED',
      'PENDING',
    ]);
    const before = answers.length;
    await fake.notifyOrder(orderId, 'CANCELED', { badSignature: true });
    expect(answers.slice(before)).toEqual([401, 401, 401, 401, 401]);
    const { refundId } = await payu.refund(POS, {
      orderId,
      extRefundId: 'r1',
      amount: 500,
      description: 'x',
    });
    await fake.settleRefund(orderId, refundId);
    expect(accepted.at(-1)!.refund).toMatchObject({ refundId, status: 'FINALIZED', amount: '500' });
  });
});

describe('the signature', () => {
  it('verifies exactly the bytes received, with either algorithm, in either header form', () => {
    const body = '{"order":{"status":"COMPLETED","description":"Wizyta – ąę"}}';
    for (const algorithm of ['MD5', 'SHA-256'] as const) {
      const header = signNotification(body, 'key', algorithm);
      expect(verifyNotification(Buffer.from(body), header, 'key')).toBe(true);
      expect(verifyNotification(body.replace('COMPLETED', 'PENDING'), header, 'key')).toBe(false);
      expect(verifyNotification(body, header, 'other')).toBe(false);
    }
    // Re-serialised JSON is other bytes: the signature must be checked before parsing.
    const header = signNotification(body, 'key');
    expect(verifyNotification(JSON.stringify(JSON.parse(body), null, 1), header, 'key')).toBe(false);
    expect(verifyNotification(body, undefined, 'key')).toBe(false);
    expect(verifyNotification(body, header.replace('MD5', 'ROT13'), 'key')).toBe(false);
    expect(verifyNotification(body, header, '')).toBe(false);
  });
});

describe('the simulator', () => {
  it('signs and delivers its pay page’s changes to the notifyUrl and refuses refunds above the total', async () => {
    const sim = createPayUSimulator({ clock, resendDelaysMs: [0, 0] });
    expect(isPayUSimulator(sim)).toBe(true);
    expect(isPayUSimulator(client())).toBe(false);
    const created = await sim.createOrder(POS, order());
    expect(created.redirectUri).toBe(
      `${new URL(notifyUrl).origin}/api/payu/simulator/pay/${created.orderId}`,
    );
    expect(await sim.pay(created.orderId)).toBe('COMPLETED');
    expect(accepted.map((n) => n.order?.status)).toEqual(['PENDING', 'COMPLETED']);
    const over = await failure(
      sim.refund(POS, { orderId: created.orderId, extRefundId: 'a', amount: 15_001, description: 'x' }),
    );
    expect(over.reason).toBe('invalid');
    await sim.refund(POS, { orderId: created.orderId, extRefundId: 'b', amount: 15_000, description: 'x' });
    await sim.settled();
    expect(accepted.at(-1)!.refund).toMatchObject({ status: 'FINALIZED', amount: '15000' });
  });

  it('cancels an order paid after its validity', async () => {
    const sim = createPayUSimulator({ clock, resendDelaysMs: [0] });
    const { orderId } = await sim.createOrder(POS, order({ validitySeconds: 86_400 }));
    now += 86_401_000;
    expect(await sim.pay(orderId)).toBe('CANCELED');
    expect(accepted.map((n) => n.order?.status)).toEqual(['CANCELED']);
  });
});

describe('configuration', () => {
  it('uses the simulator unless PAYU_MODE=http', () => {
    expect(loadConfig({}).payU).toEqual({ mode: 'simulator' });
    expect(
      loadConfig({
        PAYU_MODE: 'http',
        PUBLIC_URL: 'https://klinika.example.pl/',
        PAYU_CUSTOMER_IP: '203.0.113.5',
      }).payU,
    ).toEqual({
      mode: 'http',
      baseUrl: 'https://secure.payu.com',
      publicUrl: 'https://klinika.example.pl',
      customerIp: '203.0.113.5',
    });
    expect(loadConfig({ PAYU_MODE: 'http', PAYU_URL: 'https://secure.snd.payu.com' }).payU).toEqual({
      mode: 'http',
      baseUrl: 'https://secure.snd.payu.com',
    });
  });
});
