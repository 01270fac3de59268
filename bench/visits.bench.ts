// The calendar's ListVisits for one week of all therapists, with 60 therapists and 300,000 visits in
// the database, over real HTTP, against the bare SQL of the visit query it runs (the same text and
// parameters, sent straight to the driver), on the embedded database and, when a PostgreSQL server
// answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it. The goal: the API within 1.3× of the bare query.
// The API's time runs until the reply's last byte has arrived; a second series adds the client's
// JSON.parse. The visit query writes the items' JSON itself (see calendarVisitsQuery), so its bare time
// includes that work and the driver's reading of one text value. ListVisits sends that query as its own
// statement, planned per call, while a second statement reads the columns and their working time; the
// bare series sends the same text, and another one the text without its mark, which the driver names
// (parsed once per connection; plan choice as PostgreSQL's plan cache makes it).
// The calendar's payment icons (payuPaid/normalPaid, company setting showPaymentIconInCalendar) are on
// for the main series, as the seed pays visits as a clinic would (visits-seed.ts); two more series run
// the API and the bare SQL with the icons off, in the same rounds, so the flags' cost is read off one
// run (issue 14: at most 10%).
// Run: npm run bench:visits -w bench
// Options: BENCH_THERAPISTS=60 BENCH_VISITS=300000 BENCH_PATIENTS=5000 BENCH_REQUESTS=100
import { cpus, loadavg } from 'node:os';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { addDays, clinicInstant } from '@wizytownik/domain';
import { companySettings } from '../apps/server/src/modules/company-settings/company-settings.tables.ts';
import { visitPayments } from '../apps/server/src/modules/payments/payments.tables.ts';
import { visits } from '../apps/server/src/modules/visits/visits.tables.ts';
import type { DatabaseOptions, Db } from '../apps/server/src/platform/db/database.ts';
import { JsonText } from '../apps/server/src/platform/http/json-text.ts';
import {
  calendarVisitsQuery,
  listVisits,
  paymentFlagsRead,
} from '../apps/server/src/modules/visits/visit-calendar.ts';
import { PLANNED_PER_CALL } from '../apps/server/src/platform/db/repeated-texts.ts';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { summarize } from './stats.ts';
import { seedCalendar } from './visits-seed.ts';

const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 60);
const VISITS = Number(process.env.BENCH_VISITS ?? 300_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 5_000);
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 5;
const LIST_VISITS = '/api/services/app/Visit/ListVisits';

interface Figures {
  readonly database: string;
  readonly what: string;
  readonly p50: number;
  readonly p95: number;
  readonly rows: number;
}
const results: Figures[] = [];

/** The driver under drizzle (PGlite or a pg Pool). */
type RawClient = {
  query(text: string | { text: string; values: unknown[] }, params?: unknown[]): Promise<{ rows: unknown[] }>;
};
const rawClient = (db: Db) => (db as unknown as { $client: RawClient }).$client;
/**
 * A text with its parameters, sent as drizzle sends it: on PostgreSQL as a query object, which the
 * server's pool names once seen twice (pg-statements.ts), as it does for ListVisits' own statement;
 * PGlite names a repeated text however it comes (pglite-statements.ts).
 */
const rawQuery = (client: RawClient, kind: DatabaseOptions['kind'], text: string, values: unknown[]) =>
  kind === 'postgres' ? client.query({ text, values }) : client.query(text, values);

/** The visits (not blocks) among calendar items, or in their JSON text. */
const countItems = (items: string | { isBlock: boolean }[]) =>
  (typeof items === 'string' ? (JSON.parse(items) as { isBlock: boolean }[]) : items).filter(
    (i) => !i.isBlock,
  ).length;

