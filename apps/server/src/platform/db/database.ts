import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { nameRepeatedQueries } from './pg-statements.ts';
import { useNamedStatements } from './pglite-statements.ts';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { refreshPlannerStatistics } from './planner-statistics.ts';

/**
 * The handle services use. Nothing uses drizzle's relational `db.query` API, so the platform needs no
 * list of the modules' tables; drizzle-kit finds them by their `*.tables.ts` names (drizzle.config.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DatabaseOptions =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob };

/**
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap, which never gives memory back:
 * the stock 128 MB of buffers became resident as soon as the calendar was read. Its tables are files
 * the operating system caches anyway, so a small pool costs little (8 MB: 12 MB less resident than
 * 16 MB; below it PGlite itself holds some 110 MB).
 */
const PGLITE_SETTINGS = ['shared_buffers=8MB'];

export function newPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  return new PGlite({
    dataDir,
    loadDataDir,
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // The driver is loaded only for PostgreSQL: the embedded database never needs it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // No JIT compilation: the patient search's plan (recursive walks of its prefix indexes) is costed
    // above jit_above_cost, and compiling it took some 100 ms for a query that runs in 2.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // An idle connection dropped by the server (restart, failover) must not bring the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    nameRepeatedQueries(pool);
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = newPglite(options.dataDir, options.loadDataDir);
  useNamedStatements(client);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  const database: Database = { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  await refreshPlannerStatistics(database);
  return database;
}
