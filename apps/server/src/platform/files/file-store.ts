import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { storedFiles } from './files.tables.ts';

/** Bytes addressed by their SHA-256 fingerprint: equal uploads share one file on disk. */
export interface FileStore {
  put(bytes: Buffer): Promise<string>;
  get(sha256: string): Promise<Buffer>;
  /** Forgets the bytes; callers first make sure no metadata row refers to them (see deleteFile). */
  remove(sha256: string): Promise<void>;
}

export const fingerprintOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export function createFileStore(dir: string): FileStore {
  const pathOf = (sha256: string) => join(dir, sha256.slice(0, 2), sha256);
  return {
    async put(bytes) {
      const sha256 = fingerprintOf(bytes);
      const target = pathOf(sha256);
      if (await exists(target)) return sha256;
      await mkdir(join(dir, sha256.slice(0, 2)), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const partial = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, target);
      return sha256;
    },
    get: (sha256) => readFile(pathOf(sha256)),
    remove: (sha256) => rm(pathOf(sha256), { force: true }),
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export interface NewFile {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly contentType: string;
}

/**
 * Holds off other writers and removers of the same bytes until the transaction ends, so that a file
 * is never removed while a new row comes to refer to it (tenants share equal bytes). Outside a
 * transaction the lock ends with the statement: callers that write or remove use one.
 */
async function lockFingerprint(db: DbOrTx, sha256: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`);
}

/** Stores the bytes and records them for the tenant; returns the metadata row's id. */
export async function saveFile(
  db: DbOrTx,
  store: FileStore,
  tenantId: number,
  file: NewFile,
): Promise<number> {
  await lockFingerprint(db, fingerprintOf(file.bytes));
  const sha256 = await store.put(file.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      tenantId,
      sha256,
      size: file.bytes.length,
      fileName: file.fileName,
      contentType: file.contentType,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** The bytes of a tenant's file, or undefined when the id is not the tenant's. */
export async function loadFile(
  db: DbOrTx,
  store: FileStore,
  tenantId: number,
  id: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.tenantId, tenantId)));
  return row ? store.get(row.sha256) : undefined;
}

/** Removes the bytes when no metadata row of any tenant refers to them any more (in a transaction). */
export async function removeIfUnreferenced(db: DbOrTx, store: FileStore, sha256: string): Promise<void> {
  await lockFingerprint(db, sha256);
  const [refs] = await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.sha256, sha256));
  if (!refs?.n) await store.remove(sha256);
}

/** Deletes a tenant's file record, and the bytes with it when nothing else refers to them (in a transaction). */
export async function deleteFile(db: DbOrTx, store: FileStore, tenantId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.tenantId, tenantId)))
    .returning({ sha256: storedFiles.sha256 });
  if (row) await removeIfUnreferenced(db, store, row.sha256);
}
