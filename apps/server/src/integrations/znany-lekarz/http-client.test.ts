import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { startFakeZnanyLekarz, type FakeZnanyLekarz } from './fake-server.ts';
import { createZnanyLekarzHttpClient } from './http-client.ts';
import { ZnanyLekarzError } from './port.ts';
import { createZnanyLekarzSimulator, SIMULATED_ESTATE } from './simulator.ts';

const CREDENTIALS = { clientId: 'wizytownik-test', clientSecret: 's3cret' };

let fake: FakeZnanyLekarz;
let now: number;
const clock: Clock = { now: () => new Date(now) };
const client = (overrides: Partial<typeof CREDENTIALS> = {}) =>
  createZnanyLekarzHttpClient({ baseUrl: fake.url, ...CREDENTIALS, ...overrides, clock });

beforeEach(async () => {
  now = Date.parse('2026-05-04T08:00:00Z');
  fake = await startFakeZnanyLekarz(CREDENTIALS);
});
afterEach(() => fake.close());

async function failure(promise: Promise<unknown>): Promise<ZnanyLekarzError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZnanyLekarzError);
  return error as ZnanyLekarzError;
}

describe('the real marketplace client against a fake of the API', () => {
  it('takes a client-credentials token and lists facilities and their doctors', async () => {
    const zl = client();
    expect(await zl.getFacilities()).toEqual([
      { id: '240101', name: 'Gabinet Demo – Kraków (symulator)' },
      { id: '240102', name: 'Filia Nowa Huta (symulator)' },
    ]);
    expect(await zl.getDoctors('240102')).toEqual([
      { id: '551004', name: 'Tomasz', surname: 'Kowalczyk' },
      { id: '551005', name: 'Magdalena', surname: 'Kamińska' },
    ]);
    expect(fake.tokensIssued()).toBe(1);
    expect(fake.calls).toEqual(['GET /facilities', 'GET /facilities/240102/doctors']);
  });

  it('renews the token shortly before it expires', async () => {
    const zl = client();
    await zl.getFacilities();
    now += 3_500_000;
    await zl.getFacilities();
    expect(fake.tokensIssued()).toBe(1);
    now += 50_000; // within a minute of the 3600 s
    await zl.getFacilities();
    expect(fake.tokensIssued()).toBe(2);
  });

  it('renews a token the API no longer accepts and repeats the call once', async () => {
    const zl = client();
    await zl.getFacilities();
    fake.expireTokens();
    expect(await zl.getDoctors('240101')).toHaveLength(3);
    expect(fake.tokensIssued()).toBe(2);
  });

  it('reports refused credentials', async () => {
    const error = await failure(client({ clientSecret: 'wrong' }).getFacilities());
    expect(error.reason).toBe('credentials');
    expect(fake.calls).toEqual([]);
  });

  it.each([
    { status: 403, reason: 'forbidden' },
    { status: 429, reason: 'rateLimited' },
    { status: 500, reason: 'unavailable' },
    { status: 503, reason: 'unavailable' },
  ])('maps HTTP $status to $reason', async ({ status, reason }) => {
    fake.failNext(status, 'refused by the fake');
    const error = await failure(client().getFacilities());
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(`HTTP ${status}: refused by the fake`);
  });

  it('reports an unknown facility as not found', async () => {
    expect((await failure(client().getDoctors('999'))).reason).toBe('notFound');
  });

  it('reports an unreachable host as unavailable', async () => {
    const gone = createZnanyLekarzHttpClient({ baseUrl: 'http://127.0.0.1:9', ...CREDENTIALS, clock });
    expect((await failure(gone.getFacilities())).reason).toBe('unavailable');
  });
});

describe('the simulator', () => {
  it('answers like the API from its fixed estate', async () => {
    const zl = createZnanyLekarzSimulator();
    expect((await zl.getFacilities()).map((f) => f.id)).toEqual(SIMULATED_ESTATE.map((f) => f.id));
    expect(await zl.getDoctors('240101')).toEqual(SIMULATED_ESTATE[0]!.doctors);
    expect((await failure(zl.getDoctors('999'))).reason).toBe('notFound');
  });
});

describe('configuration', () => {
  it('uses the simulator unless the real API is configured with its credentials', () => {
    expect(loadConfig({}).znanyLekarz).toEqual({ mode: 'simulator' });
    expect(
      loadConfig({
        ZNANY_LEKARZ_MODE: 'http',
        ZNANY_LEKARZ_CLIENT_ID: 'id',
        ZNANY_LEKARZ_CLIENT_SECRET: 'secret',
      }).znanyLekarz,
    ).toEqual({
      mode: 'http',
      baseUrl: 'https://www.znanylekarz.pl',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(() => loadConfig({ ZNANY_LEKARZ_MODE: 'http' })).toThrow(/ZNANY_LEKARZ_CLIENT_ID/);
  });
});
