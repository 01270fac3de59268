import { resolve } from 'node:path';
import { buildApp, DEFAULT_WEB_DIST } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/database.ts';
import { loadKeys } from './platform/security/keys.ts';
import { createFileStore } from './platform/files/file-store.ts';
import { createZnanyLekarz } from './integrations/znany-lekarz/index.ts';
import { ADMIN_USER_NAME } from '@wizytownik/domain';
import { DEMO_RECEPTION } from './modules/users/users.demo.ts';
import { DEFAULT_ICD_DATA_DIR, loadIcdDictionariesIfEmpty } from './modules/icd/icd.import.ts';
import { describeAutoLoad } from './modules/icd/icd.report.ts';
import { scheduleNightlyBackups } from './platform/backup/nightly.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: resolve(config.dataDir, 'db') },
);
const keys = await loadKeys(database.db, config.jwtSecret);
const { created } = await bootstrap(database.db, {
  adminPassword: config.adminPassword,
  demoData: config.demoData,
});
const filesDir = resolve(config.dataDir, 'files');
const app = await buildApp({
  database,
  keys,
  clock: systemClock,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  webDist: config.webDist ?? DEFAULT_WEB_DIST,
  files: createFileStore(filesDir),
  znanyLekarz: createZnanyLekarz(config.znanyLekarz, systemClock),
});

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

const shutdown = async () => {
  stopBackups();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const address = `http://localhost:${config.port}`;
const lines = [``, `Wizytownik działa: ${address}  (API: ${address}/api/docs)`];
if (created) {
  lines.push(
    `Pierwsze uruchomienie – utworzono konto administratora:`,
    `  login: ${ADMIN_USER_NAME}   hasło: ${created.adminPassword}${created.generated ? '   (wygenerowane, pokazane tylko raz)' : ''}`,
    `  przy pierwszym logowaniu trzeba zmienić hasło.`,
  );
  if (created.demo)
    lines.push(
      `Klinika demo: recepcja ${DEMO_RECEPTION.userName} / ${DEMO_RECEPTION.password}, terapeuci – patrz README.`,
    );
} else {
  lines.push(`Login administratora: ${ADMIN_USER_NAME} (hasło ustawione przy pierwszym uruchomieniu).`);
}
process.stdout.write(lines.join('\n') + '\n\n');

// The ICD dictionaries load after the server answers, so a first start is not held up by them
// (a few seconds on the embedded database); a search meanwhile waits for it (embedded database) or
// finds nothing yet (PostgreSQL).
const icdStarted = performance.now();
loadIcdDictionariesIfEmpty(database.db, config.icdDataDir ?? DEFAULT_ICD_DATA_DIR).then(
  (result) => {
    const report = describeAutoLoad(result, performance.now() - icdStarted);
    if (report.length) process.stdout.write(report.join('\n') + '\n');
  },
  (error: unknown) => app.log.error({ err: error }, 'ICD dictionaries not loaded'),
);
