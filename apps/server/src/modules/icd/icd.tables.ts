import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The ICD-10 dictionary (Polish edition): global reference data, the same for every tenant, loaded
 * from CSV by the import command. `search_text` is the description folded for searching (see
 * `dictionarySearchText`). A code the latest import no longer has is kept inactive, because patients'
 * records may point at it, and no longer offered.
 */
export const icd10Codes = pgTable(
  'icd10_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    searchText: text('search_text').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('icd10_codes_code_idx').on(t.code),
    // Code prefixes ('J06%') use it whatever the database's collation.
    index('icd10_codes_code_prefix_idx').on(t.code.op('text_pattern_ops')),
    // Word prefixes ('% pluc%') through pg_trgm (migration 0007 creates the extension).
    index('icd10_codes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The ICD-9-PL procedure dictionary: one row per most detailed code with all its ancestor levels, as
 * in the source workbook. `code` and `description` are the deepest filled level.
 */
export const icd9Codes = pgTable(
  'icd9_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    chapterCode: text('chapter_code').notNull(),
    chapter: text('chapter').notNull(),
    subchapterCode: text('subchapter_code').notNull(),
    subchapter: text('subchapter').notNull(),
    mainCategoryCode: text('main_category_code'),
    mainCategory: text('main_category'),
    detailedCategoryCode: text('detailed_category_code'),
    detailedCategory: text('detailed_category'),
    searchText: text('search_text').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('icd9_codes_code_idx').on(t.code),
    index('icd9_codes_code_prefix_idx').on(t.code.op('text_pattern_ops')),
    index('icd9_codes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
