import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './database.ts';
import { readAll } from './read-all.ts';

describe('readAll', () => {
  it.each([
    { where: 'on the pool', db: {}, mostAtOnce: 3 },
    { where: 'in a transaction', db: { rollback: () => {} }, mostAtOnce: 1 },
  ])('answers each read in order, $where at most $mostAtOnce at once', async ({ db, mostAtOnce }) => {
    let running = 0;
    let most = 0;
    const read =
      <T>(value: T) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return value;
      };
    const answers = await readAll(db as unknown as DbOrTx, [read(1), read('two'), read([3])] as const);
    expect(answers).toEqual([1, 'two', [3]]);
    expect(most).toBe(mostAtOnce);
  });
});
