import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Whether the product has a pack not withdrawn: only those are offered for a prescription. */
    prescribable: boolean('prescribable').notNull().default(false),
  },
  (t) => [
    // Name prefixes ('apa%') whatever the database's collation, in the list's order.
    index('drug_products_name_key_idx').on(t.nameKey.op('text_pattern_ops'), t.strength),
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

/**
 * The search's words: each distinct word of a prescribable product's name, strength and common names,
 * folded (`foldForSearch`: lowercase, no diacritics, letters and digits only), with the product's
 * sort keys. "A word starts with 'par'" is then a range of one B-tree, and the matches are sorted and
 * cut to a page without reading the products: only the page's products are read. A trigram index over
 * the whole text rechecked thousands of rows for a short prefix, and joining the matches to the
 * products made the planner read the whole products table, which on the embedded database's small
 * buffer pool means reading it from the files on every search. Written by the import with the
 * products; no foreign key, so replacing the registry checks nothing per product row (the import
 * empties this table first).
 */
export const drugSearchWords = pgTable(
  'drug_search_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id').notNull(),
    /** The product's `name_key` and `strength`: the search's order. */
    nameKey: text('name_key').notNull(),
    strength: text('strength').notNull(),
  },
  // Unique, and by its operator class usable for `LIKE 'par%'` whatever the database's collation.
  (t) => [uniqueIndex('drug_search_words_word_product_idx').on(t.word.op('text_pattern_ops'), t.productId)],
);
