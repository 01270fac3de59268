import { z } from 'zod';

/**
 * The archive's layout: `manifest.json` first (what is needed before any row is loaded), then each
 * table's rows in batches (`tables/<table>/<n>.ndjson`, one JSON object per row), the stored files
 * (`files/<sha256>`), and `contents.json` last (what a restore checks it has read in full).
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const CONTENTS_ENTRY = 'contents.json';
export const tableEntry = (table: string, batch: number) =>
  `tables/${table}/${String(batch).padStart(6, '0')}.ndjson`;
export const fileEntry = (sha256: string) => `files/${sha256}`;

export const BACKUP_FORMAT = 'wizytownik-backup';
export const BACKUP_VERSION = 1;

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** drizzle's applied migrations: the restore rebuilds the schema to exactly this level. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })).min(1),
});
export type Manifest = z.infer<typeof Manifest>;

export const Contents = z.object({
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  sequences: z.array(z.object({ name: z.string(), value: z.string() })),
  files: z.array(z.object({ sha256: z.string(), size: z.number().int() })),
  /** Files whose record was deleted while the backup ran (the snapshot still has the record). */
  missingFiles: z.array(z.string()),
});
export type Contents = z.infer<typeof Contents>;

/** Parses a JSON entry, with a Polish message for an archive that is not a backup of this program. */
export function parseEntry<T>(schema: z.ZodType<T>, data: Buffer): T {
  try {
    return schema.parse(JSON.parse(data.toString('utf8')));
  } catch {
    throw new Error('To nie jest kopia zapasowa Wizytownika albo plik jest uszkodzony.');
  }
}
