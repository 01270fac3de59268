import { sql } from 'drizzle-orm';
import { createFileStore } from '../files/file-store.ts';
import { storedFiles } from '../files/files.tables.ts';
import type { TarEntry } from './tar.ts';
import { writeArchive } from './archive.ts';
import {
  appliedMigrations,
  columnList,
  listTables,
  primaryKey,
  qualified,
  rows,
  sequenceValues,
  storedColumns,
  type SqlDatabase,
  type SqlRunner,
} from './catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CONTENTS_ENTRY,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type Contents,
  type Manifest,
} from './manifest.ts';

/** Rows per archive entry: small enough to hold in memory, large enough for few statements. */
export const BATCH_ROWS = 2000;

export interface BackupSource {
  readonly db: SqlDatabase;
  readonly kind: Manifest['database'];
  /** The file store's directory (DATA_DIR/files). */
  readonly filesDir: string;
}

/**
 * Writes a backup of every table and the stored files to `path`. The rows come from one read-only
 * snapshot (REPEATABLE READ), so a running server can go on working while it is taken.
 */
export async function createBackup(source: BackupSource, path: string, now = new Date()): Promise<Contents> {
  return source.db.transaction(
    async (tx) => {
      const contents: Contents = { tables: [], sequences: [], files: [], missingFiles: [] };
      await writeArchive(path, entries(tx, source, now, contents));
      return contents;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function* entries(
  tx: SqlRunner,
  source: BackupSource,
  now: Date,
  contents: Contents,
): AsyncGenerator<TarEntry> {
  const migrations = await appliedMigrations(tx);
  if (!migrations.length) throw new Error('Baza danych jest pusta (bez schematu) – nie ma czego kopiować.');
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    database: source.kind,
    migrations,
  };
  yield json(MANIFEST_ENTRY, manifest);
  for (const table of await listTables(tx)) {
    let count = 0;
    for await (const entry of tableEntries(tx, table)) {
      count += entry.rows;
      yield entry;
    }
    contents.tables.push({ name: table, rows: count });
  }
  contents.sequences.push(...(await sequenceValues(tx)));
  yield* fileEntries(tx, source.filesDir, contents);
  yield json(CONTENTS_ENTRY, contents);
}

const CURSOR = sql.identifier('wizytownik_backup');

/** A table's rows as JSON text made by the database itself, read through a cursor in batches. */
async function* tableEntries(tx: SqlRunner, table: string): AsyncGenerator<TarEntry & { rows: number }> {
  const columns = await storedColumns(tx, table);
  const key = await primaryKey(tx, table);
  // Rows in key order, so a table that refers to itself loads parents first.
  const order = key.length ? sql` order by ${columnList(key)}` : sql``;
  await tx.execute(
    sql`declare ${CURSOR} no scroll cursor for
        select row_to_json(r)::text as row from (select ${columnList(columns)} from ${qualified(table)}${order}) r`,
  );
  for (let batch = 1; ; batch++) {
    const found = await rows<{ row: string }>(
      tx,
      sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from ${CURSOR}`,
    );
    if (!found.length) break;
    const text = found.map((r) => r.row).join('\n') + '\n';
    yield { name: tableEntry(table, batch), data: Buffer.from(text, 'utf8'), rows: found.length };
    if (found.length < BATCH_ROWS) break;
  }
  await tx.execute(sql`close ${CURSOR}`);
}

/** Every file a record refers to in the snapshot; the store keeps each distinct content once. */
async function* fileEntries(tx: SqlRunner, filesDir: string, contents: Contents): AsyncGenerator<TarEntry> {
  const store = createFileStore(filesDir);
  const referenced = await rows<{ sha256: string }>(
    tx,
    sql`select distinct ${storedFiles.sha256} as sha256 from ${storedFiles} order by 1`,
  );
  for (const { sha256 } of referenced) {
    let data: Buffer;
    try {
      data = await store.get(sha256);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      contents.missingFiles.push(sha256);
      continue;
    }
    contents.files.push({ sha256, size: data.length });
    yield { name: fileEntry(sha256), data };
  }
}

const json = (name: string, value: unknown): TarEntry => ({
  name,
  data: Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8'),
});
