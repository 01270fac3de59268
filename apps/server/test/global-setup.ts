import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, newPglite, MIGRATIONS_DIR } from '../src/platform/db/database.ts';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates once: a real PostgreSQL server when TEST_DATABASE_URL is set, and always an embedded
 * template that every test file clones in well under a second.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await (await openDatabase({ kind: 'postgres', url })).close();
  const client = newPglite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'wz-template-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
