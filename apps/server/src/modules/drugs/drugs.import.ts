import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { dictionarySearchText, foldForSearch } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { CsvSyntaxError, parseCsv } from '../icd/csv.ts';
import { drugPacks, drugProducts } from './drugs.tables.ts';

/** The files of a registry directory, in the format of ../shared/data (see its README, §3). */
export const PRODUCTS_FILE = 'rpl-produkty.csv';
export const PACKS_FILE = 'rpl-opakowania.csv';

const PRODUCTS_HEADER = [
  'id',
  'nazwa',
  'moc',
  'postac',
  'kategoria_dostepnosci',
  'substancje',
  'atc',
  'podmiot',
];
const PACKS_HEADER = ['id', 'produkt_id', 'opis_opakowania', 'gtin', 'skasowane'];

/** A registry file that is missing or not in the expected format; the message is for the operator. */
export class DrugImportError extends Error {
  override name = 'DrugImportError';
}

export interface DrugImportCounts {
  readonly products: number;
  readonly packs: number;
  /** Packs marked withdrawn (skasowane): kept, never offered. */
  readonly withdrawnPacks: number;
  /** Products without a pack that is not withdrawn: kept, not offered for a prescription. */
  readonly productsWithoutPacks: number;
}

/** The file's text, refusing bytes that are not UTF-8 (an Excel export in Windows-1250, say). */
async function* utf8Chunks(path: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) yield decoder.decode(chunk as Buffer, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError)
      throw new DrugImportError(`Plik ${basename(path)} nie jest zapisany w UTF-8.`);
    throw error;
  }
}

async function requireFile(path: string): Promise<void> {
  try {
    await access(path);
  } catch {
    throw new DrugImportError(`Nie znaleziono pliku ${path}.`);
  }
}

/** The data records of a file with exactly `header`, each with as many fields; blank lines skipped. */
async function* dataRecords(path: string, header: readonly string[]) {
  const name = basename(path);
  await requireFile(path);
  let seenHeader = false;
  try {
    for await (const { line, fields } of parseCsv(utf8Chunks(path))) {
      if (fields.length === 1 && fields[0] === '') continue;
      if (!seenHeader) {
        if (fields.join(',') !== header.join(','))
          throw new DrugImportError(
            `Plik ${name}: nieprawidłowy nagłówek „${fields.join(',')}” – oczekiwano „${header.join(',')}”.`,
          );
        seenHeader = true;
        continue;
      }
      if (fields.length !== header.length)
        throw new DrugImportError(
          `Plik ${name}, wiersz ${line}: oczekiwano ${header.length} kolumn, jest ${fields.length}.`,
        );
      yield { line, fields: fields.map((f) => f.trim()) };
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new DrugImportError(`Plik ${name}, wiersz ${error.line}: ${error.message}.`);
    throw error;
  }
  if (!seenHeader) throw new DrugImportError(`Plik ${name} jest pusty.`);
}

const INT4_MAX = 2_147_483_647;

/** A positive whole number that fits the id columns, or the operator's message. */
function identifier(where: string, what: string, value: string): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= INT4_MAX)) throw new DrugImportError(`${where}: nieprawidłowy ${what} „${value}”.`);
  return n;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with the products' 11 columns. */
const BATCH = 1000;

/** Inserts rows as they come, `BATCH` at a time: the files are never held in memory whole. */
class BatchWriter<T> {
  private rows: T[] = [];
  constructor(private readonly write: (rows: T[]) => Promise<unknown>) {}
  async add(row: T) {
    this.rows.push(row);
    if (this.rows.length >= BATCH) await this.flush();
  }
  async flush() {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await this.write(rows);
  }
}

/**
 * The products that have a pack not withdrawn, from a first quick pass over the packs file, so each
 * product row is written once, already marked (an UPDATE afterwards would rewrite every row and its
 * index entries). The second pass (writePacks) checks every field.
 */
async function productsWithPacks(path: string): Promise<Set<number>> {
  const found = new Set<number>();
  for await (const { fields } of dataRecords(path, PACKS_HEADER))
    if (fields[4] === '0') found.add(Number(fields[1]));
  return found;
}

