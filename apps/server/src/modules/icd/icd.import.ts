import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, getTableColumns, getTableName, notInArray, sql, type SQL } from 'drizzle-orm';
import { dictionarySearchText } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { csvDataRecords } from './csv-file.ts';
import { icd10Codes, icd9Codes } from './icd.tables.ts';

/** The files of a dictionary directory, in the format of ../shared/data (see its README). */
export const ICD10_FILE = 'icd10-pl.csv';
export const ICD9_FILE = 'icd9-pl.csv';
/** Where the dictionaries are looked for at start without ICD_DATA_DIR: `../shared/data` beside the repository. */
export const DEFAULT_ICD_DATA_DIR = fileURLToPath(new URL('../../../../../../shared/data', import.meta.url));

const ICD10_HEADER = ['kod', 'opis'];
const ICD9_HEADER = [
  'rozdzial_kod',
  'rozdzial',
  'podrozdzial_kod',
  'podrozdzial',
  'kategoria_glowna_kod',
  'kategoria_glowna',
  'kategoria_szczegolowa_kod',
  'kategoria_szczegolowa',
];

/** A dictionary file that is missing or not in the expected format; the message is for the operator. */
export class IcdImportError extends Error {
  override name = 'IcdImportError';
}
const icdFailure = (message: string) => new IcdImportError(message);

export interface DictionaryCounts {
  /** Codes in the file, now active. */
  readonly total: number;
  /** Of those, codes the dictionary did not have before. */
  readonly added: number;
  /** Codes no longer in the file: kept for the records that use them, no longer offered. */
  readonly retired: number;
}

export interface IcdImportCounts {
  readonly icd10: DictionaryCounts;
  readonly icd9: DictionaryCounts;
}

type Icd10Row = typeof icd10Codes.$inferInsert;
type Icd9Row = typeof icd9Codes.$inferInsert;

/** Refuses a row without a code or a description, and a code seen before. */
function checkRow(name: string, line: number, code: string, description: string, seen: Map<string, number>) {
  const where = `Plik ${name}, wiersz ${line}`;
  if (!code) throw new IcdImportError(`${where}: brak kodu.`);
  if (!description) throw new IcdImportError(`${where}: brak opisu kodu ${code}.`);
  const before = seen.get(code);
  if (before !== undefined)
    throw new IcdImportError(`${where}: kod ${code} występuje już w wierszu ${before}.`);
  seen.set(code, line);
}

export async function readIcd10File(path: string): Promise<Icd10Row[]> {
  const rows: Icd10Row[] = [];
  const seen = new Map<string, number>();
  for await (const { line, fields } of csvDataRecords(path, ICD10_HEADER, icdFailure)) {
    const [code = '', description = ''] = fields;
    checkRow(basename(path), line, code, description, seen);
    rows.push({ code, description, searchText: dictionarySearchText(description) });
  }
  return rows;
}

export async function readIcd9File(path: string): Promise<Icd9Row[]> {
  const rows: Icd9Row[] = [];
  const seen = new Map<string, number>();
  for await (const { line, fields } of csvDataRecords(path, ICD9_HEADER, icdFailure)) {
    const [chapterCode = '', chapter = '', subchapterCode = '', subchapter = '', ...categories] = fields;
    const [mainCategoryCode = '', mainCategory = '', detailedCategoryCode = '', detailedCategory = ''] =
      categories;
    // The code is the deepest filled level (README: szczegółowa, else główna, else podrozdział).
    const [code, description] = detailedCategoryCode
      ? [detailedCategoryCode, detailedCategory]
      : mainCategoryCode
        ? [mainCategoryCode, mainCategory]
        : [subchapterCode, subchapter];
    checkRow(basename(path), line, code, description, seen);
    if (!chapterCode || !subchapterCode)
      throw new IcdImportError(`Plik ${basename(path)}, wiersz ${line}: brak rozdziału lub podrozdziału.`);
    rows.push({
      code,
      description,
      chapterCode,
      chapter,
      subchapterCode,
      subchapter,
      mainCategoryCode: mainCategoryCode || null,
      mainCategory: mainCategory || null,
      detailedCategoryCode: detailedCategoryCode || null,
      detailedCategory: detailedCategory || null,
      searchText: dictionarySearchText(description),
    });
  }
  return rows;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with ICD-9's 12 columns. */
const BATCH = 2000;

/**
 * Makes one dictionary hold exactly `rows` as its active codes: existing codes keep their ids (records
 * point at them) and take the new texts, new ones are added, the others are retired. Rows that do not
 * change are not written, so importing the same file again is cheap.
 */
async function replaceCodes(
  tx: DbOrTx,
  dictionary: typeof icd10Codes | typeof icd9Codes,
  rows: readonly (Icd10Row | Icd9Row)[],
): Promise<DictionaryCounts> {
  // One path for both tables: drizzle's builders cannot type a union of tables, and the shared columns
  // (code, search text, active) are all this function names.
  const table = dictionary as typeof icd10Codes;
  const countRows = async (where?: SQL) =>
    (await tx.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  const before = await countRows();
  const { id: _id, code: _code, ...updated } = getTableColumns(dictionary);
  const columns = Object.entries(updated);
  const set = Object.fromEntries(columns.map(([key, c]) => [key, sql.raw(`excluded."${c.name}"`)]));
  const changed = sql.raw(
    `(${columns.map(([, c]) => `"${getTableName(table)}"."${c.name}"`).join(', ')})
     is distinct from (${columns.map(([, c]) => `excluded."${c.name}"`).join(', ')})`,
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({ ...r, active: true }));
    await tx
      .insert(table)
      .values(batch as Icd10Row[])
      .onConflictDoUpdate({ target: table.code, set, setWhere: changed });
  }
  const codes = rows.map((r) => r.code);
  await tx
    .update(table)
    .set({ active: false })
    .where(and(eq(table.active, true), codes.length ? notInArray(table.code, codes) : undefined));
  return {
    total: rows.length,
    added: (await countRows()) - before,
    retired: await countRows(eq(table.active, false)),
  };
}

/**
 * Imports both dictionaries from `dir`. Both files are read and checked before anything is written;
 * the two tables then change in one transaction, so a failed import leaves the old dictionaries.
 * Importing the same files again changes nothing.
 */
export async function importIcdDictionaries(db: DbOrTx, dir: string): Promise<IcdImportCounts> {
  const icd10 = await readIcd10File(join(dir, ICD10_FILE));
  const icd9 = await readIcd9File(join(dir, ICD9_FILE));
  return db.transaction(async (tx) => ({
    icd10: await replaceCodes(tx, icd10Codes, icd10),
    icd9: await replaceCodes(tx, icd9Codes, icd9),
  }));
}

export type AutoLoadResult =
  | { readonly status: 'present' }
  | { readonly status: 'noFiles'; readonly dir: string }
  | { readonly status: 'loaded'; readonly dir: string; readonly counts: IcdImportCounts };

/** At start: loads the dictionaries from `dir` when either is empty and both files are there. */
export async function loadIcdDictionariesIfEmpty(db: DbOrTx, dir: string): Promise<AutoLoadResult> {
  const [has10] = await db.select({ id: icd10Codes.id }).from(icd10Codes).limit(1);
  const [has9] = await db.select({ id: icd9Codes.id }).from(icd9Codes).limit(1);
  if (has10 && has9) return { status: 'present' };
  try {
    await Promise.all([access(join(dir, ICD10_FILE)), access(join(dir, ICD9_FILE))]);
  } catch {
    return { status: 'noFiles', dir };
  }
  return { status: 'loaded', dir, counts: await importIcdDictionaries(db, dir) };
}
