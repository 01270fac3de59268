import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A correlated subquery's rows as one JSON array (empty when none): `fields` name each object's
 * keys, `from` is the rest of the subquery (FROM … WHERE … without ORDER BY), `orderBy` their order.
 * A reply's nested lists then come in the same round trip as the row they belong to.
 */
export function jsonRows<T>(fields: Record<string, SQLWrapper>, from: SQL, orderBy: SQLWrapper[]): SQL<T[]> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`Not a JSON key for SQL: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<
    T[]
  >`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${sql.join(orderBy, sql`, `)}), '[]'::json) ${from})`;
}
