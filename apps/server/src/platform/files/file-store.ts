import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { storedFiles } from './files.tables.ts';

/** Bytes addressed by their SHA-256 fingerprint: equal uploads share one file on disk. */
export interface FileStore {
  put(bytes: Buffer): Promise<string>;
  get(sha256: string): Promise<Buffer>;
}

export function createFileStore(dir: string): FileStore {
  const pathOf = (sha256: string) => join(dir, sha256.slice(0, 2), sha256);
  return {
    async put(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
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

/** Stores the bytes and records them for the tenant; returns the metadata row's id. */
export async function saveFile(
  db: DbOrTx,
  store: FileStore,
  tenantId: number,
  file: NewFile,
): Promise<number> {
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
