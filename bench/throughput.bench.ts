// Requests per second under load: /health (one `select 1`, the ceiling of a request that touches the
// database), GetPatientVisitDetails, Client/GetAll (the first page of patients) and ListVisits (a week
// of every therapist) with 16 connections, as the administrator, on the embedded database and, when a
// PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it. autocannon drives the load
// from a worker thread, so the server's event loop is the main thread's alone.
// Run: npm run bench:throughput -w bench
// Options: BENCH_SECONDS=10 BENCH_CONNECTIONS=16 BENCH_THERAPISTS=20 BENCH_VISITS=50000 BENCH_PATIENTS=5000
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addDays } from '@wizytownik/domain';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { visits } from '../apps/server/src/modules/visits/visits.tables.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { seedCalendar } from './visits-seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 20);
const VISITS = Number(process.env.BENCH_VISITS ?? 50_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 5_000);
const WARMUP_SECONDS = 2;

interface Call {
  readonly what: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

interface Figures {
  readonly database: string;
  readonly what: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly failed: number;
  /** The one-minute load average when the series ended. */
  readonly load: number;
}
const results: Figures[] = [];

const display = (date: string) => date.split('-').reverse().join('-');

function cannon(base: string, token: string, call: Call, duration: number) {
  return autocannon({
    url: `${base}${call.path}`,
    method: call.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(call.body ? { body: call.body } : {}),
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
}

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId, base } = app;
  const seed = await seedCalendar(db, tenantId, {
    therapistCount: THERAPISTS,
    visitCount: VISITS,
    patientCount: PATIENTS,
  });
  // A visit of this week, as the calendar opens one.
  const [visit] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.tenantId, tenantId), gte(visits.startTime, sql`${seed.thisMonday}::timestamptz`)))
    .orderBy(asc(visits.startTime), asc(visits.id))
    .limit(1);
  const week = { startDate: display(seed.thisMonday), endDate: display(addDays(seed.thisMonday, 6)) };
  const calls: Call[] = [
    { what: '/health', method: 'GET', path: '/health' },
    {
      what: 'GetPatientVisitDetails',
      method: 'GET',
      path: `/api/services/app/Visit/GetPatientVisitDetails?id=${visit!.id}`,
    },
    { what: 'Client/GetAll', method: 'GET', path: '/api/services/app/Client/GetAll' },
    {
      what: 'ListVisits (a week)',
      method: 'POST',
      path: '/api/services/app/Visit/ListVisits',
      body: JSON.stringify({ ...week, przerwy_urlopy: true }),
    },
  ];
  const token = app.login.accessToken;
  for (const call of calls) {
    await cannon(base, token, call, WARMUP_SECONDS);
    const run = await cannon(base, token, call, SECONDS);
    const failed = run.errors + run.timeouts + run.non2xx;
    results.push({
      database: label,
      what: call.what,
      rps: run.requests.average,
      p50: run.latency.p50,
      p99: run.latency.p99,
      failed,
      load: loadavg()[0]!,
    });
    console.log(
      `${label}: ${call.what} ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms${failed ? `, ${failed} failed` : ''}`,
    );
  }
  await app.close();
}

console.log(
  `Wizytownik throughput bench — ${CONNECTIONS} connections, ${SECONDS} s per call after ${WARMUP_SECONDS} s of warm-up, ${THERAPISTS} therapists, ${VISITS} visits, ${PATIENTS} patients, ${cpus().length} CPU(s), Node ${process.version}`,
);
await onEachDatabase(benchOn);

const n = (v: number, width: number) => v.toFixed(0).padStart(width);
console.log(
  `\n${'database'.padEnd(18)} ${'call'.padEnd(24)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)} ${'load'.padStart(5)}`,
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(18)} ${r.what.padEnd(24)} ${n(r.rps, 7)} ${n(r.p50, 7)} ${n(r.p99, 7)} ${n(r.failed, 7)} ${r.load.toFixed(1).padStart(5)}`,
  );
}
for (const database of new Set(results.map((r) => r.database))) {
  const health = results.find((r) => r.database === database && r.what === '/health');
  const details = results.find((r) => r.database === database && r.what === 'GetPatientVisitDetails');
  if (health && details) {
    console.log(
      `${database.padEnd(18)} GetPatientVisitDetails at ${((100 * details.rps) / health.rps).toFixed(0)}% of /health's rate`,
    );
  }
}
