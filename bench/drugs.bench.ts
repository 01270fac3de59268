// The drug registry (RPL): loading the real files (what the first start adds), the start-up check once
// it is loaded, and P1Service/GetProduktyLecznicze over real HTTP as the prescription dialog asks it —
// as a therapist who may prescribe (the heavier access check: feature, therapist row and certificate)
// — over several realistic queries on the whole registry, on the embedded database and, when a
// PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it. Prints p50/p95 per query
// and over all of them against the goal (p95 ≤ 15 ms), with the machine's load and, as the floor of
// any signed-in call at that load, GetCurrentLoginInformations; CPU per request (client, server and
// the embedded database in this process) does not grow with the machine's other load. Asserts no time.
// Run: npm run bench:drugs -w bench     Options: BENCH_REQUESTS=200 BENCH_CONCURRENCY=1 DRUGS_DATA_DIR=…
import { cpus, loadavg } from 'node:os';
import { THERAPIST_ROLE } from '@wizytownik/domain';
import type { ProduktLeczniczy } from '@wizytownik/contracts';
import type { DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { DEFAULT_ICD_DATA_DIR } from '../apps/server/src/modules/icd/icd.import.ts';
import { loadDrugRegistryIfEmpty } from '../apps/server/src/modules/drugs/drugs.import.ts';
import { giveCertificate, setTherapistProfession } from '../apps/server/src/modules/drugs/drugs.test-kit.ts';
import { setFeature } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { createUser } from '../apps/server/src/modules/users/users.service.ts';
import { loadKeys } from '../apps/server/src/platform/security/keys.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchApp } from './bench-app.ts';
import { onEachDatabase } from './databases.ts';
import { formatRow, measure, summarize } from './stats.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const WARMUP = 20;
const DIR = process.env.DRUGS_DATA_DIR ?? DEFAULT_ICD_DATA_DIR;
const PASSWORD = 'Bench12345';
const SEARCH = '/api/services/app/P1Service/GetProduktyLecznicze';
/** What a prescriber types: short prefixes (many matches), names, common names, name and strength, diacritics, nothing found. */
const QUERIES = [
  'apa',
  'par',
  'Apap',
  'paracetamol',
  'ibuprofen 400',
  'amoxi',
  'metformin',
  'euthyrox',
  'ŚWIETLIK',
  'xanax',
  'nie ma takiego leku',
];
/** The goal for the searches' p95 latency (one request, over real HTTP), issue 19. */
const GOAL_P95_MS = 15;

const overall: {
  label: string;
  p50: number;
  p95: number;
  floorP50: number;
  cpuMs: number;
  floorCpuMs: number;
}[] = [];

async function timed<T>(label: string, task: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await task();
  console.log(`${label.padEnd(46)} ${(performance.now() - t0).toFixed(0).padStart(7)} ms`);
  return result;
}

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const app = await startBenchApp(options);
  const { db, tenantId } = app;
  const loaded = await timed(`${label}: first start, load`, () => loadDrugRegistryIfEmpty(db, DIR));
  if (loaded.status !== 'loaded') throw new Error(`No drug registry in ${DIR}`);
  console.log(`${''.padEnd(46)} ${loaded.counts.products} products, ${loaded.counts.packs} packs`);
  await timed(`${label}: later start, check`, () => loadDrugRegistryIfEmpty(db, DIR));

  // A therapist who may prescribe, in a clinic with e-prescriptions on.
  await setFeature(db, tenantId, 'Recepty', true);
  const doctor = await createUser(db, tenantId, {
    userName: 'lekarz',
    emailAddress: 'lekarz@example.pl',
    name: 'Anna',
    surname: 'Lekarz',
    password: PASSWORD,
    roleNames: [THERAPIST_ROLE],
  });
  await setTherapistProfession(db, doctor.id, 'LEK');
  await giveCertificate(
    {
      db,
      keys: await loadKeys(db, undefined),
      clock: systemClock,
      filesDir: mkdtempSync(join(tmpdir(), 'wz-bench-files-')),
    },
    tenantId,
    doctor.id,
  );
  const login = await fetch(`${app.base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Abp.TenantId': String(tenantId) },
    body: JSON.stringify({ userNameOrEmailAddress: 'lekarz', password: PASSWORD }),
  });
  const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;

  /** Times `ask` (after a warm-up) and prints its row with this process's CPU per request. */
  const series = async (what: string, ask: () => Promise<string>) => {
    for (let i = 0; i < WARMUP; i += 1) await ask();
    let last = '';
    const cpu0 = process.cpuUsage();
    const run = await measure(TOTAL, CONCURRENCY, async () => {
      last = await ask();
    });
    const used = process.cpuUsage(cpu0);
    const cpuMs = (used.user + used.system) / 1000 / TOTAL;
    console.log(
      `${formatRow(`${label}: ${what}`, summarize(run.samples), run.wallMs)}  ${last}, CPU ${cpuMs.toFixed(1)} ms/request`,
    );
    return { samples: run.samples, cpuMs };
  };
  const get = async (path: string) => {
    const res = await fetch(`${app.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { result: unknown }).result;
  };
  // The floor under any signed-in call on this machine now: the session check and the reply.
  const floor = await series('baseline GetCurrentLoginInformations', async () => {
    await get('/api/services/app/Session/GetCurrentLoginInformations');
    return 'signed-in user';
  });
  const all: number[] = [];
  const cpu: number[] = [];
  for (const q of QUERIES) {
    const run = await series(`'${q}'`, async () => {
      const result = (await get(`${SEARCH}?nazwa=${encodeURIComponent(q)}`)) as ProduktLeczniczy[];
      return `${result.length} products, ${result.reduce((n, p) => n + p.opakowania.length, 0)} packs`;
    });
    all.push(...run.samples);
    cpu.push(run.cpuMs);
  }
  const { p50, p95 } = summarize(all);
  const floorP50 = summarize(floor.samples).p50;
  const cpuMs = cpu.reduce((a, b) => a + b, 0) / cpu.length;
  overall.push({ label, p50, p95, floorP50, cpuMs, floorCpuMs: floor.cpuMs });
  await app.close();
}

console.log(
  `Wizytownik drug registry bench — ${TOTAL} requests per query, ${CONCURRENCY} in flight, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
);
await onEachDatabase(benchOn);
console.log('');
for (const { label, p50, p95, floorP50, cpuMs, floorCpuMs } of overall)
  console.log(
    `${label}: all queries`.padEnd(46),
    `p50=${p50.toFixed(1)} ms  p95=${p95.toFixed(1)} ms  ${p95 <= GOAL_P95_MS ? 'within' : 'ABOVE'} the goal of ${GOAL_P95_MS} ms;`,
    `CPU ${cpuMs.toFixed(1)} ms/request (baseline call: p50 ${floorP50.toFixed(1)} ms, CPU ${floorCpuMs.toFixed(1)} ms)`,
  );
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
