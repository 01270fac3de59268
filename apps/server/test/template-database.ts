import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/database.ts';

/** A fresh embedded database cloned from the suite's migrated template (test/global-setup.ts). */
export function openTemplateDatabase(): Promise<Database> {
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
}
