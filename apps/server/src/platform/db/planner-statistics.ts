import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * PGlite runs no autovacuum, so nothing else refreshes the planner's statistics; without them it
 * sorts a 100,000-patient list instead of reading an index (bench/patients.bench.ts). It keeps no
 * counts of changed rows across restarts either, so a table is analyzed when it never was or when
 * its size has moved by a tenth since (at least a page) — not all of them on every start, which took
 * seconds. PostgreSQL's autovacuum does this itself.
 */
export async function refreshPlannerStatistics(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  const stale = await database.db.execute(sql`
    select c.oid::regclass::text as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and (c.reltuples < 0
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
          >= greatest(1, c.relpages / 10))`);
  const names = (stale as { rows: { name: string }[] }).rows.map((r) => r.name);
  if (names.length) await database.db.execute(sql.raw(`ANALYZE ${names.join(', ')}`));
}
