// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the Vite dev server with hot reload
// (port 5173, proxying /api and /socket.io to the API). Ctrl+C, or SIGTERM to the npm process, stops both.
//
// Signals (ADR 0039), as in scripts/start.mjs: the script is `exec node scripts/dev.mjs`, so npm passes SIGTERM
// and SIGINT straight here. The two tools are started directly, not through `npm run` and its `sh -c`, which would
// die of a SIGTERM without passing it on and leave the tool running. If npm disappears without passing a signal
// on (SIGKILL), this process notices and stops both tools.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const bin = (pkg, path) => join(dirname(require.resolve(`${pkg}/package.json`)), path);
const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], { cwd: join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log('Sviluppo: app su http://localhost:5173 (API su http://localhost:3000/api)');

// Once: a second signal makes tsx watch kill the API at once instead of letting it stop cleanly.
let stopping = false;
const running = (child) => child.exitCode === null && child.signalCode === null;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (running(child)) child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
// A Ctrl-C in the terminal reaches both tools directly (one process group): passing it on at once would be their
// second signal. Only a SIGINT sent to npm or to this process alone leaves them running; they get SIGTERM then.
process.on('SIGINT', () => {
  setTimeout(() => {
    if (children.some(running)) stop();
  }, 2_000).unref();
});
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250);
  watch.unref();
}
// One tool ending (a crash, a port in use) ends the other: a half-running dev setup only confuses.
let left = children.length;
for (const child of children)
  child.on('exit', (code) => {
    if (!stopping && code) process.exitCode = code;
    stop();
    if (--left === 0) process.exit();
  });
