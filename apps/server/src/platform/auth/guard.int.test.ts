import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from '../../app.ts';
import { createTestClinic } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every method of every route that needs a signed-in caller (HEAD repeats GET without a body). */
function guardedCalls(keep: (r: RegisteredRoute) => boolean) {
  return t.app.registeredRoutes
    .filter((r) => r.access && r.access.access !== 'public' && keep(r))
    .flatMap((r) => [r.method].flat().map((method) => ({ method, url: r.url.replace(/:\w+/g, '1') })))
    .filter((r) => r.method !== 'HEAD');
}

/** Inputs no route accepts: nothing, an empty object, broken JSON, and for reads a query of junk. */
function unreadableInputs(method: string): Array<Partial<InjectOptions>> {
  const inputs: Array<Partial<InjectOptions>> = [
    {},
    { payload: {} },
    { payload: '{"', headers: { 'content-type': 'application/json' } },
  ];
  if (method === 'GET' || method === 'DELETE') {
    inputs.push({ query: { Id: 'abc', MaxResultCount: '-7', SkipCount: 'x', 'a[b': '%' } });
  }
  return inputs;
}

async function answers(calls: Array<{ method: string; url: string }>, headers: Record<string, string> = {}) {
  const seen: string[] = [];
  for (const { method, url } of calls) {
    for (const input of unreadableInputs(method)) {
      const res = await t.app.inject({
        ...input,
        method: method as InjectOptions['method'],
        url,
        headers: { ...headers, ...(input.headers as Record<string, string> | undefined) },
      });
      const body = res.json<{ success: boolean; unAuthorizedRequest: boolean }>();
      seen.push(`${method} ${url} ${res.statusCode} ${body.success} ${body.unAuthorizedRequest}`);
    }
  }
  return seen;
}

describe('the caller is checked before the input', () => {
  it('answers every signed-in route 401 without a token, whatever the body or query', async () => {
    const calls = guardedCalls(() => true);
    expect(calls.length).toBeGreaterThan(100);
    const seen = await answers(calls);
    expect(seen.filter((s) => !s.endsWith(' 401 false true'))).toEqual([]);
  });

  it('answers every permission route 403 to a user without the permission, before reading the input', async () => {
    const clinic = await createTestClinic(t);
    const nobody = await clinic.addUser({ permissions: [] });
    const token = await clinic.login(nobody.userName);
    const calls = guardedCalls((r) => r.access!.access !== 'authenticated');
    expect(calls.length).toBeGreaterThan(80);
    const seen = await answers(calls, { authorization: `Bearer ${token}` });
    expect(seen.filter((s) => !s.endsWith(' 403 false false'))).toEqual([]);
  });

  it('still validates the input of a caller who may use the route', async () => {
    const clinic = await createTestClinic(t);
    const res = await t.call({
      url: '/api/services/app/Client/Create',
      token: await clinic.login('admin'),
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.length).toBeGreaterThan(0);
  });
});
