import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendError } from './languages';
import type { Realtime } from './realtime';

/**
 * Stopping without resetting anyone (issue 23 item 7, ADR 0039).
 *
 * Node's `server.close()` (which `app.close()` and socket.io's `io.close()` both call) destroys every keep-alive
 * connection that is idle at that instant. Under load a client has often just written its next request on such a
 * connection, which the server has not read yet: the client gets a connection reset (47 seen in one stop). So a
 * stop goes in steps:
 *  1. `begin`: no new connections (the listening socket closes; open connections stay); every request from now on
 *     is answered 503 in Italian with `Connection: close`, and every answer still being prepared also carries
 *     `Connection: close`, so each open connection ends cleanly after its next answer; realtime clients are told
 *     to go.
 *  2. `settle`: waits until no connection is left, at most `idleGraceMs`. A connection that stayed silent that
 *     long was idle before the stop began; closing it then is what any keep-alive timeout does.
 *  3. `app.close()` (the caller's): idle connections are closed, running requests finish, onClose hooks run.
 */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
  settle(idleGraceMs: number): Promise<void>;
}

/** Installs the hooks on the root instance: call before any route is registered, after the security headers. */
export function installDrain(app: FastifyInstance, realtime: Pick<Realtime, 'disconnectAll'>): Drain {
  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    // A load balancer or client retries elsewhere or a moment later; this answer runs no handler and no query.
    return sendError(
      request,
      reply.status(503).header('connection', 'close').header('retry-after', '5'),
      'UNAVAILABLE',
    );
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A request that was running when the stop began is answered as usual, on a connection that then ends.
    if (draining) void reply.header('connection', 'close');
    return payload;
  });
  return {
    get draining() {
      return draining;
    },
    begin() {
      if (draining) return;
      draining = true;
      // The base class's close stops accepting without the HTTP server's closing of idle connections (see above).
      if (app.server.listening) NetServer.prototype.close.call(app.server);
      realtime.disconnectAll();
    },
    async settle(idleGraceMs) {
      const deadline = Date.now() + idleGraceMs;
      while (Date.now() < deadline && (await openConnections(app)) > 0)
        await new Promise((r) => setTimeout(r, 25));
    },
  };
}

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
