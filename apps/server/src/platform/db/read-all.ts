import type { DbOrTx } from './database.ts';

/**
 * Runs independent reads side by side on the pool, or one after another in a transaction: its queries
 * share one connection, which takes one query at a time.
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!('rollback' in db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
