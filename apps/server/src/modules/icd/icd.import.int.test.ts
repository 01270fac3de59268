import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../platform/db/database.ts';
import { runIcdCommand } from '../../cli/icd-command.ts';
import { ICD10_FILE, ICD9_FILE, importIcdDictionaries, loadIcdDictionariesIfEmpty } from './icd.import.ts';
import { searchIcd10 } from './icd.service.ts';
import { icd10Codes, icd9Codes } from './icd.tables.ts';
import { openTemplateDatabase } from '../../../test/template-database.ts';

// The dictionaries are global: these tests replace them, so they run on an embedded database of their
// own even when the suite runs on a shared PostgreSQL server.
let database: Database;
beforeAll(async () => {
  database = await openTemplateDatabase();
});
afterAll(() => database.close());

const ICD9_HEADER =
  'rozdzial_kod,rozdzial,podrozdzial_kod,podrozdzial,kategoria_glowna_kod,kategoria_glowna,kategoria_szczegolowa_kod,kategoria_szczegolowa';
const ICD10 = [
  'kod,opis',
  'J06,Ostre zakażenie górnych dróg oddechowych o umiejscowieniu mnogim nieokreślonym',
  'J06.9,"Ostre zakażenie górnych dróg oddechowych, nieokreślone"',
  'J12.0,Zapalenie płuc wywołane przez adenowirus',
];
const ICD9 = [
  ICD9_HEADER,
  '88,Diagnostyka radiologiczna,88.7,Diagnostyka ultradźwiękowa (USG),88.76,USG brzucha,88.761,USG brzucha i przestrzeni zaotrzewnowej',
  'AA,Badania laboratoryjne i inne,A,Analityka,A01,Badanie ogólne moczu (profil),,',
  '40,Operacje układu chłonnego,40.0,Nacięcie struktur chłonnych,,,,',
];

/** A directory with the two files; each given as its lines (LF, a final line break). */
function dictionaryDir(icd10: readonly string[] = ICD10, icd9: readonly string[] | null = ICD9): string {
  const dir = mkdtempSync(join(tmpdir(), 'wz-icd-'));
  writeFileSync(join(dir, ICD10_FILE), `${icd10.join('\n')}\n`);
  if (icd9) writeFileSync(join(dir, ICD9_FILE), `${icd9.join('\n')}\n`);
  return dir;
}

const codes10 = () =>
  database.db
    .select({
      id: icd10Codes.id,
      code: icd10Codes.code,
      description: icd10Codes.description,
      active: icd10Codes.active,
    })
    .from(icd10Codes)
    .orderBy(asc(icd10Codes.code));

const importError = (dir: string) =>
  importIcdDictionaries(database.db, dir).then(
    () => null,
    (e: Error) => e.message,
  );

