// What answering ListVisits costs on top of the service: checking the reply against the contract,
// stripping it to the contract's fields and encoding it as JSON, for one week of 60 therapists
// (~2,700 calendar items), with fastify-type-provider-zod's serializer and with the platform's own.
// Run: npm run bench:serialize -w bench   Options: BENCH_ITEMS=2700 BENCH_REPEAT=200
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, safeParse } from 'zod/v4/core';
import { envelope, visitEndpoints, type CalendarItem, type ListVisitsOutput } from '@wizytownik/contracts';
import { compileResponseSerializer } from '../apps/server/src/platform/http/response-serializer.ts';
import { ok } from '../apps/server/src/platform/http/envelope.ts';
import { summarize } from './stats.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_700);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 200);
const THERAPISTS = 60;
const PATH = visitEndpoints.list.path;

const monday = Date.parse('2026-11-23T07:00:00Z');
const item = (i: number): CalendarItem => {
  const start = new Date(monday + Math.floor(i / (THERAPISTS * 10)) * 86_400_000 + (i % 10) * 3_000_000);
  return {
    id: 100_000 + i,
    clientName: `Małgorzata Wiśniewska-${i}`,
    therapistName: `Terapeuta Numer ${i % THERAPISTS}`,
    therapistID: 1 + (i % THERAPISTS),
    therapistColor: `hsl(${(i * 37) % 360} 60% 45%)`,
    roomId: i % 3 === 0 ? null : 1 + (i % 8),
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2_700_000).toISOString(),
    status: i % 6,
    statusSubtype: 0,
    notes: i % 7 === 0 ? '<p>Pacjent prosi o telefon</p>' : null,
    zabieg: i % 5 === 0 ? 'Laseroterapia – dwa pola' : null,
    pacjent_obecny: i % 11 === 0,
    payuPaid: false,
    normalPaid: false,
    isBlock: false,
    blockKind: null,
    blockDescription: null,
    allDay: false,
  };
};
const result: ListVisitsOutput = {
  items: Array.from({ length: ITEMS }, (_, i) => item(i)),
  therapists: Array.from({ length: THERAPISTS }, (_, i) => ({
    therapistID: i + 1,
    name: `Terapeuta Numer ${i}`,
    color: null,
    isActive: true,
  })),
  workingTime: Array.from({ length: THERAPISTS * 5 }, (_, i) => ({
    therapistID: 1 + (i % THERAPISTS),
    start: new Date(monday + Math.floor(i / THERAPISTS) * 86_400_000).toISOString(),
    end: new Date(monday + Math.floor(i / THERAPISTS) * 86_400_000 + 32_400_000).toISOString(),
  })),
};
const reply = ok(result);
const schema = envelope(visitEndpoints.list.result);

const zodProvider = serializerCompiler({ schema, method: 'POST', url: PATH, httpStatus: '200' });
const platform = compileResponseSerializer(schema, 'POST', PATH);
const bytes = JSON.stringify(reply).length;

const series: [string, () => unknown][] = [
  ['fastify-type-provider-zod serializer (before)', () => zodProvider(reply)],
  ['platform serializer (now)', () => platform(reply)],
  ['  of which: zod safeParse (check + strip)', () => safeParse(schema, reply)],
  ['  zod safeEncode, for comparison', () => safeEncode(schema, reply)],
  ['  JSON.stringify alone', () => JSON.stringify(reply)],
];

console.log(
  `Wizytownik serialize bench — ListVisits reply with ${ITEMS} items (${(bytes / 1024).toFixed(0)} KiB of JSON), ${REPEAT} runs each, Node ${process.version}`,
);
if (platform(reply) !== zodProvider(reply)) throw new Error('the two serializers answer differently');
for (const [label, run] of series) {
  for (let i = 0; i < 20; i += 1) run(); // warm-up: zod compiles its object parsers on first use
  const samples: number[] = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  const s = summarize(samples);
  console.log(
    `${label.padEnd(48)} p50=${s.p50.toFixed(2).padStart(6)} ms  p95=${s.p95.toFixed(2).padStart(6)} ms`,
  );
}
