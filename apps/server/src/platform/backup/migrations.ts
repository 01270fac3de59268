import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppliedMigration } from './catalog.ts';

interface JournalEntry {
  readonly when: number;
  readonly tag: string;
}

/**
 * A copy of the migrations folder cut at the backup's level, so an older backup is loaded into the
 * schema it was taken from and the newer migrations then run over its rows as at an upgrade.
 * Refuses a backup whose migrations this program does not have (a newer or a different version).
 */
export function migrationsUpTo(migrationsDir: string, applied: readonly AppliedMigration[]): string {
  const local = readMigrationFiles({ migrationsFolder: migrationsDir });
  const known = applied.every(
    (m, i) => local[i] && String(local[i].folderMillis) === m.createdAt && local[i].hash === m.hash,
  );
  if (!known)
    throw new Error(
      'Kopia pochodzi z innej (nowszej?) wersji programu – jej migracje bazy nie zgadzają się z tymi w programie.',
    );
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = journal.entries.slice(0, applied.length);
  const dir = mkdtempSync(join(tmpdir(), 'wizytownik-migrations-'));
  mkdirSync(join(dir, 'meta'));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(migrationsDir, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}
