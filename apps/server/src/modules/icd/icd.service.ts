import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { GetIcd10Output, Icd9Item } from '@wizytownik/contracts';
import { parseDictionaryQuery } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { icd10Codes, icd9Codes } from './icd.tables.ts';
import { escapeLike } from '../../platform/db/like.ts';

type Dictionary = typeof icd10Codes | typeof icd9Codes;

export interface DictionarySearch {
  readonly query: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

/**
 * Active codes that start with the query as a code, or whose description has a word starting with
 * each query word; ranked exact code, code prefix, description starting with the query, the rest,
 * then by code. An empty query lists the dictionary by code.
 */
function search(table: Dictionary, query: string | undefined) {
  const { code, words } = parseDictionaryQuery(query);
  const codePrefix = `${escapeLike(code)}%`;
  // Folded words hold letters and digits only: nothing to escape in them.
  const wordMatches = words.map((w) => like(table.searchText, `% ${w}%`));
  const where = and(
    eq(table.active, true),
    code ? or(like(table.code, codePrefix), and(...wordMatches)) : undefined,
  );
  const order: SQL[] = [asc(table.code)];
  if (code)
    order.unshift(sql`case when ${table.code} = ${code} then 0 when ${table.code} like ${codePrefix} then 1
      when ${table.searchText} like ${` ${words.join(' ')}%`} then 2 else 3 end`);
  return { where, order };
}

export async function searchIcd10(db: DbOrTx, input: DictionarySearch): Promise<GetIcd10Output> {
  const { where, order } = search(icd10Codes, input.query);
  // The count rides along on the page's rows: one scan of the matches instead of two.
  const rows = await db
    .select({
      id: icd10Codes.id,
      kod: icd10Codes.code,
      opis_icd: icd10Codes.description,
      totalCount: sql<number>`(count(*) over ())::int`,
    })
    .from(icd10Codes)
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const totalCount =
    rows[0]?.totalCount ??
    (input.offset > 0 ? ((await db.select({ n: count() }).from(icd10Codes).where(where))[0]?.n ?? 0) : 0);
  return { items: rows.map(({ totalCount: _, ...item }) => item), totalCount };
}

export async function searchIcd9(db: DbOrTx, input: Omit<DictionarySearch, 'offset'>): Promise<Icd9Item[]> {
  const { where, order } = search(icd9Codes, input.query);
  const t = icd9Codes;
  const rows = await db
    .select({
      id: t.id,
      kod: t.code,
      opis: t.description,
      rozdzial_kod: t.chapterCode,
      rozdzial: t.chapter,
      podrozdzial_kod: t.subchapterCode,
      podrozdzial: t.subchapter,
      kategoria_glowna_kod: t.mainCategoryCode,
      kategoria_glowna: t.mainCategory,
      kategoria_szczegolowa_kod: t.detailedCategoryCode,
      kategoria_szczegolowa: t.detailedCategory,
    })
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(input.limit);
  return rows.map((r) => ({ ...r, kod_opis: `${r.kod} ${r.opis}` }));
}
