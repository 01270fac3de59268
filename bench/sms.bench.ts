// The SMS reminders (issue 18) of a clinic with 2,000 visits tomorrow spread over 40 therapists and
// 1,700 patients (some with two visits that day; three in ten without a phone, as seedPatients makes
// them, and one in ten without the SMS consent), on the embedded database and, when a
// PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it:
//   (a) planReminders of the clinic: its time and the jobs it queued, then a second planning at the
//       same moment, which must queue none;
//   (b) the queue: those reminder jobs run by a worker with the SMS module's handlers and the
//       simulator gateway (jobs per second, messages sent);
//   (c) GetSMSDailyStatus and GetSMSVisits of that day over real HTTP (p50/p95): a few calls before
//       the SMS tables are analyzed, then a series after.
// The planning runs at 12:00 of today in the clinic (inside the send window), whatever the hour, so
// every reminder is due at once. Prints a table with the machine's load; asserts no time.
// Run: npm run bench:sms -w bench
// Options: BENCH_SMS_VISITS=2000 BENCH_SMS_THERAPISTS=40 BENCH_SMS_PATIENTS=1700 BENCH_REQUESTS=100
import { cpus, loadavg } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, clinicDateTime, clinicInstant } from '@wizytownik/domain';
import type { SmsDailyStatus, SmsVisitItem } from '@wizytownik/contracts';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { createSmsSimulator } from '../apps/server/src/integrations/sms/simulator.ts';
import { createJobWorker } from '../apps/server/src/platform/jobs/queue.ts';
import { companySettings } from '../apps/server/src/modules/company-settings/company-settings.tables.ts';
import { smsJobHandlers } from '../apps/server/src/modules/sms/sms.jobs.ts';
import type { SmsDeps } from '../apps/server/src/modules/sms/sms.outbox.ts';
import { planReminders } from '../apps/server/src/modules/sms/sms.reminders.ts';
import { smsMessages } from '../apps/server/src/modules/sms/sms.tables.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { timeSeries, type SeriesFigures } from './stats.ts';
import { seedPatients } from './patients-seed.ts';
import { patientIds, seedTherapists } from './visits-seed.ts';

const VISITS = Number(process.env.BENCH_SMS_VISITS ?? 2_000);
const THERAPISTS = Number(process.env.BENCH_SMS_THERAPISTS ?? 40);
const PATIENTS = Number(process.env.BENCH_SMS_PATIENTS ?? 1_700);
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;
/** Calls made before the SMS tables are analyzed. */
const STALE = 5;
const VISIT_MINUTES = 15;

interface Row {
  readonly database: string;
  readonly planMs: number;
  readonly queued: number;
  readonly replanMs: number;
  readonly requeued: number;
  readonly jobs: number;
  readonly jobsPerSecond: number;
  readonly sent: number;
  readonly daily0: SeriesFigures;
  readonly daily: SeriesFigures;
  readonly list: SeriesFigures;
  readonly load: number;
}
const rows: Row[] = [];

/**
 * Tomorrow's visits: `VISITS` of `VISIT_MINUTES` back to back from 07:00, by turns over the
 * therapists, each patient by turns (so the first VISITS − PATIENTS patients have two, hours apart);
 * of twenty, ten new, seven confirmed, one to be explained, one cancelled by the clinic and one by the
 * patient (those two get no reminder).
 */
