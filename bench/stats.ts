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
