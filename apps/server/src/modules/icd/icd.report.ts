import type { AutoLoadResult, DictionaryCounts, IcdImportCounts } from './icd.import.ts';
import { ICD10_FILE, ICD9_FILE } from './icd.import.ts';

const line = (name: string, c: DictionaryCounts) =>
  `${name} – kodów: ${c.total} (nowych: ${c.added}, wycofanych: ${c.retired})`;

/** The operator's summary of an import, one line per dictionary. */
export function formatImportCounts(counts: IcdImportCounts): string[] {
  return [line('ICD-10', counts.icd10), line('ICD-9-PL', counts.icd9)];
}

/** What the start-up load did, for the console; nothing when the dictionaries were already there. */
export function describeAutoLoad(result: AutoLoadResult, ms: number): string[] {
  switch (result.status) {
    case 'present':
      return [];
    case 'noFiles':
      return [
        `Słowniki ICD są puste, a w ${result.dir} nie ma plików ${ICD10_FILE} i ${ICD9_FILE}.`,
        `  Zaimportuj je poleceniem: npm run icd -- import <katalog>`,
      ];
    case 'loaded':
      return [
        `Wczytano słowniki ICD z ${result.dir} (${(ms / 1000).toFixed(1)} s):`,
        ...formatImportCounts(result.counts).map((l) => `  ${l}`),
      ];
  }
}
