// Where a page's time went, from Chrome's own records: a performance trace and a CPU profile of one
// page load, taken over the page's DevTools session (which a persistent browser profile allows too),
// summarised by the kind of work and by function.
import type { CDPSession } from 'playwright-core';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
];

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's own (CPU) time of the event, µs: without the time the thread waited for a core. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
}

/** A stretch of the page's time to summarise, in ms after its navigation started. */
export interface TraceWindow {
  readonly label: string;
  readonly from: number;
  readonly to: number;
}

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

/**
 * Time by kind of work of the main thread's events within [from, to) (µs of the trace clock),
 * counting only the outermost event of each kind so nested ones are not doubled. Style and layout
 * forced by a script count both in the script and as themselves.
 */
function kindTotals(complete: readonly TraceEvent[], from: number, to: number): Map<string, number> {
  const totals = new Map<string, number>();
  const openUntil = new Map<string, number>();
  for (const e of complete) {
    const kind = KINDS[e.name];
    if (!kind || e.ts < from || e.ts >= to) continue;
    if ((openUntil.get(kind) ?? 0) > e.ts) continue;
    openUntil.set(kind, e.ts + e.dur!);
    totals.set(kind, (totals.get(kind) ?? 0) + e.dur!);
  }
  return totals;
}

function printTotals(title: string, totals: Map<string, number>): void {
  console.log(title);
  for (const [kind, us] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kind.padEnd(16)} ${(us / 1000).toFixed(0).padStart(6)} ms`);
  }
}

/**
 * A mark the page made with `performance.mark(name)` and its time on the page's clock (ms after its
 * navigation started): the trace records the mark on the page's main thread, which ties the trace's
 * clock to the page's.
 */
export interface PageClockMark {
  readonly name: string;
  readonly at: number;
}

/**
 * The page's renderer main thread in a trace, the one that made `clock`'s mark: its complete events
 * in order, and its navigation's start on the trace clock (µs). Without the mark in the trace (the
 * renderer of a page opened in a new process records no navigation start of its own), the busiest
 * renderer main thread, from its first event: a guess that may be off by the page's first half second.
 */
function rendererMain(
  traceEvents: readonly TraceEvent[],
  clock?: PageClockMark,
): { complete: TraceEvent[]; start: number } | undefined {
  const mark = clock && traceEvents.find((e) => e.name === clock.name);
  const mains = traceEvents.filter(
    (e) => e.name === 'thread_name' && (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
  );
  const busy = (m: TraceEvent) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mark ?? mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return undefined;
  const complete = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const start = mark && clock ? mark.ts - clock.at * 1000 : (complete[0]?.ts ?? 0);
  return { complete, start };
}

/**
 * The CPU time (ms) of the page's main thread within each window (ms after its navigation started):
 * the thread's own time of its tasks that started in it. Unlike the time on the clock it leaves out
 * the waits for a core, which on a loaded machine are most of it.
 */
export function mainThreadCpu(
  { traceEvents }: { traceEvents: TraceEvent[] },
  windows: readonly { from: number; to: number }[],
  clock?: PageClockMark,
): number[] {
  const main = rendererMain(traceEvents, clock);
  if (!main) return windows.map(() => NaN);
  const tasks = main.complete.filter((e) => e.name === 'RunTask');
  return windows.map(({ from, to }) => {
    // A window not known (no drawing task recorded) has no CPU time, not the whole run's.
    if (!Number.isFinite(from) || !Number.isFinite(to)) return NaN;
    let us = 0;
    let openUntil = -Infinity;
    for (const task of tasks) {
      const at = (task.ts - main.start) / 1000;
      if (at < from || at >= to || task.ts < openUntil) continue;
      openUntil = task.ts + task.dur!;
      us += task.tdur ?? task.dur!;
    }
    return us / 1000;
  });
}

/**
 * The renderer's main thread from the trace: where its time went, by the kind of work (script, style,
 * layout, paint, GC), over the whole load and within each of `windows`; and its events over 30 ms.
 * Returns the navigation's start on the trace clock (µs).
 */
export function printTraceSummary(
  { traceEvents }: { traceEvents: TraceEvent[] },
  windows: readonly TraceWindow[] = [],
  clock?: PageClockMark,
): number | undefined {
  const main = rendererMain(traceEvents, clock);
  if (!main) return undefined;
  const { complete, start } = main;
  printTotals(
    'main thread of the last run, by kind (outermost events; script includes the work it forces):',
    kindTotals(complete, -Infinity, Infinity),
  );
  for (const w of windows) {
    printTotals(
      `  ${w.label} (${(w.to - w.from).toFixed(0)} ms):`,
      kindTotals(complete, start + w.from * 1000, start + w.to * 1000),
    );
  }
  console.log('  events over 30 ms:');
  for (const e of complete) {
    if (!KINDS[e.name] || e.dur! <= 30_000) continue;
    const where = e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || '';
    console.log(
      `    ${`${e.name} ${where}`.trim().padEnd(40)} ${(e.dur! / 1000).toFixed(0).padStart(5)} ms at +${((e.ts - start) / 1000).toFixed(0)} ms`,
    );
  }
  return start;
}

export interface CpuProfile {
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
export function printHotFunctions(label: string, profile: CpuProfile, from: number, to: number): void {
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

/**
 * Starts recording the browser's performance trace and the page's CPU profile; with `cpuProfile`
 * false the trace alone, whose own cost to the page is small (no sampling of its JavaScript).
 */
export async function startRecording(cdp: CDPSession, cpuProfile = true): Promise<void> {
  const categories = cpuProfile
    ? TRACE_CATEGORIES
    : TRACE_CATEGORIES.filter((c) => !c.includes('cpu_profiler'));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReturnAsStream',
  });
  if (!cpuProfile) return;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
}

/** Stops the records: the trace's JSON text (as DevTools saves it) and the CPU profile, if one was started. */
export async function stopRecording(
  cdp: CDPSession,
  cpuProfile = true,
): Promise<{ trace: string; cpu?: CpuProfile }> {
  const cpu = cpuProfile ? (await cdp.send('Profiler.stop')).profile : undefined;
  const complete = new Promise<{ stream?: string }>((resolve) =>
    cdp.once('Tracing.tracingComplete', resolve),
  );
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  if (!stream) throw new Error('the browser sent no trace');
  let trace = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    trace += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return { trace, cpu };
}
