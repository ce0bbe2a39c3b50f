import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/demo/demo-data';
import { withDatabase } from './global-setup';
import { freePort, freshServerBundle, hostEnv } from './helpers/server-process';

/**
 * The real server process, as an operator runs it: production configuration, start, first-run state, setup,
 * and shutdown on SIGTERM with a realtime client connected; then `npm start`'s launcher (scripts/start.mjs)
 * passing SIGTERM on to the server. The server runs from its bundle, as `npm start` runs it, rebuilt (esbuild, a
 * second) when the sources are newer.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = `lifecycle-${randomBytes(24).toString('base64url')}`;
const SMTP_PASSWORD = 'Smtp-Pa55word-lifecycle';

interface Running {
  child: ChildProcess;
  baseURL: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];
/** The launcher's server runs in its own process group: killed by pid if a test fails half-way. */
const orphans: number[] = [];
const dirs: string[] = [];

/** A clean environment (hostEnv) with a data folder of its own, removed after the tests. */
function serverEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const dataDir = mkdtempSync(join(tmpdir(), 'barber-lifecycle-'));
  dirs.push(dataDir);
  return hostEnv(port, dataDir, extra);
}

const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  PUBLIC_URL: 'https://book.example.ch',
  // Nothing listens there; no email is sent in these tests.
  SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:9`,
  ...extra,
});

function launch(args: string[], env: NodeJS.ProcessEnv): Omit<Running, 'baseURL'> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/**
 * The server bundle (apps/server/dist/main.js), what `npm start` runs in production; the node process itself is the
 * server (signals reach it directly). Through tsx each start cost seconds of a core transpiling the sources.
 */
const productionServer = (env: NodeJS.ProcessEnv) => launch([freshServerBundle()], env);

async function untilListening(run: Omit<Running, 'baseURL'>, port: number): Promise<Running> {
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`server exited:\n${run.output()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { ...run, baseURL };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of orphans.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
  // Every start here runs the built server bundle (esbuild, seconds), rebuilt when the sources are newer.
  freshServerBundle();
}, 120_000);

