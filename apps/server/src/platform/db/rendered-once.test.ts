import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderedOnce } from './rendered-once.ts';

const dialect = new PgDialect();

describe('renderedOnce', () => {
  it("renders a shape's query once and binds each call's values to its text, in order", () => {
    const query = renderedOnce();
    let built = 0;
    const build = (withB: boolean) => () => {
      built += 1;
      const b = withB ? sql` and b < ${sql.placeholder('b')}` : sql``;
      return sql`select ${sql.placeholder('a')} as x where a = ${7}${b} or a = ${sql.placeholder('a')}`;
    };
    const first = dialect.sqlToQuery(query('ab', build(true), { a: 1, b: 'x' }));
    const second = dialect.sqlToQuery(query('ab', build(true), { a: 2, b: 'y' }));
    const other = dialect.sqlToQuery(query('a', build(false), { a: 3 }));
    expect(built).toBe(2);
    expect(first).toMatchObject({
      sql: 'select $1 as x where a = $2 and b < $3 or a = $4',
      params: [1, 7, 'x', 1],
    });
    expect(second).toMatchObject({ sql: first.sql, params: [2, 7, 'y', 2] });
    expect(other).toMatchObject({ sql: 'select $1 as x where a = $2 or a = $3', params: [3, 7, 3] });
  });

  it('renders every call anew beyond its capacity, and refuses a missing value', () => {
    const query = renderedOnce(1);
    let built = 0;
    const build = () => ((built += 1), sql`select ${sql.placeholder('a')}`);
    query('one', build, { a: 1 });
    query('two', build, { a: 1 });
    query('two', build, { a: 1 });
    query('one', build, { a: 1 });
    expect(built).toBe(3);
    expect(() => query('one', build, {})).toThrow();
  });
});
