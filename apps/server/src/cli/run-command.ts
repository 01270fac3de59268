import type { DbOrTx } from '../platform/db/database.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

/**
 * Runs an operator's command on the configured database with the process arguments: prints its lines,
 * or its Polish error message with exit code 1.
 */
export async function runOperatorCommand(command: (db: DbOrTx, argv: string[]) => Promise<string[]>) {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    for (const line of await command(database.db, process.argv.slice(2))) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
