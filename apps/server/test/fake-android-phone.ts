import { createHmac } from 'node:crypto';

/**
 * A fake Android phone running capcom6's "SMS Gateway for Android" against a private server: it speaks
 * the device API (/api/mobile/v1) over real HTTP — registers with the clinic's registration token,
 * polls GET /message, "sends" what it gets by a scenario and reports the states by PATCH /message — and
 * posts signed webhooks (sms:received and state events) to the URL GET /webhooks gave it, with the key
 * from GET /settings; on demand with a bad signature or a stale timestamp.
 */

export interface PhoneMessage {
  readonly id: string;
  readonly message: string;
  readonly textMessage: { text: string };
  readonly phoneNumbers: string[];
  readonly withDeliveryReport: boolean;
}

/** What the phone does with a message: sent and delivered, refused by the network, or sent without a delivery report. */
export type SendScenario = 'success' | 'failure' | 'noDeliveryReport';

export interface HttpAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

async function call<T>(
  url: string,
  method: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Registers a phone; the answer as the server gave it, and the phone when it was accepted. */
export async function registerFakePhone(
  serverUrl: string,
  registrationToken: string,
  options: { name?: string; now: () => Date },
): Promise<{ status: number; body: unknown; phone: FakeAndroidPhone | null }> {
  const answer = await call<{ id: string; token: string }>(`${serverUrl}/device`, 'POST', registrationToken, {
    name: options.name ?? 'Fake phone',
    pushToken: null,
  });
  const phone =
    answer.status === 201
      ? new FakeAndroidPhone(serverUrl, answer.body.id, answer.body.token, options.now)
      : null;
  return { status: answer.status, body: answer.body, phone };
}

export class FakeAndroidPhone {
  /** What the phone "sent": its SIM's outbox. */
  readonly outbox: PhoneMessage[] = [];

  constructor(
    readonly serverUrl: string,
    readonly id: string,
    readonly token: string,
    private readonly now: () => Date,
  ) {}

  device() {
    return call<{ id: string; name: string }>(`${this.serverUrl}/device`, 'GET', this.token);
  }

  updatePushToken(pushToken: string | null) {
    return call(`${this.serverUrl}/device`, 'PATCH', this.token, { id: this.id, pushToken });
  }

  /** GET /message: the messages the server leases to this phone. */
  poll() {
    return call<PhoneMessage[]>(`${this.serverUrl}/message`, 'GET', this.token);
  }

  /** PATCH /message with one state of one message (its recipient in the same state). */
  report(message: PhoneMessage, state: string, error?: string) {
    const at = this.now().toISOString();
    return call(`${this.serverUrl}/message`, 'PATCH', this.token, [
      {
        id: message.id,
        state,
        recipients: message.phoneNumbers.map((phoneNumber) => ({
          phoneNumber,
          state,
          ...(error ? { error } : {}),
        })),
        states: { [state]: at },
      },
    ]);
  }

  /** Polls and "sends" everything it gets by the scenario, reporting Processed, Sent and the outcome. */
  async work(scenario: SendScenario = 'success'): Promise<PhoneMessage[]> {
    const { status, body } = await this.poll();
    if (status !== 200) throw new Error(`poll failed: ${status}`);
    for (const message of body) {
      await this.report(message, 'Processed');
      if (scenario === 'failure') {
        await this.report(message, 'Failed', 'RESULT_ERROR_GENERIC_FAILURE');
        continue;
      }
      this.outbox.push(message);
      await this.report(message, 'Sent');
      if (scenario === 'success') await this.report(message, 'Delivered');
    }
    return body;
  }

  webhooks() {
    return call<{ id: string; url: string; event: string }[]>(
      `${this.serverUrl}/webhooks`,
      'GET',
      this.token,
    );
  }

  settings() {
    return call<{ webhooks: { signing_key: string } }>(`${this.serverUrl}/settings`, 'GET', this.token);
  }

  /**
   * Posts a webhook event as the app does: to the URL registered for it, signed with the key of
   * GET /settings (see {@link postSignedEvent}).
   */
  async postEvent(event: string, payload: object, tamper?: Tamper) {
    const hooks = await this.webhooks();
    const hook = hooks.body.find((h) => h.event === event);
    if (!hook) throw new Error(`no webhook for ${event}`);
    const key = (await this.settings()).body.webhooks.signing_key;
    return postSignedEvent(hook.url, key, this.now(), { event, deviceId: this.id, payload }, tamper);
  }

  /** A patient's SMS arrives on the phone: the app posts `sms:received`. */
  receiveSms(from: string, text: string, options: { messageId?: string; tamper?: Tamper } = {}) {
    return this.postEvent(
      'sms:received',
      {
        messageId: options.messageId ?? `in-${from}-${text.length}-${this.now().getTime()}`,
        message: text,
        phoneNumber: from,
        simNumber: 1,
        receivedAt: this.now().toISOString(),
      },
      options.tamper,
    );
  }
}

export type Tamper = 'badSignature' | 'staleTimestamp';

/**
 * Posts a webhook event as the app does (`X-Signature` = hex HMAC-SHA256 of body + `X-Timestamp`
 * with `key`); `tamper` spoils the signature or ages the timestamp by 10 minutes.
 */
export function postSignedEvent(url: string, key: string, now: Date, event: object, tamper?: Tamper) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(now.getTime() / 1000) - (tamper === 'staleTimestamp' ? 600 : 0));
  const signature = createHmac('sha256', tamper === 'badSignature' ? `${key}x` : key)
    .update(body + timestamp)
    .digest('hex');
  return call(url, 'POST', null, body, { 'x-signature': signature, 'x-timestamp': timestamp });
}
