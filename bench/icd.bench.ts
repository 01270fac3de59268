// ICD dictionaries: loading the real files (what the first start adds), the start-up check once they
// are loaded, a re-import, and the search calls over real HTTP with the autocomplete's page of 20 —
// on the embedded database and, when a PostgreSQL server answers, on it.
// Run: npm run bench:icd -w bench     Options: BENCH_REQUESTS=300 BENCH_CONCURRENCY=4 ICD_DATA_DIR=…
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openDatabase, type DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { loadKeys } from '../apps/server/src/platform/security/keys.ts';
import {
  DEFAULT_ICD_DATA_DIR,
  importIcdDictionaries,
  loadIcdDictionariesIfEmpty,
} from '../apps/server/src/modules/icd/icd.import.ts';
import { createTenant } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { createUser } from '../apps/server/src/modules/users/users.service.ts';
import { onEachDatabase } from './databases.ts';
import { formatRow, measure, summarize } from './stats.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const DIR = process.env.ICD_DATA_DIR ?? DEFAULT_ICD_DATA_DIR;
const PASSWORD = 'Bench12345';
const ICD10_QUERIES = ['J06', 'j06.9', 'zapalenie', 'zapalenie pluc', 'cukrzyca insulino', 'a', ''];
const ICD9_QUERIES = ['88.7', 'usg', 'usg brzucha', 'masaz', 'MASAŻ', 'zdjęcie rtg klatki'];
/** The goal for the searches' p95 latency (one request, over real HTTP). */
const GOAL_P95_MS = 10;

async function timed<T>(label: string, task: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await task();
  console.log(`${label.padEnd(46)} ${(performance.now() - t0).toFixed(0).padStart(7)} ms`);
  return result;
}

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  const { db } = database;
  const loaded = await timed(`${label}: first start, load`, () => loadIcdDictionariesIfEmpty(db, DIR));
  if (loaded.status !== 'loaded') throw new Error(`No dictionaries in ${DIR}`);
  console.log(
    `${''.padEnd(46)} ICD-10 ${loaded.counts.icd10.total}, ICD-9-PL ${loaded.counts.icd9.total} codes`,
  );
  await timed(`${label}: later start, check`, () => loadIcdDictionariesIfEmpty(db, DIR));
  await timed(`${label}: re-import of the same files`, () => importIcdDictionaries(db, DIR));

  const app = await buildApp({
    database,
    keys: await loadKeys(db, undefined),
    clock: systemClock,
    logLevel: 'silent',
  });
  const tenant = await createTenant(db, {
    tenancyName: `bench-${randomUUID()}`,
    name: 'Bench',
    features: [],
  });
  await createUser(db, tenant.id, {
    userName: 'bench',
    emailAddress: 'bench@example.pl',
    name: 'Bench',
    surname: 'User',
    password: PASSWORD,
    roleNames: ['Admin'],
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Abp.TenantId': String(tenant.id) },
    body: JSON.stringify({ userNameOrEmailAddress: 'bench', password: PASSWORD }),
  });
  const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;

  // Every sample of a dictionary's searches, for its p95 over all the queries.
  const all = { icd10: [] as number[], icd9: [] as number[], tree: [] as number[] };
  const series = async (name: string, path: string, into: number[]) => {
    let found = 0;
    const run = await measure(TOTAL, CONCURRENCY, async () => {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { result: { items?: unknown[] } | unknown[] };
      if (!res.ok) throw new Error(`${path} ${res.status}`);
      found = Array.isArray(body.result) ? body.result.length : (body.result.items?.length ?? 0);
    });
    console.log(`${formatRow(`${label}: ${name}`, summarize(run.samples), run.wallMs)}  ${found} items`);
    into.push(...run.samples);
  };
  for (const q of ICD10_QUERIES)
    await series(
      `GetICD10 '${q}'`,
      `/api/services/app/ICD/GetICD10?query=${encodeURIComponent(q)}&page=1&limit=20`,
      all.icd10,
    );
  for (const q of ICD9_QUERIES)
    await series(
      `GetFullSearchICD9 '${q}'`,
      `/api/services/app/ICD/GetFullSearchICD9?term=${encodeURIComponent(q)}`,
      all.icd9,
    );
  // The picker's cascade, one level each.
  for (const [name, path] of [
    ['ICD-9 chapters', 'GetAllICD9MainCategories'],
    ['ICD-9 subchapters of 88', 'GetSubsections?mainCategory=88'],
    ['ICD-9 main categories of 88.7', 'GetAllICD9SubCategories?subsection=88.7'],
    ['ICD-9 detailed categories of 88.76', 'GetAllICD9DetailedCategories?subCategory=88.76'],
  ] as const)
    await series(name, `/api/services/app/ICD/${path}`, all.tree);
  for (const [name, samples] of [
    ['ICD-10 search, all queries', all.icd10],
    ['ICD-9 full search, all queries', all.icd9],
    ['ICD-9 tree, all levels', all.tree],
  ] as const) {
    const { p95 } = summarize(samples);
    const verdict = p95 <= GOAL_P95_MS ? 'within' : 'ABOVE';
    console.log(
      `${label}: ${name}`.padEnd(46),
      `p95=${p95.toFixed(1)} ms  ${verdict} the goal of ${GOAL_P95_MS} ms`,
    );
  }
  await app.close();
  await database.close();
}

console.log(
  `Wizytownik ICD bench — ${TOTAL} requests per query, ${CONCURRENCY} in flight, ${cpus().length} CPU(s), Node ${process.version}`,
);
await onEachDatabase(benchOn);
