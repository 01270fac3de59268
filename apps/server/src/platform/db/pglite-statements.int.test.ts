import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNamedStatements } from './pglite-statements.ts';

// The embedded database's statement cache must answer exactly as PGlite's own query does.
let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  useNamedStatements(pg, 2);
  await pg.exec(`create table items (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb);
    insert into items values (1, 'jeden', '2027-01-05T08:00:00Z', '{a,b}', '{"k": 1}'), (2, 'dwa', null, '{}', null);`);
});
afterAll(() => pg.close());

/** The named statements PostgreSQL holds for this session. */
const named = async () =>
  (await pg.exec('select name from pg_prepared_statements order by name'))[0]!.rows.map((r) => r.name);

const byId = 'select id, name, at, tags, doc from items where id = $1';

describe('named statements on the embedded database', () => {
  it('names a text the second time it runs and answers the same rows, types and modes each time', async () => {
    const before = await named();
    const first = await pg.query(byId, [1]);
    expect(await named()).toEqual(before);
    const second = await pg.query(byId, [1]);
    const third = await pg.query(byId, [1], { rowMode: 'array' });
    expect((await named()).length).toBe(before.length + 1);
    expect(second.rows).toEqual(first.rows);
    expect(second.rows[0]).toEqual({
      id: 1,
      name: 'jeden',
      at: new Date('2027-01-05T08:00:00Z'),
      tags: ['a', 'b'],
      doc: { k: 1 },
    });
    expect(third.rows).toEqual([[1, 'jeden', new Date('2027-01-05T08:00:00Z'), ['a', 'b'], { k: 1 }]]);
    expect(second.fields.map((f) => f.name)).toEqual(['id', 'name', 'at', 'tags', 'doc']);
    expect((await pg.query(byId, [2])).rows).toEqual([{ id: 2, name: 'dwa', at: null, tags: [], doc: null }]);
  });

  it('reports a failed statement as PGlite does, and the session goes on', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await pg.query(insert, [10, 'a']);
    await pg.query(insert, [11, 'b']);
    const failure = await pg.query(insert, [10, 'c']).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: [10, 'c'] });
    expect((await pg.query('select count(*)::int as n from items where id >= $1', [10])).rows).toEqual([
      { n: 2 },
    ]);
    expect((await pg.query('select count(*)::int as n from items where id >= $1', [10])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('runs inside a transaction and rolls back with it', async () => {
    const rename = 'update items set name = $1 where id = $2';
    await pg.query(rename, ['jeden', 1]);
    await pg
      .transaction(async (tx) => {
        await tx.query(rename, ['zmieniony', 1]);
        expect((await tx.query(byId, [1])).rows[0]).toMatchObject({ name: 'zmieniony' });
        throw new Error('wycofaj');
      })
      .catch(() => undefined);
    expect((await pg.query(byId, [1])).rows[0]).toMatchObject({ name: 'jeden' });
  });

  it('keeps at most its capacity, closing the least recently used', async () => {
    const texts = ['select $1::int + 1 as n', 'select $1::int + 2 as n', 'select $1::int + 3 as n'];
    for (const text of texts)
      for (let i = 0; i < 2; i++)
        expect((await pg.query(text, [1])).rows).toEqual([{ n: 1 + Number(text.at(-6)) }]);
    expect((await named()).length).toBe(2);
    expect((await pg.query(texts[0]!, [5])).rows).toEqual([{ n: 6 }]);
  });

  it('parses a statement again after the schema changed its result', async () => {
    const all = 'select * from items where id = $1';
    await pg.query(all, [1]);
    await pg.query(all, [1]);
    await pg.exec('alter table items add column note text');
    expect((await pg.query(all, [1])).rows[0]).toMatchObject({ id: 1, note: null });
  });
});
