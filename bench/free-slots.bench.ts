// Therapist/GetTherapistFreeShedules over real HTTP, as the 'Dostepne terminy' dialog asks it: one
// therapist's free slots from today, which the server computes from 60 days of their working time and
// visits (the search's horizon), one request in flight, in the bench clinic of bench:visits (60
// therapists, 10 visits a working day each over 500 working days, half of them ahead), on the embedded
// database and, when a PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it. Three
// series: the picker's page (5 dates), the most dates one call returns (31), and a therapist with no
// free slot in the 60 days (on leave, every day walked). Prints figures (goal: p95 ≤ 20 ms); asserts no time.
// Run: npm run bench:free-slots -w bench
// Options: BENCH_THERAPISTS=60 BENCH_VISITS=300000 BENCH_PATIENTS=5000 BENCH_REQUESTS=200
import { cpus, loadavg } from 'node:os';
import { addDays, clinicDateTime } from '@wizytownik/domain';
import type { FreeSchedulesOutput } from '@wizytownik/contracts';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { therapistLeaves } from '../apps/server/src/modules/therapist-exceptions/therapist-exceptions.tables.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { printGoalTable, timeSeries, type SeriesFigures } from './stats.ts';
import { seedBenchClinic } from './visits-seed.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const FREE_SLOTS = '/api/services/app/Therapist/GetTherapistFreeShedules';

const results: SeriesFigures[] = [];

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId } = app;
  const seed = await seedBenchClinic(db, tenantId, label);
  const [first, second] = seed.therapistIds;
  const today = clinicDateTime(new Date()).date;
  // The second therapist is on leave for the whole horizon: their visits are read, no day has a slot.
  await db.insert(therapistLeaves).values({
    tenantId,
    therapistId: second!,
    startDate: today,
    endDate: addDays(today, 70),
    reason: 'Urlop',
  });
  const series: [string, number, number][] = [
    ['5 dates (the picker)', first!, 5],
    ['31 dates', first!, 31],
    ['on leave: no slot in 60 days', second!, 5],
  ];
  for (const [what, therapistId, dates] of series) {
    const ask = () =>
      app.call<FreeSchedulesOutput>('GET', FREE_SLOTS, { startDate: today, therapistId, ileDat: dates });
    const slots = (found: FreeSchedulesOutput) =>
      `${found.freeSchedules.length} dates, ${found.freeSchedules.reduce((n, d) => n + d.hours.length, 0)} slots`;
    results.push(await timeSeries(label, what, { total: TOTAL, warmup: WARMUP }, ask, slots));
  }
  await app.close();
}

console.log(
  `Wizytownik free-slots bench — ${TOTAL} requests per series, 1 in flight, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
);
await onEachDatabase(benchOn);
printGoalTable(results, 20);
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
