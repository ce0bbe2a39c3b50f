import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/**
 * The steps of a clean stop (graceful-stop.ts, ADR 0039) on the real app listening on a port: what a request
 * already running, a request arriving on an open keep-alive connection, a silent keep-alive connection and a new
 * connection each get once the stop has begun. The whole process under SIGTERM: test/stop.test.ts.
 */
describe('a clean stop', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  /** A request on `agent`; `body` as two parts, the second sent when `rest` resolves (a request still arriving). */
  const send = (
    agent: Agent,
    path: string,
    options: { method?: string; body?: string; rest?: Promise<void> } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const body = options.body ?? '';
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          method: options.method ?? 'GET',
          headers: body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          const socket = res.socket;
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text, socket }));
        },
      );
      req.on('error', reject);
      if (!body) return void req.end();
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      void (options.rest ?? Promise.resolve()).then(() => req.end(body.slice(half)));
    });

  it('answers requests on open connections (503 in Italian once stopping), closes each after, refuses new ones', async () => {
    const keepAlive = () => new Agent({ keepAlive: true, maxSockets: 1 });
    const [open, silent, arriving] = [keepAlive(), keepAlive(), keepAlive()];
    // Two connections that have had an answer and stay open (keep-alive).
    const first = await send(open, '/api/health');
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    const silentSocket = (await send(silent, '/api/health')).socket;
    const silentClosed = new Promise<void>((resolve) => silentSocket.once('close', () => resolve()));
    // A sign-in whose body is still on its way when the stop begins: the server has read its headers (its hooks
    // ran in that turn) and waits for the rest.
    let bodyRest!: () => void;
    const headersRead = new Promise<void>((resolve) =>
      t.app.server.on('request', (req: { url?: string }) => {
        if (req.url === '/api/auth/login') setImmediate(resolve);
      }),
    );
    const running = send(arriving, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@example.ch', password: 'not-the-password' }),
      rest: new Promise<void>((resolve) => (bodyRest = resolve)),
    });
    await headersRead;

    t.drain.begin();
    expect(t.drain.draining).toBe(true);

    // A new connection: refused, nothing listens any more.
    await expect(send(keepAlive(), '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The next request on the open connection: 503 in Italian, then the connection ends cleanly.
    const next = await send(open, '/api/services/active');
    expect(next.status).toBe(503);
    expect(next.headers.connection).toBe('close');
    expect(next.headers['retry-after']).toBe('5');
    // The security headers stay on it.
    expect(next.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(next.body)).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: errorMessagesIt.UNAVAILABLE,
    });
    expect(first.socket).toBe(next.socket);
    await expect.poll(() => next.socket.destroyed, { timeout: 5_000 }).toBe(true);

    // The request that was already running gets its own answer, and its connection ends after it.
    bodyRest();
    const login = await running;
    expect(login.status).toBe(401);
    expect(login.headers.connection).toBe('close');

    // The silent connection is closed once the grace has passed (settle), when the app closes.
    const settleStart = Date.now();
    await t.drain.settle(300);
    expect(Date.now() - settleStart).toBeGreaterThanOrEqual(290);
    await t.app.close();
    await silentClosed;
  });

  it('settles at once when no connection is left', async () => {
    const start = Date.now();
    await t.drain.settle(5_000);
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});
