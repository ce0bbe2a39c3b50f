import { request, Agent, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { pgliteFolderTemplate } from './helpers/pglite-template';
import {
  commandLine,
  descendants,
  freePort,
  freshServerBundle,
  hostEnv,
  killQuietly,
  launch,
  migratedDataDir,
  portAnswers,
  running,
  type tempDir,
  until,
  untilHealthy,
  type Started,
} from './helpers/server-process';

/**
 * Every supervisor stops it cleanly (issue 23 item 7, ADR 0039): `npm start` as a process manager runs it, stopped
 * by a signal to the npm process alone, as `systemctl stop`, `docker stop` or pm2 do; then what the clients on
 * open keep-alive connections see while it stops.
 *
 * `npm start` runs with NO_BUILD=1 on the server bundle (esbuild, a second; rebuilt here when the sources are
 * newer): the full build also builds the web app (a minute), and the launcher's build check is not what is tested.
 * Everything else is the real chain: npm, the script's shell line, scripts/start.mjs, the server process.
 */
const dirs: ReturnType<typeof tempDir>[] = [];
const pids: number[] = [];
beforeAll(() => {
  freshServerBundle();
}, 120_000);
afterEach(() => {
  for (const pid of pids.splice(0)) killQuietly(pid);
});
afterAll(() => {
  for (const dir of dirs) dir.remove();
});

async function npmStart(): Promise<{ run: Started; tree: number[] }> {
  const port = await freePort();
  // Already migrated: what is tested is the stop, not a first start.
  const data = await migratedDataDir('barber-stop-', pgliteFolderTemplate());
  dirs.push(data);
  const run = launch('npm', ['start'], port, hostEnv(port, data.path, { NO_BUILD: '1' }));
  pids.push(run.child.pid!);
  await untilHealthy(run);
  // npm, then the launcher and the server (and, were the shell not replaced by exec, a `sh -c` between them).
  const tree = descendants(run.child.pid!);
  pids.push(...tree);
  expect(tree.map(commandLine).some((c) => c.includes('scripts/start.mjs'))).toBe(true);
  expect(tree.map(commandLine).some((c) => c.includes('apps/server/dist/main.js'))).toBe(true);
  return { run, tree: [run.child.pid!, ...tree] };
}

/** Nothing answers on the port and no process of the tree is left, within 10 s of the signal. */
async function expectAllGone(run: Started, tree: number[], since: number) {
  await until(
    async () => !(await portAnswers(run.port)) && tree.every((pid) => !running(pid)),
    10_000,
    'stopped',
  ).catch((error: Error) => {
    const left = tree.filter(running).map((pid) => `${pid} ${commandLine(pid)}`);
    throw new Error(
      `${error.message}; still running: ${left.join('; ') || 'none'}; port answers\n${run.output()}`,
    );
  });
  expect(Date.now() - since).toBeLessThan(10_000);
}

describe('npm start under a process manager', () => {
  it('SIGTERM to the npm process alone: the server stops cleanly within 10 s, nothing left serving or running', async () => {
    const { run, tree } = await npmStart();
    const t0 = Date.now();
    process.kill(run.child.pid!, 'SIGTERM');
    await expectAllGone(run, tree, t0);
    // The server closed its database and exited by itself: no error logged, no forced exit.
    expect(run.output()).not.toMatch(/"level":(50|60)|Uscita immediata/);
  }, 120_000);

  it('SIGKILL to the npm process (a supervisor that gave up waiting): the launcher notices and stops the server', async () => {
    const { run, tree } = await npmStart();
    const t0 = Date.now();
    process.kill(run.child.pid!, 'SIGKILL');
    await expectAllGone(run, tree, t0);
    expect(run.output()).toContain('Processo npm terminato: arresto del server.');
  }, 120_000);

  it('SIGKILL to the launcher: the server notices its launcher is gone and stops', async () => {
    const { run, tree } = await npmStart();
    const launcher = tree.find((pid) => commandLine(pid).includes('scripts/start.mjs'))!;
    const t0 = Date.now();
    process.kill(launcher, 'SIGKILL');
    await expectAllGone(run, tree, t0);
  }, 120_000);
});

interface Outcome {
  status?: number;
  headers?: IncomingHttpHeaders;
  body?: string;
  error?: string;
}

/** One request on a given keep-alive agent; the outcome is kept whatever it is. */
function send(port: number, agent: Agent, path: string, method = 'GET'): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/**
 * A raw keep-alive connection, to control what the server has received when the stop begins: answers are read
 * one by one (status, headers, body by Content-Length); `closed` says how the connection ended.
 */
function rawConnection(port: number) {
  const socket = connect({ port, host: '127.0.0.1' });
  // Bytes, not text: Content-Length counts bytes, and the Italian message has accented letters.
  let buffer = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  let ended: string | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    waiting?.();
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.once('close', () => resolve('closed'));
  });
  void closed.then((how) => {
    ended = how;
    waiting?.();
  });
  const answer = async (): Promise<{ status: number; headers: Record<string, string>; body: string }> => {
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length >= end + 4 + length) {
          const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          buffer = buffer.subarray(end + 4 + length);
          return { status: Number(statusLine!.split(' ')[1]), headers, body };
        }
      }
      if (ended)
        throw new Error(
          `connection ${ended} before a whole answer; received: ${JSON.stringify(buffer.toString())}`,
        );
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  };
  return { socket, answer, closed, send: (text: string) => socket.write(text) };
}

