// The server suite on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL is set.
// One file at a time: the files on PostgreSQL share one database, and some (backups, planner
// statistics, the live-calendar listener) look at the whole of it.
import { execSync } from 'node:child_process';

const run = (env) =>
  execSync('npx vitest run --project int --maxWorkers 1', {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
run({ TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  console.log(`\nServer suite on PostgreSQL: ${process.env.TEST_DATABASE_URL.replace(/\/\/.*@/, '//…@')}`);
  run({});
}