/** Reads the products file into the (emptied) table; answers the ids seen, for the packs' check. */
async function writeProducts(tx: DbOrTx, path: string, withPacks: ReadonlySet<number>): Promise<Set<number>> {
  const name = basename(path);
  const seen = new Map<number, number>();
  const writer = new BatchWriter<typeof drugProducts.$inferInsert>((rows) =>
    tx.insert(drugProducts).values(rows),
  );
  for await (const { line, fields } of dataRecords(path, PRODUCTS_HEADER)) {
    const where = `Plik ${name}, wiersz ${line}`;
    const [
      rawId = '',
      nazwa = '',
      moc = '',
      postac = '',
      kategoria = '',
      substancje = '',
      atc = '',
      podmiot = '',
    ] = fields;
    const id = identifier(where, 'identyfikator produktu', rawId);
    const before = seen.get(id);
    if (before !== undefined)
      throw new DrugImportError(`${where}: produkt ${id} występuje już w wierszu ${before}.`);
    seen.set(id, line);
    if (!nazwa) throw new DrugImportError(`${where}: brak nazwy produktu ${id}.`);
    await writer.add({
      id,
      name: nazwa,
      strength: moc,
      form: postac,
      availability: kategoria || null,
      substances: substancje || null,
      atc: atc || null,
      holder: podmiot || null,
      nameKey: foldForSearch(nazwa),
      searchText: dictionarySearchText([nazwa, moc, substancje].join(' ')),
      prescribable: withPacks.has(id),
    });
  }
  await writer.flush();
  return new Set(seen.keys());
}

/** Reads the packs file into the (emptied) table; every pack must name a product of the products file. */
async function writePacks(tx: DbOrTx, path: string, products: ReadonlySet<number>): Promise<void> {
  const name = basename(path);
  const seen = new Map<number, number>();
  const writer = new BatchWriter<typeof drugPacks.$inferInsert>((rows) => tx.insert(drugPacks).values(rows));
  for await (const { line, fields } of dataRecords(path, PACKS_HEADER)) {
    const where = `Plik ${name}, wiersz ${line}`;
    const [rawId = '', rawProduct = '', opis = '', gtin = '', skasowane = ''] = fields;
    const id = identifier(where, 'identyfikator opakowania', rawId);
    const before = seen.get(id);
    if (before !== undefined)
      throw new DrugImportError(`${where}: opakowanie ${id} występuje już w wierszu ${before}.`);
    seen.set(id, line);
    const productId = identifier(where, 'identyfikator produktu', rawProduct);
    if (!products.has(productId))
      throw new DrugImportError(`${where}: produktu ${productId} nie ma w pliku ${PRODUCTS_FILE}.`);
    if (!opis) throw new DrugImportError(`${where}: brak opisu opakowania ${id}.`);
    if (gtin && !/^\d{8,14}$/.test(gtin))
      throw new DrugImportError(`${where}: nieprawidłowy kod GTIN „${gtin}”.`);
    if (skasowane !== '0' && skasowane !== '1')
      throw new DrugImportError(
        `${where}: kolumna skasowane musi mieć wartość 0 lub 1, jest „${skasowane}”.`,
      );
    await writer.add({ id, productId, description: opis, gtin: gtin || null, withdrawn: skasowane === '1' });
  }
  await writer.flush();
}

/**
 * Replaces the registry with the two files of `dir`, in one transaction: the files are streamed in
 * batches, and a missing or malformed file (found at any row) leaves the registry as it was.
 */
export async function importDrugRegistry(db: DbOrTx, dir: string): Promise<DrugImportCounts> {
  const productsPath = join(dir, PRODUCTS_FILE);
  const packsPath = join(dir, PACKS_FILE);
  await requireFile(productsPath);
  await requireFile(packsPath);
  const counts = await db.transaction(async (tx) => {
    await tx.delete(drugPacks);
    await tx.delete(drugProducts);
    const products = await writeProducts(tx, productsPath, await productsWithPacks(packsPath));
    await writePacks(tx, packsPath, products);
    const countRows = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    return {
      products: products.size,
      packs: await countRows(tx.select({ n: count() }).from(drugPacks)),
      withdrawnPacks: await countRows(
        tx.select({ n: count() }).from(drugPacks).where(eq(drugPacks.withdrawn, true)),
      ),
      productsWithoutPacks: await countRows(
        tx.select({ n: count() }).from(drugProducts).where(eq(drugProducts.prescribable, false)),
      ),
    };
  });
  // The planner's figures for the new contents (PGlite runs no autovacuum); `db` may be a transaction.
  await db.execute(sql`analyze ${drugProducts}, ${drugPacks}`);
  return counts;
}

export type DrugAutoLoadResult =
  | { readonly status: 'present' }
  | { readonly status: 'noFiles'; readonly dir: string }
  | { readonly status: 'loaded'; readonly dir: string; readonly counts: DrugImportCounts };

/** At start: loads the registry from `dir` when it is empty and both files are there. */
export async function loadDrugRegistryIfEmpty(db: DbOrTx, dir: string): Promise<DrugAutoLoadResult> {
  const [present] = await db.select({ id: drugProducts.id }).from(drugProducts).limit(1);
  if (present) return { status: 'present' };
  try {
    await Promise.all([access(join(dir, PRODUCTS_FILE)), access(join(dir, PACKS_FILE))]);
  } catch {
    return { status: 'noFiles', dir };
  }
  return { status: 'loaded', dir, counts: await importDrugRegistry(db, dir) };
}
