import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEATURES } from '@wizytownik/domain';
import { appError } from '../errors.ts';
import { isGranted } from '../http/access.ts';
import { bearerToken, type AuthPort } from './request-context.ts';

/**
 * Enforces each route's declared access as a request arrives, before its body is read or its input
 * validated: a caller who may not use a route learns nothing about what it expects (401/403, never
 * 400 with field messages). A route with no declaration is refused outright, so a forgotten
 * declaration fails closed.
 */
export function installGuard(app: FastifyInstance, port: AuthPort): void {
  app.decorateRequest('auth', null);
  const admit = async (request: FastifyRequest) => {
    const declared = request.routeOptions.config.routeAccess;
    if (!declared) {
      if (request.is404) return;
      throw appError('auth.routeUndeclared');
    }
    if (declared.access === 'public') return;
    const token = bearerToken(request);
    const auth = token ? await port.resolve(token) : null;
    if (!auth) throw appError('auth.unauthenticated');
    request.auth = auth;
    if (!isGranted(declared.access, auth.permissions)) {
      throw appError('auth.forbidden');
    }
    if (declared.feature && !(await port.isFeatureEnabled(auth.tenantId, declared.feature))) {
      throw appError('auth.featureDisabled', { params: { feature: FEATURES[declared.feature] } });
    }
  };
  app.addHook('onRequest', admit);
  app.decorate('readmit', (request: FastifyRequest) =>
    admit(request).then(
      () => true,
      () => false,
    ),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checks a request's access again, as the guard did before its handler: a long-lived reply (an
     * event stream) outlives the session or a permission it was opened with.
     */
    readmit(request: FastifyRequest): Promise<boolean>;
  }
}
