import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { PHONE, openPage, useBrowser, waitUntil } from '../support/browser';

/**
 * TARGETS.md: public pages load at most 150 kB of JavaScript (gzip) before they are usable. Measured in the
 * browser: every script a fresh visit asks for until the app has taken over the page the server sent drawn
 * (ADR 0029: from then on it is usable), counted at its gzip size on disk. What the shell adds later on purpose
 * (the assistant's button, the install and cookie prompts: ADR 0028) comes a second or more after that.
 */
const dist = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const BUDGET = 150_000;
const gzipSize = (path: string) => (existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size);
/** The file the server answers for a script: a language's own copy (/de/assets/...), else the Italian one (ADR 0061). */
const fileOf = (path: string) =>
  existsSync(join(dist, path)) ? join(dist, path) : join(dist, path.replace(/^\/(de|fr|en)\//, '/'));

/** Every page a visitor can open without an account (001 section 2): a new public page is one more line. */
const PUBLIC_PAGES = [
  '/',
  '/guest-booking',
  '/shop',
  '/login',
  '/register',
  '/marketing-barber-system',
  '/privacy-policy',
  '/work-with-us',
];
/**
 * Each language's pages carry its own catalogues (ADR 0061): its first pages are measured too. The home page and the
 * guest booking carry the most text, /register was the closest to the budget, /shop has its own catalogue.
 */
const OTHER_LANGUAGES = ['de', 'fr', 'en'].flatMap((lang) =>
  ['/', '/guest-booking', '/register', '/shop'].map((path) => `${path}?lang=${lang}`),
);

const browser = useBrowser();

describe('initial JavaScript of public pages', () => {
  const measured: Record<string, { total: number; scripts: Record<string, number> }> = {};
  afterAll(() => {
    mkdirSync(join(dirname(fileURLToPath(import.meta.url)), '../artifacts'), { recursive: true });
    writeFileSync(join(dirname(fileURLToPath(import.meta.url)), '../artifacts/bundle-sizes.json'), JSON.stringify(measured, null, 2));
  });

  it.each([...PUBLIC_PAGES, ...OTHER_LANGUAGES])('%s stays within 150 kB gzip', async (path) => {
    const { page, context } = await openPage(browser(), PHONE, 'dark', { waitForApp: false });
    const scripts = new Set<string>();
    const arriving = new Set<Request>();
    let usable = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (usable || !url.pathname.endsWith('.js')) return;
      scripts.add(url.pathname);
      arriving.add(request);
    });
    page.on('requestfinished', (request) => arriving.delete(request));
    page.on('requestfailed', (request) => arriving.delete(request));
    await page.goto(path);
    await waitUntil(page, `the app to take over ${path}`, () => !document.querySelector('#root[data-first-paint]'));
    usable = true;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Every script counted has arrived whole (a chunk that failed would not be counted on disk either).
    await expect
      .poll(() => [...arriving].map((request) => new URL(request.url()).pathname), {
        message: `the scripts of ${path} arrived`,
      })
      .toEqual([]);
    const total = [...scripts].reduce((sum, p) => sum + gzipSize(fileOf(p)), 0);
    measured[path] = { total, scripts: Object.fromEntries([...scripts].map((p) => [p, gzipSize(fileOf(p))])) };
    expect(total, `${path} loads ${[...scripts].join(', ')}`).toBeLessThanOrEqual(BUDGET);
    await context.close();
  });
});
