import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { foldForSearch } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { csvDataRecords, requireCsvFile } from '../icd/csv-file.ts';
import { drugPacks, drugProducts, drugSearchWords } from './drugs.tables.ts';

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
const drugFailure = (message: string) => new DrugImportError(message);

export interface DrugImportCounts {
  readonly products: number;
  readonly packs: number;
  /** Packs marked withdrawn (skasowane): kept, never offered. */
  readonly withdrawnPacks: number;
  /** Products without a pack that is not withdrawn: kept, not offered for a prescription. */
  readonly productsWithoutPacks: number;
}

const INT4_MAX = 2_147_483_647;

/** A positive whole number that fits the id columns, or the operator's message. */
function identifier(where: string, what: string, value: string): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= INT4_MAX)) throw new DrugImportError(`${where}: nieprawidłowy ${what} „${value}”.`);
  return n;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with the products' 10 columns. */
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
  for await (const { fields } of csvDataRecords(path, PACKS_HEADER, drugFailure))
    if (fields[4] === '0') found.add(Number(fields[1]));
  return found;
}

/** The distinct folded words a product is found by: of its name, strength and common names. */
function searchWords(...texts: string[]): Set<string> {
  return new Set(foldForSearch(texts.join(' ')).split(' ').filter(Boolean));
}

/** Reads the products file into the (emptied) tables; answers the ids seen, for the packs' check. */
async function writeProducts(tx: DbOrTx, path: string, withPacks: ReadonlySet<number>): Promise<Set<number>> {
  const name = basename(path);
  const seen = new Map<number, number>();
  const writer = new BatchWriter<typeof drugProducts.$inferInsert>((rows) =>
    tx.insert(drugProducts).values(rows),
  );
  const words = new BatchWriter<typeof drugSearchWords.$inferInsert>((rows) =>
    tx.insert(drugSearchWords).values(rows),
  );
  for await (const { line, fields } of csvDataRecords(path, PRODUCTS_HEADER, drugFailure)) {
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
    const nameKey = foldForSearch(nazwa);
    await writer.add({
      id,
      name: nazwa,
      strength: moc,
      form: postac,
      availability: kategoria || null,
      substances: substancje || null,
      atc: atc || null,
      holder: podmiot || null,
      nameKey,
      prescribable: withPacks.has(id),
    });
    if (withPacks.has(id))
      for (const word of searchWords(nazwa, moc, substancje))
        await words.add({ word, productId: id, nameKey, strength: moc });
  }
  await writer.flush();
  await words.flush();
  return new Set(seen.keys());
}

/** Reads the packs file into the (emptied) table; every pack must name a product of the products file. */
async function writePacks(tx: DbOrTx, path: string, products: ReadonlySet<number>): Promise<void> {
  const name = basename(path);
  const seen = new Map<number, number>();
  const writer = new BatchWriter<typeof drugPacks.$inferInsert>((rows) => tx.insert(drugPacks).values(rows));
  for await (const { line, fields } of csvDataRecords(path, PACKS_HEADER, drugFailure)) {
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
  await requireCsvFile(productsPath, drugFailure);
  await requireCsvFile(packsPath, drugFailure);
  const counts = await db.transaction(async (tx) => {
    await tx.delete(drugSearchWords);
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
  await db.execute(sql`analyze ${drugProducts}, ${drugPacks}, ${drugSearchWords}`);
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
