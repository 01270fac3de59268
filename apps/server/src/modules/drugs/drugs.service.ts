import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { DRUG_SEARCH_LIMIT, type ProduktLeczniczy } from '@wizytownik/contracts';
import { parseDictionaryQuery } from '@wizytownik/domain';
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
  // Folded words hold letters and digits only: nothing to escape in them.
  const products = await db
    .select({
      id: p.id,
      name: p.name,
      strength: p.strength,
      form: p.form,
      availability: p.availability,
    })
    .from(p)
    .where(and(eq(p.prescribable, true), ...words.map((w) => like(p.searchText, `% ${w}%`))))
    .orderBy(
      sql`case when ${p.nameKey} like ${`${words.join(' ')}%`} then 0
        when ${p.nameKey} like ${`${first}%`} then 1 else 2 end`,
      asc(p.nameKey),
      asc(p.strength),
      asc(p.id),
    )
    .limit(limit);
  if (products.length === 0) return [];
  const packs = await db
    .select({
      id: drugPacks.id,
      productId: drugPacks.productId,
      description: drugPacks.description,
      gtin: drugPacks.gtin,
    })
    .from(drugPacks)
    .where(
      and(
        inArray(
          drugPacks.productId,
          products.map((r) => r.id),
        ),
        eq(drugPacks.withdrawn, false),
      ),
    )
    .orderBy(asc(drugPacks.id));
  return products.map((r) => ({
    id: r.id,
    nazwa_moc: nazwaMoc(r.name, r.strength),
    postac: r.form,
    opakowania: packs
      .filter((k) => k.productId === r.id)
      .map((k) => ({
        id: k.id,
        opis_opakowania: k.description,
        czy_skasowane: false,
        kod_gtin: k.gtin,
        kategoria_dostepnosci: r.availability,
      })),
  }));
}
