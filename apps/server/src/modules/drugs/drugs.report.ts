import type { DrugAutoLoadResult, DrugImportCounts } from './drugs.import.ts';
import { PACKS_FILE, PRODUCTS_FILE } from './drugs.import.ts';

/** The operator's summary of an import. */
export function formatDrugImportCounts(c: DrugImportCounts): string[] {
  return [
    `Rejestr leków – produktów: ${c.products} (bez opakowania do przepisania: ${c.productsWithoutPacks}), opakowań: ${c.packs} (wycofanych: ${c.withdrawnPacks})`,
  ];
}

/** What the start-up load did, for the console; nothing when the registry was already there. */
export function describeDrugAutoLoad(result: DrugAutoLoadResult, ms: number): string[] {
  switch (result.status) {
    case 'present':
      return [];
    case 'noFiles':
      return [
        `Rejestr leków jest pusty, a w ${result.dir} nie ma plików ${PRODUCTS_FILE} i ${PACKS_FILE}.`,
        `  Zaimportuj go poleceniem: npm run drugs -- import <katalog>`,
      ];
    case 'loaded':
      return [
        `Wczytano rejestr leków z ${result.dir} (${(ms / 1000).toFixed(1)} s):`,
        ...formatDrugImportCounts(result.counts).map((l) => `  ${l}`),
      ];
  }
}
