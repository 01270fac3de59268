import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANDROID_MOBILE_API_BASE, androidSmsEndpoints as e } from '@wizytownik/contracts';
import { ANDROID_MESSAGE_STATES } from '@wizytownik/domain';
import { z } from 'zod';
import { bearerToken, requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import { AndroidSmsErrors } from './android-sms.errors.ts';
import {
  applyReport,
  authenticateDevice,
  getQrCode,
  leaseMessages,
  listDevices,
  newQrCode,
  registerDevice,
  registerDeviceFromPage,
  unpairDevice,
  updateDevice,
  webhookKey,
  type AndroidSmsDeps,
} from './android-sms.service.ts';
import { receiveWebhook, WEBHOOK_EVENTS, WEBHOOK_PATH, webhookUrl } from './android-sms.webhooks.ts';

const ADMIN = { access: 'Wizytownik_AndroidWysylkaSMSKOnfiguracja', feature: 'AndroidSMS' } as const;
/** The phone's calls carry its own tokens, checked by the handlers (no session, no permission). */
const DEVICE = { routeAccess: { access: 'public' as const } };

const origin = (r: FastifyRequest) => `${r.protocol}://${r.host}`;
const serverUrl = (r: FastifyRequest) => `${origin(r)}${ANDROID_MOBILE_API_BASE}`;

const RegisterBody = z
  .object({ name: z.string().max(200).optional(), pushToken: z.string().max(4096).nullable().optional() })
  .nullable()
  .optional();
const PatchDeviceBody = z.object({ pushToken: z.string().max(4096).nullable().optional() }).passthrough();
const State = z.enum(ANDROID_MESSAGE_STATES);
const Reports = z
  .array(
    z.object({
      id: z.string().min(1).max(64),
      state: State,
      recipients: z
        .array(
          z.object({ phoneNumber: z.string().max(32), state: State, error: z.string().max(500).nullish() }),
        )
        .max(100)
        .optional(),
      states: z.record(z.string(), z.string().max(64)).optional(),
    }),
  )
  .max(500);
const DeviceParam = z.object({ deviceId: z.coerce.number().int().min(1).max(2_147_483_647) });

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw AndroidSmsErrors.badReport();
  return parsed.data;
}

const timeOf = (text: string | undefined) => {
  const d = text ? new Date(text) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

/**
 * The Android phone as the clinic's SMS gateway (feature AndroidSMS; design/integrations.md §2.3): the
 * configuration calls of `/admin/sendsmsconfiguration`, the device API under /api/mobile/v1 (the subset
 * of capcom6's mobile API its app needs against a private server) and the phone's signed webhook.
 */
export function androidSmsRoutes(app: FastifyInstance, deps: AndroidSmsDeps): void {
  route(app, e.qrCode, ADMIN, (_input, r) => getQrCode(deps, requireAuth(r), serverUrl(r)));
  route(app, e.newQrCode, ADMIN, (_input, r) => newQrCode(deps, requireAuth(r), serverUrl(r)));
  route(app, e.register, ADMIN, (input, r) =>
    registerDeviceFromPage(deps, requireAuth(r), input.name, serverUrl(r)),
  );
  route(app, e.devices, ADMIN, async (_input, r) => ({ items: await listDevices(deps, requireAuth(r)) }));
  route(app, e.unpair, ADMIN, (input, r) => unpairDevice(deps, requireAuth(r), input.id));

  const base = ANDROID_MOBILE_API_BASE;
  const opts = { config: DEVICE, schema: { hide: true } };
  const device = (r: FastifyRequest) => authenticateDevice(deps, bearerToken(r));

  app.post(`${base}/device`, opts, async (request, reply: FastifyReply) => {
    const body = parse(RegisterBody, request.body) ?? {};
    const created = await registerDevice(deps, bearerToken(request), {
      name: body.name,
      pushToken: body.pushToken ?? undefined,
    });
    // `login`/`password` are capcom6's account credentials for its third-party API, which this server
    // does not offer: the login is the device's id and there is no password.
    return reply
      .code(201)
      .send({ id: String(created.id), token: created.token, login: String(created.id), password: '' });
  });
  app.get(`${base}/device`, opts, async (request) => {
    const d = await device(request);
    return { id: String(d.id), name: d.name };
  });
  app.patch(`${base}/device`, opts, async (request, reply) => {
    const d = await device(request);
    const body = parse(PatchDeviceBody, request.body);
    if (body.pushToken !== undefined) await updateDevice(deps, d, body.pushToken);
    return reply.code(204).send();
  });
  app.get(`${base}/message`, opts, async (request) => leaseMessages(deps, await device(request)));
  app.patch(`${base}/message`, opts, async (request, reply) => {
    const d = await device(request);
    for (const report of parse(Reports, request.body)) {
      const recipient = report.recipients?.[0];
      const state = recipient?.state ?? report.state;
      await applyReport(deps, d.tenantId, {
        messageId: report.id,
        state,
        error: recipient?.error ?? undefined,
        at: timeOf(report.states?.[state]),
      });
    }
    return reply.code(204).send();
  });
  app.get(`${base}/webhooks`, opts, async (request) => {
    const d = await device(request);
    const url = webhookUrl(origin(request), d.id);
    return WEBHOOK_EVENTS.map((event) => ({ id: `wizytownik-${event.replace(':', '-')}`, url, event }));
  });
  // The signing key reaches the app as capcom6's server hands out device settings.
  app.get(`${base}/settings`, opts, async (request) => {
    const d = await device(request);
    return { webhooks: { signing_key: await webhookKey(deps, d.tenantId) } };
  });

  // The signature covers the raw bytes: this context keeps JSON bodies unparsed.
  void app.register(async (raw) => {
    raw.removeContentTypeParser(['application/json']);
    raw.addContentTypeParser(
      ['application/json'],
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    raw.post(WEBHOOK_PATH, opts, async (request, reply) => {
      const params = DeviceParam.safeParse(request.params);
      if (!params.success) throw AndroidSmsErrors.badToken();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receiveWebhook(deps, params.data.deviceId, body, request.headers);
      return reply.code(204).send();
    });
  });
}