async function seedTomorrow(db: Parameters<typeof seedPatients>[0], tenantId: number, tomorrow: string) {
  await seedPatients(db, tenantId, PATIENTS);
  // One in ten patients refused SMS (seedPatients leaves three in ten without a phone).
  await db.execute(
    sql`UPDATE clients SET agree_receive_sms = false WHERE tenant_id = ${tenantId} AND id % 10 = 0`,
  );
  const { firstClient, clientCount } = await patientIds(db, tenantId);
  const therapistIds = await seedTherapists(db, tenantId, THERAPISTS);
  const day0 = clinicInstant(tomorrow, '07:00');
  await db.execute(sql`ALTER TABLE visits DISABLE TRIGGER visits_notify_change`);
  try {
    await db.execute(sql`
      INSERT INTO visits (tenant_id, therapist_id, client_id, start_time, end_time, status, status_subtype, created_at)
      SELECT ${tenantId}, (${sql.raw(`ARRAY[${therapistIds.join(',')}]::int[]`)})[1 + n % ${THERAPISTS}],
             ${firstClient} + n % ${clientCount},
             s.start, s.start + ${VISIT_MINUTES} * interval '1 minute',
             (ARRAY[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 5, 2, 4])[1 + n % 20],
             CASE WHEN n % 20 = 18 THEN 1 ELSE 0 END,
             now() - interval '7 days'
      FROM generate_series(0, ${VISITS - 1}) AS n
      CROSS JOIN LATERAL (SELECT ${day0.toISOString()}::timestamptz
                                 + (n / ${THERAPISTS}) * ${VISIT_MINUTES} * interval '1 minute' AS start) s
    `);
  } finally {
    await db.execute(sql`ALTER TABLE visits ENABLE TRIGGER visits_notify_change`);
  }
  await db.execute(sql`ANALYZE visits`);
  await db.execute(sql`ANALYZE clients`);
}

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId } = app;
  const today = clinicDateTime(new Date()).date;
  const tomorrow = addDays(today, 1);
  const t0 = performance.now();
  await seedTomorrow(db, tenantId, tomorrow);
  await db
    .insert(companySettings)
    .values({
      tenantId,
      visitSmsTemplate: 'Przypominamy o wizycie %dw% o godz. %gw% (%tw%). Odpowiedz TAK lub NIE.',
      multiVisitSmsTemplate: 'Przypominamy o wizytach %dw%: %godziny_terapeuci%. Odpowiedz TAK lub NIE.',
    })
    .onConflictDoUpdate({
      target: companySettings.tenantId,
      set: {
        visitSmsTemplate: sql`excluded.visit_sms_template`,
        multiVisitSmsTemplate: sql`excluded.multi_visit_sms_template`,
      },
    });
  console.log(
    `${label}: seeded ${VISITS} visits on ${tomorrow}, ${THERAPISTS} therapists, ${PATIENTS} patients in ${(performance.now() - t0).toFixed(0)} ms`,
  );

  const noon = clinicInstant(today, '12:00');
  const deps: SmsDeps = {
    db,
    clock: { now: () => noon },
    sms: { mode: 'simulator', gateway: createSmsSimulator() },
  };
  // (a) Planning, then planning again.
  let t = performance.now();
  const queued = await planReminders(deps, tenantId);
  const planMs = performance.now() - t;
  t = performance.now();
  const requeued = await planReminders(deps, tenantId);
  const replanMs = performance.now() - t;
  console.log(
    `${label}: planReminders ${planMs.toFixed(0)} ms, ${queued} jobs queued; again ${replanMs.toFixed(0)} ms, ${requeued} queued`,
  );

  // (b) The queue through the simulator.
  let failures = 0;
  const worker = createJobWorker(db, {
    handlers: smsJobHandlers(deps),
    clock: deps.clock,
    onError: () => {
      failures += 1;
    },
  });
  t = performance.now();
  let jobs = 0;
  for (let ran = await worker.drain(); ran > 0; ran = await worker.drain()) jobs += ran;
  const drainMs = performance.now() - t;
  const [sent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(
      and(eq(smsMessages.tenantId, tenantId), eq(smsMessages.kind, 'reminder'), eq(smsMessages.status, 2)),
    );
  const jobsPerSecond = jobs / (drainMs / 1000);
  console.log(
    `${label}: worker ran ${jobs} jobs in ${drainMs.toFixed(0)} ms (${jobsPerSecond.toFixed(0)} jobs/s), ${Number(sent!.n)} reminders sent, ${failures} failures`,
  );

  // (c) The statuses screen's calls: a few right after the sending, with the planner's statistics of
  // the SMS tables as they were before it (empty), then a series once they are analyzed, as
  // PostgreSQL's autovacuum and the embedded database's maintenance job (refreshPlannerStatistics) do
  // soon after.
  const daily0 = await timeSeries(
    label,
    'GetSMSDailyStatus, stale statistics',
    { total: STALE, warmup: 0 },
    () => app.call<SmsDailyStatus>('GET', '/api/services/app/Visit/GetSMSDailyStatus', { forDay: tomorrow }),
    (s) => `${s.smsSent} of ${s.smsTotal} sent`,
  );
  await db.execute(sql`ANALYZE sms_messages, sms_message_visits, jobs`);
  const daily = await timeSeries(
    label,
    'GetSMSDailyStatus',
    { total: TOTAL, warmup: WARMUP },
    () => app.call<SmsDailyStatus>('GET', '/api/services/app/Visit/GetSMSDailyStatus', { forDay: tomorrow }),
    (s) => `${s.smsSent} of ${s.smsTotal} sent, ${s.visitsToCheck} to clarify`,
  );
  const list = await timeSeries(
    label,
    'GetSMSVisits (the day, all)',
    { total: TOTAL, warmup: WARMUP },
    () =>
      app.call<SmsVisitItem[]>('GET', '/api/services/app/Visit/GetSMSVisits', {
        start: tomorrow,
        end: tomorrow,
        filter: 'all',
      }),
    (items) => `${items.length} visits`,
  );
  rows.push({
    database: label,
    planMs,
    queued,
    replanMs,
    requeued,
    jobs,
    jobsPerSecond,
    sent: Number(sent!.n),
    daily0,
    daily,
    list,
    load: loadavg()[0]!,
  });
  await app.close();
}

console.log(
  `Wizytownik SMS bench — ${VISITS} visits tomorrow, ${THERAPISTS} therapists, ${PATIENTS} patients, ${TOTAL} requests per series, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
);
await onEachDatabase(benchOn);
const n = (v: number, w = 8, d = 0) => v.toFixed(d).padStart(w);
console.log(
  `\n${'database'.padEnd(18)} ${'plan ms'.padStart(8)} ${'queued'.padStart(8)} ${'again ms'.padStart(8)} ${'again q'.padStart(8)} ${'jobs'.padStart(8)} ${'jobs/s'.padStart(8)} ${'sent'.padStart(8)}  daily stale p50  daily p50/p95 ms   visits p50/p95 ms   load`,
);
for (const r of rows) {
  console.log(
    `${r.database.padEnd(18)} ${n(r.planMs)} ${n(r.queued)} ${n(r.replanMs)} ${n(r.requeued)} ${n(r.jobs)} ${n(r.jobsPerSecond)} ${n(r.sent)}  ${n(r.daily0.figures.p50, 15, 1)}  ${n(r.daily.figures.p50, 7, 1)}/${n(r.daily.figures.p95, 7, 1)}   ${n(r.list.figures.p50, 7, 1)}/${n(r.list.figures.p95, 7, 1)}   ${r.load.toFixed(1)}`,
  );
}
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
