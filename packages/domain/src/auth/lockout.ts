export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 5;
const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

export interface LoginAttemptState {
  readonly failedCount: number;
  readonly lockedUntil: Date | null;
}

export function isLockedOut(state: LoginAttemptState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more failed attempt: the fifth failure locks for five minutes and resets the count. */
export function afterFailedLogin(state: LoginAttemptState, now: Date): LoginAttemptState {
  const expired = state.lockedUntil !== null && !isLockedOut(state, now);
  const failedCount = (expired ? 0 : state.failedCount) + 1;
  if (failedCount >= MAX_FAILED_LOGINS) {
    return { failedCount: 0, lockedUntil: new Date(now.getTime() + LOCKOUT_MS) };
  }
  return { failedCount, lockedUntil: expired ? null : state.lockedUntil };
}

export const AFTER_SUCCESSFUL_LOGIN: LoginAttemptState = { failedCount: 0, lockedUntil: null };
