import type { FeatureName, PermissionName } from '@wizytownik/domain';

/**
 * What a route requires. Every route must declare one (a test enumerates the routes):
 * 'public' (no login), 'authenticated' (any logged-in user), a permission name, or a list of
 * permissions of which any one suffices.
 */
export type Access = 'public' | 'authenticated' | PermissionName | readonly PermissionName[];

/** Whether a signed-in user with these permissions passes the access (not 'public'). */
export function isGranted(access: Exclude<Access, 'public'>, permissions: ReadonlySet<string>): boolean {
  if (access === 'authenticated') return true;
  if (typeof access === 'string') return permissions.has(access);
  return access.some((p) => permissions.has(p));
}

export interface RouteAccess {
  readonly access: Access;
  readonly feature?: FeatureName;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    routeAccess?: RouteAccess;
  }
}
