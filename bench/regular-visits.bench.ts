// Visit/CheckRegularVisit over real HTTP, as the editor's 'Weryfikuj' asks it: a recurring series of
// one therapist checked against their schedule, leave, the clinic's days off and their visits, in the
// bench clinic of bench:visits (60 therapists, 10 visits a working day each over 500 working days,
// half of them ahead), on the embedded database and, when a PostgreSQL server answers
// (BENCH_DATABASE_URL or 127.0.0.1:5432), on it. Three series from next Monday to a year on: weekly
// at the day's free hour (after the visits), weekly at 08:00 (every date clashes with a visit), and
// daily (the most one series may hold). Prints figures (goal: a year of weekly visits p95 ≤ 50 ms);
// asserts no time.
// Run: npm run bench:regular-visits -w bench
// Options: BENCH_THERAPISTS=60 BENCH_VISITS=300000 BENCH_PATIENTS=5000 BENCH_REQUESTS=200
import { cpus, loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { addDays, clinicDateTime, clinicInstant } from '@wizytownik/domain';
import type { RegularVisitCheckResult } from '@wizytownik/contracts';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { companySettings } from '../apps/server/src/modules/company-settings/company-settings.tables.ts';
import { clients } from '../apps/server/src/modules/patients/patients.tables.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { printGoalTable, timeSeries, type SeriesFigures } from './stats.ts';
import { seedBenchClinic } from './visits-seed.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const CHECK = '/api/services/app/Visit/CheckRegularVisit';
const WEEKLY = 2;
const DAILY = 1;

const results: SeriesFigures[] = [];

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId } = app;
  const seed = await seedBenchClinic(db, tenantId, label);
  await db
    .update(companySettings)
    .set({ allowRegularVisits: true })
    .where(eq(companySettings.tenantId, tenantId));
  const [patient] = await db
    .select({ id: sql<number>`min(${clients.id})` })
    .from(clients)
    .where(eq(clients.tenantId, tenantId));
  const therapistId = seed.therapistIds[0]!;
  const nextMonday = addDays(seed.thisMonday, 7);
  const endDate = addDays(nextMonday, 365);
  const series: [string, string, number][] = [
    ['a year weekly, free hour', '16:15', WEEKLY],
    ['a year weekly, each date clashes', '08:00', WEEKLY],
    ['a year daily (366 dates)', '16:15', DAILY],
  ];
  for (const [what, at, period] of series) {
    const start = clinicInstant(nextMonday, at);
    const input = {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
      therapistId,
      clientId: Number(patient!.id),
      period,
      endDate,
    };
    const check = () => app.call<RegularVisitCheckResult>('POST', CHECK, input);
    const counts = (r: RegularVisitCheckResult) =>
      `${r.visitDates.length} dates, ${r.visitDatesWithException.length} exceptions`;
    results.push(await timeSeries(label, what, { total: TOTAL, warmup: WARMUP }, check, counts));
  }
  await app.close();
}

console.log(
  `Wizytownik recurring-visits bench — ${TOTAL} requests per series, 1 in flight, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}, clinic today ${clinicDateTime(new Date()).date}`,
);
await onEachDatabase(benchOn);
printGoalTable(results, 50);
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
