import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { ADMIN_PASSWORD, BASE_URL, PORT } from './env.ts';

// A fresh embedded database per run, started exactly the way `npm start` starts the app.
const dataDir = mkdtempSync(join(tmpdir(), 'wz-e2e-'));

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // The app must not depend on the browser's language: the pickers show Polish formats anyway.
    locale: 'en-US',
    timezoneId: 'Europe/Warsaw',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${BASE_URL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
  },
});
