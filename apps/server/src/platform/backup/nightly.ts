import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createBackup, type BackupSource } from './backup.ts';

const NAME = /^wizytownik-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/** A nightly backup's file name: UTC time, so names sort by age and a DST change repeats none. */
export const nightlyBackupName = (at: Date) =>
  `wizytownik-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** The nightly backups beyond the `keep` newest; other files in the directory are never touched. */
export function expiredBackups(names: readonly string[], keep: number): string[] {
  return names
    .filter((n) => NAME.test(n))
    .sort()
    .reverse()
    .slice(keep);
}

/** The next time of day `hh:mm` (local) strictly after `now`. */
export function nextRunAt(now: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours!, minutes!, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

export interface NightlyBackupOptions {
  readonly source: BackupSource;
  /** DATA_DIR/backups */
  readonly dir: string;
  /** Local time of day, `hh:mm`. */
  readonly time: string;
  /** How many backups to keep (at least 1). */
  readonly keep: number;
  readonly log: {
    info(fields: object, message: string): void;
    error(fields: object, message: string): void;
  };
}

/** Takes one backup into the directory, then removes the oldest beyond `keep`. */
export async function takeNightlyBackup(options: NightlyBackupOptions, now = new Date()): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const path = join(options.dir, nightlyBackupName(now));
  await createBackup(options.source, path, now);
  for (const name of expiredBackups(await readdir(options.dir), options.keep))
    await rm(join(options.dir, name), { force: true });
  return path;
}

/** Schedules the backup every day at the configured time; returns the function that stops it. */
export function scheduleNightlyBackups(options: NightlyBackupOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const at = nextRunAt(new Date(), options.time);
    timer = setTimeout(() => void run(), at.getTime() - Date.now());
    // A pending backup does not keep the process alive at shutdown.
    timer.unref();
  };
  const run = async () => {
    const started = performance.now();
    try {
      const path = await takeNightlyBackup(options);
      options.log.info({ path, ms: Math.round(performance.now() - started) }, 'nightly backup written');
    } catch (error) {
      options.log.error({ err: error }, 'nightly backup failed');
    }
    plan();
  };
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
