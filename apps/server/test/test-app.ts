import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { TENANT_HEADER, type Envelope } from '@wizytownik/contracts';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/platform/clock.ts';
import { openDatabase, type Database, type Db } from '../src/platform/db/database.ts';
import { loadKeys, type Keys } from '../src/platform/security/keys.ts';
import { createFileStore } from '../src/platform/files/file-store.ts';
import type { SmsWiring } from '../src/modules/sms/sms.transport.ts';
import type { PayUWiring } from '../src/modules/payu/payu.service.ts';
import type { SmsInbound } from '../src/integrations/sms/port.ts';
import type { ZnanyLekarzPort } from '../src/integrations/znany-lekarz/port.ts';
import type { AttemptLimit } from '../src/platform/auth/attempt-limit.ts';
import { openTemplateDatabase } from './template-database.ts';

/**
 * Tuesday 10 March 2026, 10:00 in Warsaw: where every test app's clock starts, so a test that books
 * "next week" or reads "today" means the same day whenever it runs.
 */
export const TEST_NOW = new Date('2026-03-10T09:00:00Z');

/** A clock pinned to {@link TEST_NOW} that tests can move. */
export class TestClock implements Clock {
  private at = TEST_NOW.getTime();
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly keys: Keys;
  readonly clock: TestClock;
  readonly database: Database;
  /** Where the app's file store keeps the bytes (tests check that nothing is left behind). */
  readonly filesDir: string;
  call<T = unknown>(
    options: CallOptions,
  ): Promise<{ status: number; body: Envelope<T>; raw: LightMyRequestResponse }>;
  close(): Promise<void>;
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly token?: string;
  readonly tenantId?: number;
  readonly body?: unknown;
  readonly query?: Record<string, string>;
}

/**
 * An app on its own database: the embedded template clone, or the real PostgreSQL server when
 * TEST_DATABASE_URL is set (tests there keep apart through their own tenants).
 */
export async function createTestApp(
  options: {
    beforeReady?: (app: FastifyInstance) => void;
    znanyLekarz?: ZnanyLekarzPort;
    /** The card-payment provider; the app's default simulator (delivering over the network) when absent. */
    payU?: PayUWiring;
    /** The SMS gateways; the app's default simulator when absent. */
    sms?: SmsWiring;
    /** The SMS module's inbound side; the app's refusing placeholder when absent. */
    smsInbound?: SmsInbound;
    /** Log lines (at `debug` and above) go here instead of nowhere. */
    logStream?: DestinationStream;
    /** The suites log in far more often than people do; the attempt-limit tests set their own. */
    attemptLimit?: AttemptLimit;
  } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await openDatabase({ kind: 'postgres', url }) : await openTemplateDatabase();
  const keys = await loadKeys(database.db, 'test-secret-that-is-long-enough-for-hkdf-0123456789');
  const clock = new TestClock();
  const filesDir = mkdtempSync(join(tmpdir(), 'wizytownik-test-files-'));
  const files = createFileStore(filesDir);
  const app = await buildApp({
    database,
    keys,
    clock,
    ...(options.logStream ? { logLevel: 'debug', logStream: options.logStream } : { logLevel: 'silent' }),
    attemptLimit: options.attemptLimit ?? { max: 100_000, windowMs: 60_000 },
    // Tests stand for clients behind a proxy by sending X-Forwarded-For.
    trustProxy: true,
    files,
    ...(options.znanyLekarz && { znanyLekarz: options.znanyLekarz }),
    ...(options.payU && { payU: options.payU }),
    ...(options.sms && { sms: options.sms }),
    ...(options.smsInbound && { smsInbound: options.smsInbound }),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    keys,
    clock,
    database,
    filesDir,
    async call<T>({ method = 'POST', url, token, tenantId, body, query }: CallOptions) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (tenantId !== undefined) headers[TENANT_HEADER] = String(tenantId);
      const raw = await app.inject({
        method,
        url,
        headers,
        query,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: raw.statusCode, body: raw.json<Envelope<T>>(), raw };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
