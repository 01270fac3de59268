/**
 * An SMS gateway as the app uses it (design/integrations.md §2): one message to one patient, sent
 * under our own message id so that sending it again after a lost answer cannot send it twice.
 * Delivery reports and patients' replies come back by callbacks (smsapi-callbacks.ts).
 */
export interface SmsGatewayPort {
  send(message: OutgoingSms): Promise<SentSms>;
}

export interface OutgoingSms {
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
