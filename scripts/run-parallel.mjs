#!/usr/bin/env node
// Runs shell commands at most N at a time (default: the machine's cores), each one's output kept together and
// printed when it ends, with its duration. Exits non-zero when any command fails, after all of them ran.
//   node scripts/run-parallel.mjs [--jobs N] -- 'cmd one' 'cmd two' ...
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
let jobs = availableParallelism();
const separator = args.indexOf('--');
if (args[0] === '--jobs') jobs = Number(args[1]);
const commands = separator >= 0 ? args.slice(separator + 1) : args;
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs [--jobs N] -- <command> ...');
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`--- ${command}: ${status} in ${seconds}s\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
let failed = 0;
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(jobs, queue.length)) }, async () => {
    while (queue.length > 0) if (!(await run(queue.shift()))) failed++;
  }),
);
if (failed > 0) {
  console.error(`${failed} of ${commands.length} commands failed`);
  process.exit(1);
}
