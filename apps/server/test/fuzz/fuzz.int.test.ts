import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FEATURE_NAMES } from '@wizytownik/domain';
import { createTestClinic, type TestClinic } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { casesFor, operationsOf, plainCase, type FuzzCase, type Operation } from './cases.ts';

/*
 * Every route of the OpenAPI document (generated, so a new route is fuzzed without anyone listing
 * it) gets malformed input as the clinic's administrator, who holds every permission, in a clinic of
 * its own with every feature on: no reply may be a 5xx, and every reply is the JSON envelope. Then
 * each route once without a token: 401 unless it is public.
 */

interface Failure {
  readonly route: string;
  readonly label: string;
  readonly status: number;
  readonly reply: string;
}

const isEnvelope = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    typeof b.success === 'boolean' &&
    'error' in b &&
    typeof b.unAuthorizedRequest === 'boolean' &&
    b.__abp === true
  );
};

/** What is wrong with a reply, or undefined when it is fine. */
function problem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return 'server error';
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  // A file (a download, a printout) is the one reply that is not the envelope, and only on success.
  if (!json) return res.statusCode < 300 ? undefined : 'not JSON';
  try {
    return isEnvelope(res.json()) ? undefined : 'not the envelope';
  } catch {
    return 'invalid JSON';
  }
}

describe('fuzzing every route from the OpenAPI document', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    clinic = await createTestClinic(t, { features: ALL_FEATURE_NAMES });
    token = await clinic.login('admin');
  });
  afterAll(() => t.close());

  const send = (op: Operation, c: FuzzCase, withToken: boolean) =>
    t.app.inject({
      method: op.method,
      url: op.path,
      headers: {
        ...(withToken && { authorization: `Bearer ${token}` }),
        ...(c.payload !== undefined && { 'content-type': c.contentType ?? 'application/json' }),
      },
      ...(c.query && { query: c.query }),
      ...(c.payload !== undefined && { payload: c.payload }),
    });

  it(
    'answers malformed input with 4xx in the envelope, and 401 without a token',
    { timeout: 600_000 },
    async () => {
      const started = Date.now();
      const operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
      const failures: Failure[] = [];
      const unguarded: Failure[] = [];
      let requests = 0;
      let relogins = 0;
      const statuses = new Map<number, number>();
      const took: [string, number][] = [];
      const record = (
        list: Failure[],
        op: Operation,
        c: FuzzCase,
        res: LightMyRequestResponse,
        why: string,
      ) =>
        list.push({
          route: `${op.method} ${op.path}`,
          label: `${c.label}: ${why}`,
          status: res.statusCode,
          reply: res.body.slice(0, 300),
        });

      for (const op of operations) {
        const opStarted = Date.now();
        // A valid request to the event stream never ends; it is only called without a token below.
        const cases = op.isStream ? [] : casesFor(op);
        for (const c of cases) {
          const res = await send(op, c, !op.isPublic);
          requests += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const why = problem(res);
          if (why) record(failures, op, c, res, why);
          // A case that got through may have ended the session (LogOut): log in again.
          if (res.statusCode === 401 && !op.isPublic) {
            token = await clinic.login('admin');
            relogins += 1;
          }
        }
        const plain = plainCase(op);
        const res = await send(op, plain, false);
        requests += 1;
        const why = problem(res);
        if (why) record(failures, op, plain, res, why);
        if (!op.isPublic && res.statusCode !== 401) record(unguarded, op, plain, res, 'not 401');
        took.push([`${op.method} ${op.path}`, Date.now() - opStarted]);
      }

      const health = await t.app.inject({ method: 'GET', url: '/health' });
      const serverErrors = failures.filter((f) => f.status >= 500).length;
      console.log(
        `fuzz (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded'}): ${operations.length} operations, ` +
          `${requests} requests, ${serverErrors} 5xx, ${failures.length} failures, ${unguarded.length} routes not 401 ` +
          `without a token, ${relogins} re-logins, ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `statuses ${JSON.stringify(Object.fromEntries(statuses))}; slowest ` +
          took
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([route, ms]) => `${route} ${ms} ms`)
            .join(', '),
      );
      expect(operations.length).toBeGreaterThan(100);
      // The cases are malformed: nearly all must be refused (a fuzz that only gets 200s tests nothing).
      expect(statuses.get(400) ?? 0).toBeGreaterThan(requests * 0.7);
      expect(failures).toEqual([]);
      expect(unguarded).toEqual([]);
      expect(health.statusCode).toBe(200);
    },
  );
});