const display = (date: string) => date.split('-').reverse().join('-');

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId, base } = app;
  const token = app.login.accessToken;
  const t0 = performance.now();
  const seed = await seedCalendar(db, tenantId, {
    therapistCount: THERAPISTS,
    visitCount: VISITS,
    patientCount: PATIENTS,
  });
  console.log(
    `${label}: seeded ${seed.therapistIds.length} therapists, ${seed.visits} visits, ${PATIENTS} patients in ${(performance.now() - t0).toFixed(0)} ms`,
  );

  const from = clinicInstant(seed.thisMonday, '00:00');
  const to = clinicInstant(addDays(seed.thisMonday, 7), '00:00');
  const [share] = await db
    .select({
      visits: sql<number>`count(distinct ${visits.id})::int`,
      paid: sql<number>`count(distinct ${visitPayments.visitId})::int`,
    })
    .from(visits)
    .leftJoin(visitPayments, and(eq(visitPayments.visitId, visits.id), isNull(visitPayments.deletedAt)))
    .where(and(eq(visits.tenantId, tenantId), gte(visits.startTime, from), lt(visits.startTime, to)));
  console.log(`${label}: this week ${share!.paid} of ${share!.visits} visits have a live payment`);

  // This week, Monday to Sunday, every therapist, with the block entries, as the Week view asks.
  const week = { startDate: display(seed.thisMonday), endDate: display(addDays(seed.thisMonday, 6)) };
  const post = () =>
    fetch(`${base}${LIST_VISITS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...week, przerwy_urlopy: true }),
    });
  // The API's time: until the last byte of the reply has arrived (read after the timing).
  let reply = new ArrayBuffer(0);
  const callApi = async () => {
    const res = await post();
    reply = await res.arrayBuffer();
    if (!res.ok) throw new Error(`ListVisits ${res.status}: ${new TextDecoder().decode(reply)}`);
  };
  // The same, with the client's decoding and JSON.parse of the reply's megabyte on top.
  const callApiAndParse = async () => {
    const res = await post();
    if (!res.ok) throw new Error(`ListVisits ${res.status}: ${await res.text()}`);
    await res.json();
  };

  // The visit query exactly as ListVisits builds it for these columns (all therapists of the clinic),
  // for this caller, who lists no outposts of their own (its check is part of the query).
  const flagsRead = await paymentFlagsRead(db);
  console.log(`${label}: payment flags read by ${flagsRead}`);
  const query = calendarVisitsQuery(
    db,
    { from, to, therapists: { tenantId, unrestrictedUser: { tenantId, userId: app.login.userId } } },
    flagsRead,
  ).toSQL();
  const client = rawClient(db);
  // Counted after the timing: the query's text is not read by the series.
  let bareText = '';
  const bareOf = (text: string) => async () => {
    const [row] = (await rawQuery(client, options.kind, text, query.params)).rows as Record<string, string>[];
    bareText = Object.values(row!)[0]!; // one column, unnamed in the SQL (drizzle names it)
  };
  // As ListVisits sends it: marked to be planned for each call's values.
  const bare = bareOf(`${PLANNED_PER_CALL}${query.sql}`);
  const bareNamed = bareOf(query.sql);

  // The same call without HTTP (no request parsing, response validation or JSON): where the rest goes.
  const caller = {
    tenantId,
    userId: app.login.userId,
    permissions: new Set(['Wizytownik_Wizyty'] as const),
  };
  const filter = { startDate: seed.thisMonday, endDate: addDays(seed.thisMonday, 6), przerwy_urlopy: true };
  let served: Awaited<ReturnType<typeof listVisits>>['items'] = [];
  const service = async () => {
    served = (await listVisits(db, caller, filter)).items;
  };

  // Each series with the payment icons on or off: set (untimed) before each of its calls.
  let iconsShown = true;
  const showIcons = async (on: boolean) => {
    if (on === iconsShown) return;
    await db
      .update(companySettings)
      .set({ showPaymentIconInCalendar: on })
      .where(eq(companySettings.tenantId, tenantId));
    iconsShown = on;
  };
  const series: { icons: boolean; call: () => Promise<void> }[] = [
    { icons: true, call: callApi },
    { icons: true, call: callApiAndParse },
    { icons: true, call: service },
    { icons: true, call: bare },
    { icons: true, call: bareNamed },
    { icons: false, call: callApi },
    { icons: false, call: bare },
  ];
  const run = async ({ icons, call }: (typeof series)[number]) => {
    await showIcons(icons);
    await call();
  };
  for (let i = 0; i < WARMUP; i += 1) for (const s of series) await run(s);
  // The series in rounds, each round in a rotated order: on a shared machine a burst of background
  // load (or the garbage of the previous call) then falls on all alike, not on whichever series
  // happened to run at that moment. One call in flight.
  const samples: number[][] = series.map(() => []);
  for (let round = 0; round < TOTAL; round += 1) {
    for (let k = 0; k < series.length; k += 1) {
      const which = (round + k) % series.length;
      const { icons, call } = series[which]!;
      await showIcons(icons);
      const t0 = performance.now();
      await call();
      samples[which]!.push(performance.now() - t0);
    }
  }
  type Summary = ReturnType<typeof summarize>;
  const [api, apiParsed, inProcess, sqlOnly, sqlNamed, apiOff, sqlOff] = samples.map(
    summarize,
  ) as Summary[] as [Summary, Summary, Summary, Summary, Summary, Summary, Summary];
  const listed = countItems(
    (JSON.parse(new TextDecoder().decode(reply)) as { result: { items: { isBlock: boolean }[] } }).result
      .items,
  );
  results.push({ database: label, what: 'ListVisits over HTTP', p50: api.p50, p95: api.p95, rows: listed });
  results.push({
    database: label,
    what: ' … and JSON.parse',
    p50: apiParsed.p50,
    p95: apiParsed.p95,
    rows: listed,
  });
  results.push({
    database: label,
    what: 'listVisits() in process',
    p50: inProcess.p50,
    p95: inProcess.p95,
    rows: countItems(served instanceof JsonText ? served.text : served),
  });
  results.push({
    database: label,
    what: 'its visit query, bare SQL',
    p50: sqlOnly.p50,
    p95: sqlOnly.p95,
    rows: countItems(bareText),
  });
  results.push({
    database: label,
    what: ' … the same text, named',
    p50: sqlNamed.p50,
    p95: sqlNamed.p95,
    rows: listed,
  });
  results.push({
    database: label,
    what: 'ListVisits, icons off',
    p50: apiOff.p50,
    p95: apiOff.p95,
    rows: listed,
  });
  results.push({
    database: label,
    what: 'bare SQL, icons off',
    p50: sqlOff.p50,
    p95: sqlOff.p95,
    rows: listed,
  });
  await showIcons(true);
  console.log(`${label}: done (${TOTAL} calls each)`);
  await app.close();
}

console.log(
  `Wizytownik visits bench — ${THERAPISTS} therapists, ${VISITS} visits, one week of all therapists, ${TOTAL} calls per series, 1 in flight, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
);
await onEachDatabase(benchOn);