describe('ICD import', () => {
  it('loads both files, takes the deepest ICD-9 level as the code, and changes nothing when repeated', async () => {
    const dir = dictionaryDir();
    const first = await importIcdDictionaries(database.db, dir);
    expect(first).toEqual({
      icd10: { total: 3, added: 3, retired: 0 },
      icd9: { total: 3, added: 3, retired: 0 },
    });
    const rows = await codes10();
    expect(rows.map((r) => [r.code, r.description])).toEqual([
      ['J06', ICD10[1]!.slice(4)],
      ['J06.9', 'Ostre zakażenie górnych dróg oddechowych, nieokreślone'],
      ['J12.0', 'Zapalenie płuc wywołane przez adenowirus'],
    ]);
    const icd9 = await database.db.select().from(icd9Codes).orderBy(asc(icd9Codes.code));
    expect(icd9.map((r) => [r.code, r.description, r.mainCategoryCode, r.detailedCategoryCode])).toEqual([
      ['40.0', 'Nacięcie struktur chłonnych', null, null],
      ['88.761', 'USG brzucha i przestrzeni zaotrzewnowej', '88.76', '88.761'],
      ['A01', 'Badanie ogólne moczu (profil)', 'A01', null],
    ]);

    const again = await importIcdDictionaries(database.db, dir);
    expect(again).toEqual({
      icd10: { total: 3, added: 0, retired: 0 },
      icd9: { total: 3, added: 0, retired: 0 },
    });
    expect(await codes10()).toEqual(rows);
  });

  it('replaces texts in place, retires codes no longer in the file and brings them back', async () => {
    await importIcdDictionaries(database.db, dictionaryDir());
    const before = await codes10();
    const changed = dictionaryDir([ICD10[0]!, ICD10[1]!, 'J12.0,Zapalenie płuc wywołane przez adenowirusy']);
    expect((await importIcdDictionaries(database.db, changed)).icd10).toEqual({
      total: 2,
      added: 0,
      retired: 1,
    });
    const after = await codes10();
    // Ids stay: patients' records point at them.
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after.find((r) => r.code === 'J12.0')?.description).toBe(
      'Zapalenie płuc wywołane przez adenowirusy',
    );
    expect(after.find((r) => r.code === 'J06.9')?.active).toBe(false);
    const found = await searchIcd10(database.db, { query: 'J06', offset: 0, limit: 20 });
    expect(found.items.map((i) => i.kod)).toEqual(['J06']);

    await importIcdDictionaries(database.db, dictionaryDir());
    expect((await codes10()).every((r) => r.active)).toBe(true);
  });

  it.each([
    [
      'a missing file',
      () => dictionaryDir(ICD10, null),
      (dir: string) => `Nie znaleziono pliku ${join(dir, ICD9_FILE)}.`,
    ],
    [
      'a wrong header',
      () => dictionaryDir(['code;description', 'A00;Cholera']),
      () => `Plik ${ICD10_FILE}: nieprawidłowy nagłówek „code;description” – oczekiwano „kod,opis”.`,
    ],
    [
      'a row with too many columns',
      () => dictionaryDir([ICD10[0]!, ICD10[1]!, 'A00.0,Cholera, biotyp cholerae']),
      () => `Plik ${ICD10_FILE}, wiersz 3: oczekiwano 2 kolumn, jest 3.`,
    ],
    [
      'an unclosed quote',
      () => dictionaryDir([ICD10[0]!, 'A00.0,"Cholera']),
      () => `Plik ${ICD10_FILE}, wiersz 2: niezamknięty cudzysłów.`,
    ],
    [
      'a row without a description',
      () => dictionaryDir([ICD10[0]!, 'A00,']),
      () => `Plik ${ICD10_FILE}, wiersz 2: brak opisu kodu A00.`,
    ],
    [
      'a repeated code',
      () => dictionaryDir([...ICD10, 'J06.9,Inny opis']),
      () => `Plik ${ICD10_FILE}, wiersz 5: kod J06.9 występuje już w wierszu 3.`,
    ],
    [
      'an ICD-9 row without its chapter',
      () => dictionaryDir(ICD10, [ICD9_HEADER, ',,,,A01,Badanie moczu,,']),
      () => `Plik ${ICD9_FILE}, wiersz 2: brak rozdziału lub podrozdziału.`,
    ],
    ['an empty file', () => dictionaryDir([]), () => `Plik ${ICD10_FILE} jest pusty.`],
  ])('refuses %s with a Polish message and keeps the dictionaries', async (_name, makeDir, message) => {
    await importIcdDictionaries(database.db, dictionaryDir());
    const before = await codes10();
    const dir = makeDir();
    expect(await importError(dir)).toBe(message(dir));
    expect(await codes10()).toEqual(before);
  });

  it('refuses a file that is not UTF-8', async () => {
    const dir = dictionaryDir();
    // "Zapalenie płuc" in Windows-1250: ł is 0xB3.
    writeFileSync(join(dir, ICD10_FILE), Buffer.from('kod,opis\nJ18,Zapalenie p\xb3uc\n', 'latin1'));
    expect(await importError(dir)).toBe(`Plik ${ICD10_FILE} nie jest zapisany w UTF-8.`);
  });

  it('loads at start only when a dictionary is empty and the files are there', async () => {
    const empty = await openTemplateDatabase();
    try {
      const missing = join(tmpdir(), 'wz-icd-does-not-exist');
      expect(await loadIcdDictionariesIfEmpty(empty.db, missing)).toEqual({
        status: 'noFiles',
        dir: missing,
      });
      const dir = dictionaryDir();
      const loaded = await loadIcdDictionariesIfEmpty(empty.db, dir);
      expect(loaded).toMatchObject({
        status: 'loaded',
        dir,
        counts: { icd10: { added: 3 }, icd9: { added: 3 } },
      });
      expect(await loadIcdDictionariesIfEmpty(empty.db, dir)).toEqual({ status: 'present' });
    } finally {
      await empty.close();
    }
  });

  it('is run by the operator command, which prints the counts or its usage', async () => {
    const dir = dictionaryDir();
    expect(await runIcdCommand(database.db, ['import', dir])).toEqual([
      `Zaimportowano słowniki ICD z ${dir}.`,
      'ICD-10 – kodów: 3 (nowych: 0, wycofanych: 0)',
      'ICD-9-PL – kodów: 3 (nowych: 0, wycofanych: 0)',
    ]);
    await expect(runIcdCommand(database.db, ['import'])).rejects.toThrow(
      /^Użycie: npm run icd -- import <katalog>/,
    );
    await expect(runIcdCommand(database.db, [])).rejects.toThrow(/^Użycie/);
  });
});
