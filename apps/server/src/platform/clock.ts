/** Time as a dependency, so time-based rules (lockout, token expiry) can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
