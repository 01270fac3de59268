import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { AndroidSmsErrors } from './android-sms.errors.ts';
import type { AndroidMessageState } from '@wizytownik/domain';
import { applyReport, webhookKey, type AndroidSmsDeps } from './android-sms.service.ts';
import { androidSmsDevices } from './android-sms.tables.ts';
import { sameSecret, webhookSignature } from './android-sms.tokens.ts';

/** The inbound webhook of a phone (not part of capcom6's mobile API: GET /webhooks points the phone here). */
export const WEBHOOK_PATH = '/api/android-sms/webhook/:deviceId';
export const webhookUrl = (origin: string, deviceId: number) =>
  `${origin}/api/android-sms/webhook/${deviceId}`;

/** The events the phone is asked to post, as GET /webhooks answers them. */
export const WEBHOOK_EVENTS = ['sms:received', 'sms:sent', 'sms:delivered', 'sms:failed'] as const;

/** How far the phone's X-Timestamp may be from the server's clock. */
export const TIMESTAMP_TOLERANCE_S = 5 * 60;

const at = z
  .string()
  .max(64)
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()));
const Received = z.object({
  event: z.literal('sms:received'),
  payload: z.object({
    messageId: z.string().min(1).max(200),
    message: z.string().max(65_535),
    phoneNumber: z.string().min(1).max(32),
    simNumber: z.number().int().nullable().optional(),
    receivedAt: at,
  }),
});
const StateEvent = z.object({
  event: z.enum(['sms:sent', 'sms:delivered', 'sms:failed']),
  payload: z.object({
    messageId: z.string().min(1).max(200),
    phoneNumber: z.string().max(32).optional(),
    sentAt: at.optional(),
    deliveredAt: at.optional(),
    failedAt: at.optional(),
    reason: z.string().max(500).optional(),
  }),
});
const Event = z.discriminatedUnion('event', [Received, StateEvent]);

const header = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h) ?? '';

/**
 * A phone's webhook: `X-Signature` must be the hex HMAC-SHA256 of the exact body and `X-Timestamp`
 * with the clinic's signing key, and the timestamp within ±5 minutes, else 401 and nothing changes.
 * `sms:received` is a patient's message for the SMS module; `sms:sent|delivered|failed` move the
 * message as PATCH /message does. Other events (system:ping…) are accepted and ignored.
 */
export async function receiveWebhook(
  deps: AndroidSmsDeps,
  deviceId: number,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  const [device] = await deps.db
    .select({ tenantId: androidSmsDevices.tenantId })
    .from(androidSmsDevices)
    .where(and(eq(androidSmsDevices.id, deviceId), eq(androidSmsDevices.active, true)));
  if (!device) throw AndroidSmsErrors.badToken();
  const timestamp = header(headers['x-timestamp']);
  const signature = header(headers['x-signature']).toLowerCase();
  if (!/^\d{1,12}$/.test(timestamp)) throw AndroidSmsErrors.badSignature();
  const skew = Math.abs(deps.clock.now().getTime() / 1000 - Number(timestamp));
  if (skew > TIMESTAMP_TOLERANCE_S) throw AndroidSmsErrors.badSignature();
  const key = await webhookKey(deps, device.tenantId);
  if (!sameSecret(signature, webhookSignature(key, rawBody, timestamp)))
    throw AndroidSmsErrors.badSignature();
  await deps.db
    .update(androidSmsDevices)
    .set({ lastContactAt: deps.clock.now() })
    .where(eq(androidSmsDevices.id, deviceId));

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw AndroidSmsErrors.badReport();
  }
  const kind = z.object({ event: z.string() }).safeParse(json);
  if (!kind.success) throw AndroidSmsErrors.badReport();
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(kind.data.event)) return;
  const parsed = Event.safeParse(json);
  if (!parsed.success) throw AndroidSmsErrors.badReport();
  const event = parsed.data;
  const tenantId = device.tenantId;
  if (event.event === 'sms:received') {
    const p = event.payload;
    await deps.smsInbound.reply({
      tenantId,
      providerId: p.messageId,
      from: p.phoneNumber,
      text: p.message,
      receivedAt: p.receivedAt,
    });
    return;
  }
  const p = event.payload;
  const state: AndroidMessageState =
    event.event === 'sms:sent' ? 'Sent' : event.event === 'sms:delivered' ? 'Delivered' : 'Failed';
  await applyReport(deps, tenantId, {
    messageId: p.messageId,
    state,
    error: p.reason,
    at: p.sentAt ?? p.deliveredAt ?? p.failedAt,
  });
}
