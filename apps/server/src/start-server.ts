import { resolve } from 'node:path';
import { createP1 } from './integrations/p1/index.ts';
import { drugLookup } from './modules/drugs/drugs.service.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_WEB_DIST } from './app.ts';
import { bootstrap, type BootstrapResult } from './bootstrap.ts';
import type { Config } from './config.ts';
import { createZnanyLekarz } from './integrations/znany-lekarz/index.ts';
import { createPayU } from './integrations/payu/index.ts';
import { DEFAULT_ICD_DATA_DIR, loadIcdDictionariesIfEmpty } from './modules/icd/icd.import.ts';
import { describeAutoLoad } from './modules/icd/icd.report.ts';
import { loadDrugRegistryIfEmpty } from './modules/drugs/drugs.import.ts';
import { describeDrugAutoLoad } from './modules/drugs/drugs.report.ts';
import { scheduleNightlyBackups } from './platform/backup/nightly.ts';
import { systemClock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import { refreshPlannerStatistics } from './platform/db/planner-statistics.ts';
import { createFileStore } from './platform/files/file-store.ts';
import { MAINTENANCE_JOB, maintenanceHandler, scheduleMaintenance } from './platform/jobs/maintenance.ts';
import { createJobWorker } from './platform/jobs/queue.ts';
import { createSmsGateway } from './integrations/sms/index.ts';
import { scheduleSmsPlanning, smsJobHandlers } from './modules/sms/sms.jobs.ts';
import { SMSAPI_CALLBACK_PATHS, smsApiCallbackToken } from './modules/sms/sms.routes.ts';
import type { SmsWiring } from './modules/sms/sms.transport.ts';
import { withAndroidPhones } from './modules/android-sms/android-sms.gateway.ts';
import { loadKeys } from './platform/security/keys.ts';
import { p1BufferJobHandlers } from './modules/p1/p1-buffer.jobs.ts';
import { resendPackageWith } from './modules/p1/p1-buffer.prescriptions.ts';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly created: BootstrapResult['created'];
  /** What the start did with the reference data, for the console (nothing when it was there). */
  readonly report: readonly string[];
  /** Stops the backups and the server; the database stays open (its opener closes it). */
  close(): Promise<void>;
}

/**
 * The ICD dictionaries and the drug registry, each when the database has none; a broken file is kept
 * for the log (the app's logger exists only later) and the server runs without that part.
 */
async function loadReferenceData(
  database: Database,
  config: Config,
): Promise<{
  readonly report: string[];
  readonly errors: { readonly what: string; readonly error: unknown }[];
}> {
  const report: string[] = [];
  const errors: { what: string; error: unknown }[] = [];
  const parts = [
    {
      what: 'ICD dictionaries not loaded',
      load: async () => {
        const started = performance.now();
        const result = await loadIcdDictionariesIfEmpty(
          database.db,
          config.icdDataDir ?? DEFAULT_ICD_DATA_DIR,
        );
        return describeAutoLoad(result, performance.now() - started);
      },
    },
    {
      what: 'Drug registry not loaded',
      load: async () => {
        const started = performance.now();
        // The registry's files sit beside the dictionaries' (../shared/data) unless told otherwise.
        const dir = config.drugsDataDir ?? DEFAULT_ICD_DATA_DIR;
        const result = await loadDrugRegistryIfEmpty(database.db, dir);
        return describeDrugAutoLoad(result, performance.now() - started);
      },
    },
  ];
  for (const { what, load } of parts) {
    try {
      report.push(...(await load()));
    } catch (error) {
      errors.push({ what, error });
    }
  }
  return { report, errors };
}

/**
 * Everything between an open database and a listening server. The server listens only once every
 * call can answer: the first start's tenant and demo clinic are created and the reference data (the
 * ICD dictionaries and the drug registry) loaded before it, so a `/health` that answers means a
 * search finds the codes and the drugs.
 */
export async function startServer(config: Config, database: Database): Promise<RunningServer> {
  const keys = await loadKeys(database.db, config.jwtSecret);
  // Before the first start's demo clinic, whose past visits' courses name dictionary codes.
  const reference = await loadReferenceData(database, config);
  const filesDir = resolve(config.dataDir, 'files');
  const files = createFileStore(filesDir);
  const { created } = await bootstrap(database.db, {
    adminPassword: config.adminPassword,
    demoData: config.demoData,
    keys,
    files,
  });
  const sms = withAndroidPhones(smsWiring(config), database.db, systemClock);
  const p1 = createP1(config.p1, { db: database.db, drugs: drugLookup(database.db), clock: systemClock });
  const app = await buildApp({
    database,
    keys,
    clock: systemClock,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    webDist: config.webDist ?? DEFAULT_WEB_DIST,
    files,
    znanyLekarz: createZnanyLekarz(config.znanyLekarz, systemClock),
    payU: {
      payu: createPayU(config.payU, systemClock),
      publicUrl: config.payU.publicUrl,
      customerIp: config.payU.customerIp,
    },
    sms,
    p1,
  });
  for (const { what, error } of reference.errors) app.log.error({ err: error }, what);
  const report = reference.report;
  // The first start has just filled the tables whose statistics were taken empty.
  await refreshPlannerStatistics(database);
  // The nightly backup reads through the server's own connection, so it works on the embedded database
  // too (which one process at a time may open); BACKUP_KEEP=0 turns it off.
  const stopBackups =
    config.backup.keep > 0
      ? scheduleNightlyBackups({
          source: { db: database.db, kind: database.kind, filesDir },
          dir: resolve(config.dataDir, 'backups'),
          time: config.backup.time,
          keep: config.backup.keep,
          log: app.log,
        })
      : () => {};
  // The job queue's worker of this process (several processes on one PostgreSQL share the queue).
  const jobs = createJobWorker(database.db, {
    handlers: {
      [MAINTENANCE_JOB]: maintenanceHandler(database, systemClock),
      ...smsJobHandlers({ db: database.db, clock: systemClock, sms }),
      ...p1BufferJobHandlers({
        db: database.db,
        clock: systemClock,
        p1,
        resendPackage: resendPackageWith({
          db: database.db,
          clock: systemClock,
          keys,
          files,
          p1,
          sms,
        }),
      }),
    },
    onError: (err, job) => app.log.error({ err, jobId: job?.id, kind: job?.kind }, 'Job failed'),
  });
  await scheduleMaintenance(database, systemClock.now());
  await scheduleSmsPlanning(database.db, systemClock.now());
  jobs.start();
  await app.listen({ port: config.port, host: config.host });
  return {
    app,
    created,
    report,
    async close() {
      stopBackups();
      await jobs.stop();
      await app.close();
    },
  };
}

/** The server's SMS gateway; with SMSAPI and a public address, each message names its delivery callback. */
function smsWiring(config: Config): SmsWiring {
  const { callbackSecret } = config.sms;
  const publicUrl = config.payU.publicUrl;
  return {
    mode: config.sms.mode,
    gateway: createSmsGateway(config.sms),
    ...(callbackSecret && { callbackToken: callbackSecret }),
    ...(callbackSecret &&
      publicUrl && {
        notifyUrlOf: (tenantId: number) =>
          publicUrl +
          SMSAPI_CALLBACK_PATHS.delivery
            .replace(':tenantId', String(tenantId))
            .replace(':token', smsApiCallbackToken(callbackSecret, tenantId)),
      }),
  };
}
