import type { PermissionName } from '@wizytownik/domain';

/** A user's permissions as the database granted them at one access version of the user. */
export interface HeldPermissions {
  readonly version: number;
  readonly permissions: ReadonlySet<PermissionName>;
}

/**
 * The permissions a server process keeps between requests, per user. It only saves reading them
 * again: whoever uses it compares the version with the database's on every request, so an entry can
 * be stale but never wrong. Bounded, dropping the oldest entry first.
 */
export class HeldPermissionsCache {
  readonly #entries = new Map<number, HeldPermissions>();

  constructor(readonly capacity = 10_000) {}

  get(userId: number): HeldPermissions | undefined {
    return this.#entries.get(userId);
  }

  set(userId: number, held: HeldPermissions): void {
    this.#entries.delete(userId);
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(userId, held);
  }
}
