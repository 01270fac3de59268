import { jwtVerify, SignJWT } from 'jose';
import type { Keys } from '../security/keys.ts';
import { BoundedMap } from './bounded-map.ts';

export type TokenPurpose = 'access' | 'twoFactorLogin' | 'twoFactorSetup';

export interface TokenClaims {
  readonly userId: number;
  readonly tenantId: number;
  /** The session row id for access tokens. */
  readonly sessionId?: string;
  /** Carried from the password step to the code step of a login. */
  readonly rememberClient?: boolean;
}

/** Both instants come from the server's clock (tests pin it), never from the system time. */
export interface TokenValidity {
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

export async function signToken(
  keys: Keys,
  purpose: TokenPurpose,
  claims: TokenClaims,
  { issuedAt, expiresAt }: TokenValidity,
): Promise<string> {
  const jwt = new SignJWT({ tid: claims.tenantId, pur: purpose, rem: claims.rememberClient === true })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  if (claims.sessionId) jwt.setJti(claims.sessionId);
  return jwt.sign(keys.jwt);
}

interface Verified {
  readonly claims: TokenClaims;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

async function verify(keys: Keys, purpose: TokenPurpose, token: string, now: Date): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.pur !== purpose || typeof payload.tid !== 'number' || !payload.sub) return null;
    if (typeof payload.exp !== 'number') return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return null;
    return {
      claims: { userId, tenantId: payload.tid, sessionId: payload.jti, rememberClient: payload.rem === true },
      expiresAt: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired token of that purpose, else null. */
export async function readToken(
  keys: Keys,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  return (await verify(keys, purpose, token, now))?.claims ?? null;
}

/**
 * `readToken` for the tokens every request carries: a token's signature is checked once and its
 * claims kept (bounded) until it expires, since the same text always verifies the same way. What
 * may change meanwhile — the session, the user — the caller still reads from the database.
 */
export function cachedTokenReader(
  keys: Keys,
  purpose: TokenPurpose,
  capacity = 10_000,
): (token: string, now: Date) => Promise<TokenClaims | null> {
  const verified = new BoundedMap<string, Verified>(capacity);
  return async (token, now) => {
    const known = verified.get(token);
    if (known && now.getTime() < known.expiresAt) return known.claims;
    verified.delete(token);
    const fresh = await verify(keys, purpose, token, now);
    if (fresh) verified.set(token, fresh);
    return fresh?.claims ?? null;
  };
}
