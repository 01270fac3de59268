import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { runDrugsCommand } from '../../cli/drugs-command.ts';
import { openTemplateDatabase } from '../../../test/template-database.ts';
import { importDrugRegistry, loadDrugRegistryIfEmpty, PACKS_FILE, PRODUCTS_FILE } from './drugs.import.ts';
import { drugPacks, drugProducts, drugSearchWords } from './drugs.tables.ts';
import { drugRegistryDir, PACKS, PACKS_HEADER, PRODUCTS, PRODUCTS_HEADER } from './drugs.test-kit.ts';

// The registry is global: these tests replace it. On PostgreSQL the server suite runs one file at a
// time (scripts/test-int.mjs), so no other file sees it change under it.
let database: Database;
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = url ? await openDatabase({ kind: 'postgres', url }) : await openTemplateDatabase();
});
afterAll(() => database.close());

const products = () =>
  database.db
    .select({
      id: drugProducts.id,
      name: drugProducts.name,
      strength: drugProducts.strength,
      availability: drugProducts.availability,
      nameKey: drugProducts.nameKey,
      prescribable: drugProducts.prescribable,
    })
    .from(drugProducts)
    .orderBy(asc(drugProducts.id));

/** A product's search words, sorted. */
const wordsOf = async (productId: number) =>
  (
    await database.db
      .select({ word: drugSearchWords.word })
      .from(drugSearchWords)
      .where(eq(drugSearchWords.productId, productId))
      .orderBy(asc(drugSearchWords.word))
  ).map((r) => r.word);

const sizes = async () => ({
  products: (await database.db.select({ n: count() }).from(drugProducts))[0]!.n,
  packs: (await database.db.select({ n: count() }).from(drugPacks))[0]!.n,
});

const importError = (dir: string) =>
  importDrugRegistry(database.db, dir).then(
    () => null,
    (e: Error) => e.message,
  );

