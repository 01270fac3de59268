import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the secret part of every token and the webhook signing key. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A token `<id>.<secret>`: the id finds the row (the clinic for a registration token, the device for a
 * device token), the SHA-256 of the whole token is what the row keeps. Null when malformed.
 */
export function splitToken(token: string): { id: number; token: string } | null {
  const found = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!found) return null;
  const id = Number(found[1]);
  return id >= 1 && id <= 2_147_483_647 ? { id, token } : null;
}

/** The phone's webhook signature (capcom6 PayloadSigningPlugin): hex HMAC-SHA256 of body + timestamp. */
export function webhookSignature(key: string, rawBody: Buffer, timestamp: string): string {
  return createHmac('sha256', key).update(rawBody).update(timestamp, 'utf8').digest('hex');
}
