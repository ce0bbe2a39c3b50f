import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers/test-app';
import { withTestApp } from '../../test/helpers/app-suite';
import { socketCors } from './cors';

const ALLOWED = 'https://prenota.example.ch';
const OTHER = 'https://altro.example.com';

const preflight = (t: TestApp, origin: string, method = 'POST') =>
  // Raw on purpose: an OPTIONS preflight, a method no contract route has.
  t.inject({
    method: 'OPTIONS',
    url: '/api/appointments/public/appointments/guest',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,x-timezone',
    },
  });

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestApp;
  withTestApp((app) => (t = app), { corsOrigins: [ALLOWED] });

  it('allows a preflight from a listed origin, with credentials and the headers the original clients send', async () => {
    const res = await preflight(t, ALLOWED, 'PATCH');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-timezone');
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it('answers a listed origin with its CORS headers, errors included (the client must read its 401)', async () => {
    const ok = await t.call('activeServices', { headers: { origin: ALLOWED } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const refused = await t.call('currentUser', { headers: { origin: ALLOWED, authorization: '' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gives another origin no CORS headers, so the browser keeps the answer from it', async () => {
    const res = await preflight(t, OTHER);
    expect(res.statusCode).not.toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.call('activeServices', { headers: { origin: OTHER } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS by default (no CORS_ORIGINS)', () => {
  let t: TestApp;
  withTestApp((app) => (t = app));

  it('allows no other origin: same origin only', async () => {
    const res = await preflight(t, ALLOWED);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.call('activeServices', { headers: { origin: ALLOWED } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('socketCors', () => {
  it('follows the same list: the listed origins with credentials, none without a list', () => {
    expect(socketCors([ALLOWED])).toEqual({ origin: [ALLOWED], credentials: true });
    expect(socketCors([])).toEqual({ origin: false });
  });
});
