import { ADMIN_USER_NAME } from '@wizytownik/domain';
import { openConfiguredDatabase } from './cli/open-configured-database.ts';
import { loadConfig } from './config.ts';
import { DEMO_RECEPTION } from './modules/users/users.demo.ts';

const config = loadConfig();
// The database opens while the rest of the server's modules are evaluated: PGlite reads its files and
// compiles its WebAssembly off the main thread meanwhile. Its failure is awaited (and thrown) below.
const opening = openConfiguredDatabase(config);
opening.catch(() => {});
const { startServer } = await import('./start-server.ts');
const database = await opening;
const server = await startServer(config, database);

const shutdown = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

const address = `http://localhost:${config.port}`;
const lines = [``, `Wizytownik działa: ${address}  (API: ${address}/api/docs)`];
const { created } = server;
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
if (server.report.length) lines.push('', ...server.report);
process.stdout.write(lines.join('\n') + '\n\n');
