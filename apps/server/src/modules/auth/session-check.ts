import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { heldPermissionsCache } from '../../platform/auth/held-permissions.ts';
import { cachedTokenReader } from '../../platform/auth/tokens.ts';
import { asPermissions, grantedPermissionNames } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sessions } from './auth.tables.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * The guard's check of a bearer token (its signature verified once, see cachedTokenReader): the
 * session must exist, be neither revoked nor expired, and its user active. A session found valid is
 * kept (see SessionCache) with its end, checked against the clock on every request, and the user's
 * access version, so a request of a known session reads nothing. Logout, revocation, deactivation,
 * deletion and role changes drop it: on this process at once, after the writer's commit, so they
 * apply at the next request; on the others when the notification the changing transaction sent
 * (triggers of migration 0038, which also catch SQL run by hand) arrives. While that listener is not
 * connected, every request reads the session with one prepared query, as before. The permissions are
 * held per access version (raised by the triggers of migration 0011) and read again, by a second
 * query, only when the version moved.
 */
export function createSessionCheck(
  deps: AuthDeps,
  checked: SessionCache,
): (token: string) => Promise<AuthContext | null> {
  const readToken = cachedTokenReader(deps.keys, 'access');
  const held = heldPermissionsCache();
  const p = (name: string) => sql.placeholder(name);
  const session = deps.db
    .select({
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      expiresAt: sessions.expiresAt,
      version: users.accessVersion,
    })
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

  const read = async (sessionId: string, userId: number, tenantId: number, now: Date) => {
    const generation = checked.generation;
    const [row] = await session.execute({ sessionId, userId, tenantId, now: now.toISOString() });
    if (row) checked.set(sessionId, row, generation);
    return row;
  };

  return async (token) => {
    const now = deps.clock.now();
    const claims = await readToken(token, now);
    if (!claims?.sessionId) return null;
    const { sessionId, userId, tenantId } = claims;
    const known = checked.get(sessionId);
    const row = known ?? (await read(sessionId, userId, tenantId, now));
    if (
      !row ||
      row.userId !== userId ||
      row.tenantId !== tenantId ||
      row.expiresAt.getTime() <= now.getTime()
    )
      return null;
    return {
      tenantId: row.tenantId,
      userId: row.userId,
      sessionId,
      permissions: await permissionsOf(row.userId, row.version),
    };
  };
}
