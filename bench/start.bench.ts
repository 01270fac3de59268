// `npm start` as an operator runs it, as a child process, on a new data directory: the time from
// spawning it to the first answer of /health and to the first 200 (ready), the server's CPU time until
// then (which the machine's load does not inflate as it does the wall time), and its resident
// memory (RSS) once ready, after the demo reception has read a week of the calendar and after a month
// — the demo clinic's visits span today ± 14 days. Reading a week is its Week view and its seven Day
// views (ListVisits of every therapist, with breaks and leave), as reception clicks through them.
// The first start creates the database and the demo clinic (and loads the ICD dictionaries); the
// second start opens them. On the embedded database and, when a PostgreSQL server answers
// (BENCH_DATABASE_URL or 127.0.0.1:5432), on a throwaway database there with DEMO_DATA=1.
// The builds are brought up to date first; then the bundle is started as `npm start` starts it, without
// its check of the sources (timed once on its own), which would rebuild whenever someone edits them.
// RSS is read from /proc (Linux).
// Run: npm run bench:start -w bench
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, clinicDateTime, weekDayOf } from '@wizytownik/domain';
import { DEMO_RECEPTION } from '../apps/server/src/modules/users/users.demo.ts';
import { DEMO_VISIT_DAYS } from '../apps/server/src/modules/visits/visits.demo.ts';
import { onEachDatabase } from './databases.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const START = join(ROOT, 'scripts/start.mjs');
const BUNDLE = join(ROOT, 'apps/server/dist/main.js');
const LIST_VISITS = '/api/services/app/Visit/ListVisits';
const POLL_MS = 10;
/** The Node options of `npm start` (package.json), with which the bundle is started here too. */
const START_NODE_OPTIONS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

interface Started {
  readonly child: ChildProcess;
  readonly base: string;
  readonly firstAnswerMs: number;
  readonly readyMs: number;
  /** The server's CPU time (all its threads) until ready: what a start costs whatever the machine's load. */
  readonly readyCpuMs: number;
  output(): string;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** User and system time of a process so far, from /proc/<pid>/stat (in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

async function start(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [...START_NODE_OPTIONS, '--enable-source-maps', BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  let firstAnswerMs: number | undefined;
  for (;;) {
    if (exited) throw new Error(`the server exited before it was ready:\n${output}`);
    const status = await fetch(`${base}/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status !== 0) firstAnswerMs ??= performance.now() - t0;
    if (status === 200)
      return {
        child,
        base,
        firstAnswerMs: firstAnswerMs!,
        readyMs: performance.now() - t0,
        readyCpuMs: cpuMs(child.pid!),
        output: () => output,
      };
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
}

async function stop({ child }: Started): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function loginAsReception(base: string): Promise<string> {
  const res = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userNameOrEmailAddress: DEMO_RECEPTION.userName,
      password: DEMO_RECEPTION.password,
    }),
  });
  if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

const display = (date: string) => date.split('-').reverse().join('-');

/** The Week view of the week from `monday` and its seven Day views; the number of visit items read. */
async function readWeek(base: string, token: string, monday: string): Promise<number> {
  const ranges = [
    [monday, addDays(monday, 6)],
    ...Array.from({ length: 7 }, (_, i) => [addDays(monday, i), addDays(monday, i)]),
  ];
  let items = 0;
  for (const [from, to] of ranges) {
    const res = await fetch(`${base}${LIST_VISITS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ startDate: display(from!), endDate: display(to!), przerwy_urlopy: true }),
    });
    if (!res.ok) throw new Error(`ListVisits ${res.status}: ${await res.text()}`);
    const reply = (await res.json()) as { result: { items: { isBlock: boolean }[] } };
    items += reply.result.items.filter((i) => !i.isBlock).length;
  }
  return items;
}

const mondayOf = (date: string) => addDays(date, -((weekDayOf(date) + 6) % 7));

const ms = (v: number) => `${(v / 1000).toFixed(2)} s`.padStart(8);
const mb = (v: number) => `${v.toFixed(0)} MB`.padStart(7);

async function benchOn(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wz-bench-start-'));
  try {
    const all = { ...env, DATA_DIR: dataDir, DEMO_DATA: '1', ADMIN_PASSWORD: 'BenchAdmin123' };
    for (const which of ['fresh', 'second'] as const) {
      const server = await start(all);
      try {
        const afterStart = rssMb(server.child.pid!);
        const line = `${label.padEnd(18)} ${which.padEnd(6)} start: first answer ${ms(server.firstAnswerMs)}, ready ${ms(server.readyMs)} (CPU ${ms(server.readyCpuMs)}), RSS ${mb(afterStart)}`;
        if (which === 'fresh') {
          console.log(line);
          continue;
        }
        const token = await loginAsReception(server.base);
        const today = clinicDateTime(new Date()).date;
        const firstMonday = mondayOf(addDays(today, -DEMO_VISIT_DAYS));
        let items = await readWeek(server.base, token, mondayOf(today));
        const afterWeek = rssMb(server.child.pid!);
        for (let monday = firstMonday; monday <= addDays(today, DEMO_VISIT_DAYS); monday = addDays(monday, 7))
          items += await readWeek(server.base, token, monday);
        console.log(
          `${line}; after a week read ${mb(afterWeek)}, after a month ${mb(rssMb(server.child.pid!))} (${items} visit items read)`,
        );
      } catch (error) {
        console.error(server.output());
        throw error;
      } finally {
        await stop(server);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = () => spawnSync(process.execPath, [START, '--build-only'], { cwd: ROOT, stdio: 'inherit' });
if (build().status !== 0) throw new Error('the build failed');
const checkStarted = performance.now();
build();
const checkMs = performance.now() - checkStarted;
console.log(
  `Wizytownik start bench — the server bundle on a new data directory (npm start's check of the sources before it: ${ms(checkMs)}), ${cpus().length} CPU(s), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);
await onEachDatabase((label, options) =>
  benchOn(label, options.kind === 'postgres' ? { DATABASE_URL: options.url } : {}),
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
