import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestClinic } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { seedDemoClinic } from '../modules/demo/demo.seed.ts';
import { uploadAttachment } from '../modules/attachments/attachments.service.ts';
import { createBackup } from '../platform/backup/backup.ts';
import { nightlyBackupName, takeNightlyBackup } from '../platform/backup/nightly.ts';
import { listTables, rows, type SqlDatabase } from '../platform/backup/catalog.ts';
import { openDatabase } from '../platform/db/database.ts';
import { createFileStore, loadFile } from '../platform/files/file-store.ts';
import { backupCommand, restoreCommand } from './backup-commands.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), `wizytownik-${prefix}-`));
  dirs.push(dir);
  return dir;
};

let t: TestApp;
let tenantId: number;
const uploaded: Buffer[] = [];
/** The backup of the test app's database, taken as the server's nightly job takes it. */
let backupPath: string;

beforeAll(async () => {
  t = await createTestApp();
  const clinic = await createTestClinic(t, { features: ['Zalaczniki'] });
  tenantId = clinic.tenant.id;
  await seedDemoClinic(t.db, tenantId);
  const patients = await rows<{ id: number }>(
    t.db,
    sql`select id from clients where tenant_id = ${tenantId} order by id limit 2`,
  );
  const files = createFileStore(t.filesDir);
  for (const [i, { id }] of patients.entries()) {
    const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% skan ${i}\n`), randomBytes(50_000)]);
    await uploadAttachment(
      { db: t.db, files },
      { tenantId, userId: clinic.admin.id },
      { fields: { ClientId: id, type: 4 }, file: { fileName: `skan-${i}.pdf`, bytes } },
    );
    uploaded.push(bytes);
  }
  backupPath = join(tempDir('backup'), 'kopia.tar.gz');
  const started = performance.now();
  await createBackup({ db: t.db, kind: t.database.kind, filesDir: t.filesDir }, backupPath);
  console.log(
    `backup of the demo clinic (${t.database.kind}): ${Math.round(performance.now() - started)} ms, ` +
      `${statSync(backupPath).size} bytes`,
  );
}, 300_000);

afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Each table's rows as the database writes them, in a stable order (UTC, so two servers agree); only
 * the test clinic's rows when the source is the PostgreSQL server other test files share.
 */
async function tableDigests(db: SqlDatabase, tables: readonly string[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const digests: Record<string, { rows: number; md5: string }> = {};
    for (const table of tables) {
      const where = onPostgres ? sql`where tenant_id = ${tenantId}` : sql``;
      const [found] = await rows<{ rows: number; md5: string }>(
        tx,
        sql`select count(*)::int as rows, md5(coalesce(string_agg(r, E'\n' order by r), '')) as md5
            from (select row_to_json(t)::text as r from ${sql.identifier(table)} t ${where}) x`,
      );
      digests[table] = found!;
    }
    return digests;
  });
}

const CLINIC_TABLES = ['clients', 'visits', 'stored_files', 'client_attachments'];

async function comparedTables(): Promise<string[]> {
  return onPostgres ? CLINIC_TABLES : listTables(t.db);
}

/** Opens a restored target, compares it with the source and checks the files' bytes. */
async function expectSameClinic(restored: SqlDatabase, filesDir: string) {
  const tables = await comparedTables();
  const [source, target] = [await tableDigests(t.db, tables), await tableDigests(restored, tables)];
  expect(target).toEqual(source);
  expect(source.visits!.rows).toBeGreaterThan(100);
  expect(source.client_attachments!.rows).toBe(2);
  const fileIds = await rows<{ id: number }>(
    restored,
    sql`select id from stored_files where tenant_id = ${tenantId} order by id`,
  );
  const bytes = await Promise.all(
    fileIds.map(({ id }) => loadFile(restored as never, createFileStore(filesDir), tenantId, id)),
  );
  expect(bytes).toEqual(uploaded);
}

/** Every file under a directory with its size and time, to show that a refused restore wrote nothing. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      const { size, mtimeMs } = statSync(path);
      return `${relative(dir, path)} ${size} ${mtimeMs}`;
    })
    .sort();
}

describe('restore into the embedded database', () => {
  const dataDir = () => join(tempDir('restored'), 'data');
  let target: string;

  it('restores the demo clinic into an empty data directory with the same patients, visits and files', async () => {
    target = dataDir();
    const started = performance.now();
    await restoreCommand(loadConfig({ DATA_DIR: target }), [backupPath]);
    console.log(`restore of the demo clinic into PGlite: ${Math.round(performance.now() - started)} ms`);
    const restored = await openDatabase({ kind: 'pglite', dataDir: join(target, 'db') });
    try {
      await expectSameClinic(restored.db, join(target, 'files'));
      if (!onPostgres) {
        const sequences = sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`;
        expect(await rows(restored.db, sequences)).toEqual(await rows(t.db, sequences));
      }
    } finally {
      await restored.close();
    }
    expect(readdirSync(target).sort()).toEqual(['db', 'files']);
  }, 300_000);

  it('refuses to restore into a data directory that holds a database, changing nothing', async () => {
    const before = listing(target);
    await expect(restoreCommand(loadConfig({ DATA_DIR: target }), [backupPath])).rejects.toThrow(
      /są już pliki|jest już baza danych/,
    );
    expect(listing(target)).toEqual(before);
  });

  it('refuses an archive that is cut short before writing anything', async () => {
    const cut = join(tempDir('cut'), 'cut.tar.gz');
    const whole = readFileSync(backupPath);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const empty = dataDir();
    mkdirSync(empty, { recursive: true });
    await expect(restoreCommand(loadConfig({ DATA_DIR: empty }), [cut])).rejects.toThrow(
      'Plik kopii jest uszkodzony albo ucięty',
    );
    expect(readdirSync(empty)).toEqual([]);
  });
});

