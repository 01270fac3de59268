import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The drug registry (Rejestr Produktów Leczniczych, RPL): global reference data like the ICD
 * dictionaries, the same for every tenant, replaced as a whole by the import command
 * (`npm run drugs -- import <dir>`). `id` is the registry's product identifier. A prescription copies
 * what it names of a product and a pack (name, pack, GTIN) rather than pointing at these rows.
 */
export const drugProducts = pgTable(
  'drug_products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** The strength as the registry writes it ('500 mg', '-'); empty when it has none. */
    strength: text('strength').notNull(),
    form: text('form').notNull(),
    /** The packs' availability categories ('Rp', 'OTC; Rp'); null when the registry has none. */
    availability: text('availability'),
    /** The common names (INN), '; '-separated. */
    substances: text('substances'),
    atc: text('atc'),
    /** The marketing-authorisation holder (podmiot odpowiedzialny). */
    holder: text('holder'),
    /** The name folded for searching (lowercase, no diacritics): prefix matches and the order. */
    nameKey: text('name_key').notNull(),
    /** Name, strength and common names folded with a leading space (`dictionarySearchText`). */
    searchText: text('search_text').notNull(),
    /** Whether the product has a pack not withdrawn: only those are offered for a prescription. */
    prescribable: boolean('prescribable').notNull().default(false),
  },
  (t) => [
    // Name prefixes ('apa%') whatever the database's collation, in the list's order.
    index('drug_products_name_key_idx').on(t.nameKey.op('text_pattern_ops'), t.strength),
    // Word prefixes ('% paracet%') through pg_trgm (migration 0004 creates the extension).
    index('drug_products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A pack of a product; `id` is the registry files' pack number. */
export const drugPacks = pgTable(
  'drug_packs',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => drugProducts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** GTIN-14 with the leading 0, as the registry has it; null when it has none. */
    gtin: text('gtin'),
    withdrawn: boolean('withdrawn').notNull(),
  },
  (t) => [index('drug_packs_product_idx').on(t.productId)],
);
