import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AuthenticateInput, AuthenticateOutput } from '@wizytownik/contracts';
import { isLockedOut } from '@wizytownik/domain';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { readToken, signToken, type TokenValidity } from '../../platform/auth/tokens.ts';
import { decryptSecret } from '../../platform/security/keys.ts';
import { verifyDecoy, verifyPassword } from '../../platform/security/passwords.ts';
import { findTenant } from '../tenants/tenants.service.ts';
import { findUserByLogin, getUser, type User } from '../users/users.service.ts';
import { clearFailedLogins, recordFailedLogin } from '../users/user-login-state.ts';
import { AuthErrors } from './auth.errors.ts';
import { sessions } from './auth.tables.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REMEMBERED_TOKEN_TTL_SECONDS,
  TWO_FACTOR_TOKEN_TTL_SECONDS,
  type AuthDeps,
} from './auth.deps.ts';
import { acceptTotpCode } from './totp-acceptance.ts';

/** Step one of a login: the password. A user with 2FA gets a short-lived token for step two. */
export async function authenticate(
  deps: AuthDeps,
  tenantId: number,
  input: AuthenticateInput,
): Promise<AuthenticateOutput> {
  const tenant = await findTenant(deps.db, tenantId);
  if (!tenant?.isActive) throw AuthErrors.tenantNotFound();
  const user = await findUserByLogin(deps.db, tenantId, input.userNameOrEmailAddress);
  if (!user) {
    await verifyDecoy(input.password);
    throw AuthErrors.invalidCredentials();
  }
  await assertNotLockedOut(deps, user);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(deps, user);
    throw AuthErrors.invalidCredentials();
  }
  if (!user.isActive) throw AuthErrors.userInactive();
  const remember = input.rememberClient ?? false;
  if (user.twoFactorEnabled && user.twoFactorSecret) {
    const twoFactorToken = await signToken(
      deps.keys,
      'twoFactorLogin',
      { userId: user.id, tenantId, rememberClient: remember },
      validityFromNow(deps, TWO_FACTOR_TOKEN_TTL_SECONDS),
    );
    return {
      accessToken: null,
      expireInSeconds: 0,
      userId: user.id,
      requiresTwoFactorVerification: true,
      twoFactorToken,
      tenantId,
    };
  }
  return startSession(deps, user, remember);
}

/** Step two: the TOTP code for the token step one gave. Wrong or reused codes count toward the lockout. */
export async function verifyTwoFactorLogin(
  deps: AuthDeps,
  input: { code: string; twoFactorToken: string; tenantId: number },
): Promise<AuthenticateOutput> {
  const claims = await readToken(deps.keys, 'twoFactorLogin', input.twoFactorToken, deps.clock.now());
  if (!claims || claims.tenantId !== input.tenantId) throw AuthErrors.twoFactorTokenExpired();
  const user = await getUser(deps.db, claims.tenantId, claims.userId);
  await assertNotLockedOut(deps, user);
  const refusal = user.twoFactorSecret
    ? await acceptTotpCode(deps, user, decryptSecret(deps.keys, user.twoFactorSecret), input.code)
    : AuthErrors.invalidCode();
  if (refusal) {
    await recordFailure(deps, user);
    throw refusal;
  }
  if (!user.isActive) throw AuthErrors.userInactive();
  return startSession(deps, user, claims.rememberClient === true);
}

export async function logOut(deps: AuthDeps, ctx: AuthContext): Promise<null> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, ctx.sessionId), eq(sessions.tenantId, ctx.tenantId)));
  return null;
}

async function startSession(deps: AuthDeps, user: User, remember: boolean): Promise<AuthenticateOutput> {
  const ttl = remember ? REMEMBERED_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
  const validity = validityFromNow(deps, ttl);
  const { expiresAt } = validity;
  const sessionId = randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx.insert(sessions).values({ id: sessionId, tenantId: user.tenantId, userId: user.id, expiresAt });
    await clearFailedLogins(tx, user.id);
  });
  const accessToken = await signToken(
    deps.keys,
    'access',
    { userId: user.id, tenantId: user.tenantId, sessionId },
    validity,
  );
  return {
    accessToken,
    expireInSeconds: ttl,
    userId: user.id,
    requiresTwoFactorVerification: false,
    twoFactorToken: null,
    tenantId: user.tenantId,
  };
}

async function assertNotLockedOut(deps: AuthDeps, user: User): Promise<void> {
  if (isLockedOut({ failedCount: user.failedLoginCount, lockedUntil: user.lockedUntil }, deps.clock.now())) {
    throw AuthErrors.lockedOut();
  }
}

/** Counts a failure (atomically, see recordFailedLogin); the attempt that reaches the limit is told so. */
async function recordFailure(deps: AuthDeps, user: User): Promise<void> {
  if (await recordFailedLogin(deps.db, user.id, deps.clock.now())) throw AuthErrors.lockedOut();
}

function validityFromNow(deps: AuthDeps, seconds: number): TokenValidity {
  const issuedAt = deps.clock.now();
  return { issuedAt, expiresAt: new Date(issuedAt.getTime() + seconds * 1000) };
}
