// `npm start`: builds the web app when its bundle is missing or older than its sources, then runs the
// server in this very process (so Ctrl+C and stop signals reach it).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src', 'packages/contracts/src'].map(
  (p) => join(root, p),
);
const stale =
  !existsSync(bundle) ||
  sources.some(
    (p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(bundle).mtimeMs,
  );
if (stale) {
  console.log('Budowanie aplikacji webowej…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

register();
await import('../apps/server/src/main.ts');
