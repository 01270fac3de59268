import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/database.ts';
import { importDrugRegistry, PACKS_FILE, PRODUCTS_FILE } from '../modules/drugs/drugs.import.ts';
import { formatDrugImportCounts } from '../modules/drugs/drugs.report.ts';
import { drugPacks, drugProducts } from '../modules/drugs/drugs.tables.ts';

export const DRUGS_USAGE = `Użycie: npm run drugs -- import <katalog>
  import <katalog>   wczytuje rejestr produktów leczniczych (${PRODUCTS_FILE}, ${PACKS_FILE}) z katalogu;
                     ponowny import zastępuje całą jego zawartość w jednej transakcji`;

/** The operator's drug registry command; returns the lines to print. Throws with a Polish message on bad input. */
export async function runDrugsCommand(db: DbOrTx, argv: string[]): Promise<string[]> {
  const [command, dir, ...rest] = argv;
  if (command !== 'import' || !dir || rest.length > 0) throw new Error(DRUGS_USAGE);
  const counts = await importDrugRegistry(db, resolve(dir));
  // A replace leaves the old rows dead; the embedded database runs no autovacuum to reuse their space.
  await db.execute(sql`vacuum analyze ${drugProducts}, ${drugPacks}`);
  return [`Zaimportowano rejestr leków z ${resolve(dir)}.`, ...formatDrugImportCounts(counts)];
}
