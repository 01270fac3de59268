// Patient list and picker search with 100,000 patients in one clinic, over real HTTP, on the embedded
// database and, when a PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it.
// Run: npm run bench:patients -w bench
// Options: BENCH_PATIENTS=100000 BENCH_REQUESTS=200 BENCH_CONCURRENCY=1 BENCH_WARMUP=20
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { seedPatients } from './patients-seed.ts';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200);
// One in flight: the embedded database answers one query at a time, so more would only measure queueing.
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const API = '/api/services/app/Client';
// Untimed requests before each series: a query's first runs in a fresh process pay for the embedded
// database's WebAssembly warming up (some 20 runs of 30–60 ms of CPU for a new query shape, 3–5 ms
// after), which a server pays once after its start; BENCH_WARMUP=0 times them too.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const t0 = performance.now();
  await seedPatients(app.db, app.tenantId, PATIENTS);
  const seeded = `${label}: seeding ${PATIENTS} patients`;
  console.log(`${seeded.padEnd(46)} ${(performance.now() - t0).toFixed(0).padStart(7)} ms`);
  // What the next start (PGlite) or autovacuum (PostgreSQL) does after the data grew: the timed
  // searches then meet neither a vacuum of the seeded table under way nor one still due.
  await app.db.execute(sql`vacuum analyze clients`);

  const q = encodeURIComponent;
  const series = async (name: string, path: string) => {
    for (let i = 0; i < WARMUP; i += 1) {
      const res = await fetch(`${app.base}${path}`, {
        headers: { authorization: `Bearer ${app.login.accessToken}` },
      });
      if (!res.ok) throw new Error(`${path} ${res.status}`);
      await res.arrayBuffer();
    }
    return app.series(`${label}: ${name}`, path, TOTAL, CONCURRENCY);
  };
  const searched = new Map<string, number>();
  for (const query of ['kowal', '4405', 'łukasz', 'lukasz', 'jan kowalski', '600123']) {
    const { p95 } = await series(`Search '${query}'`, `${API}/Search?query=${q(query)}`);
    searched.set(query, p95);
  }
  for (const query of ['', 'kowal', '4405', 'łukasz', 'lukasz']) {
    await series(`GetAll '${query}'`, `${API}/GetAll?query=${q(query)}&page=1&limit=20`);
  }
  for (const sorting of ['creationTime DESC', 'city desc', 'pesel']) {
    await series(`GetAll sorted '${sorting}'`, `${API}/GetAll?sorting=${q(sorting)}&page=1&limit=20`);
  }
  await series(`GetAll page 100 of 200`, `${API}/GetAll?page=100&limit=200`);
  await app.close();
  // The issue's figure: the worst p95 of the picker's search by surname, name and surname, PESEL
  // prefix and phone prefix.
  const [query, p95] = [...searched]
    .filter(([k]) => GOAL_QUERIES.includes(k))
    .sort((a, b) => b[1] - a[1])[0]!;
  worst.push(
    `${label}: worst Search p95 of ${GOAL_QUERIES.map((k) => `'${k}'`).join(', ')}: ${p95.toFixed(1)} ms ('${query}'), load average ${loadavg()[0]!.toFixed(1)}`,
  );
}

const GOAL_QUERIES = ['kowal', 'jan kowalski', '4405', '600123'];
const worst: string[] = [];

console.log(
  `Wizytownik patients bench — ${PATIENTS} patients, ${TOTAL} requests per query after ${WARMUP} untimed, ${CONCURRENCY} in flight, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
);
await onEachDatabase(benchOn);
console.log(`\n${worst.join('\n')}`);
