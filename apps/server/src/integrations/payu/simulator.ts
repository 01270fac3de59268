import { randomBytes } from 'node:crypto';
import type { PayUOrderStatus, PayURefundStatus } from '@wizytownik/contracts';
import type { Clock } from '../../platform/clock.ts';
import {
  PayUError,
  type PayUCredentials,
  type PayUOrderRequest,
  type PayUPort,
  type PayURefundReply,
} from './port.ts';
import { signNotification } from './signature.ts';

/** Posts a notification (JSON text with its headers) and answers the receiver's HTTP status. */
export type NotificationDelivery = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export interface SimulatedOrder {
  readonly orderId: string;
  readonly request: PayUOrderRequest;
  readonly pos: PayUCredentials;
  readonly createdAt: Date;
  status: PayUOrderStatus;
  readonly refunds: { refundId: string; extRefundId: string; amount: number; status: PayURefundStatus }[];
}

/** The simulator's own pay page, served by our server under this path. */
export const SIMULATOR_PAY_PATH = '/api/payu/simulator/pay';

/** The card-payment provider without the network: the port plus what its pay page does. */
export interface PayUSimulator extends PayUPort {
  readonly simulated: true;
  order(orderId: string): SimulatedOrder | undefined;
  /** The buyer clicks 'Zapłać': PENDING then COMPLETED, each notified (awaited); an expired order is CANCELED. */
  pay(orderId: string): Promise<PayUOrderStatus>;
  /** The buyer gives up: CANCELED, notified. */
  cancel(orderId: string): Promise<PayUOrderStatus>;
  /** Waits for the notifications still being delivered (refunds are finalized after their reply). */
  settled(): Promise<void>;
}

export const isPayUSimulator = (port: PayUPort): port is PayUSimulator =>
  (port as Partial<PayUSimulator>).simulated === true;

/** A few resends when our endpoint does not answer 200 (PayU's schedule, compressed to seconds). */
const RESEND_DELAYS_MS = [0, 1000, 5000];

const fetchDelivery: NotificationDelivery = async (url, body, headers) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return response.status;
};

/**
 * PayU without the network (the default, PAYU_MODE=simulator): orders live in memory until the server
 * restarts; their payment page is ours ({@link SIMULATOR_PAY_PATH}, on the notifyUrl's host), and every
 * change is notified to the order's notifyUrl signed with the POS's second key, exactly as PayU signs
 * it, so it goes through the same verification as a real notification. Refunds answer PENDING and
 * are FINALIZED by a notification right after.
 */
