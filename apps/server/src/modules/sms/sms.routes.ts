import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { smsEndpoints as e } from '@wizytownik/contracts';
import { z } from 'zod';
import { parseDeliveryReports, parseIncomingSms } from '../../integrations/sms/smsapi-callbacks.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { AppError, appError } from '../../platform/errors.ts';
import { route } from '../../platform/http/route.ts';
import { createPayULink, type PayUDeps } from '../payu/payu.service.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { getVisitForCaller } from '../visits/visits.queries.ts';
import { sendDelay, sendInvitation, sendManual } from './sms.actions.ts';
import { SmsErrors } from './sms.errors.ts';
import { messageIdx, recordDelivery, transportOf, type SmsDeps } from './sms.outbox.ts';
import {
  listSmsMessages,
  listSmsVisits,
  messageDto,
  smsDailyStatus,
  smsHistory,
  smsVisitsSummary,
  visitInvitations,
  visitSmsStatus,
} from './sms.queries.ts';
import { receiveReply } from './sms.replies.ts';
import { smsMessages } from './sms.tables.ts';
import { and, eq } from 'drizzle-orm';

const INFO = { access: 'Wizytownik_InformacjeSMS' } as const;
const EDIT = { access: 'Wizytownik_Wizyty_Edycja' } as const;
const READ = { access: ['Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'] } as const;
const HISTORY = {
  access: ['Wizytownik_Klienci_Historia_SMS', 'Wizytownik_Wizyty', 'Wizytownik_Moj_Kalendarz'],
} as const;
const GATEWAY = { access: 'Wizytownik_Bramka_SMS' } as const;
const PUBLIC = { routeAccess: { access: 'public' as const } };

/** SMSAPI calls these back (design/integrations.md §2.2); the token is the path's secret part. */
export const SMSAPI_CALLBACK_PATHS = {
  delivery: '/api/sms/smsapi/:tenantId/:token/dlr',
  reply: '/api/sms/smsapi/:tenantId/:token/mo',
} as const;
const CallbackParams = z.object({
  tenantId: z.coerce.number().int().min(1).max(2_147_483_647),
  token: z.string().max(128),
});

/** A clinic's callback token: unguessable without the server's secret, different per clinic. */
export const smsApiCallbackToken = (secret: string, tenantId: number) =>
  createHmac('sha256', secret).update(`smsapi-callback:${tenantId}`).digest('hex').slice(0, 40);

