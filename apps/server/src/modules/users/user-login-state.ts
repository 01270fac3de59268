import { and, eq } from 'drizzle-orm';
import { AFTER_SUCCESSFUL_LOGIN, afterFailedLogin, isLockedOut } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

/**
 * The login state kept on the user's row — lockout counters and two-factor secrets — written here
 * for the auth module, which decides when (secrets arrive already encrypted).
 */

/**
 * Counts a failed login under a row lock, so parallel wrong attempts cannot slip past the limit.
 * Returns whether the user is locked out now.
 */
export async function recordFailedLogin(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ failedCount: users.failedLoginCount, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return false;
    const next = afterFailedLogin(current, now);
    await tx
      .update(users)
      .set({ failedLoginCount: next.failedCount, lockedUntil: next.lockedUntil })
      .where(eq(users.id, userId));
    return isLockedOut(next, now);
  });
}

/** A successful login resets the counters; pass the transaction that starts the session. */
export async function clearFailedLogins(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      failedLoginCount: AFTER_SUCCESSFUL_LOGIN.failedCount,
      lockedUntil: AFTER_SUCCESSFUL_LOGIN.lockedUntil,
    })
    .where(eq(users.id, userId));
}

/** Keeps a new two-factor secret pending until a code from it is verified. */
export async function setPendingTwoFactorSecret(
  db: DbOrTx,
  userId: number,
  encryptedSecret: string,
): Promise<void> {
  await db.update(users).set({ twoFactorPendingSecret: encryptedSecret }).where(eq(users.id, userId));
}

/** The verified pending secret becomes the user's: 2FA is on and the forced-setup flag is cleared. */
export async function confirmTwoFactorSecret(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  encryptedSecret: string,
): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorEnabled: true,
      twoFactorSecret: encryptedSecret,
      twoFactorPendingSecret: null,
      forceSet2FAAtLogin: false,
    })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

export async function turnOffTwoFactor(db: DbOrTx, tenantId: number, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ twoFactorEnabled: false, twoFactorSecret: null })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}
