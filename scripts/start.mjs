// `npm start`: builds the web app and the server when their sources changed since the last build, then runs the
// server, which migrates the database, seeds the demo data (demo mode) and serves everything on PORT (3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') max = Math.max(max, newest(join(path, entry)));
  return max;
};
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/server/src', 'apps/server/migrations', 'packages/shared/src', 'package-lock.json']
  .map((p) => newest(join(root, p)))
  .reduce((a, b) => Math.max(a, b), 0);
const built = Math.min(newest(join(root, 'apps/web/dist/index.html')), newest(join(root, 'apps/server/dist/main.js')));

if (built < sources || process.env.FORCE_BUILD === '1') {
  console.log('Compilazione di web app e server...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV, DEMO_MODE and the rest come from the environment: without them this is the local demo.
  env: process.env,
});
process.exit(server.status ?? 1);
