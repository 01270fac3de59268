// The server suite on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL at the
// same time: the embedded run keeps one core busy in its own process, the PostgreSQL run waits on the
// server half of the time, so together they take little longer than the slower one.
// One file at a time within a run: the files on PostgreSQL share one database, and some (backups,
// planner statistics, the live-calendar listener) look at the whole of it.
import { together } from './together.mjs';

const suite = 'npx vitest run --project int --maxWorkers 1';
const url = process.env.TEST_DATABASE_URL;
await together([
  { label: 'Server suite on the embedded database', command: suite, env: { TEST_DATABASE_URL: '' } },
  ...(url
    ? [{ label: `Server suite on PostgreSQL: ${url.replace(/\/\/.*@/, '//…@')}`, command: suite }]
    : []),
]);
