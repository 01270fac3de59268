import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/request-context.ts';
import { heldPermissionsCache } from '../../platform/auth/held-permissions.ts';
import { cachedTokenReader } from '../../platform/auth/tokens.ts';
import { asPermissions, grantedPermissionNames } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sessions } from './auth.tables.ts';

/** No user's access version: the permissions are always read. */
const NONE_HELD = -1;

/**
 * The guard's check of a bearer token (its signature verified once, see cachedTokenReader), one
 * prepared query a request: the session must exist, be neither revoked nor expired, and its user
 * active — read every time, so logout, revocation and deactivation apply at the next request. The
 * user's permissions are held between requests with the user's access version (raised by triggers
 * in the transaction that changes the user's roles or their permissions, migration 0011); the query
 * answers them only when the version moved, so a change applies at the next request on this
 * process and on every other one sharing the database.
 */
export function createSessionCheck(deps: AuthDeps): (token: string) => Promise<AuthContext | null> {
  const readToken = cachedTokenReader(deps.keys, 'access');
  const held = heldPermissionsCache();
  const p = (name: string) => sql.placeholder(name);
  const query = deps.db
    .select({
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      version: users.accessVersion,
      permissions: sql<
        string[] | null
      >`case when ${users.accessVersion} = ${p('heldVersion')} then null else ${grantedPermissionNames(deps.db, sessions.userId)} end`,
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

  return async (token) => {
    const now = deps.clock.now();
    const claims = await readToken(token, now);
    if (!claims?.sessionId) return null;
    const known = held.get(claims.userId);
    const [row] = await query.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
      tenantId: claims.tenantId,
      now: now.toISOString(),
      heldVersion: known?.version ?? NONE_HELD,
    });
    if (!row) return null;
    // Without permissions held, the version never matches (NONE_HELD) and the query answers them.
    let permissions = known?.permissions;
    if (row.permissions !== null || !permissions) {
      permissions = asPermissions(row.permissions ?? []);
      held.set(row.userId, { version: row.version, permissions });
    }
    return { tenantId: row.tenantId, userId: row.userId, sessionId: claims.sessionId, permissions };
  };
}
