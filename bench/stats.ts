/** Latency figures of one measured series, in milliseconds. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

export function formatRow(label: string, s: ReturnType<typeof summarize>, wallMs: number): string {
  const f = (v: number) => v.toFixed(1).padStart(7);
  return `${label.padEnd(46)} n=${s.n}  p50=${f(s.p50)} ms  p95=${f(s.p95)} ms  p99=${f(s.p99)} ms  ${(s.n / (wallMs / 1000)).toFixed(0)} req/s`;
}

/** Runs `task` `total` times with `concurrency` in flight, timing each run. */
export async function measure(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { samples, wallMs: performance.now() - started };
}

/** One timed series of a bench's summary table. */
export interface SeriesFigures {
  readonly database: string;
  readonly what: string;
  readonly figures: ReturnType<typeof summarize>;
  /** This process's CPU per request (client, server and the embedded database). */
  readonly cpuMs: number;
}

/**
 * `warmup` untimed runs of `task` (the server's first statements and the embedded database's
 * WebAssembly warm up over them, as a running server's have), then `total` timed ones, one in flight.
 * Prints the row with what `describe` says of the last answer. The CPU per request, unlike the
 * latencies, does not grow with the machine's other load.
 */
export async function timeSeries<T>(
  database: string,
  what: string,
  { total, warmup }: { readonly total: number; readonly warmup: number },
  task: () => Promise<T>,
  describe: (last: T) => string,
): Promise<SeriesFigures> {
  for (let i = 0; i < warmup; i += 1) await task();
  let last: T | undefined;
  const cpu0 = process.cpuUsage();
  const run = await measure(total, 1, async () => {
    last = await task();
  });
  const used = process.cpuUsage(cpu0);
  const cpuMs = (used.user + used.system) / 1000 / total;
  const figures = summarize(run.samples);
  console.log(
    `${formatRow(`${database}: ${what}`, figures, run.wallMs)}  ${describe(last as T)}, CPU ${cpuMs.toFixed(1)} ms/request`,
  );
  return { database, what, figures, cpuMs };
}

/** The closing table of a bench: each series' p50, p95 and CPU against a p95 goal. */
export function printGoalTable(results: readonly SeriesFigures[], goalP95Ms: number): void {
  const f = (v: number) => v.toFixed(1).padStart(8);
  const width = Math.max(28, ...results.map((r) => r.what.length));
  console.log(
    `\n${'database'.padEnd(18)} ${'what'.padEnd(width)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'CPU ms'.padStart(8)}  goal p95 ≤ ${goalP95Ms} ms`,
  );
  for (const { database, what, figures, cpuMs } of results) {
    console.log(
      `${database.padEnd(18)} ${what.padEnd(width)} ${f(figures.p50)} ${f(figures.p95)} ${f(cpuMs)}  ${figures.p95 <= goalP95Ms ? 'met' : 'NOT met'}`,
    );
  }
}
