import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers/test-app';
import { withTestApp } from '../../test/helpers/app-suite';
import { firstPaintPages } from './web-app';

// A web build in miniature: the app's shell and two pages whose first paint the build drew (ADR 0029).
const dist = mkdtempSync(join(tmpdir(), 'barber-web-dist-'));
mkdirSync(join(dist, 'first-paint'));
writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
// The drawn home page is long enough to be kept compressed (web-files.ts compresses from 256 bytes).
writeFileSync(join(dist, 'first-paint/home.html'), `<div id="root"><div data-first-paint>Home${'<p>Taglio a Lugano</p>'.repeat(20)}</div></div>`);
writeFileSync(join(dist, 'first-paint/guest-booking.html'), '<div id="root"><div data-first-paint>Prenota come ospite</div></div>');
// As the build writes them (scripts/prerender-first-paint.mjs): the other languages' addresses, root-relative.
const alternates = ['de', 'x-default']
  .map((lang) => `<link rel="alternate" hreflang="${lang}" href="/shop${lang === 'de' ? '?lang=de' : ''}" />`)
  .join('');
writeFileSync(join(dist, 'first-paint/shop.html'), `<head>${alternates}<link rel="icon" href="/favicon.svg" /></head><div id="root">Shop</div>`);
writeFileSync(join(dist, 'first-paint/notes.txt'), 'not a page');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the first paint of the public pages', () => {
  let t: TestApp;
  withTestApp((app) => (t = app), { webDist: dist, publicUrl: 'https://book.example.ch' });

  it('maps the drawn pages to their paths, home to /, and ignores other files', () => {
    expect(Object.fromEntries(firstPaintPages(dist))).toEqual({
      '/': 'first-paint/home.html',
      '/guest-booking': 'first-paint/guest-booking.html',
      '/shop': 'first-paint/shop.html',
    });
    expect(firstPaintPages(join(dist, 'missing')).size).toBe(0);
  });

  it('sends a drawn page for its path, with or without a query, revalidated on every visit', async () => {
    for (const url of ['/guest-booking', '/guest-booking?barber=1&service=2']) {
      // Raw on purpose: web pages of the app, not API routes.
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Prenota come ospite');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Raw on purpose: the home page, not an API route.
    expect((await t.inject({ method: 'GET', url: '/' })).body).toContain('Home');
  });

  it('names the other languages by absolute addresses on the public origin (PUBLIC_URL), other links untouched', async () => {
    // Raw on purpose: a web page of the app, not an API route. A Host of the caller's choosing changes nothing.
    const res = await t.inject({ method: 'GET', url: '/shop', headers: { host: 'evil.example' } });
    expect(res.body).toContain('<link rel="alternate" hreflang="de" href="https://book.example.ch/shop?lang=de" />');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="https://book.example.ch/shop" />');
    expect(res.body).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(res.body).not.toContain('evil.example');
  });

  it('answers the home page from memory: brotli when accepted, 304 on its tag, a new body once the tag differs', async () => {
    // Raw on purpose: the home page, not an API route. The drawn page is long enough to be kept compressed.
    const first = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Home');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await t.inject({ method: 'GET', url: '/', headers: { 'if-none-match': '"an-older-build"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Home');
  });

  it('sends the empty shell for every other page of the app, and a JSON 404 for an unknown API route', async () => {
    for (const url of ['/admin', '/guest-booking/extra', '/booking']) {
      // Raw on purpose: web pages of the app, not API routes.
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<div id="root"></div>');
    }
    // Raw on purpose: a path outside the contract that must answer 404.
    const api = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});
