import type { FeatureName, PermissionName } from '@wizytownik/domain';

/**
 * What a route requires. Every route must declare one (a test enumerates the routes):
 * 'public' (no login), 'authenticated' (any logged-in user) or a permission name.
 */
export type Access = 'public' | 'authenticated' | PermissionName;

export interface RouteAccess {
  readonly access: Access;
  readonly feature?: FeatureName;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    routeAccess?: RouteAccess;
  }
}
