import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../platform/db/database.ts';

/** The database `npm start` would use, for the operator's commands. */
export function openConfiguredDatabase(config: Config) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: resolve(config.dataDir, 'db') },
  );
}
