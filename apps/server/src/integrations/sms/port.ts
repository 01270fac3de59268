/**
 * An SMS gateway as the app uses it (design/integrations.md §2): one message to one patient, sent
 * under our own message id so that sending it again after a lost answer cannot send it twice.
 * Delivery reports and patients' replies come back by callbacks (smsapi-callbacks.ts).
 */
export interface SmsGatewayPort {
  send(message: OutgoingSms): Promise<SentSms>;
}

export interface OutgoingSms {
  /** The clinic that sends it (the Android transport sends through the clinic's own phone). */
  readonly tenantId: number;
  /** The patient's number as the gateway takes it: country code and digits ('48600111222'). */
  readonly to: string;
  readonly text: string;
  /** Our id of the message: the gateway refuses a second message with it. */
  readonly idx: string;
  /** Where the gateway reports the delivery; the account's default when absent. */
  readonly notifyUrl?: string;
}

/** What became of a message as far as the gateway knows. */
export type SmsDelivery = 'queued' | 'sent' | 'delivered' | 'failed';

export interface SentSms {
  /** The gateway's id of the message (null when it had been sent before: the gateway refused the repeat). */
  readonly providerId: string | null;
  readonly parts: number;
  readonly delivery: SmsDelivery;
  /** The message had already reached the gateway under this idx: nothing more was sent. */
  readonly duplicate: boolean;
}

/**
 * `transient`: the gateway could not be reached or was down (try again later); otherwise the message
 * was refused for good (a bad number, bad credentials, no points left), and trying again sends nothing.
 */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

/**
 * What a gateway passes back to the SMS module: a message's delivery (by our idx) and a patient's
 * message to the clinic. Both are idempotent: a report or a reply seen before changes nothing.
 */
export interface SmsInbound {
  delivery(report: SmsDeliveryReport): Promise<void>;
  reply(message: IncomingSms): Promise<void>;
}

export interface SmsDeliveryReport {
  readonly tenantId: number;
  /** Our id of the message (OutgoingSms.idx). */
  readonly idx: string;
  readonly delivery: SmsDelivery;
  /** The gateway's reason of a failure. */
  readonly error?: string;
  readonly at: Date;
}

export interface IncomingSms {
  readonly tenantId: number;
  /** The gateway's id of the message: a reply passed on twice is stored once. */
  readonly providerId: string;
  /** The patient's number as the gateway gives it ('48600111222', '+48600111222'). */
  readonly from: string;
  readonly text: string;
  readonly receivedAt: Date;
}
