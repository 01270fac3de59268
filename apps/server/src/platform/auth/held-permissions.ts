import type { PermissionName } from '@wizytownik/domain';
import { BoundedMap } from './bounded-map.ts';

/** A user's permissions as the database granted them at one access version of the user. */
export interface HeldPermissions {
  readonly version: number;
  readonly permissions: ReadonlySet<PermissionName>;
}

/**
 * The permissions a server process keeps between requests, per user id. It only saves reading them
 * again: whoever uses it compares the version with the database's on every request, so an entry can
 * be stale but is never used stale.
 */
export const heldPermissionsCache = (capacity = 10_000) => new BoundedMap<number, HeldPermissions>(capacity);
