import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** Debian's Chromium, with the flags this offline machine needs (no background networking, no sandbox as root). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors: a journey fails if any happen. */
  problems: string[];
}

export async function openPage(browser: Browser, viewport = DESKTOP, theme: 'dark' | 'light' = 'dark'): Promise<Session> {
  const context = await browser.newContext({
    viewport,
    baseURL: inject('baseURL'),
    locale: 'it-CH',
    timezoneId: 'Europe/Zurich',
    reducedMotion: 'reduce',
  });
  await context.addInitScript((t) => {
    if (!localStorage.getItem('app-theme')) localStorage.setItem('app-theme', t);
  }, theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A failed request the app handled (a 401 that triggers a refresh, a 409 it shows) is logged by Chromium
    // as a console error about the resource; only real script errors count.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'dark');
  await page.screenshot({ path: join(shotsDir, `${name}-${width}-${theme}.png`), fullPage: true });
}

/** axe-core: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
