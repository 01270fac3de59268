import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/database.ts';
import { platformSecrets } from './secrets.tables.ts';

export interface Keys {
  /** HS256 key for access and short-lived purpose tokens. */
  readonly jwt: Uint8Array;
  /** AES-256-GCM key for secrets users enter (2FA secrets, provider keys, certificate passwords). */
  readonly encryption: Buffer;
}

const MASTER = 'master';

/**
 * Derives the keys from JWT_SECRET, or from a random master secret generated once and kept in the
 * database, so every instance on one database agrees without configuration.
 */
export async function loadKeys(db: DbOrTx, configured: string | undefined): Promise<Keys> {
  const master = configured ?? (await storedMaster(db));
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', master, 'wizytownik', label, 32));
  return { jwt: new Uint8Array(derive('jwt')), encryption: derive('encryption') };
}

async function storedMaster(db: DbOrTx): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name: MASTER, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets);
  if (!row) throw new Error('master secret missing');
  return row.value;
}

export function encryptSecret(keys: Keys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(keys: Keys, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
