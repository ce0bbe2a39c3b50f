// `npm start`: builds the web app and the server when their sources changed since the last build, then runs the
// server, which migrates the database, seeds the demo data (demo mode) and serves everything on PORT (3000).
// NO_BUILD=1 skips the build check (an image built beforehand, where the sources may not even be present).
//
// Signals: a process manager or a container stops `npm start` by sending SIGTERM to this process only. It is
// passed on to the server, which shuts down cleanly; this process then exits with the server's exit code. Without
// that the server would be orphaned and keep serving.
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
  stdio: 'inherit',
  // NODE_ENV, DEMO_MODE and the rest come from the environment: without them this is the local demo.
  env: process.env,
  // Its own process group: a Ctrl-C in the terminal reaches the server once, through here, not twice (the
  // server takes a second Ctrl-C as "exit at once").
  detached: true,
});

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
    if (server.exitCode === null && server.signalCode === null) server.kill(forwarded);
  });
}
server.on('error', (error) => {
  console.error(`Avvio del server non riuscito: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // Like exec: the caller sees the server's own exit status (a death by signal as 128 + its number).
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