describe('drug registry import', () => {
  it('loads both files with the search columns, marks products without an offered pack, and replaces on a new import', async () => {
    const counts = await importDrugRegistry(database.db, drugRegistryDir());
    expect(counts).toEqual({ products: 9, packs: 10, withdrawnPacks: 2, productsWithoutPacks: 2 });
    const rows = await products();
    expect(rows.find((r) => r.id === 100014861)).toEqual({
      id: 100014861,
      name: 'Clexane',
      strength: '2000 j.m. (20 mg)/0,2 ml',
      availability: 'Rp',
      nameKey: 'clexane',
      prescribable: true,
    });
    // Name, strength and common names, folded, each word once ('20' of '(20 mg)' and of '0,2').
    expect(await wordsOf(100014861)).toEqual(
      ['0', '2', '20', '2000', 'clexane', 'enoxaparinum', 'j', 'm', 'mg', 'ml', 'natricum'].sort(),
    );
    expect(await wordsOf(100000937)).toContain('zelazo');
    expect(rows.find((r) => r.id === 100000937)).toMatchObject({
      nameKey: 'zelazo forte',
      availability: 'OTC; Rp',
    });
    // Only pack withdrawn, and no pack at all: kept, not offered.
    expect(rows.filter((r) => !r.prescribable).map((r) => r.id)).toEqual([100000940, 100000941]);
    expect(await wordsOf(100000940)).toEqual([]);
    const pack5 = (await database.db.select().from(drugPacks).orderBy(asc(drugPacks.id)))[4];
    expect(pack5).toEqual({
      id: 5,
      productId: 100014861,
      description: '2 amp.-strzyk. 0,2 ml',
      gtin: '05909990960132',
      withdrawn: false,
    });

    // A new import replaces the whole registry.
    const smaller = await importDrugRegistry(
      database.db,
      drugRegistryDir(PRODUCTS.slice(0, 2), [PACKS_HEADER, '7,100006494,10 tabl.,05909990296019,0']),
    );
    expect(smaller).toEqual({ products: 1, packs: 1, withdrawnPacks: 0, productsWithoutPacks: 0 });
    expect((await products()).map((r) => r.name)).toEqual(['Apap']);
    expect(await wordsOf(100014861)).toEqual([]);
  });

  it('is the operator command npm run drugs -- import <dir>, printing the counts', async () => {
    const lines = await runDrugsCommand(database.db, ['import', drugRegistryDir()]);
    expect(lines[0]).toMatch(/^Zaimportowano rejestr leków z /);
    expect(lines[1]).toBe(
      'Rejestr leków – produktów: 9 (bez opakowania do przepisania: 2), opakowań: 10 (wycofanych: 2)',
    );
    await expect(runDrugsCommand(database.db, ['import'])).rejects.toThrow(
      /^Użycie: npm run drugs -- import/,
    );
    await expect(runDrugsCommand(database.db, ['export', '/tmp'])).rejects.toThrow(/^Użycie/);
  });

  const p = (...rows: string[]) => [PRODUCTS_HEADER, ...rows];
  const k = (...rows: string[]) => [PACKS_HEADER, ...rows];
  const APAP = '100006494,Apap,500 mg,Tabletki powlekane,OTC,Paracetamolum,N02BE01,';
  it.each([
    ['a missing products file', null, PACKS, `Nie znaleziono pliku`, PRODUCTS_FILE],
    ['a missing packs file', PRODUCTS, null, `Nie znaleziono pliku`, PACKS_FILE],
    [
      'another header',
      ['id,nazwa,moc', APAP],
      PACKS,
      `Plik ${PRODUCTS_FILE}: nieprawidłowy nagłówek „id,nazwa,moc”`,
      '',
    ],
    ['an empty file', [], PACKS, `Plik ${PRODUCTS_FILE} jest pusty.`, ''],
    [
      'a short row',
      p(APAP, '100006495,Apap Extra,500 mg'),
      PACKS,
      `Plik ${PRODUCTS_FILE}, wiersz 3: oczekiwano 8 kolumn, jest 3.`,
      '',
    ],
    [
      'a product id that is not a number',
      p('10000A,Apap,,,,,,'),
      k(),
      `Plik ${PRODUCTS_FILE}, wiersz 2: nieprawidłowy identyfikator produktu „10000A”.`,
      '',
    ],
    [
      'a product twice',
      p(APAP, APAP),
      k(),
      `Plik ${PRODUCTS_FILE}, wiersz 3: produkt 100006494 występuje już w wierszu 2.`,
      '',
    ],
    [
      'a product without a name',
      p('100006494,,500 mg,,,,,'),
      k(),
      `Plik ${PRODUCTS_FILE}, wiersz 2: brak nazwy produktu 100006494.`,
      '',
    ],
    [
      'an unclosed quote',
      p(APAP, '100006495,"Apap Extra,500 mg,,,,,'),
      k(),
      `Plik ${PRODUCTS_FILE}, wiersz 3:`,
      '',
    ],
    [
      'a pack of an unknown product',
      p(APAP),
      k('1,100000001,12 tabl.,05909990296026,0'),
      `Plik ${PACKS_FILE}, wiersz 2: produktu 100000001 nie ma w pliku ${PRODUCTS_FILE}.`,
      '',
    ],
    [
      'a pack twice',
      p(APAP),
      k('1,100006494,12 tabl.,,0', '1,100006494,24 tabl.,,0'),
      `Plik ${PACKS_FILE}, wiersz 3: opakowanie 1 występuje już w wierszu 2.`,
      '',
    ],
    [
      'a withdrawn flag other than 0 or 1',
      p(APAP),
      k('1,100006494,12 tabl.,,TAK'),
      `Plik ${PACKS_FILE}, wiersz 2: kolumna skasowane musi mieć wartość 0 lub 1, jest „TAK”.`,
      '',
    ],
    [
      'a GTIN with letters',
      p(APAP),
      k('1,100006494,12 tabl.,0590999X,0'),
      `Plik ${PACKS_FILE}, wiersz 2: nieprawidłowy kod GTIN „0590999X”.`,
      '',
    ],
    [
      'a pack without a description',
      p(APAP),
      k('1,100006494,,,0'),
      `Plik ${PACKS_FILE}, wiersz 2: brak opisu opakowania 1.`,
      '',
    ],
  ] as const)(
    'refuses %s with its reason and leaves the registry as it was',
    async (_, productRows, packRows, message, also) => {
      await importDrugRegistry(database.db, drugRegistryDir());
      const before = await sizes();
      const error = await importError(drugRegistryDir(productRows, packRows));
      expect(error).toContain(message);
      expect(error).toContain(also);
      expect(await sizes()).toEqual(before);
    },
  );

  it('refuses a file that is not UTF-8 (an export in Windows-1250)', async () => {
    const dir = drugRegistryDir();
    // 'Żelazo' in Windows-1250: Ż is 0xAF.
    writeFileSync(
      join(dir, PRODUCTS_FILE),
      Buffer.concat([
        Buffer.from(`${PRODUCTS_HEADER}\n100000937,`),
        Buffer.from([0xaf]),
        Buffer.from('elazo,80 mg,,,,,\n'),
      ]),
    );
    expect(await importError(dir)).toBe(`Plik ${PRODUCTS_FILE} nie jest zapisany w UTF-8.`);
  });

  it('loads at start only when the registry is empty and the files are there', async () => {
    await importDrugRegistry(database.db, drugRegistryDir());
    expect(await loadDrugRegistryIfEmpty(database.db, drugRegistryDir(PRODUCTS.slice(0, 2), k()))).toEqual({
      status: 'present',
    });
    expect((await sizes()).products).toBe(9);
    await database.db.delete(drugPacks);
    await database.db.delete(drugProducts);
    const empty = drugRegistryDir(null, null);
    expect(await loadDrugRegistryIfEmpty(database.db, empty)).toEqual({ status: 'noFiles', dir: empty });
    const dir = drugRegistryDir();
    expect(await loadDrugRegistryIfEmpty(database.db, dir)).toEqual({
      status: 'loaded',
      dir,
      counts: { products: 9, packs: 10, withdrawnPacks: 2, productsWithoutPacks: 2 },
    });
  });
});
