import { z } from 'zod';
import { PAYU_ORDER_STATUSES, PAYU_REFUND_STATUSES } from '@wizytownik/contracts';
import { SIGNATURE_HEADERS, verifyNotification } from '../../integrations/payu/signature.ts';
import { decryptSecret } from '../../platform/security/keys.ts';
import { loadSettingsRow } from '../company-settings/company-settings.service.ts';
import { isFeatureEnabled } from '../tenants/tenants.service.ts';
import { PayUErrors } from './payu.errors.ts';
import {
  applyOrderNotification,
  applyRefundNotification,
  type NotificationOutcome,
  type PayUDeps,
} from './payu.service.ts';
import { payuNotifications } from './payu.tables.ts';

/** The parts of PayU's notifications the app acts on (integrations.md §1.7); the rest is not read. */
const OrderNote = z.object({
  order: z.object({
    orderId: z.string().min(1),
    extOrderId: z.string().optional(),
    status: z.enum(PAYU_ORDER_STATUSES),
  }),
  localReceiptDateTime: z.string().optional(),
});
const RefundNote = z.object({
  orderId: z.string().optional(),
  refund: z.object({
    refundId: z.string().min(1),
    extRefundId: z.string().optional(),
    status: z.enum(PAYU_REFUND_STATUSES),
  }),
});

type LoggedOutcome = NotificationOutcome | 'badSignature' | 'malformed' | 'featureOff';

export type NotifyDeps = Pick<PayUDeps, 'db' | 'clock' | 'keys'>;

function algorithmOf(header: string | undefined): string | null {
  const found = /(?:^|;)\s*algorithm=([^;]+)/i.exec(header ?? '');
  return found ? found[1]!.trim().slice(0, 20) : null;
}

const receiptTime = (text: string | undefined): Date | undefined => {
  const at = text ? new Date(text) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
};

/**
 * A notification PayU posts to /api/payu/notify/<tenant> (integrations.md §1.7), handled as PayU
 * expects: `OpenPayu-Signature` checked over the exact bytes received with the clinic's second key
 * (payUMD5Key) before anything is parsed, then the order's or refund's status applied idempotently
 * and never backwards. A bad signature (or a clinic without PayU) changes nothing and answers an
 * error; every notification is logged without its body (no personal data). Answers normally (HTTP
 * 200) once processed, also for an order the clinic does not know, so PayU stops resending it.
 */
export async function receiveNotification(
  deps: NotifyDeps,
  tenantId: number,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<LoggedOutcome> {
  const header = SIGNATURE_HEADERS.map((h) => headers[h]).find((v): v is string => typeof v === 'string');
  const log = (entry: {
    outcome: LoggedOutcome;
    kind?: string;
    orderId?: string;
    refundId?: string;
    status?: string;
  }) =>
    deps.db.insert(payuNotifications).values({
      tenantId,
      receivedAt: deps.clock.now(),
      kind: entry.kind ?? 'unknown',
      orderId: entry.orderId?.slice(0, 64) ?? null,
      refundId: entry.refundId?.slice(0, 64) ?? null,
      status: entry.status ?? null,
      algorithm: algorithmOf(header),
      outcome: entry.outcome,
    });

  if (!(await isFeatureEnabled(deps.db, tenantId, 'PayU'))) {
    throw PayUErrors.featureOff();
  }
  const settings = await loadSettingsRow(deps.db, tenantId);
  const secondKey = settings.payuMd5Key ? decryptSecret(deps.keys, settings.payuMd5Key) : '';
  if (!verifyNotification(rawBody, header, secondKey)) {
    await log({ outcome: 'badSignature' });
    throw PayUErrors.badSignature();
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    body = null;
  }
  const order = OrderNote.safeParse(body);
  if (order.success) {
    const { orderId, extOrderId, status } = order.data.order;
    const outcome = await applyOrderNotification(deps, tenantId, {
      orderId,
      extOrderId,
      status,
      receivedAt: receiptTime(order.data.localReceiptDateTime),
    });
    await log({ outcome, kind: 'order', orderId, status });
    return outcome;
  }
  const refund = RefundNote.safeParse(body);
  if (refund.success) {
    const { refundId, extRefundId, status } = refund.data.refund;
    const outcome = await applyRefundNotification(deps, tenantId, { refundId, extRefundId, status });
    await log({ outcome, kind: 'refund', orderId: refund.data.orderId, refundId, status });
    return outcome;
  }
  await log({ outcome: 'malformed' });
  return 'ignored';
}
