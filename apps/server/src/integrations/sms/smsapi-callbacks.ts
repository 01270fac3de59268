import { smsApiDelivery } from './smsapi-client.ts';
import type { SmsDelivery } from './port.ts';

/** SMSAPI's numeric delivery-report statuses (integrations.md §2.2) by their names. */
const STATUS_NAMES: Record<string, string> = {
  '401': 'NOT_FOUND',
  '402': 'EXPIRED',
  '403': 'SENT',
  '404': 'DELIVERED',
  '405': 'UNDELIVERED',
  '406': 'FAILED',
  '407': 'REJECTED',
  '408': 'UNKNOWN',
  '409': 'QUEUE',
  '410': 'ACCEPTED',
  '411': 'RENEWAL',
  '412': 'STOP',
};

export interface DeliveryReport {
  /** SMSAPI's id of the message. */
  readonly providerId: string;
  readonly delivery: SmsDelivery;
  readonly at: Date | null;
  /** Our id, when SMSAPI sends it back. */
  readonly idx: string | null;
}

/**
 * A delivery-report callback: a GET whose every parameter is a comma-separated list, one entry per
 * message, in the same order (one call may carry several reports). Entries without an id are skipped.
 */
export function parseDeliveryReports(query: Readonly<Record<string, string | undefined>>): DeliveryReport[] {
  const list = (name: string) => (query[name] ?? '').split(',');
  const ids = list('MsgId');
  const statuses = list('status');
  const names = list('status_name');
  const done = list('donedate');
  const idx = list('idx');
  return ids.flatMap((id, i) => {
    if (id.trim() === '') return [];
    const name = names[i]?.trim() || STATUS_NAMES[statuses[i]?.trim() ?? ''] || 'UNKNOWN';
    const seconds = Number(done[i]);
    return [
      {
        providerId: id.trim(),
        delivery: smsApiDelivery(name),
        at: done[i] && Number.isFinite(seconds) ? new Date(seconds * 1000) : null,
        idx: idx[i]?.trim() || null,
      },
    ];
  });
}

export interface IncomingSms {
  readonly providerId: string;
  /** The patient's number as SMSAPI gives it (country code and digits). */
  readonly from: string;
  readonly text: string;
  readonly at: Date | null;
}

/** A reply callback (`sms_mo`): a form POST with `MsgId`, `sms_from`, `sms_text` and maybe `sms_date`. */
export function parseIncomingSms(form: Readonly<Record<string, string | undefined>>): IncomingSms | null {
  const { MsgId: id, sms_from: from, sms_text: text, sms_date: date } = form;
  if (!id || !from || text === undefined) return null;
  const seconds = Number(date);
  return {
    providerId: id,
    from,
    text,
    at: date && Number.isFinite(seconds) ? new Date(seconds * 1000) : null,
  };
}
