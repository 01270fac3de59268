import { fingerprintOf } from '../files/file-store.ts';
import { readArchive } from './archive.ts';
import { CONTENTS_ENTRY, Contents, Manifest, MANIFEST_ENTRY, parseEntry } from './manifest.ts';

export interface CheckedBackup {
  readonly manifest: Manifest;
  readonly contents: Contents;
}

const NOT_A_BACKUP = 'To nie jest kopia zapasowa Wizytownika albo plik jest uszkodzony.';

/** The rows in one table entry: each row is one line (JSON escapes the newlines inside values). */
export const rowsIn = (data: Buffer) => data.reduce((n, byte) => (byte === 0x0a ? n + 1 : n), 0);

/**
 * Reads the whole archive once before a restore touches the target: a damaged or cut-off backup is
 * refused while nothing has been written yet. Checks the order of the entries, each table's row
 * count against the list of contents and each file's bytes against its SHA-256 name.
 */
export async function checkBackup(path: string): Promise<CheckedBackup> {
  let manifest: Manifest | undefined;
  let contents: Contents | undefined;
  const counted = new Map<string, number>();
  try {
    for await (const { name, data } of readArchive(path)) {
      const [kind, key] = name.split('/');
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw new Error(NOT_A_BACKUP);
        manifest = parseEntry(Manifest, data);
      } else if (contents) {
        throw new Error(NOT_A_BACKUP);
      } else if (kind === 'tables' && key) {
        counted.set(key, (counted.get(key) ?? 0) + rowsIn(data));
      } else if (kind === 'files' && key) {
        if (fingerprintOf(data) !== key) throw new Error(`Kopia jest uszkodzona: plik ${key} ma inną treść.`);
      } else if (name === CONTENTS_ENTRY) {
        contents = parseEntry(Contents, data);
      } else {
        throw new Error(NOT_A_BACKUP);
      }
    }
  } catch (error) {
    throw readingError(error);
  }
  if (!manifest) throw new Error(NOT_A_BACKUP);
  if (!contents) throw new Error('Kopia jest niekompletna (brak spisu zawartości) – plik został ucięty.');
  assertRowCounts(contents, counted);
  return { manifest, contents };
}

/** The tables hold exactly the rows the list of contents names. */
export function assertRowCounts(contents: Contents, counted: ReadonlyMap<string, number>): void {
  const listed = new Set(contents.tables.map((t) => t.name));
  const extra = [...counted.keys()].find((table) => !listed.has(table));
  if (extra) throw new Error(`Kopia jest uszkodzona: tabela ${extra} nie jest w spisie zawartości.`);
  for (const { name, rows } of contents.tables)
    if ((counted.get(name) ?? 0) !== rows)
      throw new Error(
        `Kopia jest niekompletna: tabela ${name} ma ${counted.get(name) ?? 0} z ${rows} wierszy.`,
      );
}

/** The operator's message for a file that cannot be read as an archive. */
function readingError(error: unknown): Error {
  const { code, path, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new Error(`Nie ma pliku ${path}.`);
  if (code?.startsWith('Z_') || message?.startsWith('tar:'))
    return new Error('Plik kopii jest uszkodzony albo ucięty – nie da się go odczytać w całości.');
  return error as Error;
}