describe('nightly backup', () => {
  it('writes a backup into the directory and keeps the configured number of newest ones', async () => {
    const dir = tempDir('nightly');
    const older = ['2026-11-20', '2026-11-21', '2026-11-22'].map((day) =>
      nightlyBackupName(new Date(`${day}T01:00:00Z`)),
    );
    for (const name of [...older, 'reczna.tar.gz']) writeFileSync(join(dir, name), '');
    const log = { info: () => undefined, error: () => undefined };
    const source = { db: t.db, kind: t.database.kind, filesDir: t.filesDir };
    const now = new Date('2026-11-23T01:00:00Z');
    const path = await takeNightlyBackup({ source, dir, time: '02:00', keep: 2, log }, now);
    expect(path).toBe(join(dir, nightlyBackupName(now)));
    expect(readdirSync(dir).sort()).toEqual(
      [...older.slice(2), nightlyBackupName(now), 'reczna.tar.gz'].sort(),
    );
    expect(statSync(path).size).toBeGreaterThan(0);
  });
});

describe.skipIf(onPostgres)('command-line backup of the embedded database', () => {
  it('refuses while a server holds the data directory, and backs it up once it is closed', async () => {
    const source = tempDir('source');
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const open = await openDatabase({ kind: 'pglite', dataDir: join(source, 'db'), loadDataDir: template });
    const config = loadConfig({ DATA_DIR: source });
    const file = join(tempDir('cli'), 'cli.tar.gz');
    try {
      await expect(backupCommand(config, [file])).rejects.toThrow(/otwarta przez działający serwer/);
    } finally {
      await open.close();
    }
    const lines = await backupCommand(config, [file]);
    expect(lines[0]).toBe(`Zapisano kopię zapasową: ${file}`);
    expect(statSync(file).size).toBeGreaterThan(0);
  }, 180_000);
});

describe.runIf(onPostgres)('restore into PostgreSQL', () => {
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

  it('restores into a fresh database with the same patients, visits and files', async () => {
    const name = `wizytownik_restore_${randomUUID().slice(0, 8)}`;
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = tempDir('pg-restored');
    try {
      await restoreCommand(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }), [backupPath]);
      const restored = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await expectSameClinic(restored.db, join(dataDir, 'files'));
      } finally {
        await restored.close();
      }
    } finally {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }, 300_000);

  it('refuses a database that has rows, changing nothing', async () => {
    const dataDir = tempDir('pg-refused');
    const [before] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from tenants`);
    await expect(
      restoreCommand(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL }), [
        backupPath,
      ]),
    ).rejects.toThrow(/nie jest pusta/);
    const [after] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from tenants`);
    expect(after!.n).toBeGreaterThanOrEqual(before!.n);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
