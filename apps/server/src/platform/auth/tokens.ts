import { jwtVerify, SignJWT } from 'jose';
import type { Keys } from '../security/keys.ts';

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

/** The claims of a valid, unexpired token of that purpose, else null. */
export async function readToken(
  keys: Keys,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.pur !== purpose || typeof payload.tid !== 'number' || !payload.sub) return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return null;
    return { userId, tenantId: payload.tid, sessionId: payload.jti, rememberClient: payload.rem === true };
  } catch {
    return null;
  }
}
