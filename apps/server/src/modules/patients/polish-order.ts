import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Polish alphabetical order on any PostgreSQL: the embedded and the CI databases compare bytes (the
 * "C" collation puts 'Łukasz' after 'Zofia') and the embedded one has no Polish ICU collation.
 * `translate` maps every letter of the Polish alphabet, either case, to consecutive ASCII characters,
 * so byte order becomes a < ą < b < … < ź < ż; digits, spaces and hyphens stay below the letters.
 * The expression is immutable, so generated columns hold it and indexes serve it.
 */
const ALPHABET = 'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż';

/** 35 ascending ASCII characters from 'A', leaving out the backslash that SQL strings may escape with. */
const CODES = [...ALPHABET].map((_, i) => 65 + i + (65 + i >= 92 ? 1 : 0));

const from = [...ALPHABET].map((c) => `${c.toUpperCase()}${c}`).join('');
const to = CODES.map((code) => String.fromCharCode(code).repeat(2)).join('');

export function polishOrder(column: AnyPgColumn): SQL {
  return sql`translate(${column}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
}

/** An ORDER BY key in Polish alphabetical order for a column of any collation (a query's, not an index's). */
export function polishSortKey(column: AnyPgColumn): SQL {
  return sql`${polishOrder(column)} collate "C"`;
}

/** Text compared byte by byte whatever the database's default collation: the sort keys need it. */
export const byteOrderedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});
