import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { heldPermissionsCache } from '../../platform/auth/held-permissions.ts';
import { cachedTokenReader } from '../../platform/auth/tokens.ts';
import { asPermissions, grantedPermissionNames } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sessions } from './auth.tables.ts';

/**
 * The guard's check of a bearer token (its signature verified once, see cachedTokenReader), one
 * prepared query a request: the session must exist, be neither revoked nor expired, and its user
 * active — read every time, so logout, revocation and deactivation apply at the next request. The
 * user's permissions are held between requests with the user's access version (raised by triggers
 * in the transaction that changes the user's roles or their permissions, migration 0011) and read
 * again, by a second query, only when the version moved: a change applies at the next request on
 * this process and on every other one sharing the database.
 */
export function createSessionCheck(deps: AuthDeps): (token: string) => Promise<AuthContext | null> {
  const readToken = cachedTokenReader(deps.keys, 'access');
  const held = heldPermissionsCache();
  const p = (name: string) => sql.placeholder(name);
  const session = deps.db
    .select({ userId: sessions.userId, tenantId: sessions.tenantId, version: users.accessVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, p('sessionId')),
        eq(sessions.userId, p('userId')),
        eq(sessions.tenantId, p('tenantId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, p('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('session_check');
  // Apart, not a branch of the session query: on the embedded database planning that subquery on
  // every request cost more than the whole session check. Version and names come from one snapshot.
  const granted = deps.db
    .select({ version: users.accessVersion, names: grantedPermissionNames(deps.db, users.id) })
    .from(users)
    .where(eq(users.id, p('userId')))
    .prepare('session_permissions');

  const permissionsOf = async (userId: number, version: number) => {
    const known = held.get(userId);
    if (known?.version === version) return known.permissions;
    const [row] = await granted.execute({ userId });
    const permissions = asPermissions(row?.names ?? []);
    if (row) held.set(userId, { version: row.version, permissions });
    return permissions;
  };

  return async (token) => {
    const now = deps.clock.now();
    const claims = await readToken(token, now);
    if (!claims?.sessionId) return null;
    const [row] = await session.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
      tenantId: claims.tenantId,
      now: now.toISOString(),
    });
    if (!row) return null;
    return {
      tenantId: row.tenantId,
      userId: row.userId,
      sessionId: claims.sessionId,
      permissions: await permissionsOf(row.userId, row.version),
    };
  };
}
