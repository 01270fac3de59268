import pg from 'pg';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';

/** A fresh database on the PostgreSQL server (BENCH_DATABASE_URL or 127.0.0.1:5432), or null without one. */
async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `wz_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Runs a benchmark on a new embedded database and, when a PostgreSQL server answers, on a new one there. */
export async function onEachDatabase(
  bench: (label: string, options: DatabaseOptions) => Promise<void>,
): Promise<void> {
  await bench('PGlite (embedded)', { kind: 'pglite' });
  const server = await throwawayPostgres();
  if (!server) {
    console.log('PostgreSQL: no server on 127.0.0.1:5432 and no BENCH_DATABASE_URL — skipped');
    return;
  }
  try {
    await bench('PostgreSQL', { kind: 'postgres', url: server.url });
  } finally {
    await server.drop();
  }
}
