// Runs commands side by side, for steps that each keep one core busy (lint and typecheck, the server
// suite on two databases): the first prints as it goes, the others when they end, so their output
// does not interleave. Fails when any fails.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Runs one command (through the shell) with extra environment; resolves to its exit code. */
export const run = (label, command, env, live) =>
  new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
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

/** Runs the jobs ({label, command, env}) at once and sets the exit code. */
export async function together(jobs) {
  const codes = await Promise.all(jobs.map((job, i) => run(job.label, job.command, job.env ?? {}, i === 0)));
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await together(process.argv.slice(2).map((command) => ({ label: command, command })));
}
