import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database } from './database.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';
import { openTemplateDatabase } from '../../../test/template-database.ts';

// Statistics are the embedded database's concern (PostgreSQL's autovacuum keeps its own).
let database: Database;
beforeAll(async () => {
  database = await openTemplateDatabase();
});
afterAll(() => database.close());

/** What the planner believes of each table: its row estimate and when it was last analyzed. */
async function statistics() {
  const result = await database.db.execute(sql`
    select c.relname as name, c.reltuples::int as rows, s.last_analyze as "analyzedAt"
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`);
  const rows = (result as { rows: { name: string; rows: number; analyzedAt: string | null }[] }).rows;
  return new Map(rows.map((r) => [r.name, r]));
}

it('opening analyzes the tables never analyzed; a refresh then analyzes only the tables that grew', async () => {
  const opened = await statistics();
  expect([...opened.values()].filter((t) => t.rows < 0 || t.analyzedAt === null)).toEqual([]);

  await database.db.execute(sql`
    insert into icd10_codes (code, description, search_text)
    select 'X' || n, 'Kod ' || n, ' kod ' || n from generate_series(1, 2000) n`);
  await refreshPlannerStatistics(database);
  const refreshed = await statistics();
  expect(refreshed.get('icd10_codes')!.rows).toBe(2000);
  expect(refreshed.get('icd10_codes')!.analyzedAt).not.toEqual(opened.get('icd10_codes')!.analyzedAt);
  expect(refreshed.get('tenants')).toEqual(opened.get('tenants'));
});
