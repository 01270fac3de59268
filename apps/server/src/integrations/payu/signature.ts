import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The signature of PayU's notifications (design/integrations.md §1.7): the header `OpenPayu-Signature`
 * (or `X-OpenPayU-Signature`) holds `sender=checkout;signature=<hex>;algorithm=MD5;content=DOCUMENT`,
 * and signature = HASH(raw body + second key) in lower-case hex, HASH after `algorithm`.
 */

export type SignatureAlgorithm = 'MD5' | 'SHA-256';

const HASHES: Record<string, string> = {
  MD5: 'md5',
  SHA: 'sha1',
  SHA1: 'sha1',
  'SHA-1': 'sha1',
  SHA256: 'sha256',
  'SHA-256': 'sha256',
};

export const SIGNATURE_HEADERS = ['openpayu-signature', 'x-openpayu-signature'] as const;

/** The header value a notification of this body carries. */
export function signNotification(
  body: string,
  secondKey: string,
  algorithm: SignatureAlgorithm = 'MD5',
): string {
  const signature = createHash(HASHES[algorithm]!)
    .update(body + secondKey, 'utf8')
    .digest('hex');
  return `sender=checkout;signature=${signature};algorithm=${algorithm};content=DOCUMENT`;
}

function parseHeader(header: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return parts;
}

/**
 * Whether the header signs exactly these bytes with the second key; compared in constant time. An
 * unknown algorithm, a missing or malformed header or an empty key is a mismatch.
 */
export function verifyNotification(
  rawBody: Buffer | string,
  header: string | undefined,
  secondKey: string,
): boolean {
  if (!header || !secondKey) return false;
  const parts = parseHeader(header);
  const given = parts.get('signature')?.toLowerCase() ?? '';
  const hash = HASHES[(parts.get('algorithm') ?? 'MD5').toUpperCase()];
  if (!hash || !/^[0-9a-f]+$/.test(given)) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const expected = createHash(hash)
    .update(Buffer.concat([body, Buffer.from(secondKey, 'utf8')]))
    .digest();
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
