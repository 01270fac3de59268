import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase } from '../db/database.ts';
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
import { connect, isNonEmptyDir, type Connection } from './connection.ts';
import { CONTENTS_ENTRY, Contents, Manifest, MANIFEST_ENTRY, parseEntry } from './manifest.ts';
import { migrationsUpTo } from './migrations.ts';
import type { TarEntry } from './tar.ts';

/** Where to restore: the embedded database in DATA_DIR/db, or a PostgreSQL database; files go to DATA_DIR/files. */
export type RestoreTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly dataDir: string };

export interface RestoreResult {
  readonly manifest: Manifest;
  readonly contents: Contents;
}

/**
 * Restores a backup into an empty target, all or nothing: the rows load in one transaction, the
 * embedded database and the files are built in a staging directory and moved into place only after
 * it commits. Then the target is opened as the server opens it, which applies the migrations that
 * are newer than the backup.
 */
export async function restoreBackup(path: string, target: RestoreTarget): Promise<RestoreResult> {
  const filesDir = join(target.dataDir, 'files');
  const dbDir = join(target.dataDir, 'db');
  if (isNonEmptyDir(filesDir))
    throw new Error(`W ${filesDir} są już pliki – przywracam tylko do pustego miejsca.`);
  if (target.kind === 'pglite' && isNonEmptyDir(dbDir))
    throw new Error(`W ${dbDir} jest już baza danych – przywracam tylko do pustego katalogu danych.`);

  const entries = readArchive(path);
  const first = await entries.next();
  if (first.done || first.value.name !== MANIFEST_ENTRY)
    throw new Error('To nie jest kopia zapasowa Wizytownika albo plik jest uszkodzony.');
  const manifest = parseEntry(Manifest, first.value.data);
  const migrations = migrationsUpTo(MIGRATIONS_DIR, manifest.migrations);

  const staging = join(target.dataDir, `restore-${process.pid}.partial`);
  await mkdir(staging, { recursive: true });
  let connection: Connection | undefined;
  try {
    connection =
      target.kind === 'pglite'
        ? connect({ kind: 'pglite', dataDir: join(staging, 'db') })
        : connect({ kind: 'postgres', url: target.url });
    if (target.kind === 'postgres') await assertEmptyDatabase(connection.db, manifest);
    await connection.migrate(migrations);
    const stagedFiles = join(staging, 'files');
    const contents = await connection.db.transaction((tx) => loadEntries(tx, entries, stagedFiles));
    await connection.close();
    connection = undefined;
    await moveInto(stagedFiles, filesDir);
    if (target.kind === 'pglite') await moveInto(join(staging, 'db'), dbDir);
    await (
      await openDatabase(
        target.kind === 'pglite' ? { kind: 'pglite', dataDir: dbDir } : { kind: 'postgres', url: target.url },
      )
    ).close();
    return { manifest, contents };
  } finally {
    await connection?.close();
    await rm(staging, { recursive: true, force: true });
    await rm(migrations, { recursive: true, force: true });
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
  filesDir: string,
): Promise<Contents> {
  const [role] = await rows<{ superuser: string }>(
    tx,
    sql`select current_setting('is_superuser') as superuser`,
  );
  if (role?.superuser === 'on') await tx.execute(sql`set local session_replication_role = replica`);
  const store = createFileStore(filesDir);
  const columns = new Map<string, string[]>();
  const loaded = new Map<string, number>();
  for await (const { name, data } of entries) {
    const [kind, table] = name.split('/');
    if (kind === 'tables' && table) {
      if (!columns.has(table)) columns.set(table, await storedColumns(tx, table));
      loaded.set(table, (loaded.get(table) ?? 0) + (await insertBatch(tx, table, columns.get(table)!, data)));
    } else if (kind === 'files' && table) {
      if ((await store.put(data)) !== table) throw new Error(`Uszkodzony plik w kopii: ${table}.`);
    } else if (name === CONTENTS_ENTRY) {
      const contents = parseEntry(Contents, data);
      assertComplete(contents, loaded);
      for (const { name: sequence, value } of contents.sequences)
        await tx.execute(sql`select setval(${regclassName(sequence)}::regclass, ${value}::bigint)`);
      return contents;
    }
  }
  throw new Error('Kopia jest niekompletna (brak jej spisu zawartości) – plik został ucięty.');
}

/** Inserts one batch of rows written by the database as JSON, converted back by the database. */
async function insertBatch(tx: SqlRunner, table: string, columns: string[], data: Buffer): Promise<number> {
  const lines = data.toString('utf8').trimEnd().split('\n');
  const list = columnList(columns);
  await tx.execute(
    sql`insert into ${qualified(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${qualified(table)}, ${`[${lines.join(',')}]`}::json)`,
  );
  return lines.length;
}

function assertComplete(contents: Contents, loaded: ReadonlyMap<string, number>): void {
  for (const { name, rows: expected } of contents.tables)
    if ((loaded.get(name) ?? 0) !== expected)
      throw new Error(
        `Kopia jest niekompletna: tabela ${name} ma ${loaded.get(name) ?? 0} z ${expected} wierszy.`,
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
