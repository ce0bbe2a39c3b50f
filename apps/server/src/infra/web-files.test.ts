import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers/test-app';
import { withTestApp } from '../../test/helpers/app-suite';
import { chooseEncoding, loadWebFiles } from './web-files';

// A web build in miniature (ADR 0040): the shell, a drawn page, a hashed script with a stale .br beside it (the
// build's copy of an older content), the service worker, a tiny text file and a video.
const dist = mkdtempSync(join(tmpdir(), 'barber-web-files-'));
const shell = `<!doctype html><html lang="it"><head><title>Barber</title></head><body>${'<!-- shell -->'.repeat(40)}<div id="root"></div></body></html>`;
const script = `export const app = ${JSON.stringify('x'.repeat(2000))};\n`.repeat(3);
const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
for (const dir of ['first-paint', 'assets', 'media']) mkdirSync(join(dist, dir));
writeFileSync(join(dist, 'index.html'), shell);
writeFileSync(
  join(dist, 'first-paint/home.html'),
  shell.replace('<div id="root"></div>', '<div id="root"><h1>Home</h1></div>'),
);
writeFileSync(join(dist, 'assets/app-1a2b3c.js'), script);
writeFileSync(join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync('an older build'));
writeFileSync(join(dist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
writeFileSync(
  join(dist, 'sw.js'),
  `self.addEventListener('install', () => {});\n${'// precache\n'.repeat(40)}`,
);
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
writeFileSync(join(dist, 'media/clip.mp4'), video);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('choosing the encoding from Accept-Encoding', () => {
  const both = { br: Buffer.alloc(1), gzip: Buffer.alloc(1) };
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['deflate', 'identity'],
    ['br, identity;q=0', 'br'],
    ['identity;q=0', null],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });
  it('only offers the encodings the file has', () => {
    expect(chooseEncoding('br, gzip', {})).toBe('identity');
    expect(chooseEncoding('br, gzip', { gzip: Buffer.alloc(1) })).toBe('gzip');
  });
});

describe('the built web app served from memory', () => {
  let t: TestApp;
  withTestApp((app) => (t = app), { webDist: dist });
  const get = (url: string, headers: Record<string, string> = {}) =>
    // Raw on purpose: static files of the built web app, not API routes.
    t.inject({ method: 'GET', url, headers });

  it('loads every file once, with its compressed copies: the build’s when they match, made at start otherwise', () => {
    const files = loadWebFiles(dist);
    expect([...files.keys()].sort()).toEqual([
      '/assets/app-1a2b3c.js',
      '/first-paint/home.html',
      '/index.html',
      '/media/clip.mp4',
      '/robots.txt',
      '/sw.js',
    ]);
    const js = files.get('/assets/app-1a2b3c.js')!;
    // The stale .br was not taken; the matching .gz was.
    expect(brotliDecompressSync(js.br!).toString()).toBe(script);
    expect(js.gzip).toEqual(gzipSync(script));
    // Too small to gain from compression; a video is already compressed.
    expect(files.get('/robots.txt')!.br).toBeUndefined();
    expect(files.get('/media/clip.mp4')!.gzip).toBeUndefined();
  });

  it('sends brotli or gzip as the browser accepts, the same bytes once decoded, with Vary and the cache rules', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // Each representation has its own tag.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers 304 without a body when the browser already has the file (any of its encodings, weak or strong)', async () => {
    const first = await get('/index.html', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    for (const [ifNoneMatch, accept] of [
      [etag, 'br'],
      [`W/${etag}`, 'br'],
      [`"other", ${etag}`, 'br'],
      [etag, 'gzip'],
      ['*', 'br'],
    ] as const) {
      const again = await get('/index.html', { 'accept-encoding': accept, 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.etag).toBeDefined();
    }
    expect((await get('/index.html', { 'if-none-match': '"changed"' })).statusCode).toBe(200);
  });

  it('keeps index.html, the drawn pages, the app’s other paths and the service worker revalidated, with the security headers', async () => {
    for (const [url, contains] of [
      ['/', '<h1>Home</h1>'],
      ['/?utm=x', '<h1>Home</h1>'],
      ['/index.html', '<div id="root"></div>'],
      ['/admin/calendar', '<div id="root"></div>'],
    ]) {
      const res = await get(url!, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      expect(gunzipSync(res.rawPayload).toString()).toContain(contains);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const sw = await get('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toBe('User-agent: *\n');
    // Unknown API paths and other methods still get the JSON 404.
    expect((await get('/api/nothing')).statusCode).toBe(404);
    // Raw on purpose: a web page path with another method, which must answer 404.
    expect((await t.inject({ method: 'POST', url: '/admin' })).statusCode).toBe(404);
  });

  it('answers HEAD with the headers alone', async () => {
    // Raw on purpose: HEAD of a static file of the built web app.
    const head = await t.inject({
      method: 'HEAD',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br' },
    });
    const full = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('serves byte ranges of a video (seeking, Safari), 416 past its end', async () => {
    const whole = await get('/media/clip.mp4', { 'accept-encoding': 'gzip, br' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await get('/media/clip.mp4', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get('/media/clip.mp4', { range: 'bytes=-96' });
    expect(tail.headers['content-range']).toBe('bytes 4000-4095/4096');
    const open = await get('/media/clip.mp4', { range: 'bytes=4000-' });
    expect(open.rawPayload.length).toBe(96);

    const past = await get('/media/clip.mp4', { range: 'bytes=5000-6000' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
    // If-Range with another version's tag: the whole new file.
    expect((await get('/media/clip.mp4', { range: 'bytes=0-9', 'if-range': '"old"' })).statusCode).toBe(200);
  });
});
