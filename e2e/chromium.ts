import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a browser downloaded by a test tool. Installed with apt when missing and
 * running as root on Debian; otherwise a clear stop.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    execSync('apt-get install -y chromium || (apt-get update && apt-get install -y chromium)', {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  throw new Error(`Chromium not found at ${path}. Install Debian's "chromium" package or set CHROMIUM_PATH.`);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
