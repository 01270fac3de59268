// Authenticate and GetCurrentLoginInformations over real HTTP: 1,000 requests each, on the embedded
// database and, when a PostgreSQL server answers (BENCH_DATABASE_URL or 127.0.0.1:5432), on it.
// Run: npm run bench        Options: BENCH_REQUESTS=1000 BENCH_CONCURRENCY=4
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openDatabase, type DatabaseOptions } from '../apps/server/src/platform/db/database.ts';
import { loadKeys } from '../apps/server/src/platform/security/keys.ts';
import { createTenant } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { createUser } from '../apps/server/src/modules/users/users.service.ts';
import { onEachDatabase } from './databases.ts';
import { formatRow, measure, summarize } from './stats.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PASSWORD = 'Bench12345';

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  const app = await buildApp({
    database,
    keys: await loadKeys(database.db, undefined),
    clock: systemClock,
    logLevel: 'silent',
    // The bench logs in from one address far more often than the limit allows a person: the limit is
    // raised above its requests, so each login still passes through the counting.
    attemptLimit: { max: TOTAL * 2, windowMs: 60_000 },
  });
  const tenant = await createTenant(database.db, {
    tenancyName: `bench-${randomUUID()}`,
    name: 'Bench',
    features: [],
  });
  await createUser(database.db, tenant.id, {
    userName: 'bench',
    emailAddress: 'bench@example.pl',
    name: 'Bench',
    surname: 'User',
    password: PASSWORD,
    roleNames: ['Admin'],
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { 'content-type': 'application/json', 'Abp.TenantId': String(tenant.id) };
  const body = JSON.stringify({ userNameOrEmailAddress: 'bench', password: PASSWORD, rememberClient: false });

  let token = '';
  const auth = await measure(TOTAL, CONCURRENCY, async () => {
    const res = await fetch(`${base}/api/TokenAuth/Authenticate`, { method: 'POST', headers, body });
    const json = (await res.json()) as { result: { accessToken: string } };
    if (!res.ok) throw new Error(`Authenticate ${res.status}`);
    token = json.result.accessToken;
  });
  const session = await measure(TOTAL, CONCURRENCY, async () => {
    const res = await fetch(`${base}/api/services/app/Session/GetCurrentLoginInformations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GetCurrentLoginInformations ${res.status}`);
  });
  console.log(formatRow(`${label}: Authenticate`, summarize(auth.samples), auth.wallMs));
  console.log(formatRow(`${label}: GetCurrentLoginInformations`, summarize(session.samples), session.wallMs));
  await app.close();
  await database.close();
}

console.log(
  `Wizytownik auth bench — ${TOTAL} requests per call, ${CONCURRENCY} in flight, ${cpus().length} CPU(s), Node ${process.version}`,
);
await onEachDatabase(benchOn);
