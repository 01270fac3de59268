import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../db/database.ts';
import { createFileStore } from '../files/file-store.ts';
import { readArchive } from './archive.ts';
import {
  appliedMigrations,
  columnList,
  listTables,
  qualified,
  regclassName,
  rows,
  storedColumns,
  type SqlRunner,
} from './catalog.ts';
import { connect, isNonEmptyDir } from './connection.ts';
import type { Contents, Manifest } from './manifest.ts';
import { migrationsUpTo } from './migrations.ts';
import type { TarEntry } from './tar.ts';
import { assertRowCounts, checkBackup, rowsIn } from './verify.ts';

/** Where to restore: the embedded database in DATA_DIR/db, or a PostgreSQL database; files go to DATA_DIR/files. */
export type RestoreTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly dataDir: string };

export interface RestoreResult {
  readonly manifest: Manifest;
  readonly contents: Contents;
}

/**
 * Restores a backup into an empty target, all or nothing: the archive is read through once first
 * (a damaged one is refused before anything is written), the schema is built to the backup's
 * migration level, the rows load in one transaction, the newer migrations run, and the embedded
 * database and the files, built in a staging directory, are moved into place at the end.
 */
export async function restoreBackup(path: string, target: RestoreTarget): Promise<RestoreResult> {
  const filesDir = join(target.dataDir, 'files');
  const dbDir = join(target.dataDir, 'db');
  if (isNonEmptyDir(filesDir))
    throw new Error(`W ${filesDir} są już pliki – przywracam tylko do pustego miejsca.`);
  if (target.kind === 'pglite' && isNonEmptyDir(dbDir))
    throw new Error(`W ${dbDir} jest już baza danych – przywracam tylko do pustego katalogu danych.`);

  const { manifest, contents } = await checkBackup(path);
  const migrations = migrationsUpTo(MIGRATIONS_DIR, manifest.migrations);
  try {
    await restoreInto(target, manifest, contents, readArchive(path), migrations);
    return { manifest, contents };
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }
}

/** Builds the database and the files in a staging directory, moved into place once all is loaded. */
async function restoreInto(
  target: RestoreTarget,
  manifest: Manifest,
  contents: Contents,
  entries: AsyncGenerator<TarEntry>,
  migrations: string,
): Promise<void> {
  const staging = join(target.dataDir, `restore-${process.pid}.partial`);
  const stagedDb = join(staging, 'db');
  const stagedFiles = join(staging, 'files');
  const filesDir = join(target.dataDir, 'files');
  await mkdir(staging, { recursive: true });
  try {
    const connection =
      target.kind === 'pglite'
        ? connect({ kind: 'pglite', dataDir: stagedDb })
        : connect({ kind: 'postgres', url: target.url });
    try {
      if (target.kind === 'postgres') await assertEmptyDatabase(connection.db, manifest);
      await connection.migrate(migrations);
      await connection.db.transaction((tx) => loadEntries(tx, entries, contents, stagedFiles));
      // On PostgreSQL the rows are in from here on, so their files must be too.
      if (target.kind === 'postgres') await moveInto(stagedFiles, filesDir);
      // The migrations newer than the backup run over its rows, as at an upgrade.
      await connection.migrate(MIGRATIONS_DIR);
    } finally {
      await connection.close();
    }
    if (target.kind === 'pglite') {
      await moveInto(stagedFiles, filesDir);
      await moveInto(stagedDb, join(target.dataDir, 'db'));
    }
  } finally {
    // Closes the archive when the restore stopped before its end.
    await entries.return(undefined);
    await rm(staging, { recursive: true, force: true });
  }
}

/** A PostgreSQL target may have the schema (an earlier failed restore, a started server) but no rows. */
async function assertEmptyDatabase(db: SqlRunner, manifest: Manifest): Promise<void> {
  const applied = await appliedMigrations(db);
  if (applied.some((m, i) => manifest.migrations[i]?.hash !== m.hash))
    throw new Error('Baza docelowa ma nowszy schemat niż kopia – przywróć do nowej, pustej bazy (createdb).');
  for (const table of await listTables(db)) {
    const [found] = await rows<{ any: boolean }>(
      db,
      sql`select exists(select 1 from ${qualified(table)}) as any`,
    );
    if (found?.any)
      throw new Error(`Baza docelowa nie jest pusta (tabela ${table}) – przywracam tylko do pustej bazy.`);
  }
}

/**
 * Loads the rows and files in archive order (parents before children) and sets the sequences; with
 * the rights for it, triggers and foreign-key checks are suspended as in a dump's restore.
 */
async function loadEntries(
  tx: SqlRunner,
  entries: AsyncIterable<TarEntry>,
  contents: Contents,
  filesDir: string,
): Promise<void> {
  const [role] = await rows<{ superuser: string }>(
    tx,
    sql`select current_setting('is_superuser') as superuser`,
  );
  if (role?.superuser === 'on') await tx.execute(sql`set local session_replication_role = replica`);
  const store = createFileStore(filesDir);
  const columns = new Map<string, string[]>();
  const loaded = new Map<string, number>();
  for await (const { name, data } of entries) {
    const [kind, key] = name.split('/');
    if (kind === 'tables' && key) {
      if (!columns.has(key)) columns.set(key, await storedColumns(tx, key));
      await insertBatch(tx, key, columns.get(key)!, data);
      loaded.set(key, (loaded.get(key) ?? 0) + rowsIn(data));
    } else if (kind === 'files' && key) {
      if ((await store.put(data)) !== key)
        throw new Error(`Kopia jest uszkodzona: plik ${key} ma inną treść.`);
    }
  }
  // Checked before, checked again: the file might have been replaced since.
  assertRowCounts(contents, loaded);
  for (const { name, value } of contents.sequences)
    await tx.execute(sql`select setval(${regclassName(name)}::regclass, ${value}::bigint)`);
}

/** Inserts one batch of rows written by the database as JSON, converted back by the database. */
async function insertBatch(tx: SqlRunner, table: string, columns: string[], data: Buffer): Promise<void> {
  const lines = data.toString('utf8').trimEnd().split('\n');
  const list = columnList(columns);
  await tx.execute(
    sql`insert into ${qualified(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${qualified(table)}, ${`[${lines.join(',')}]`}::json)`,
  );
}

async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(from, { recursive: true });
  // Only an empty directory may be in the way (checked before the restore began).
  await rmdir(to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(from, to);
}
