import { and, asc, eq, like, sql } from 'drizzle-orm';
import { DRUG_SEARCH_LIMIT, type ProduktLeczniczy } from '@wizytownik/contracts';
import { parseDictionaryQuery } from '@wizytownik/domain';
import type { DrugLookup } from '../../integrations/p1/port.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { drugPacks, drugProducts } from './drugs.tables.ts';

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
  const [first] = words;
  if (!first) return [];
  const p = drugProducts;
  // One statement: the packs of the page's products only (the planner evaluates the subquery after
  // the sort and limit), as JSON, instead of a second round trip. The product's id is written with its
  // table: drizzle leaves a one-table query's columns unqualified, and `id` would be the pack's.
  const packs = sql<string | PackRow[]>`(
    select coalesce(json_agg(json_build_object('id', k.id, 'opis', k.description, 'gtin', k.gtin)
      order by k.id), '[]'::json)
    from ${drugPacks} k where k.product_id = ${p}.id and not k.withdrawn)`;
  const rows = await db
    .select({
      id: p.id,
      name: p.name,
      strength: p.strength,
      form: p.form,
      availability: p.availability,
      packs,
    })
    .from(p)
    // Folded words hold letters and digits only: nothing to escape in them.
    .where(and(eq(p.prescribable, true), ...words.map((w) => like(p.searchText, `% ${w}%`))))
    .orderBy(
      sql`case when ${p.nameKey} like ${`${words.join(' ')}%`} then 0
        when ${p.nameKey} like ${`${first}%`} then 1 else 2 end`,
      asc(p.nameKey),
      asc(p.strength),
      asc(p.id),
    )
    .limit(limit);
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
