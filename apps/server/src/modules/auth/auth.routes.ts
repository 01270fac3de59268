import type { FastifyInstance } from 'fastify';
import { sessionEndpoints, TENANT_HEADER, tokenAuthEndpoints } from '@wizytownik/contracts';
import { LIMITED_ATTEMPTS } from '../../platform/auth/attempt-limit.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { SessionCache } from './session-cache.ts';
import { authenticate, logOut, verifyTwoFactorLogin } from './auth.service.ts';
import { currentLoginInformations } from './session.service.ts';
import { resolveLoginTenant } from './login-tenant.ts';
import { disableTwoFactor, enableTwoFactor, verifyTwoFactorCode } from './two-factor.service.ts';

export function authRoutes(app: FastifyInstance, deps: AuthDeps & { sessions: SessionCache }): void {
  const e = tokenAuthEndpoints;
  // Every route that checks a password or a two-factor code counts its attempts per address.
  route(
    app,
    e.authenticate,
    { access: 'public' },
    async (input, request) =>
      authenticate(
        deps,
        await resolveLoginTenant(deps.db, request.headers[TENANT_HEADER.toLowerCase()]),
        input,
      ),
    LIMITED_ATTEMPTS,
  );
  route(
    app,
    e.verifyTwoFactorLogin,
    { access: 'public' },
    (input) => verifyTwoFactorLogin(deps, input),
    LIMITED_ATTEMPTS,
  );
  route(app, e.enableTwoFactor, { access: 'authenticated' }, (_input, request) =>
    enableTwoFactor(deps, requireAuth(request)),
  );
  route(
    app,
    e.verifyTwoFactorCode,
    { access: 'authenticated' },
    (input, request) => verifyTwoFactorCode(deps, requireAuth(request), input),
    LIMITED_ATTEMPTS,
  );
  route(
    app,
    e.disableTwoFactor,
    { access: 'authenticated' },
    (input, request) => disableTwoFactor(deps, requireAuth(request), input),
    LIMITED_ATTEMPTS,
  );
  route(app, e.logOut, { access: 'authenticated' }, (_input, request) => {
    const ctx = requireAuth(request);
    // Dropped once the revocation committed (finally: also when it failed), so no read can bring it back.
    return logOut(deps, ctx).finally(() => deps.sessions.forgetSession(ctx.sessionId));
  });
  route(app, sessionEndpoints.getCurrentLoginInformations, { access: 'authenticated' }, (_input, request) =>
    currentLoginInformations(deps.db, requireAuth(request)),
  );
}
