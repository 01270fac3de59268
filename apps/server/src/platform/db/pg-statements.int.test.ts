import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameRepeatedQueries } from './pg-statements.ts';

// PostgreSQL only: the embedded database names its statements in pglite-statements.ts.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('named statements on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    nameRepeatedQueries(pool, 2);
  });
  afterAll(() => pool.end());

  /** The statements the pool's one connection has prepared. */
  const prepared = async () =>
    (await pool.query('select statement from pg_prepared_statements order by name')).rows.map(
      (r: { statement: string }) => r.statement,
    );

  it('names a text the second time it runs, on each connection once, and answers the same', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await pool.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).not.toContain(text);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ n: 3 }]);
    expect((await pool.query({ text, values: [3], rowMode: 'array' })).rows).toEqual([[4]]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('names no more texts than its capacity and runs the others unnamed', async () => {
    for (const text of ['select $1::int + 2 as n', 'select $1::int + 3 as n'])
      for (let i = 0; i < 2; i++) expect((await pool.query({ text, values: [1] })).rows).toHaveLength(1);
    const statements = await prepared();
    expect(statements).toContain('select $1::int + 2 as n');
    expect(statements).not.toContain('select $1::int + 3 as n');
  });

  it('leaves texts given without a config object and named queries as they are', async () => {
    await pool.query('select 1 as one');
    await pool.query('select 1 as one');
    await pool.query({ name: 'own_name', text: 'select 2 as two' });
    expect(await prepared()).not.toContain('select 1 as one');
  });
});
