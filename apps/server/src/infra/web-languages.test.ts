import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers/test-app';
import { withTestApp } from '../../test/helpers/app-suite';

// The web builds in miniature (ADR 0061): Italian at the root, German and French with their own shell, drawn home
// page and service worker in de/ and fr/, one shared hashed asset.
const dist = mkdtempSync(join(tmpdir(), 'barber-web-languages-'));
const page = (lang: string, text: string) => `<html lang="${lang}"><div id="root">${text}</div></html>`;
for (const [dir, lang, text] of [
  ['', 'it', 'Prenota'],
  ['de', 'de', 'Termin buchen'],
  ['fr', 'fr', 'Prendre rendez-vous'],
] as const) {
  mkdirSync(join(dist, dir, 'first-paint'), { recursive: true });
  writeFileSync(join(dist, dir, 'index.html'), page(lang, ''));
  writeFileSync(join(dist, dir, 'first-paint/home.html'), page(lang, text));
  writeFileSync(join(dist, dir, 'sw.js'), `// ${lang}`);
}
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/react-abc.js'), 'export const react = 1;');
// One catalogue chunk, under one name in every language (its hash covers every language's text).
writeFileSync(join(dist, 'assets/i18n-home-abc.js'), 'export const h = "Prenota";');
mkdirSync(join(dist, 'de/assets'));
writeFileSync(join(dist, 'de/assets/i18n-home-abc.js'), 'export const h = "Termin buchen";');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web build in the visitor language', () => {
  let t: TestApp;
  withTestApp((app) => (t = app), { webDist: dist });
  // Raw requests on purpose throughout: web pages of the app, not API routes.
  const home = (headers: Record<string, string> = {}, url = '/') => t.inject({ method: 'GET', url, headers });

  it("follows the browser's Accept-Language: de-CH gets the German build, a language of none of the four Italian", async () => {
    expect((await home({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' })).body).toContain('Termin buchen');
    expect((await home({ 'accept-language': 'fr-CH' })).body).toContain('Prendre rendez-vous');
    expect((await home({ 'accept-language': 'es-ES,pt;q=0.8' })).body).toContain('lang="it"');
    expect((await home()).body).toContain('Prenota');
    // A language without a build of its own (English here) gets the Italian files rather than nothing.
    expect((await home({ 'accept-language': 'en' })).body).toContain('Prenota');
  });

  it('?lang= answers in that language and remembers it in a cookie, which then beats Accept-Language', async () => {
    const chosen = await home({ 'accept-language': 'de-CH' }, '/?lang=fr');
    expect(chosen.body).toContain('Prendre rendez-vous');
    const cookie = chosen.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', httpOnly: true });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 86_400);
    expect((await home({ 'accept-language': 'de-CH', cookie: 'lang=fr' })).body).toContain('Prendre rendez-vous');
    expect((await home({ 'accept-language': 'de-CH', cookie: 'lang=it' })).body).toContain('lang="it"');
    // Something that is not one of the four is ignored, and remembered nowhere.
    const unknown = await home({ 'accept-language': 'de-CH', cookie: 'lang=xx' }, '/?lang=es');
    expect(unknown.body).toContain('Termin buchen');
    expect(unknown.cookies).toEqual([]);
  });

  it('says what its pages vary with, for the shell of a client route too', async () => {
    for (const url of ['/', '/booking']) {
      const res = await home({ 'accept-language': 'de-CH' }, url);
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.body).toContain('lang="de"');
    }
  });

  it('serves each language its service worker, the shared assets to all, and not the language folders as pages', async () => {
    const sw = await home({ cookie: 'lang=de' }, '/sw.js');
    expect(sw.body).toBe('// de');
    expect(sw.headers.vary).toContain('Cookie');
    expect((await home({}, '/sw.js')).body).toBe('// it');
    const asset = await home({ cookie: 'lang=fr' }, '/assets/react-abc.js');
    expect(asset.body).toBe('export const react = 1;');
    expect(asset.headers.vary ?? '').not.toContain('Cookie');
    // dist/de/index.html is not an address of its own: the app's shell answers it like any client route.
    expect((await home({}, '/de/index.html')).body).toBe(page('it', ''));
  });

  it("gives a language's pages its scripts at /<lang>/assets/: its catalogue chunks, else the Italian files", async () => {
    const german = await home({}, '/de/assets/i18n-home-abc.js');
    expect(german.body).toContain('Termin buchen');
    expect(german.headers['cache-control']).toContain('immutable');
    expect(german.headers.vary ?? '').not.toContain('Cookie');
    // French has no catalogue of its own here: its path answers the Italian bytes.
    expect((await home({}, '/fr/assets/i18n-home-abc.js')).body).toContain('Prenota');
    expect((await home({}, '/fr/assets/react-abc.js')).body).toBe('export const react = 1;');
    // The Italian URL holds the Italian text whatever the cookie says: a cached copy is never another language's.
    expect((await home({ cookie: 'lang=de' }, '/assets/i18n-home-abc.js')).body).toContain('Prenota');
  });
});
