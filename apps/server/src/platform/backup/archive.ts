import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readTar, tarStream, type TarEntry } from './tar.ts';

/**
 * Writes the entries as a .tar.gz: first under a `.partial` name, renamed when complete, so a backup
 * cut short (full disk, stopped process) never passes for a whole one.
 */
export async function writeArchive(path: string, entries: AsyncIterable<TarEntry>): Promise<void> {
  const partial = `${path}.partial`;
  try {
    await pipeline(Readable.from(tarStream(entries)), createGzip(), createWriteStream(partial));
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The entries of a .tar.gz, read as a stream. */
export function readArchive(path: string): AsyncGenerator<TarEntry> {
  const file = createReadStream(path);
  const gunzip = createGunzip();
  // pipe() does not pass on the file's errors (a missing or unreadable file).
  file.on('error', (error) => gunzip.destroy(error));
  return readTar(file.pipe(gunzip));
}
