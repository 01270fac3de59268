// `npm start`: builds the web app and the server bundle when either is missing or older than its
// sources, then runs the built server in this very process (so Ctrl+C and stop signals reach it).
// `--build-only` stops after the builds (the start benchmark times starts without them).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE } from '../apps/server/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED_SOURCES = ['packages/domain/src', 'packages/contracts/src'];

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Whether `output` is missing or older than any of `sources` (paths from the repository root). */
const stale = (output, sources) =>
  !existsSync(output) || sources.some((p) => newestMtime(join(root, p)) > statSync(output).mtimeMs);

if (
  stale(join(root, 'apps/web/dist/index.html'), [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/route-preload.ts',
    ...SHARED_SOURCES,
  ])
) {
  console.log('Budowanie aplikacji webowej…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
if (stale(SERVER_BUNDLE, ['apps/server/src', 'apps/server/build.mjs', ...SHARED_SOURCES])) {
  console.log('Budowanie serwera…');
  await buildServer();
}
if (process.argv.includes('--build-only')) process.exit(0);

// Stack traces in the log name the TypeScript sources (the bundle's map has their lines, not their text).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
