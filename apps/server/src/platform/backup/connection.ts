import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { newPglite } from '../db/database.ts';
import type { SqlDatabase } from './catalog.ts';

export type DatabaseLocation =
  { readonly kind: 'pglite'; readonly dataDir: string } | { readonly kind: 'postgres'; readonly url: string };

/** A connection that applies no migrations by itself: a backup must not change what it copies. */
export interface Connection {
  readonly db: SqlDatabase;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export function connect(location: DatabaseLocation): Connection {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 2 });
    const db = drizzlePg(pool);
    return { db, migrate: (folder) => migratePg(db, { migrationsFolder: folder }), close: () => pool.end() };
  }
  const client = newPglite(location.dataDir);
  const db = drizzlePglite(client);
  return {
    db,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** PGlite writes this file into its directory while a process has it open and removes it on close. */
const OPEN_MARKER = 'postmaster.pid';

/**
 * The embedded database may be opened by one process at a time: a second one (this command next to
 * a running server) would damage it.
 */
export function assertEmbeddedDatabaseClosed(dbDir: string): void {
  if (!isNonEmptyDir(dbDir)) throw new Error(`Brak bazy danych w ${dbDir} (sprawdź DATA_DIR).`);
  if (existsSync(join(dbDir, OPEN_MARKER)))
    throw new Error(
      `Baza w ${dbDir} jest otwarta przez działający serwer. Zatrzymaj serwer i spróbuj ponownie ` +
        'albo skorzystaj z nocnych kopii serwera w DATA_DIR/backups. (Jeśli serwer nie działa, ' +
        'został przerwany awarią: uruchom go i zatrzymaj raz, aby zamknął bazę).',
    );
}

export function isNonEmptyDir(path: string): boolean {
  return existsSync(path) && readdirSync(path).length > 0;
}
