import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DRUG_SEARCH_LIMIT, type ProduktLeczniczy } from '@wizytownik/contracts';
import { parseDictionaryQuery } from '@wizytownik/domain';
import type { DrugLookup } from '../../integrations/p1/port.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { drugPacks, drugProducts, drugSearchWords } from './drugs.tables.ts';

/** 'Apap, 500 mg'; the name alone when the registry gives no strength ('' or '-'). */
export const nazwaMoc = (name: string, strength: string) =>
  strength && strength !== '-' ? `${name}, ${strength}` : name;

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
  const { words } = parseDictionaryQuery(nazwa);
  const [first, ...others] = words;
  if (!first) return [];
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
  // Then only the page's products and their packs, as JSON, in the same statement.
  const packs = sql<string | PackRow[]>`(
    select coalesce(json_agg(json_build_object('id', k.id, 'opis', k.description, 'gtin', k.gtin)
      order by k.id), '[]'::json)
    from ${drugPacks} k where k.product_id = ${p.id} and not k.withdrawn)`;
  const rows = await db
    .with(page)
    .select({
      id: p.id,
      name: p.name,
      strength: p.strength,
      form: p.form,
      availability: p.availability,
      packs,
    })
    .from(page)
    .innerJoin(p, eq(p.id, page.productId))
    .orderBy(page.rank, page.nameKey, page.strength, page.productId);
  return rows.map((r) => ({
    id: r.id,
    nazwa_moc: nazwaMoc(r.name, r.strength),
    postac: r.form,
    opakowania: (typeof r.packs === 'string' ? (JSON.parse(r.packs) as PackRow[]) : r.packs).map((k) => ({
      id: k.id,
      opis_opakowania: k.opis,
      czy_skasowane: false,
      kod_gtin: k.gtin,
      kategoria_dostepnosci: r.availability,
    })),
  }));
}

/** A pack as the search's subquery writes it. */
interface PackRow {
  readonly id: number;
  readonly opis: string;
  readonly gtin: string | null;
}

/** A pack of a product not withdrawn, with what a prescription copies of it; null when there is none. */
export async function prescribablePack(db: DbOrTx, productId: number, packId: number) {
  const [row] = await db
    .select({
      name: drugProducts.name,
      strength: drugProducts.strength,
      availability: drugProducts.availability,
      description: drugPacks.description,
      gtin: drugPacks.gtin,
    })
    .from(drugPacks)
    .innerJoin(drugProducts, eq(drugProducts.id, drugPacks.productId))
    .where(and(eq(drugPacks.id, packId), eq(drugPacks.productId, productId), eq(drugPacks.withdrawn, false)));
  if (!row || !row.gtin) return null;
  return { drugName: nazwaMoc(row.name, row.strength), packName: row.description, gtin: row.gtin };
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
