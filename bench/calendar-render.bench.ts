// The Week view of the visits calendar with 1,500 visits of 60 therapists, drawn by the built web app
// in Debian's Chromium: the time from navigation to every event drawn, and from the ListVisits reply
// arriving to every event drawn. The goal: the Week view drawn within 1 s.
// Run: npm run bench:calendar -w bench
// Options: BENCH_RUNS=5 BENCH_THERAPISTS=60 BENCH_VISITS=1500; BENCH_VERBOSE=1 prints the requests of
// the last run; BENCH_PROFILE=1 traces the last run (calendar-render.trace.json in the temporary
// directory, for Chrome DevTools' Performance panel) and prints where the main thread's time went;
// BENCH_WEB_DIST=<dir> serves another build (e.g. `vite build --minify false`) for readable names;
// BENCH_SCREENSHOT=<file.png> saves the drawn week of the last run, to look at.
import { execSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { addDays } from '@wizytownik/domain';
import { DEFAULT_WEB_DIST as BUILT_WEB_APP } from '../apps/server/src/app.ts';
import { companySettings } from '../apps/server/src/modules/company-settings/company-settings.tables.ts';
import { loadSettingsRow } from '../apps/server/src/modules/company-settings/company-settings.service.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { startBenchApp } from './bench-app.ts';
import { seedCalendar } from './visits-seed.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 60);
const VISITS = Number(process.env.BENCH_VISITS ?? 1_500);
const PROFILE = process.env.BENCH_PROFILE === '1';
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const SCREENSHOT = process.env.BENCH_SCREENSHOT;
/** Five visits a day per therapist fill Monday to Friday of this week with 60 therapists. */
const VISITS_PER_DAY = Math.max(1, Math.ceil(VISITS / (THERAPISTS * 5)));
const LIST_VISITS = '/api/services/app/Visit/ListVisits';
const STORAGE_KEY = 'wizytownik.user';
const GOAL_MS = 1_000;
/** The built web app to serve: apps/web/dist, or another build (e.g. `vite build --minify false`) for profiling. */
const DEFAULT_WEB_DIST = process.env.BENCH_WEB_DIST ?? BUILT_WEB_APP;

/** The built web app; built here when missing (it is what `npm start` serves). */
function ensureWebBuild(): void {
  if (existsSync(`${DEFAULT_WEB_DIST}/index.html`)) {
    console.log(`web app: using the existing build in ${DEFAULT_WEB_DIST}`);
    return;
  }
  console.log('web app: no build in apps/web/dist — running `npm run build -w apps/web` first');
  const root = fileURLToPath(new URL('..', import.meta.url));
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

/** What the page measured, in ms of its own clock (0 = navigation start). */
interface PageTimes {
  /** The frame in which the last event entered the DOM, and the next frame (that one painted). */
  readonly inDom: number;
  readonly drawn: number;
  readonly events: number;
  /** The ListVisits reply that was drawn: request sent, reply fully received. */
  readonly requestStart: number;
  readonly replyEnd: number;
  readonly listVisitsCalls: number;
  /** Every request of the page: sent, received (ms), path. */
  readonly timeline: [number, number, string][];
  readonly domContentLoaded: number;
}

/**
 * Runs in the page before the app (as text: tsx would wrap a function's inner functions in helpers
 * the page lacks): logs the user in the way the app keeps its user, then watches every frame until
 * `target` events are in the calendar and one more frame has been painted.
 */
function probeScript(key: string, user: string, target: number): string {
  return `(() => {
    if (location.protocol !== 'http:') return;
    localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(user)});
    const events = document.getElementsByClassName('rbc-event');
    window.__calendarDrawn = new Promise((resolve) => {
      const frame = () => {
        if (events.length < ${target}) return void requestAnimationFrame(frame);
        const inDom = performance.now();
        requestAnimationFrame(() => {
          const drawn = performance.now();
          const replies = performance
            .getEntriesByType('resource')
            .filter((r) => r.name.includes('/Visit/ListVisits'));
          const reply = replies.filter((r) => r.responseEnd <= inDom).at(-1);
          resolve({
            inDom,
            drawn,
            events: events.length,
            requestStart: reply ? reply.startTime : NaN,
            replyEnd: reply ? reply.responseEnd : NaN,
            listVisitsCalls: replies.length,
            timeline: performance
              .getEntriesByType('resource')
              .map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin, '') + (r.transferSize === 0 ? ' (cache)' : '')]),
            domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
          });
        });
      };
      requestAnimationFrame(frame);
    });
  })();`;
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
}

/**
 * The renderer's main thread from the trace: where its time went, by the kind of work (script, style,
 * layout, paint, GC), counting only the outermost event of each kind so nested ones are not doubled.
 */
function printTraceSummary({ traceEvents }: { traceEvents: TraceEvent[] }): number | undefined {
  // The page's renderer: of the renderer main threads (the blank page's too), the busiest.
  const mains = traceEvents.filter(
    (e) => e.name === 'thread_name' && (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
  );
  const busy = (m: TraceEvent) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return undefined;
  const complete = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const KINDS: Record<string, string> = {
    EvaluateScript: 'script',
    FunctionCall: 'script',
    TimerFire: 'script',
    FireAnimationFrame: 'script',
    EventDispatch: 'script',
    'v8.compile': 'script compile',
    'v8.compileModule': 'script compile',
    'v8.evaluateModule': 'script',
    RunMicrotasks: 'script',
    V8Execute: 'script',
    UpdateLayoutTree: 'style',
    ParseAuthorStyleSheet: 'style',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
    UpdateLayer: 'paint',
    MajorGC: 'gc',
    MinorGC: 'gc',
    'BlinkGC.AtomicPhase': 'gc',
    ParseHTML: 'html',
  };
  const totals = new Map<string, number>();
  const openUntil = new Map<string, number>();
  const longest: { name: string; dur: number; ts: number }[] = [];
  for (const e of complete) {
    const kind = KINDS[e.name];
    if (!kind) continue;
    if ((openUntil.get(kind) ?? 0) > e.ts) continue;
    openUntil.set(kind, e.ts + e.dur!);
    totals.set(kind, (totals.get(kind) ?? 0) + e.dur!);
    const where = e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || '';
    if (e.dur! > 30_000) longest.push({ name: `${e.name} ${where}`.trim(), dur: e.dur!, ts: e.ts });
  }
  // The page's clock starts at its navigation to the app (not the blank pages' of other frames).
  const start =
    traceEvents
      .filter(
        (e) =>
          e.name === 'navigationStart' &&
          e.pid === main.pid &&
          e.args?.data?.documentLoaderURL?.startsWith('http'),
      )
      .at(-1)?.ts ??
    complete[0]?.ts ??
    0;
  console.log('main thread of the last run, by kind (outermost events; script includes the work it forces):');
  for (const [kind, us] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kind.padEnd(16)} ${(us / 1000).toFixed(0).padStart(6)} ms`);
  }
  console.log('  events over 30 ms:');
  for (const e of longest) {
    console.log(
      `    ${e.name.padEnd(40)} ${(e.dur / 1000).toFixed(0).padStart(5)} ms at +${((e.ts - start) / 1000).toFixed(0)} ms`,
    );
  }
  return start;
}

interface CpuProfile {
  readonly nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  readonly startTime: number;
  readonly samples?: number[];
  readonly timeDeltas?: number[];
}

/**
 * The page's JavaScript between two instants of the trace clock (µs), named by `label`: the functions with the most time
 * on the stack (inclusive) and of their own (self). Minified names unless BENCH_WEB_DIST points to a
 * build made with `vite build --minify false`.
 */
function printHotFunctions(label: string, profile: CpuProfile, from: number, to: number): void {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number) => {
    const f = frames.get(id)!;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
  };
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i += 1) {
    t += deltas[i] ?? 0;
    if (t < from || t > to) continue;
    const weight = deltas[i + 1] ?? 0;
    const leaf = samples[i]!;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + weight);
    const onStack = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) onStack.add(name(id));
    for (const key of onStack) inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
  }
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`JavaScript ${label} — inclusive (top 25):`);
  for (const [key, us] of top(inclusive)) console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
  console.log('  self (top 25):');
  for (const [key, us] of top(self)) console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const max = (xs: number[]) => Math.max(...xs);

ensureWebBuild();
const executablePath = chromiumPath();
console.log(
  `Wizytownik calendar render bench — Week view, ${THERAPISTS} therapists, ${VISITS} visits this week, ${RUNS} runs, ${cpus().length} CPU(s) (load average ${loadavg()[0]!.toFixed(1)}), Chromium ${executablePath}`,
);

const app = await startBenchApp({ kind: 'pglite' }, { webDist: DEFAULT_WEB_DIST });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  const seed = await seedCalendar(app.db, app.tenantId, {
    therapistCount: THERAPISTS,
    visitCount: VISITS,
    patientCount: 2_000,
    visitsPerDay: VISITS_PER_DAY,
  });
  // Every seeded visit is drawn, the cancelled ones too (faded), as the company setting allows.
  await loadSettingsRow(app.db, app.tenantId);
  await app.db
    .update(companySettings)
    .set({ leaveCancelledVisitInCalendar: true })
    .where(eq(companySettings.tenantId, app.tenantId));

  // What the Week view asks for (Monday to Sunday of this week), to know how many events to wait for.
  const display = (date: string) => date.split('-').reverse().join('-');
  const res = await fetch(`${app.base}${LIST_VISITS}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.login.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      startDate: display(seed.thisMonday),
      endDate: display(addDays(seed.thisMonday, 6)),
      przerwy_urlopy: true,
    }),
  });
  const reply = (await res.json()) as { result: { items: { isBlock: boolean }[] } };
  const items = reply.result.items;
  const visits = items.filter((i) => !i.isBlock).length;
  console.log(
    `seeded ${seed.therapistIds.length} therapists and ${seed.visits} visits in the week of ${seed.thisMonday}; ListVisits answers ${visits} visits + ${items.length - visits} blocks`,
  );

  const user = JSON.stringify({
    accessToken: app.login.accessToken,
    tenantId: app.tenantId,
    userId: app.login.userId,
    forceResetPasswordAtLogin: false,
    forceSet2FAAtLogin: false,
  });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'pl-PL' });
  await context.addInitScript({ content: probeScript(STORAGE_KEY, user, items.length) });

  const measureOnce = async (page: Page, profile: boolean): Promise<PageTimes> => {
    const cdp = profile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.goto(`${app.base}/visits`);
    // The probe's promise (a string: the bench is typed without the DOM's types).
    const times = (await page.evaluate('window.__calendarDrawn')) as PageTimes;
    if (cdp) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      writeFileSync(join(tmpdir(), 'calendar-render.cpuprofile'), JSON.stringify(cpu));
      const trace = await browser.stopTracing();
      const file = join(tmpdir(), 'calendar-render.trace.json');
      writeFileSync(file, trace);
      const navigation = printTraceSummary(JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] });
      if (navigation !== undefined) {
        const at = (ms: number) => navigation + ms * 1000;
        printHotFunctions('from navigation to ListVisits sent', cpu, at(0), at(times.requestStart));
        printHotFunctions(
          'from the ListVisits reply to the events drawn',
          cpu,
          at(times.replyEnd),
          at(times.drawn),
        );
      }
      console.log(`trace of the last run (open in Chrome DevTools' Performance panel): ${file}`);
    }
    return times;
  };

  // One run to fill the browser's cache with the app's scripts, as for anyone who opened it before.
  const warm = await context.newPage();
  await measureOnce(warm, false);
  await warm.close();

  const runs: PageTimes[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await context.newPage();
    const t = await measureOnce(page, PROFILE && i === RUNS - 1);
    runs.push(t);
    if (SCREENSHOT && i === RUNS - 1) await page.screenshot({ path: SCREENSHOT });
    await page.close();
    console.log(
      `run ${i + 1}: ${t.events} events drawn ${t.drawn.toFixed(0)} ms after navigation start; ListVisits sent at ${t.requestStart.toFixed(0)} ms, reply received at ${t.replyEnd.toFixed(0)} ms (${(t.replyEnd - t.requestStart).toFixed(0)} ms), drawn ${(t.drawn - t.replyEnd).toFixed(0)} ms after it (${t.listVisitsCalls} ListVisits call(s))`,
    );
  }

  const last = runs.at(-1);
  if (VERBOSE && last) {
    console.log(`\nrequests of the last run (DOMContentLoaded at ${last.domContentLoaded.toFixed(0)} ms):`);
    for (const [sent, received, path] of last.timeline) {
      console.log(`  ${String(sent).padStart(5)} → ${String(received).padStart(5)} ms  ${path}`);
    }
  }
  const row = (label: string, xs: number[]) =>
    console.log(
      `${label.padEnd(44)} p50=${median(xs).toFixed(0).padStart(6)} ms  max=${max(xs).toFixed(0).padStart(6)} ms`,
    );
  console.log('');
  const drawn = runs.map((r) => r.drawn);
  row('navigation → all events drawn', drawn);
  row(
    'ListVisits request → reply received',
    runs.map((r) => r.replyEnd - r.requestStart),
  );
  row(
    'ListVisits reply received → all events drawn',
    runs.map((r) => r.drawn - r.replyEnd),
  );
  row(
    'navigation → ListVisits request sent',
    runs.map((r) => r.requestStart),
  );
  const verdict = median(drawn) <= GOAL_MS ? 'met' : 'NOT met';
  console.log(`goal: Week view drawn within ${GOAL_MS} ms — ${verdict} (p50 ${median(drawn).toFixed(0)} ms)`);
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
