import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Keys } from '../security/keys.ts';
import { cachedTokenReader, signToken } from './tokens.ts';

const keys: Keys = { jwt: new Uint8Array(randomBytes(32)), encryption: randomBytes(32) };
const issuedAt = new Date('2026-03-10T09:00:00Z');
const expiresAt = new Date('2026-03-10T10:00:00Z');
const claims = { userId: 7, tenantId: 3, sessionId: 'b7f1c1a0-0000-4000-8000-000000000001' };
const at = (iso: string) => new Date(iso);

describe('cachedTokenReader', () => {
  it('answers a valid token from its cache until the expiry, then refuses it', async () => {
    const token = await signToken(keys, 'access', claims, { issuedAt, expiresAt });
    const read = cachedTokenReader(keys, 'access');
    expect(await read(token, at('2026-03-10T09:10:00Z'))).toMatchObject(claims);
    expect(await read(token, at('2026-03-10T09:59:59Z'))).toMatchObject(claims);
    expect(await read(token, at('2026-03-10T10:00:00Z'))).toBeNull();
    expect(await read(token, at('2026-03-10T09:30:00Z'))).toMatchObject(claims);
  });

  it('refuses a token of another purpose, another key or with a changed byte', async () => {
    const read = cachedTokenReader(keys, 'access');
    const now = at('2026-03-10T09:10:00Z');
    const login = await signToken(keys, 'twoFactorLogin', claims, { issuedAt, expiresAt });
    expect(await read(login, now)).toBeNull();
    const foreign = { ...keys, jwt: new Uint8Array(randomBytes(32)) };
    expect(await read(await signToken(foreign, 'access', claims, { issuedAt, expiresAt }), now)).toBeNull();
    const token = await signToken(keys, 'access', claims, { issuedAt, expiresAt });
    expect(await read(token, now)).not.toBeNull();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await read(`${token.slice(0, -2)}${last}${token.at(-1)}`, now)).toBeNull();
  });
});
