import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';
import { runTenantCommand } from './tenant-command.ts';

const database = await openConfiguredDatabase(loadConfig());
try {
  for (const line of await runTenantCommand(database.db, process.argv.slice(2))) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
