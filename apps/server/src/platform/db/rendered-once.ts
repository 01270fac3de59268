import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A query's text cut at its parameters, and the parameters (placeholders or fixed values) in order. */
interface Rendered {
  readonly pieces: readonly SQL[];
  readonly params: readonly unknown[];
}

/**
 * Queries whose text depends only on a shape: drizzle renders each shape's query once, with
 * `sql.placeholder`s for what changes from call to call, and each call binds its values to that text.
 * Rendering a large query (hundreds of chunks) costs drizzle about half a millisecond on every call;
 * binding costs a few chunks. The text may hold no `$` but its parameters' (`$1`, `$2`, …). At most
 * `capacity` shapes are kept; others are rendered each time.
 */
export function renderedOnce(capacity = 64) {
  const shapes = new Map<string, Rendered>();
  return (shape: string, build: () => SQL, values: Record<string, unknown>): SQL => {
    let rendered = shapes.get(shape);
    if (!rendered) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      rendered = { pieces: text.split(/\$\d+/).map((piece) => sql.raw(piece)), params };
      if (shapes.size < capacity) shapes.set(shape, rendered);
    }
    const bound = fillPlaceholders(rendered.params as unknown[], values);
    const [head, ...rest] = rendered.pieces;
    return sql.join([head!, ...rest.flatMap((piece, i) => [sql.param(bound[i]), piece])]);
  };
}
