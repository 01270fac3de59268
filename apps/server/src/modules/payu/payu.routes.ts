import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { payuEndpoints as e } from '@wizytownik/contracts';
import { DEFAULT_TEXTS, formatMoney } from '@wizytownik/domain';
import { z } from 'zod';
import {
  isPayUSimulator,
  SIMULATOR_PAY_PATH,
  type PayUSimulator,
} from '../../integrations/payu/simulator.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { receiveNotification } from './payu.notifications.ts';
import { getPaymentDetails, listPayUPayments } from './payu.queries.ts';
import {
  createPayULink,
  getVisitPayUState,
  PAYU_PERMISSIONS,
  refundPayment,
  setPayByPayu,
  type PayUDeps,
} from './payu.service.ts';

const feature = 'PayU' as const;
const VISIT_EDIT = { access: PAYU_PERMISSIONS.visitEdit, feature } as const;
const VISIT_READ = { access: ['Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'], feature } as const;
const OVERVIEW = { access: PAYU_PERMISSIONS.overview, feature } as const;
const REFUND = { access: PAYU_PERMISSIONS.refund, feature } as const;
const PUBLIC = { routeAccess: { access: 'public' as const } };

export const NOTIFY_PATH = '/api/payu/notify/:tenantId';
const TenantParam = z.object({ tenantId: z.coerce.number().int().min(1).max(2_147_483_647) });
const OrderParam = z.object({ orderId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });

const origin = (r: FastifyRequest) => `${r.protocol}://${r.host}`;

/**
 * The card-payment link (feature PayU): the visit's switch and link, the `/payu` overview with its
 * refunds, PayU's notification endpoint (public, per clinic, the raw body verified) and, with the
 * simulator, its pay page.
 */
export function payuRoutes(app: FastifyInstance, deps: PayUDeps): void {
  route(app, e.setPayByPayu, VISIT_EDIT, (input, r) => setPayByPayu(deps, requireAuth(r), input.visitid));
  route(app, e.visitState, VISIT_READ, (input, r) => getVisitPayUState(deps, requireAuth(r), input.visitId));
  route(app, e.createLink, VISIT_EDIT, (input, r) =>
    createPayULink(deps, requireAuth(r), input.visitId, { origin: origin(r), ip: r.ip }),
  );
  route(app, e.payments, OVERVIEW, (input, r) =>
    listPayUPayments(deps.db, deps.clock, requireAuth(r), input),
  );
  route(app, e.details, OVERVIEW, (input, r) =>
    getPaymentDetails(deps.db, deps.clock, requireAuth(r), input.orderId),
  );
  route(app, e.refund, REFUND, (input, r) => refundPayment(deps, requireAuth(r), input));

  // The raw bytes are what PayU signed: this context keeps JSON bodies unparsed.
  void app.register(async (raw) => {
    raw.removeContentTypeParser(['application/json']);
    raw.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    raw.post(NOTIFY_PATH, { config: PUBLIC, schema: { hide: true } }, async (request, reply) => {
      const { tenantId } = TenantParam.parse(request.params);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receiveNotification(deps, tenantId, body, request.headers);
      return reply.code(200).send({ status: 'OK' });
    });
    if (isPayUSimulator(deps.payu)) simulatorPages(raw, deps.payu);
  });
}

const t = (key: keyof typeof DEFAULT_TEXTS, params: Record<string, string> = {}) =>
  DEFAULT_TEXTS[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escape(t('payu.simulator.title'))}</title>` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}' +
        'button{font-size:1.1rem;padding:.6rem 1.4rem;margin-right:.5rem}</style></head>' +
        `<body><h1>${escape(t('payu.simulator.title'))}</h1>${body}</body></html>`,
    );
}

/**
 * The simulator's pay page (PAYU_MODE=simulator): the order with 'Zapłać' and 'Anuluj'. Paying makes
 * the simulator deliver PENDING and COMPLETED, signed, to the notify endpoint above before the page
 * answers, exactly as PayU would.
 */
function simulatorPages(app: FastifyInstance, simulator: PayUSimulator) {
  app.get(
    `${SIMULATOR_PAY_PATH}/:orderId`,
    { config: PUBLIC, schema: { hide: true } },
    async (request, reply) => {
      const parsed = OrderParam.safeParse(request.params);
      const order = parsed.success ? simulator.order(parsed.data.orderId) : undefined;
      if (!order) return page(reply, `<p>${escape(t('payu.simulator.unknown'))}</p>`, 404);
      const head =
        `<p>${escape(t('payu.simulator.order', { orderId: order.orderId }))}</p>` +
        `<p>${escape(order.request.description)}</p>` +
        `<p><strong>${escape(t('payu.simulator.amount', { amount: formatMoney(order.request.totalAmount) }))}</strong></p>`;
      if (order.status !== 'NEW')
        return page(reply, `${head}<p>${escape(t('payu.simulator.closed', { status: order.status }))}</p>`);
      const action = `${SIMULATOR_PAY_PATH}/${order.orderId}`;
      return page(
        reply,
        `${head}<form method="post" action="${action}/pay"><button type="submit">${escape(t('payu.simulator.pay'))}</button></form>` +
          `<form method="post" action="${action}/cancel"><button type="submit">${escape(t('payu.simulator.cancel'))}</button></form>`,
      );
    },
  );
  app.post(
    `${SIMULATOR_PAY_PATH}/:orderId/:action`,
    { config: PUBLIC, schema: { hide: true } },
    async (request, reply) => {
      const parsed = OrderParam.extend({ action: z.enum(['pay', 'cancel']) }).safeParse(request.params);
      if (!parsed.success || !simulator.order(parsed.data.orderId))
        return page(reply, `<p>${escape(t('payu.simulator.unknown'))}</p>`, 404);
      const { orderId, action } = parsed.data;
      const status = action === 'pay' ? await simulator.pay(orderId) : await simulator.cancel(orderId);
      const text =
        status === 'COMPLETED'
          ? t('payu.simulator.paid')
          : status === 'CANCELED'
            ? t('payu.simulator.canceled')
            : t('payu.simulator.closed', { status });
      return page(reply, `<p role="status">${escape(text)}</p>`);
    },
  );
}
