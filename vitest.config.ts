import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const WEB_SRC = 'apps/web/src';
const WEB_TESTS = /\.test\.tsx?$/;
/** Calls that replace or reload modules: such a file needs a module registry of its own. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|importActual|importMock)\(/;

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The web test files (repository paths) that mock or reload modules. */
const webFilesWithOwnModules = readdirSync(join(ROOT, WEB_SRC), { recursive: true, encoding: 'utf8' })
  .filter((file) => WEB_TESTS.test(file))
  .map((file) => join(WEB_SRC, file).replaceAll('\\', '/'))
  .filter((file) => REPLACES_MODULES.test(readFileSync(join(ROOT, file), 'utf8')));

const web = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  testTimeout: 20_000,
} as const;

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default, which on a 2-core machine means one worker; once the
    // files are transformed it mostly waits, so every core runs tests.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        // One worker runs many files and keeps the libraries (React, MUI) loaded between them; the
        // first setup file gives each file fresh app modules and empty storage (see shared-worker.ts).
        test: {
          ...web,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: webFilesWithOwnModules,
          isolate: false,
          setupFiles: ['apps/web/src/test/shared-worker.ts', ...web.setupFiles],
        },
      },
      {
        test: {
          ...web,
          name: 'web-mocks',
          include: webFilesWithOwnModules.length ? webFilesWithOwnModules : ['no-such-file'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          isolate: false,
          setupFiles: ['apps/server/test/shared-worker.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
