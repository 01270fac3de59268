import { resolve } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { createBackup } from '../platform/backup/backup.ts';
import {
  assertEmbeddedDatabaseClosed,
  connect,
  type DatabaseLocation,
} from '../platform/backup/connection.ts';
import type { Contents } from '../platform/backup/manifest.ts';
import { restoreBackup } from '../platform/backup/restore.ts';

export const BACKUP_USAGE =
  'Użycie: npm run backup -- <plik.tar.gz>   (kopia bazy danych i zapisanych plików)';
export const RESTORE_USAGE =
  'Użycie: npm run restore -- <plik.tar.gz>   (do pustego DATA_DIR albo pustej bazy DATABASE_URL)';

/** The file argument, relative to where the operator typed the command (npm runs scripts elsewhere). */
function fileArgument(argv: readonly string[], usage: string): string {
  const [file, ...rest] = argv;
  if (!file || file.startsWith('-') || rest.length) throw new Error(usage);
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** `npm run backup -- <file>`: a backup of the configured database and DATA_DIR/files. */
export async function backupCommand(config: Config, argv: readonly string[]): Promise<string[]> {
  const path = fileArgument(argv, BACKUP_USAGE);
  const location: DatabaseLocation = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: resolve(config.dataDir, 'db') };
  if (location.kind === 'pglite') assertEmbeddedDatabaseClosed(location.dataDir);
  const started = performance.now();
  const connection = connect(location);
  try {
    const contents = await createBackup(
      { db: connection.db, kind: location.kind, filesDir: resolve(config.dataDir, 'files') },
      path,
    );
    return [`Zapisano kopię zapasową: ${path}`, summary(contents, started), ...missing(contents)];
  } finally {
    await connection.close();
  }
}

/** `npm run restore -- <file>`: the backup into an empty DATA_DIR (or an empty DATABASE_URL database). */
export async function restoreCommand(config: Config, argv: readonly string[]): Promise<string[]> {
  const path = fileArgument(argv, RESTORE_USAGE);
  const dataDir = resolve(config.dataDir);
  const started = performance.now();
  const { manifest, contents } = await restoreBackup(
    path,
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, dataDir } : { kind: 'pglite', dataDir },
  );
  return [
    `Przywrócono kopię zapasową z ${manifest.createdAt} do ${config.databaseUrl ? 'bazy DATABASE_URL' : dataDir}.`,
    summary(contents, started),
    ...missing(contents),
  ];
}

function summary(contents: Contents, started: number): string {
  const rows = contents.tables.reduce((sum, t) => sum + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `  ${contents.tables.length} tabel, ${rows} wierszy, ${contents.files.length} plików; ${seconds} s`;
}

function missing(contents: Contents): string[] {
  return contents.missingFiles.length
    ? [
        `  Uwaga: ${contents.missingFiles.length} plików usunięto w trakcie kopii – kopia ma tylko ich rekordy.`,
      ]
    : [];
}

/** Runs a command with the process's configuration and arguments: its lines, or its message and exit code 1. */
export async function runBackupCli(
  command: (config: Config, argv: readonly string[]) => Promise<string[]>,
): Promise<void> {
  try {
    for (const line of await command(loadConfig(), process.argv.slice(2))) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
