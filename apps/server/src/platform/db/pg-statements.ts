import type { Pool, PoolClient } from 'pg';
import { repeatedTexts } from './repeated-texts.ts';

/**
 * Named statements on PostgreSQL: a query text seen twice gets a name, so each connection of the pool
 * parses and plans it once and then only binds and executes it (node-postgres keeps which names each
 * connection has parsed). The embedded database does the same (pglite-statements.ts). At most
 * `capacity` texts are named, for every connection holds each one's plan; later texts run unnamed.
 */
export function nameRepeatedQueries(pool: Pool, capacity = 256): void {
  const names = new Map<string, string>();
  const repeated = repeatedTexts();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= capacity || !repeated(text)) return known;
    const name = `wz_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const name = isUnnamedText(config) ? nameOf(config.text) : undefined;
      return query(name ? { ...(config as object), name } : config, ...rest);
    }) as PoolClient['query'];
  });
}

/** A query given as a config object with its text and no name (not a submittable such as a cursor). */
function isUnnamedText(config: unknown): config is { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof c.text === 'string' && c.name === undefined && c.submit === undefined;
}
