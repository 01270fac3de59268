import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { TEMPLATE_MAX_BYTES } from '@wizytownik/contracts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import {
  DEFAULT_ATTEMPT_LIMIT,
  installAttemptLimit,
  type AttemptLimit,
} from './platform/auth/attempt-limit.ts';
import { installGuard } from './platform/auth/guard.ts';
import type { RouteAccess } from './platform/http/access.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { installRequestLog, loggerOptions } from './platform/http/request-log.ts';
import { DOCS_PREFIX, installOpenApi, type OpenApiSource } from './platform/http/openapi.ts';
import { installWebApp } from './platform/http/web-app.ts';
import type { Keys } from './platform/security/keys.ts';
import { createFileStore, type FileStore } from './platform/files/file-store.ts';
import type { SmsInbound } from './integrations/sms/port.ts';
import type { ZnanyLekarzPort } from './integrations/znany-lekarz/port.ts';
import { createZnanyLekarzSimulator } from './integrations/znany-lekarz/simulator.ts';
import { createPayUSimulator } from './integrations/payu/simulator.ts';
import type { PayUWiring } from './modules/payu/payu.service.ts';
import type { SmsWiring } from './modules/sms/sms.transport.ts';
import { createSmsSimulator } from './integrations/sms/simulator.ts';
import { smsInbound as createSmsInbound } from './modules/sms/sms.replies.ts';
import { createP1 } from './integrations/p1/index.ts';
import type { P1Port } from './integrations/p1/port.ts';
import { drugLookup } from './modules/drugs/drugs.service.ts';
import { SIMULATOR_OID_ROOT } from './config.ts';
import { withAndroidPhones } from './modules/android-sms/android-sms.gateway.ts';
import type { AuthDeps } from './modules/auth/auth.deps.ts';
import { sessionCache, type SessionCache } from './modules/auth/session-cache.ts';
import { createSessionCheck } from './modules/auth/session-check.ts';
import { MODULES } from './modules/registry.ts';
import { isFeatureEnabled } from './modules/tenants/tenants.service.ts';
import { getTextOverrides } from './modules/texts/texts.service.ts';

export interface AppDeps {
  readonly database: Database;
  readonly keys: Keys;
  readonly clock: Clock;
  readonly logLevel?: string;
  /** Where log lines go; standard output when absent (tests read them from memory). */
  readonly logStream?: DestinationStream;
  /** Password and two-factor attempts per address and route; {@link DEFAULT_ATTEMPT_LIMIT} when absent. */
  readonly attemptLimit?: AttemptLimit;
  /** Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`); none when absent. */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** The built web app; the API alone when absent. */
  readonly webDist?: string;
  /** Where uploaded files go; a throwaway temporary directory when absent (OpenAPI rendering, benchmarks). */
  readonly files?: FileStore;
  /** The doctor-booking marketplace; the simulator when absent. */
  readonly znanyLekarz?: ZnanyLekarzPort;
  /** The card-payment provider; the simulator (its pay page served here) when absent. */
  readonly payU?: PayUWiring;
  /** The SMS gateways; the simulator when absent. */
  readonly sms?: SmsWiring;
  /** The inbound side of the gateways: the SMS module's (tests of a gateway alone pass a recording one). */
  readonly smsInbound?: SmsInbound;
  /** P1 e-prescriptions; the simulator over this database and the drug registry when absent. */
  readonly p1?: P1Port;
  /** The sessions the guard keeps; one listening to this database when absent (tests pass a deaf one). */
  readonly sessions?: SessionCache;
  /** The OpenAPI document served: the committed one, or 'generated' from the routes (`npm run openapi`). */
  readonly openApi?: OpenApiSource;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface RegisteredRoute {
  readonly method: string | string[];
  readonly url: string;
  readonly access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the test that no route goes undeclared. */
    readonly registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Every route schema is a contract's zod schema, compiled by the compilers set below. Named here, these
 * factories keep Fastify from loading its default JSON-schema ones (Ajv, fast-json-stringify), some
 * 0.2 s of every start; Fastify would call them only for JSON schemas added with `addSchema`.
 */
const zodOnly = (): never => {
  throw new Error('Route schemas are zod schemas; JSON schemas (addSchema) are not compiled.');
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logLevel ?? 'info', deps.logStream),
    // Fastify's request lines write the URL, whose query may hold a PESEL; installRequestLog replaces them.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.trustProxy ?? false,
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (r) => {
    // Swagger UI's own pages are public; everything else declares its access where it is defined.
    if (r.url.startsWith(DOCS_PREFIX)) r.config = { ...r.config, routeAccess: { access: 'public' } };
    registeredRoutes.push({ method: r.method, url: r.url, access: r.config?.routeAccess });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // 'Podgląd recept' shows the printout's PDF in a frame from an object URL of the page's own.
        frameSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  installErrorHandler(app, (tenantId) => getTextOverrides(deps.database.db, tenantId));
  installRequestLog(app);
  await installAttemptLimit(app, deps.attemptLimit ?? DEFAULT_ATTEMPT_LIMIT);
  await app.register(multipart, { limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1 } });
  const { db } = deps.database;
  const authDeps: AuthDeps = { db, keys: deps.keys, clock: deps.clock };
  const sessions = deps.sessions ?? sessionCache(db, { warn: (message) => app.log.warn(message) });
  app.addHook('onClose', () => sessions.close());
  installGuard(app, {
    resolve: createSessionCheck(authDeps, sessions),
    isFeatureEnabled: (tenantId, feature) => isFeatureEnabled(db, tenantId, feature),
  });
  await installOpenApi(app, deps.openApi ?? 'committed');

  app.get('/health', { config: { routeAccess: { access: 'public' } }, schema: { hide: true } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: deps.database.kind };
  });
  const files = deps.files ?? createFileStore(mkdtempSync(join(tmpdir(), 'wizytownik-files-')));
  const znanyLekarz = deps.znanyLekarz ?? createZnanyLekarzSimulator();
  const payU = deps.payU ?? { payu: createPayUSimulator({ clock: deps.clock }) };
  const sms =
    deps.sms ?? withAndroidPhones({ mode: 'simulator', gateway: createSmsSimulator() }, db, deps.clock);
  const smsInbound = deps.smsInbound ?? createSmsInbound({ db, clock: deps.clock, sms });
  const p1 =
    deps.p1 ??
    createP1(
      { mode: 'simulator', oidRoot: SIMULATOR_OID_ROOT, checkPwzDigit: true },
      { db, drugs: drugLookup(db), clock: deps.clock },
    );
  for (const register of MODULES)
    register(app, { ...authDeps, sessions, files, znanyLekarz, payU, sms, smsInbound, p1 });

  if (deps.webDist) await installWebApp(app, deps.webDist);
  return app;
}
