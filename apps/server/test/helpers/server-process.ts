import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/**
 * The server as a real process (issue 23 items 7 and 9): started from the built bundle the way `npm start` and a
 * process manager run it, watched from outside (its port, its process tree), stopped with real signals.
 */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverBundle = join(repoRoot, 'apps/server/dist/main.js');

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path))
    if (entry !== 'node_modules') max = Math.max(max, newest(join(path, entry)));
  return max;
};

/**
 * The server bundle (esbuild, about a second), rebuilt when the sources changed since it was written, so a test
 * never runs yesterday's server. Migrations are read from disk at start, not bundled. The build writes each file
 * whole (scripts/build-server.mjs), so test files building at once never give a server half a bundle.
 */
export function freshServerBundle(): string {
  const sources = Math.max(
    newest(join(repoRoot, 'apps/server/src')),
    newest(join(repoRoot, 'packages/shared/src')),
  );
  // Every entry of the build (setup-cli.test runs the two commands'): an older dist may lack one.
  const bundles = ['main.js', 'create-admin.js', 'setup-cli.js'].map((file) => newest(join(dirname(serverBundle), file)));
  if (Math.min(...bundles) < sources) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  }
  return serverBundle;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A data folder whose PGlite database is already created and migrated, empty: what a first start leaves behind.
 * Made once per test file and copied for each server it starts: a new folder costs every start PGlite's initdb
 * and all the migrations (seconds of a core); only the tests of a very first start need one. The folder is
 * unpacked from the run's migrated template (test/global-setup.ts) when the caller gives it: initdb and the migrations
 * again cost 5 core-s a file more (ADR 0082).
 */
export async function migratedDataDir(
  prefix: string,
  /** The run's migrated PGlite template (helpers/pglite-template.ts), when the caller is a test. */
  template?: string,
): Promise<{ path: string; remove: () => void }> {
  migratedOnce ??= (async () => {
    const folder = tempDir('barber-migrated-');
    process.once('exit', () => folder.remove());
    const loadFrom = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: join(folder.path, 'pglite'), loadFrom });
    // Nothing to do on the template's copy; the same check a server's start makes.
    await migrate(database);
    await database.close();
    return folder.path;
  })();
  const source = await migratedOnce;
  const target = tempDir(prefix);
  cpSync(join(source, 'pglite'), join(target.path, 'pglite'), { recursive: true });
  return target;
}
let migratedOnce: Promise<string> | undefined;

/** Only what a server host would have, none of the test runner's variables (VITEST would change the config). */
export function hostEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'UTC',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEMO_MODE: 'false',
    ...extra,
  };
}

export interface Started {
  child: ChildProcess;
  port: number;
  baseURL: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function launch(command: string, args: string[], port: number, env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, baseURL: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits for /api/health to answer: a start takes seconds, longer on a busy machine, so no fixed time. */
export async function untilHealthy(run: Started, timeoutMs = 90_000): Promise<Started> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (run.child.exitCode !== null || run.child.signalCode !== null)
      throw new Error(`server exited:\n${run.output()}`);
    try {
      if ((await fetch(`${run.baseURL}/api/health`)).ok) return run;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not start in ${timeoutMs / 1000} s:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether a process exists and is not a zombie (an orphan's zombie may wait long for a reaper in a container). */
export function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S ...": the state follows the last ')' (comm may hold spaces and parentheses).
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Every live descendant of `pid`, children first: read from /proc, as `ps --forest` would. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we read
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      if (!running(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Whether anything accepts a TCP connection on the port (a refused connection is the answer "nothing"). */
export const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls `check` until it holds: the condition, not a fixed time, decides (a busy machine is only slower). */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function killQuietly(pid: number | undefined, signal: NodeJS.Signals = 'SIGKILL') {
  if (pid === undefined) return;
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
