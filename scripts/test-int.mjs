// The server suite on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL at the
// same time: the embedded run keeps one core busy in its own process, the PostgreSQL run waits on the
// server half of the time, so together they take little longer than the slower one.
// One file at a time within a run: the files on PostgreSQL share one database, and some (backups,
// planner statistics, the live-calendar listener) look at the whole of it.
import { spawn } from 'node:child_process';

/** Runs the suite; the embedded run prints as it goes, the PostgreSQL run prints when it ends. */
const run = (label, env, live) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'int', '--maxWorkers', '1'], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });

const url = process.env.TEST_DATABASE_URL;
const runs = [run('Server suite on the embedded database', { TEST_DATABASE_URL: '' }, true)];
if (url) runs.push(run(`Server suite on PostgreSQL: ${url.replace(/\/\/.*@/, '//…@')}`, {}, false));
const codes = await Promise.all(runs);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
