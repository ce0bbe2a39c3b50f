import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the logs must never hold: credentials and one-time tokens. Reset links carry their token in the URL
 * fragment, which browsers never send, but an old link (?token=…) or a hand-made request could put one in a
 * query; bodies are not logged by default, and these paths cover any code that logs one.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body.token',
  'req.body.password',
  'req.body.newPassword',
  'req.body.currentPassword',
  'body.token',
  'body.password',
  'body.newPassword',
  'body.currentPassword',
  '*.token',
  '*.refreshToken',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
];

const SECRET_QUERY = /([?&](?:token|reset_token|resetToken|rt|refreshToken)=)[^&#]*/gi;

/** The URL with the value of any token-like query parameter replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger options (app.ts): the level, the redacted paths and the request serializer. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
}

/**
 * One log line per request, when its answer is sent, with the request (redacted as above), the status and the time
 * taken: what Fastify's two default lines (one on arrival, one on completion) said together. Under the load bench
 * the log writes were about 7% of the server's CPU time (issue 30 item 4, ADR 0076); half the lines, half of that.
 * app.ts turns Fastify's own request logging off.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