export function smsRoutes(
  app: FastifyInstance,
  deps: SmsDeps & { payU: Omit<PayUDeps, 'db' | 'clock'> },
): void {
  const { db, clock } = deps;
  route(app, e.dailyStatus, INFO, (input, r) => smsDailyStatus(db, clock, requireAuth(r), input.forDay));
  route(app, e.visits, INFO, (input, r) => listSmsVisits(db, requireAuth(r), input));
  route(app, e.visitsSummary, INFO, (input, r) => smsVisitsSummary(db, requireAuth(r), input));
  route(app, e.visitStatus, INFO, async (input, r) => {
    const caller = requireAuth(r);
    await getVisitForCaller(db, caller, input.visitid);
    return visitSmsStatus(db, caller.tenantId, input.visitid);
  });
  route(app, e.invitations, READ, async (input, r) => {
    const caller = requireAuth(r);
    await getVisitForCaller(db, caller, input.visitId);
    return visitInvitations(db, clock, caller.tenantId, input.visitId);
  });
  route(app, e.sendInvitation, EDIT, (input, r) => {
    const caller = requireAuth(r);
    const link = async () => {
      if (!(await isFeatureEnabled(db, caller.tenantId, 'PayU'))) return null;
      const state = await createPayULink({ ...deps.payU, db, clock }, caller, input.visitId, {
        origin: `${r.protocol}://${r.host}`,
        ip: r.ip,
      }).catch((error: unknown) => {
        if (error instanceof AppError) throw SmsErrors.invitationFailed(error.message);
        throw error;
      });
      return state.link?.redirectUri ?? null;
    };
    return sendInvitation(deps, caller, input, link);
  });
  route(app, e.sendDelay, EDIT, (input, r) => sendDelay(deps, requireAuth(r), input));
  route(app, e.history, HISTORY, async (input, r) => {
    const caller = requireAuth(r);
    if (input.ClientID !== undefined && !caller.permissions.has('Wizytownik_Klienci_Historia_SMS'))
      throw appError('auth.forbidden');
    if (input.visitId !== undefined) await getVisitForCaller(db, caller, input.visitId);
    return smsHistory(db, caller.tenantId, input);
  });
  route(app, e.messages, GATEWAY, (input, r) => listSmsMessages(db, requireAuth(r).tenantId, input));
  route(app, e.send, GATEWAY, (input, r) => sendManual(deps, requireAuth(r), input));
  route(app, e.gateway, GATEWAY, async (_input, r) => {
    const { mode } = await transportOf(deps, requireAuth(r).tenantId);
    return { mode, canSimulateReply: mode === 'simulator' };
  });
  route(app, e.simulateReply, GATEWAY, async (input, r) => {
    const caller = requireAuth(r);
    if ((await transportOf(deps, caller.tenantId)).mode !== 'simulator') throw SmsErrors.notSimulator();
    const row = await receiveReply(deps, {
      tenantId: caller.tenantId,
      providerId: `sim-in-${clock.now().getTime()}-${Math.random().toString(36).slice(2, 10)}`,
      from: input.phone,
      text: input.text,
      receivedAt: clock.now(),
    });
    return messageDto(db, row);
  });
  if (deps.sms.callbackToken) smsApiCallbacks(app, deps, deps.sms.callbackToken);
}

/**
 * SMSAPI's delivery reports (GET, up to five per call, comma-joined) and replies (POST form), each
 * answered `OK` once applied; a wrong token is 404 as any unknown path. A report without our idx is
 * found by SMSAPI's id of the message.
 */
function smsApiCallbacks(app: FastifyInstance, deps: SmsDeps, secret: string) {
  const tenantOf = (request: FastifyRequest) => {
    const { tenantId, token } = CallbackParams.parse(request.params);
    const expected = Buffer.from(smsApiCallbackToken(secret, tenantId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? tenantId : null;
  };
  app.get(
    SMSAPI_CALLBACK_PATHS.delivery,
    { config: PUBLIC, schema: { hide: true } },
    async (request, reply) => {
      const tenantId = tenantOf(request);
      if (tenantId === null) return reply.code(404).send();
      for (const report of parseDeliveryReports(request.query as Record<string, string>)) {
        const idx = report.idx ?? (await idxOfProvider(deps, tenantId, report.providerId));
        if (idx)
          await recordDelivery(deps.db, {
            tenantId,
            idx,
            delivery: report.delivery,
            at: report.at ?? deps.clock.now(),
          });
      }
      return reply.type('text/plain').send('OK');
    },
  );
  void app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    form.post(
      SMSAPI_CALLBACK_PATHS.reply,
      { config: PUBLIC, schema: { hide: true } },
      async (request, reply) => {
        const tenantId = tenantOf(request);
        if (tenantId === null) return reply.code(404).send();
        const incoming = parseIncomingSms((request.body ?? {}) as Record<string, string>);
        if (!incoming) return reply.code(400).type('text/plain').send('ERROR');
        await receiveReply(deps, { tenantId, ...incoming, receivedAt: incoming.at ?? deps.clock.now() });
        return reply.type('text/plain').send('OK');
      },
    );
  });
}

async function idxOfProvider(deps: SmsDeps, tenantId: number, providerId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: smsMessages.id, tenantId: smsMessages.tenantId })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.tenantId, tenantId),
        eq(smsMessages.providerId, providerId),
        eq(smsMessages.direction, 'out'),
      ),
    );
  return row ? messageIdx(row) : null;
}
