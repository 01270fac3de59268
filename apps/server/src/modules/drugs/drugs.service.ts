import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DRUG_SEARCH_LIMIT, type ProduktLeczniczy } from '@wizytownik/contracts';
import { parseDictionaryQuery } from '@wizytownik/domain';
import type { DrugLookup } from '../../integrations/p1/port.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { JsonText } from '../../platform/http/json-text.ts';
import { drugPacks, drugProducts, drugSearchWords } from './drugs.tables.ts';

/** 'Apap, 500 mg'; the name alone when the registry gives no strength ('' or '-'). */
const nazwaMoc = sql<string>`case when ${drugProducts.strength} in ('', '-') then ${drugProducts.name}
  else ${drugProducts.name} || ', ' || ${drugProducts.strength} end`;

/**
 * GetProduktyLecznicze: the products having a pack not withdrawn whose name, strength or common name
 * (INN) has a word starting with each word of `nazwa`, folded like the ICD search (no case, no Polish
 * diacritics). Names starting with the whole query come first, then names starting with its first
 * word, then the rest; each by name and strength. At most `limit` products, each with its packs not
 * withdrawn (by pack id). The caller's right to search is checked by the route (prescriber-access).
 */
export async function searchDrugs(
  db: DbOrTx,
  nazwa: string,
  limit: number = DRUG_SEARCH_LIMIT,
): Promise<ProduktLeczniczy[]> {
  return JSON.parse((await searchDrugsJson(db, nazwa, limit)).text) as ProduktLeczniczy[];
}

/**
 * searchDrugs as the reply's JSON, written by the database in the contract's shape (the route sends
 * it as it is: no rows read into objects, checked and written again).
 */
export async function searchDrugsJson(
  db: DbOrTx,
  nazwa: string,
  limit: number = DRUG_SEARCH_LIMIT,
): Promise<JsonText<ProduktLeczniczy[]>> {
  const { words } = parseDictionaryQuery(nazwa);
  const [first, ...others] = words;
  if (!first) return new JsonText('[]');
  // The page is found in drug_search_words alone (the words of prescribable products, with their sort
  // keys): the rows of the first word's prefix that have the other words too, each product once.
  // Folded words hold letters and digits only: nothing to escape in them.
  const w = drugSearchWords;
  const o = alias(drugSearchWords, 'o');
  const rank = sql<number>`case when ${w.nameKey} like ${`${words.join(' ')}%`} then 0
    when ${w.nameKey} like ${`${first}%`} then 1 else 2 end`.as('rank');
  const page = db.$with('page').as(
    db
      .selectDistinct({ productId: w.productId, rank, nameKey: w.nameKey, strength: w.strength })
      .from(w)
      .where(
        and(
          like(w.word, `${first}%`),
          ...others.map((other) =>
            inArray(
              w.productId,
              db
                .select({ id: o.productId })
                .from(o)
                .where(like(o.word, `${other}%`)),
            ),
          ),
        ),
      )
      .orderBy(sql`rank`, asc(w.nameKey), asc(w.strength), asc(w.productId))
      .limit(limit),
  );
  const p = drugProducts;
  // Then only the page's products and their packs, in the same statement. As text: the drivers
  // would parse JSON.
  const packs = sql`(
    select coalesce(json_agg(json_build_object('id', k.id, 'opis_opakowania', k.description,
      'czy_skasowane', false, 'kod_gtin', k.gtin, 'kategoria_dostepnosci', ${p.availability})
      order by k.id), '[]'::json)
    from ${drugPacks} k where k.product_id = ${p.id} and not k.withdrawn)`;
  const [row] = await db
    .with(page)
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object('id', ${p.id}, 'nazwa_moc', ${nazwaMoc},
        'postac', ${p.form}, 'opakowania', ${packs})
        order by ${page.rank}, ${page.nameKey}, ${page.strength}, ${page.productId}), '[]'::json)::text`,
    })
    .from(page)
    .innerJoin(p, eq(p.id, page.productId));
  return new JsonText(row?.json ?? '[]');
}

/** A pack of a product not withdrawn, with what a prescription copies of it; null when there is none. */
export async function prescribablePack(db: DbOrTx, productId: number, packId: number) {
  const [row] = await db
    .select({
      drugName: nazwaMoc,
      description: drugPacks.description,
      gtin: drugPacks.gtin,
    })
    .from(drugPacks)
    .innerJoin(drugProducts, eq(drugProducts.id, drugPacks.productId))
    .where(and(eq(drugPacks.id, packId), eq(drugPacks.productId, productId), eq(drugPacks.withdrawn, false)));
  if (!row || !row.gtin) return null;
  return { drugName: row.drugName, packName: row.description, gtin: row.gtin };
}

/** The P1 port's look-up of a pack by the product id and GTIN (integrations/p1 DrugLookup). */
export function drugLookup(db: DbOrTx): DrugLookup {
  return async (productId, gtin) => {
    if (!/^\d+$/.test(productId) || Number(productId) > 2_147_483_647) return null;
    const [row] = await db
      .select({ withdrawn: drugPacks.withdrawn, category: drugProducts.availability })
      .from(drugPacks)
      .innerJoin(drugProducts, eq(drugProducts.id, drugPacks.productId))
      .where(and(eq(drugPacks.productId, Number(productId)), eq(drugPacks.gtin, gtin)));
    return row ? { withdrawn: row.withdrawn, category: row.category ?? '' } : null;
  };
}
