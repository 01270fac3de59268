import { z } from 'zod';
import {
  SmsGatewayError,
  type OutgoingSms,
  type SentSms,
  type SmsDelivery,
  type SmsGatewayPort,
} from './port.ts';

export interface SmsApiOptions {
  /** https://api.smsapi.pl for Polish accounts. */
  readonly baseUrl: string;
  /** The OAuth token generated in SMSAPI's customer panel. */
  readonly token: string;
  /** The sender: a name registered in the panel, or '2way' (the two-way number patients can answer). */
  readonly from: string;
  readonly timeoutMs?: number;
}

/** SMSAPI's duplicate idx (with check_idx=1): the message was taken before. */
const DUPLICATE_IDX = 53;

const Reply = z.object({
  count: z.number(),
  list: z.array(z.object({ id: z.string(), status: z.string(), parts: z.number().optional() })).min(1),
  parts: z.number().optional(),
});
const ErrorReply = z.object({ error: z.number(), message: z.string() });

/** SMSAPI's per-message status (integrations.md §2.2) as a delivery. */
export function smsApiDelivery(status: string): SmsDelivery {
  switch (status) {
    case 'DELIVERED':
      return 'delivered';
    case 'SENT':
      return 'sent';
    case 'UNDELIVERED':
    case 'EXPIRED':
    case 'FAILED':
    case 'REJECTED':
    case 'NOT_FOUND':
    case 'STOP':
      return 'failed';
    default:
      return 'queued';
  }
}

/**
 * SMSAPI.pl's `POST /sms.do` (integrations.md §2.2): form-encoded, bearer token, JSON replies, with
 * `idx` and `check_idx=1` so a repeat after a lost answer is refused (error 53) rather than sent
 * again, and `details=1` for the parts. Its errors come back as HTTP 200 with `{error, message}`.
 */
export function createSmsApiClient(options: SmsApiOptions): SmsGatewayPort {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async send(message: OutgoingSms): Promise<SentSms> {
      const form = new URLSearchParams({
        to: message.to,
        message: message.text,
        from: options.from,
        encoding: 'utf-8',
        format: 'json',
        details: '1',
        idx: message.idx,
        check_idx: '1',
        ...(message.notifyUrl && { notify_url: message.notifyUrl }),
      });
      let response: Response;
      try {
        response = await fetch(new URL('/sms.do', options.baseUrl), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsGatewayError(`SMSAPI unreachable: ${String(error)}`, true);
      }
      const body: unknown = await response.json().catch(() => null);
      const refused = ErrorReply.safeParse(body);
      if (refused.success) {
        if (refused.data.error === DUPLICATE_IDX)
          return { providerId: null, parts: 0, delivery: 'queued', duplicate: true };
        throw new SmsGatewayError(
          `SMSAPI error ${refused.data.error}: ${refused.data.message}`,
          false,
          refused.data.error,
        );
      }
      if (!response.ok)
        throw new SmsGatewayError(
          `SMSAPI HTTP ${response.status}`,
          response.status >= 500 || response.status === 429,
        );
      const sent = Reply.safeParse(body);
      if (!sent.success) throw new SmsGatewayError('SMSAPI: an answer without the message', true);
      const [first] = sent.data.list;
      return {
        providerId: first!.id,
        parts: first!.parts ?? sent.data.parts ?? 1,
        delivery: smsApiDelivery(first!.status),
        duplicate: false,
      };
    },
  };
}
