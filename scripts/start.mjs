// `npm start`: builds the web app and the server when their sources changed since the last build, then runs the
// server, which migrates the database, seeds the demo data (demo mode) and serves everything on PORT (3000).
// NO_BUILD=1 skips the build check (an image built beforehand, where the sources may not even be present).
//
// Signals (ADR 0039): a process manager or a container stops `npm start` by sending SIGTERM to the npm process
// only. The script is `exec node scripts/start.mjs`, so npm's child is this process, not a `sh -c` that would die
// without passing the signal on; npm forwards SIGTERM and SIGINT here, and this process passes them on to the
// server, which shuts down cleanly; this process then exits with the server's exit code and npm with it.
// Whatever kills npm in a way it cannot forward (SIGKILL, a shell in between) leaves this process without its
// parent: it notices and stops the server the same way. The server in turn stops when this process is gone
// (it holds an IPC channel to it), so no part of `npm start` is ever left serving on its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'apps/server/dist/main.js');
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path))
    if (entry !== 'node_modules' && entry !== 'dist') max = Math.max(max, newest(join(path, entry)));
  return max;
};

if (process.env.NO_BUILD !== '1') {
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/server/src',
    'apps/server/migrations',
    'packages/shared/src',
    'package-lock.json',
  ]
    .map((p) => newest(join(root, p)))
    .reduce((a, b) => Math.max(a, b), 0);
  const built = Math.min(newest(join(root, 'apps/web/dist/index.html')), newest(main));
  if (built < sources || process.env.FORCE_BUILD === '1') {
    console.log('Compilazione di web app e server...');
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
} else if (!existsSync(main)) {
  console.error('NO_BUILD=1 ma apps/server/dist/main.js non esiste: esegui prima npm run build.');
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', main, ...process.argv.slice(2)], {
  cwd: root,
  // The IPC channel carries no messages: the server sees it close when this process dies (apps/server/src/main.ts).
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // NODE_ENV, DEMO_MODE and the rest come from the environment: without them this is the local demo.
  env: process.env,
  // Its own process group: a Ctrl-C in the terminal reaches the server once, through here, not twice (the
  // server takes a second Ctrl-C as "exit at once").
  detached: true,
});
const running = () => server.exitCode === null && server.signalCode === null;

// SIGTERM from a supervisor, Ctrl-C from a terminal (npm passes it on too, so it can arrive twice at once: a
// repeat within 300 ms is the same keypress) and a closed terminal are passed on to the server.
let last = { signal: '', at: 0 };
for (const [received, forwarded] of [
  ['SIGINT', 'SIGINT'],
  ['SIGTERM', 'SIGTERM'],
  ['SIGHUP', 'SIGTERM'],
]) {
  process.on(received, () => {
    const now = Date.now();
    if (last.signal === received && now - last.at < 300) return;
    last = { signal: received, at: now };
    if (running()) server.kill(forwarded);
  });
}

// Run by an npm script: npm is the process a supervisor holds, and it lives exactly as long as this one. If it is
// gone (killed with SIGKILL, or a `sh -c` between us died of the signal it did not forward), nobody can stop the
// server through it any more: stop it now, as SIGTERM would. Only under npm: started directly, this process may
// legitimately outlive its parent (`setsid`, a subshell that exits at once).
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.log('Processo npm terminato: arresto del server.');
    if (running()) server.kill('SIGTERM');
  }, 250);
  server.on('exit', () => clearInterval(watch));
}

server.on('error', (error) => {
  console.error(`Avvio del server non riuscito: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // Like exec: the caller sees the server's own exit status (a death by signal as 128 + its number).
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
