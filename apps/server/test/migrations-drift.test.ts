import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The committed migrations must be what `npm run db:generate` would write for the schema today.
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_FILE = join(SERVER_DIR, 'drizzle.config.ts');
const MIGRATIONS_DIR = join(SERVER_DIR, 'drizzle');
const require = createRequire(join(SERVER_DIR, 'package.json'));

const workDirs: string[] = [];
afterAll(() => workDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Generated {
  /** Migrations already in the copied journal when drizzle-kit ran. */
  readonly journalEntries: number;
  /** The new migration files drizzle-kit wrote, by name. */
  readonly written: ReadonlyArray<{ readonly name: string; readonly sql: string }>;
}

/**
 * Runs `drizzle-kit generate` with the project's config, its output redirected to a copy of the
 * migrations (plus, for the probe, one more schema file), and returns what it wrote there.
 */
async function generateAgainstCopy(extraSchemaFile?: string): Promise<Generated> {
  const dir = mkdtempSync(join(tmpdir(), 'wizytownik-drift-'));
  workDirs.push(dir);
  const out = join(dir, 'drizzle');
  cpSync(MIGRATIONS_DIR, out, { recursive: true });
  const before = new Set(readdirSync(out));
  const journal = JSON.parse(readFileSync(join(out, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  // drizzle-kit reads `out` relative to the working directory, even when it is absolute.
  const config = join(dir, 'drizzle.config.ts');
  writeFileSync(
    config,
    [
      `import base from ${JSON.stringify(CONFIG_FILE)};`,
      'const schema = [base.schema].flat();',
      `export default { ...base, out: ${JSON.stringify(relative(SERVER_DIR, out))},`,
      `  schema: ${extraSchemaFile ? `[...schema, ${JSON.stringify(extraSchemaFile)}]` : 'schema'} };`,
    ].join('\n'),
  );
  await promisify(execFile)(
    process.execPath,
    [join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'), 'generate', `--config=${config}`],
    {
      cwd: SERVER_DIR,
      timeout: 60_000,
    },
  );
  const written = readdirSync(out)
    .filter((name) => !before.has(name))
    .map((name) => ({ name, sql: readFileSync(join(out, name), 'utf8') }));
  return { journalEntries: journal.entries.length, written };
}

describe('drizzle migrations', () => {
  it('match the schema: drizzle-kit generate would write no new migration', async () => {
    const { journalEntries, written } = await generateAgainstCopy();
    expect(journalEntries).toBeGreaterThan(0);
    const report = written.map((f) => `${f.name}:\n${f.sql}`).join('\n');
    expect(written, `The schema and the migrations drifted; run npm run db:generate.\n${report}`).toEqual([]);
  }, 120_000);

  it('would catch a drift: a table missing from the migrations comes out as the next migration', async () => {
    const probe = join(mkdtempSync(join(tmpdir(), 'wizytownik-drift-probe-')), 'probe.ts');
    workDirs.push(join(probe, '..'));
    writeFileSync(
      probe,
      [
        `import { integer, pgTable } from ${JSON.stringify(require.resolve('drizzle-orm/pg-core'))};`,
        "export const driftProbe = pgTable('drift_probe', { id: integer('id') });",
      ].join('\n'),
    );
    const { journalEntries, written } = await generateAgainstCopy(probe);
    expect(written).toHaveLength(1);
    // Numbered after the committed ones and holding only the probe: it diffed against the journal.
    expect(written[0]!.name.startsWith(String(journalEntries).padStart(4, '0'))).toBe(true);
    expect(written[0]!.sql.match(/CREATE TABLE/g)).toEqual(['CREATE TABLE']);
    expect(written[0]!.sql).toContain('"drift_probe"');
  }, 120_000);
});