const f = (v: number) => v.toFixed(1).padStart(8);
const percent = (on: number, off: number) => `${on >= off ? '+' : ''}${((on / off - 1) * 100).toFixed(1)}%`;
console.log(
  `\n${'database'.padEnd(18)} ${'what'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'visits'.padStart(7)}`,
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(18)} ${r.what.padEnd(28)} ${f(r.p50)} ${f(r.p95)} ${String(r.rows).padStart(7)}`,
  );
}
for (const database of new Set(results.map((r) => r.database))) {
  const [api, parsed, , bare, named, apiOff, bareOff] = results.filter((r) => r.database === database);
  if (!api || !parsed || !bare || !named || !apiOff || !bareOff) continue;
  const ratio = (what: string, a: Figures, b = bare) =>
    console.log(
      `${database.padEnd(18)} ${what}: p50 ${(a.p50 / b.p50).toFixed(2)}×, p95 ${(a.p95 / b.p95).toFixed(2)}×`,
    );
  ratio('ratio API / bare SQL (goal ≤ 1.3×)', api);
  ratio("the same with the client's JSON.parse", parsed);
  ratio('ratio API / the bare text named', api, named);
  const cost = (what: string, on: Figures, off: Figures) =>
    console.log(
      `${database.padEnd(18)} ${what}: p50 ${percent(on.p50, off.p50)}, p95 ${percent(on.p95, off.p95)}`,
    );
  cost('payment icons on vs off, API (goal ≤ +10%)', api, apiOff);
  cost('payment icons on vs off, bare SQL', bare, bareOff);
}
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
