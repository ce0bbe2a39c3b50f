import { describe, expect, it } from 'vitest';
import Fastify, { LogController } from 'fastify';
import { installRequestLog, loggerOptions, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('replaces token-like query values and keeps the rest of the URL', () => {
    expect(redactUrl('/reset-password?token=abc-DEF_123&lang=it')).toBe('/reset-password?token=[redacted]&lang=it');
    expect(redactUrl('/x?a=1&TOKEN=zzz#frag')).toBe('/x?a=1&TOKEN=[redacted]#frag');
    expect(redactUrl('/api/shop?tokenless=1')).toBe('/api/shop?tokenless=1');
  });

  it("the server's logger writes no reset token, password or bearer token, from URLs, bodies or headers", async () => {
    const lines: string[] = [];
    // As app.ts sets it up: Fastify's own request lines off, one line per request instead.
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    installRequestLog(app);
    app.get('/reset-password', async () => 'ok');
    app.post('/api/auth/reset-password', async (request) => {
      // Code that logs a body must not leak it either.
      request.log.info({ body: request.body }, 'reset requested');
      return { ok: true };
    });
    // Raw on purpose: a bare Fastify app with stand-in routes (not the test app), to read its log lines.
    await app.inject({ method: 'GET', url: '/reset-password?token=SEGRETO-NELLA-QUERY-1' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { authorization: 'Bearer SEGRETO-BEARER-2', cookie: 'rt=SEGRETO-COOKIE-3' },
      payload: { token: 'SEGRETO-NEL-CORPO-4', newPassword: 'SEGRETO-PASSWORD-5' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('reset requested');
    expect(log).not.toMatch(/SEGRETO/);
    // One line per request, when it is answered: the request, its status and the time it took.
    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.req);
    expect(requestLines.map((l) => [l.msg, (l.req as { method: string }).method, (l.res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', 'GET', 200],
      ['request completed', 'POST', 200],
    ]);
    expect(requestLines.every((l) => typeof l.responseTime === 'number')).toBe(true);
  });
});