describe('a production start', () => {
  it.each([
    [
      'a weak JWT_SECRET',
      { JWT_SECRET: 'only-twenty-two-bytes' },
      /^Invalid configuration: JWT_SECRET must be at least 32 bytes/,
    ],
    ['no PUBLIC_URL', { PUBLIC_URL: '' }, /^Invalid configuration for production: PUBLIC_URL is required/],
    ['no mail transport', { SMTP_URL: '' }, /^Invalid configuration for production: SMTP_URL is required/],
  ])('is refused with %s: exit 1, one line, no secret echoed', async (_name, change, message) => {
    const run = productionServer(
      serverEnv(
        await freePort(),
        production({ DATABASE_URL: 'postgres://barber:Db-Pa55word@127.0.0.1:9/barber', ...change }),
      ),
    );
    const { code } = await within(run.exited, 60_000);
    expect(code).toBe(1);
    const text = run.output().trim();
    expect(text).toMatch(message);
    expect(text.split('\n')).toHaveLength(1);
    for (const secret of [SECRET, 'only-twenty-two-bytes', SMTP_PASSWORD, 'Db-Pa55word'])
      expect(text).not.toContain(secret);
  });

  let database: { url?: string; drop: () => Promise<void> } = { drop: async () => {} };
  beforeAll(async () => {
    // Under `npm run test:api:pg` the good start runs on real PostgreSQL; otherwise on PGlite in a temp folder.
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) return;
    const name = `barber_lifecycle_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    database = {
      url: withDatabase(admin, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await c.end();
      },
    };
  });
  afterAll(() => database.drop());

  it('with a good configuration: no demo accounts, /api/shop 200 "being set up", setup once, then SIGTERM with a realtime client connected stops it within 10 s', async () => {
    const port = await freePort();
    const run = await untilListening(
      productionServer(serverEnv(port, production(database.url ? { DATABASE_URL: database.url } : {}))),
      port,
    );
    const api = (path: string, init?: RequestInit) => fetch(`${run.baseURL}/api${path}`, init);
    const post = (path: string, body: unknown) =>
      api(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // No demo data, no demo passwords printed, no warning.
    for (const account of demoAccounts) expect(run.output()).not.toContain(account.password);
    expect(run.output()).not.toContain('ATTENZIONE');
    expect(
      (await post('/auth/login', { email: demoAccounts[0]!.email, password: demoAccounts[0]!.password }))
        .status,
    ).toBe(401);

    const before = await api('/shop');
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ success: true, data: { configured: false, needsSetup: true } });

    // The first-run message names the setup page and its one-time code.
    const code = /\/setup\s+con il codice di configurazione ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(
      run.output(),
    )?.[1];
    expect(run.output()).toContain('https://book.example.ch/setup');
    expect(code).toBeDefined();
    const setupBody = {
      setupCode: code,
      admin: {
        firstName: 'Anna',
        lastName: 'Meier',
        email: 'owner@example.ch',
        password: 'a-long-password-2026',
      },
      shop: {
        name: 'Salone Anna',
        address: 'Via Cattedrale 4',
        postalCode: '6900',
        city: 'Lugano',
        phone: '+41 91 555 44 33',
        email: 'info@salone-anna.ch',
        timeZone: 'Europe/Zurich',
        openingHours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => ({
            day,
            open: day !== 'sunday',
            startTime: day !== 'sunday' ? '09:00' : null,
            endTime: day !== 'sunday' ? '18:00' : null,
          }),
        ),
      },
    };
    expect((await post('/setup', setupBody)).status).toBe(201);
    expect(((await (await api('/shop')).json()) as { data: unknown }).data).toMatchObject({
      configured: true,
      name: 'Salone Anna',
    });
    expect(
      (await post('/setup', { ...setupBody, admin: { ...setupBody.admin, email: 'second@example.ch' } }))
        .status,
    ).toBe(409);
    expect(
      (await post('/auth/login', { email: 'owner@example.ch', password: 'a-long-password-2026' })).status,
    ).toBe(200);

    // A page watching a barber-day over a websocket.
    const socket = io(run.baseURL, { transports: ['websocket'], reconnection: false });
    await within(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
      10_000,
    );
    socket.emit('slots:watch', { barberId: '00000000-0000-4000-8000-000000000000', date: '2026-06-03' });
    const disconnected = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    );

    const t0 = Date.now();
    run.child.kill('SIGTERM');
    const { code: exitCode, signal } = await within(run.exited, 10_000);
    expect({ exitCode, signal }).toEqual({ exitCode: 0, signal: null });
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(await within(disconnected, 1_000)).toBeTruthy();
    socket.close();
    await expect(fetch(`${run.baseURL}/api/health`)).rejects.toThrow();
    expect(run.output()).not.toMatch(/"level":(50|60)/);
  }, 150_000);
});

describe('npm start (scripts/start.mjs)', () => {

  it('passes SIGTERM sent to it alone on to the server, which stops; the launcher exits with its code 0', async () => {
    const port = await freePort();
    const run = await untilListening(
      launch(
        ['scripts/start.mjs'],
        serverEnv(port, { NODE_ENV: 'development', DEMO_MODE: 'false', NO_BUILD: '1' }),
      ),
      port,
    );
    const serverPid = Number(
      spawnSync('pgrep', ['-P', String(run.child.pid)], { encoding: 'utf8' })
        .stdout.trim()
        .split('\n')[0],
    );
    expect(serverPid).toBeGreaterThan(0);
    orphans.push(serverPid);
    expect(alive(serverPid)).toBe(true);

    // Only the launcher's pid, as a process manager or `docker stop` would do.
    process.kill(run.child.pid!, 'SIGTERM');
    const { code } = await within(run.exited, 15_000);
    expect(code).toBe(0);
    await expect.poll(() => alive(serverPid), { timeout: 2_000 }).toBe(false);
    await expect(fetch(`${run.baseURL}/api/health`)).rejects.toThrow();
  }, 150_000);
});
