// AddPayment over real HTTP, as the visit editor's 'Opłaty' tab sends it: one cash payment on a visit of
// this week, each request with a fresh idempotency key (a new submission), one in flight, in the bench
// clinic of bench:visits (60 therapists, their visit history paid as a clinic's is), on the embedded
// database and, when a PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it. A second
// series sends the same submissions again (a retry after a lost reply): each answers the payment
// already recorded. Prints figures; it asserts no time.
// Run: npm run bench:payments -w bench
// Options: BENCH_THERAPISTS=60 BENCH_VISITS=300000 BENCH_PATIENTS=5000 BENCH_REQUESTS=200
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { addDays, clinicInstant, VisitStatus } from '@wizytownik/domain';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { visits } from '../apps/server/src/modules/visits/visits.tables.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { formatRow, measure, summarize } from './stats.ts';
import { seedCalendar } from './visits-seed.ts';

const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 60);
const VISITS = Number(process.env.BENCH_VISITS ?? 300_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 5_000);
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const ADD_PAYMENT = '/api/services/app/Visit/AddPayment';

interface Figures {
  readonly database: string;
  readonly what: string;
  readonly figures: ReturnType<typeof summarize>;
}
const results: Figures[] = [];

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId, base } = app;
  const t0 = performance.now();
  const seed = await seedCalendar(db, tenantId, {
    therapistCount: THERAPISTS,
    visitCount: VISITS,
    patientCount: PATIENTS,
  });
  console.log(
    `${label}: seeded ${seed.therapistIds.length} therapists, ${seed.visits} visits, ${PATIENTS} patients in ${(performance.now() - t0).toFixed(0)} ms`,
  );
  // This week's visits that take payments (not cancelled), by turns: a payment per request.
  const payable = await db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        gte(visits.startTime, clinicInstant(seed.thisMonday, '00:00')),
        lt(visits.startTime, clinicInstant(addDays(seed.thisMonday, 7), '00:00')),
        ne(visits.status, VisitStatus.Cancelled),
      ),
    )
    .orderBy(asc(visits.id));
  if (payable.length === 0) throw new Error('no visit this week to pay');

  const submissions: {
    visitId: number;
    paymentAmount: number;
    paymentType: number;
    idempotencyKey: string;
  }[] = [];
  const add = async (i: number, again = false) => {
    const body = again
      ? submissions[i]!
      : (submissions[i] = {
          visitId: payable[i % payable.length]!.id,
          paymentAmount: 5_000,
          paymentType: 0,
          idempotencyKey: randomUUID(),
        });
    const res = await fetch(`${base}${ADD_PAYMENT}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.login.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`AddPayment ${res.status}: ${text}`);
  };

  // Untimed first requests: the server's first statements (and the embedded database's WebAssembly)
  // warm up over them, as a running server's have.
  for (let i = 0; i < WARMUP; i += 1) await add(TOTAL + i);
  const fresh = await measure(TOTAL, 1, (i) => add(i));
  const first = summarize(fresh.samples);
  console.log(formatRow(`${label}: AddPayment, a fresh key`, first, fresh.wallMs));
  const repeated = await measure(TOTAL, 1, (i) => add(i, true));
  const again = summarize(repeated.samples);
  console.log(formatRow(`${label}: AddPayment, same key again`, again, repeated.wallMs));
  results.push({ database: label, what: 'AddPayment, a fresh key', figures: first });
  results.push({ database: label, what: 'AddPayment, same key again', figures: again });
  await app.close();
}

console.log(
  `Wizytownik payments bench — ${THERAPISTS} therapists, ${VISITS} visits, ${TOTAL} requests per series, 1 in flight, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
);
await onEachDatabase(benchOn);

const f = (v: number) => v.toFixed(1).padStart(8);
console.log(
  `\n${'database'.padEnd(18)} ${'what'.padEnd(32)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
);
for (const { database, what, figures } of results) {
  console.log(`${database.padEnd(18)} ${what.padEnd(32)} ${f(figures.p50)} ${f(figures.p95)}`);
}
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