describe('clients on open keep-alive connections while the server stops', () => {
  it('get an answer, never a reset: 503 in Italian with Connection: close for requests arriving once it stops', async () => {
    const { run, tree } = await npmStart();
    const server = tree.find((pid) => commandLine(pid).includes('apps/server/dist/main.js'))!;
    // 24 clients, each on its own keep-alive connection, asking one after the other as fast as answers come.
    const clients = Array.from({ length: 24 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const outcomes: Outcome[] = [];
    const loops = clients.map(async (agent, i) => {
      for (;;) {
        const outcome = await send(run.port, agent, i % 2 ? '/api/services/active' : '/api/health');
        outcomes.push(outcome);
        // Once the connection was closed for it (503) or refused, this client stops: the server is gone.
        if (outcome.error || outcome.status === 503 || outcome.headers?.connection === 'close') return;
      }
    });
    // And 4 connections that have had an answer, kept alive, each with its next request half sent when the
    // stop begins: the server has its first bytes, the rest comes once it is stopping.
    const arriving = Array.from({ length: 4 }, () => rawConnection(run.port));
    const request = 'GET /api/services/active HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    for (const c of arriving) {
      c.send(request);
      const first = await c.answer();
      expect([first.status, first.headers.connection]).toEqual([200, 'keep-alive']);
      c.send(request.slice(0, 20));
    }
    // Every client has had answers on its connection before the stop.
    await until(() => outcomes.length >= 100, 30_000, 'warm-up');
    expect(outcomes.every((o) => o.status === 200)).toBe(true);

    const t0 = Date.now();
    process.kill(server, 'SIGTERM');
    // The stop has begun once nothing accepts a new connection; the half-sent requests are completed then.
    await until(async () => !(await portAnswers(run.port)), 10_000, 'listener closed');
    for (const c of arriving) c.send(request.slice(20));
    for (const c of arriving) {
      const late = await c.answer();
      expect(late.status).toBe(503);
      expect(late.headers.connection).toBe('close');
      expect(JSON.parse(late.body)).toEqual({
        success: false,
        code: 'UNAVAILABLE',
        message: errorMessagesIt.UNAVAILABLE,
      });
      // The server ends the connection after that answer: a clean close, no reset.
      expect(await c.closed).toBe('closed');
    }
    await Promise.all(loops);
    await expectAllGone(run, tree, t0);
    for (const agent of clients) agent.destroy();

    // Requests running when the stop began were answered (200, Connection: close), a request arriving on an open
    // connection got the 503, a new connection was refused; no connection that was open ended in a reset.
    const errors = outcomes.filter((o) => o.error).map((o) => o.error);
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    for (const o of outcomes.filter((o) => o.status === 503)) expect(o.headers?.connection).toBe('close');
    expect(outcomes.every((o) => o.error || o.status === 200 || o.status === 503)).toBe(true);
  }, 120_000);
});
