import type { AuthContext } from '../../platform/auth/request-context.ts';
import { readToken, signToken } from '../../platform/auth/tokens.ts';
import { decryptSecret, encryptSecret } from '../../platform/security/keys.ts';
import { getUser } from '../users/users.service.ts';
import {
  confirmTwoFactorSecret,
  setPendingTwoFactorSecret,
  turnOffTwoFactor,
} from '../users/user-login-state.ts';
import { AuthErrors } from './auth.errors.ts';
import { TWO_FACTOR_TOKEN_TTL_SECONDS, type AuthDeps } from './auth.deps.ts';
import { newTotpSecret, totpProvisioning } from './totp.ts';
import { acceptTotpCode } from './totp-acceptance.ts';

const ISSUER = 'Wizytownik';
// Scanning the code and typing it takes longer than a login step.
const SETUP_TTL_MS = 6 * TWO_FACTOR_TOKEN_TTL_SECONDS * 1000;

/** Step one of setup: a new secret kept pending (encrypted) until a code from it is verified. */
export async function enableTwoFactor(deps: AuthDeps, ctx: AuthContext) {
  const user = await getUser(deps.db, ctx.tenantId, ctx.userId);
  const secret = newTotpSecret();
  await setPendingTwoFactorSecret(deps.db, user.id, encryptSecret(deps.keys, secret));
  const now = deps.clock.now();
  const twoFactorToken = await signToken(
    deps.keys,
    'twoFactorSetup',
    { userId: user.id, tenantId: ctx.tenantId },
    { issuedAt: now, expiresAt: new Date(now.getTime() + SETUP_TTL_MS) },
  );
  return {
    secret,
    ...(await totpProvisioning(secret, user.emailAddress || user.userName, ISSUER)),
    twoFactorToken,
  };
}

/** Step two: a correct code switches 2FA on and clears the forced-setup flag. */
export async function verifyTwoFactorCode(
  deps: AuthDeps,
  ctx: AuthContext,
  input: { code: string; twoFactorToken: string },
) {
  const claims = await readToken(deps.keys, 'twoFactorSetup', input.twoFactorToken, deps.clock.now());
  if (!claims || claims.userId !== ctx.userId || claims.tenantId !== ctx.tenantId) {
    throw AuthErrors.twoFactorTokenExpired();
  }
  const user = await getUser(deps.db, ctx.tenantId, ctx.userId);
  const pendingSecret = user.twoFactorPendingSecret;
  if (!pendingSecret) throw AuthErrors.twoFactorNotPending();
  const refusal = await acceptTotpCode(deps, user, decryptSecret(deps.keys, pendingSecret), input.code);
  if (refusal) throw refusal;
  await confirmTwoFactorSecret(deps.db, ctx.tenantId, user.id, pendingSecret);
  return { twoFactorEnabled: true };
}

/** Turning 2FA off needs a current code, and is refused while the administrator requires it. */
export async function disableTwoFactor(deps: AuthDeps, ctx: AuthContext, input: { code: string }) {
  const user = await getUser(deps.db, ctx.tenantId, ctx.userId);
  if (!user.twoFactorEnabled || !user.twoFactorSecret) throw AuthErrors.twoFactorNotEnabled();
  if (user.forceSet2FAAtLogin) throw AuthErrors.twoFactorRequired();
  const refusal = await acceptTotpCode(
    deps,
    user,
    decryptSecret(deps.keys, user.twoFactorSecret),
    input.code,
  );
  if (refusal) throw refusal;
  await turnOffTwoFactor(deps.db, ctx.tenantId, user.id);
  return { twoFactorEnabled: false };
}