export function createPayUSimulator(options: {
  readonly clock: Clock;
  readonly deliver?: NotificationDelivery;
  readonly resendDelaysMs?: readonly number[];
}): PayUSimulator {
  const deliver = options.deliver ?? fetchDelivery;
  const delays = options.resendDelaysMs ?? RESEND_DELAYS_MS;
  const orders = new Map<string, SimulatedOrder>();
  const inFlight = new Set<Promise<void>>();

  async function post(order: SimulatedOrder, body: string): Promise<void> {
    const headers = {
      'Content-Type': 'application/json;charset=UTF-8',
      'OpenPayu-Signature': signNotification(body, order.pos.secondKey),
    };
    for (const delay of delays) {
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const status = await deliver(order.request.notifyUrl, body, headers).catch(() => 0);
      if (status === 200) return;
    }
  }

  async function moveTo(order: SimulatedOrder, status: PayUOrderStatus): Promise<void> {
    order.status = status;
    await post(
      order,
      JSON.stringify({
        order: {
          orderId: order.orderId,
          extOrderId: order.request.extOrderId,
          orderCreateDate: order.createdAt.toISOString(),
          notifyUrl: order.request.notifyUrl,
          customerIp: order.request.customerIp,
          merchantPosId: order.pos.posId,
          description: order.request.description,
          currencyCode: 'PLN',
          totalAmount: String(order.request.totalAmount),
          payMethod: { type: 'PBL' },
          status,
        },
        ...(status === 'COMPLETED' && { localReceiptDateTime: options.clock.now().toISOString() }),
      }),
    );
  }

  function known(pos: PayUCredentials, orderId: string): SimulatedOrder {
    const order = orders.get(orderId);
    if (!order || order.pos.posId !== pos.posId)
      throw new PayUError('notFound', `order ${orderId} not found`);
    return order;
  }

  const expired = (order: SimulatedOrder) =>
    options.clock.now().getTime() >= order.createdAt.getTime() + order.request.validitySeconds * 1000;

  return {
    simulated: true,
    async createOrder(pos, request) {
      if (!pos.posId || !pos.clientId || !pos.clientSecret)
        throw new PayUError('credentials', 'POS credentials missing');
      if (!(request.totalAmount > 0)) throw new PayUError('invalid', 'totalAmount must be above 0');
      const same = [...orders.values()].find(
        (o) => o.pos.posId === pos.posId && o.request.extOrderId === request.extOrderId,
      );
      const order = same ?? {
        orderId: `SIM${randomBytes(8).toString('hex').toUpperCase()}`,
        request,
        pos,
        createdAt: options.clock.now(),
        status: 'NEW' as PayUOrderStatus,
        refunds: [],
      };
      orders.set(order.orderId, order);
      const origin = new URL(request.notifyUrl).origin;
      return {
        orderId: order.orderId,
        extOrderId: request.extOrderId,
        redirectUri: `${origin}${SIMULATOR_PAY_PATH}/${order.orderId}`,
      };
    },
    async getOrder(pos, orderId) {
      const order = known(pos, orderId);
      return {
        orderId,
        extOrderId: order.request.extOrderId,
        status: order.status,
        totalAmount: order.request.totalAmount,
      };
    },
    async refund(pos, request): Promise<PayURefundReply> {
      const order = known(pos, request.orderId);
      if (order.status !== 'COMPLETED')
        throw new PayUError('invalid', 'order not completed', 'BUSINESS_ERROR');
      const same = order.refunds.find((r) => r.extRefundId === request.extRefundId);
      if (same) return { ...same };
      const taken = order.refunds.filter((r) => r.status !== 'CANCELED').reduce((s, r) => s + r.amount, 0);
      if (request.amount <= 0 || taken + request.amount > order.request.totalAmount)
        throw new PayUError('invalid', 'refund above the order total', 'BUSINESS_ERROR');
      const refund = {
        refundId: String(5_000_000 + order.refunds.length + orders.size * 100),
        extRefundId: request.extRefundId,
        amount: request.amount,
        status: 'PENDING' as PayURefundStatus,
      };
      order.refunds.push(refund);
      const finalize = (async () => {
        await new Promise((r) => setImmediate(r));
        refund.status = 'FINALIZED';
        await post(
          order,
          JSON.stringify({
            orderId: order.orderId,
            extOrderId: order.request.extOrderId,
            refund: {
              refundId: refund.refundId,
              extRefundId: refund.extRefundId,
              amount: String(refund.amount),
              currencyCode: 'PLN',
              status: 'FINALIZED',
              statusDateTime: options.clock.now().toISOString(),
              reason: 'refund',
              reasonDescription: request.description,
              refundDate: options.clock.now().toISOString(),
            },
          }),
        );
      })();
      inFlight.add(finalize);
      void finalize.finally(() => inFlight.delete(finalize));
      return { ...refund };
    },
    order: (orderId) => orders.get(orderId),
    async pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new PayUError('notFound', `order ${orderId} not found`);
      if (order.status !== 'NEW') return order.status;
      if (expired(order)) {
        await moveTo(order, 'CANCELED');
        return order.status;
      }
      await moveTo(order, 'PENDING');
      await moveTo(order, 'COMPLETED');
      return order.status;
    },
    async cancel(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new PayUError('notFound', `order ${orderId} not found`);
      if (order.status === 'NEW' || order.status === 'PENDING') await moveTo(order, 'CANCELED');
      return order.status;
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
