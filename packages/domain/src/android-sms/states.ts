/**
 * The states of a message sent through the clinic's Android phone, as capcom6's "SMS Gateway for
 * Android" reports them (design/integrations.md §2.3): Pending → Processed (taken by the phone) → Sent
 * → Delivered | Failed.
 */
export const ANDROID_MESSAGE_STATES = ['Pending', 'Processed', 'Sent', 'Delivered', 'Failed'] as const;
export type AndroidMessageState = (typeof ANDROID_MESSAGE_STATES)[number];

const RANK: Record<AndroidMessageState, number> = {
  Pending: 0,
  Processed: 1,
  Sent: 2,
  Delivered: 3,
  Failed: 3,
};

/**
 * A state report applies only forwards: a late or repeated report changes nothing. Delivered and Failed
 * are final; Failed may follow anything else (a message can fail after it was sent).
 */
export function canMoveAndroidState(from: AndroidMessageState, to: AndroidMessageState): boolean {
  if (from === 'Failed' || from === 'Delivered') return false;
  return to === 'Failed' || RANK[to] > RANK[from];
}

/**
 * What the SMS module hears of a state: Sent, Delivered and Failed; Pending and Processed are the
 * 'queued' the gateway answered when the message was handed over, so they report nothing.
 */
export function androidStateDelivery(state: AndroidMessageState): 'sent' | 'delivered' | 'failed' | null {
  return state === 'Sent'
    ? 'sent'
    : state === 'Delivered'
      ? 'delivered'
      : state === 'Failed'
        ? 'failed'
        : null;
}

/** A phone silent for longer than this is shown as 'brak kontaktu > 15 min'. */
export const ANDROID_CONTACT_STALE_MS = 15 * 60_000;

/** Whether a phone called the server recently enough to count as active. */
export function isAndroidDeviceInContact(lastContactAt: Date | string | null, now: Date): boolean {
  if (lastContactAt === null) return false;
  return now.getTime() - new Date(lastContactAt).getTime() <= ANDROID_CONTACT_STALE_MS;
}
