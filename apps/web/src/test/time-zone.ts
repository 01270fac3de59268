import { afterAll, beforeAll } from 'vitest';

/** Runs the enclosing describe block's tests with the process in `zone` (Node reads TZ on each use). */
export function useTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
