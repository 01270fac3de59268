import { resolve } from 'node:path';
import type { DbOrTx } from '../platform/db/database.ts';
import { ICD10_FILE, ICD9_FILE, importIcdDictionaries } from '../modules/icd/icd.import.ts';
import { formatImportCounts } from '../modules/icd/icd.report.ts';

export const ICD_USAGE = `Użycie: npm run icd -- import <katalog>
  import <katalog>   wczytuje słowniki ICD-10 (${ICD10_FILE}) i ICD-9-PL (${ICD9_FILE}) z katalogu;
                     ponowny import zastępuje ich zawartość w jednej transakcji`;

/** The operator's ICD command; returns the lines to print. Throws with a Polish message on bad input. */
export async function runIcdCommand(db: DbOrTx, argv: string[]): Promise<string[]> {
  const [command, dir, ...rest] = argv;
  if (command !== 'import' || !dir || rest.length > 0) throw new Error(ICD_USAGE);
  const counts = await importIcdDictionaries(db, resolve(dir));
  return [`Zaimportowano słowniki ICD z ${resolve(dir)}.`, ...formatImportCounts(counts)];
}
