// The app as a benchmark drives it: its own database, a clinic with a logged-in administrator, real
// HTTP on a free port, and timed series of GET calls.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openDatabase, type DatabaseOptions, type Db } from '../apps/server/src/platform/db/database.ts';
import { loadKeys } from '../apps/server/src/platform/security/keys.ts';
import { createTenant } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { createUser } from '../apps/server/src/modules/users/users.service.ts';
import { formatRow, measure, summarize } from './stats.ts';

const PASSWORD = 'Bench12345';

export interface BenchApp {
  readonly db: Db;
  readonly tenantId: number;
  /** The server's address, e.g. http://127.0.0.1:41234. */
  readonly base: string;
  /** The administrator's login reply: what the web app keeps of a logged-in user. */
  readonly login: { readonly accessToken: string; readonly userId: number };
  /** One API call as the administrator (a GET's input goes in the query); answers its `result`, throws on an error reply. */
  call<T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown>): Promise<T>;
  /** Times `total` GETs of `path` as the administrator; prints (and answers) the figures, with what the last reply held. */
  series(
    label: string,
    path: string,
    total: number,
    concurrency: number,
  ): Promise<ReturnType<typeof summarize>>;
  close(): Promise<void>;
}

export interface BenchAppOptions {
  /** Another build of the web app to serve (see DEFAULT_WEB_DIST in the server's app.ts). */
  readonly webDist?: string;
  /** Adds what a benchmark needs to the server (e.g. a hook) before it listens. */
  readonly configure?: (server: FastifyInstance) => void;
}

export async function startBenchApp(
  options: DatabaseOptions,
  { webDist, configure }: BenchAppOptions = {},
): Promise<BenchApp> {
  const database = await openDatabase(options);
  const { db } = database;
  const app = await buildApp({
    database,
    keys: await loadKeys(db, undefined),
    clock: systemClock,
    logLevel: 'silent',
    ...(webDist ? { webDist } : {}),
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
  configure?.(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Abp.TenantId': String(tenant.id) },
    body: JSON.stringify({ userNameOrEmailAddress: 'bench', password: PASSWORD }),
  });
  const reply = ((await login.json()) as { result: { accessToken: string; userId: number } }).result;
  const token = reply.accessToken;
  return {
    db,
    tenantId: tenant.id,
    base,
    login: { accessToken: token, userId: reply.userId },
    async call<T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown>) {
      const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
      const res = await fetch(`${base}${path}${query}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path} ${res.status}: ${text.slice(0, 300)}`);
      return (JSON.parse(text) as { result: T }).result;
    },
    async series(label, path, total, concurrency) {
      let found = '';
      const run = await measure(total, concurrency, async () => {
        const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { result: unknown[] | { items: unknown[]; totalCount?: number } };
        if (!res.ok) throw new Error(`${path} ${res.status}`);
        const items = Array.isArray(body.result) ? body.result : body.result.items;
        const count = Array.isArray(body.result) ? undefined : body.result.totalCount;
        found = count === undefined ? `${items.length} items` : `${items.length} of ${count}`;
      });
      const figures = summarize(run.samples);
      console.log(`${formatRow(label, figures, run.wallMs)}  ${found}`);
      return figures;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
