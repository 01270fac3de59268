import { buildApp } from '../app.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { loadKeys } from '../platform/security/keys.ts';

/** The document of the composed app (every module's routes), as `npm run openapi` writes it. */
export async function renderOpenApi(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    database,
    keys: await loadKeys(database.db, undefined),
    clock: systemClock,
    logLevel: 'silent',
    openApi: 'generated',
  });
  await app.ready();
  const doc = JSON.stringify(app.swagger(), null, 2) + '\n';
  await app.close();
  await database.close();
  return doc;
}
