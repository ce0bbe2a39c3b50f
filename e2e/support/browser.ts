import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseURL } from './base-url';
import { boundPage } from './bounded';
import { keepEvidenceIfFailed } from './evidence';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** Every screen is looked at on a phone and on a desktop, in both themes: support/look.ts's lookAround. */
export const SCREENS = [
  [PHONE, 'dark'],
  [PHONE, 'light'],
  [DESKTOP, 'dark'],
  [DESKTOP, 'light'],
] as const;
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
/**
 * Screenshots of every screen looked at are written only when asked (ARTIFACTS=1: to look at them, as a person
 * would); a failed journey always leaves a picture and a report of each of its pages in artifacts/failures
 * (support/evidence.ts).
 */
const artifactsWanted = process.env.ARTIFACTS === '1';

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

/**
 * One Chromium per worker, shared by the journey files it runs one after another (vitest runs a worker's files in
 * sequence, and with isolate: false they share this module). A launch costs about a second of a core, and the
 * journeys never share a page: each test opens its own contexts (openPage), and whatever a file left open is
 * closed after it. Playwright kills the browser when the worker exits; a browser that died is launched again.
 */
let sharedBrowser: Promise<Browser> | undefined;
async function workerBrowser(): Promise<Browser> {
  const current = sharedBrowser && (await sharedBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  sharedBrowser = launchBrowser();
  return sharedBrowser;
}

/**
 * The browser for the journeys of a file. Call it at the top of the file; the function it returns gives the
 * browser inside the tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    // What a failed test left open goes with its file, so the next file starts from a browser with no pages.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => {})));
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet: call it inside a test');
    return browser;
  };
}

/** The consent openPage stores for journeys that are not about cookies (the web app's CONSENT_VERSION 1). */
export const STORED_CONSENT = {
  necessary: true,
  version: 1,
  date: '2026-01-01T00:00:00.000Z',
  analytics: false,
  marketing: false,
  preferences: false,
};

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors: a journey fails if any happen. */
  problems: string[];
}

/**
 * A page as the shop's customers have it: Italian (Switzerland) in Zurich's time zone. `locale` changes the
 * browser's language only to prove the app does not depend on it (swiss-dates.e2e.ts opens an English one).
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  theme: 'dark' | 'light' = 'dark',
  {
    locale = 'it-CH',
    cookieConsent = 'stored',
    waitForApp = true,
    serviceWorker = false,
  }: {
    locale?: string;
    /**
     * false (default): the page may not register the app's service worker, as on a first visit. Registered, it
     * precaches the whole app (about 290 files) in every new context: 2-4 core-seconds a context that no journey
     * but pwa.e2e.ts looks at, and the later navigations of the context come from its cache or the server
     * depending on how far the precache got (ADR 0070). true: pwa.e2e.ts, the journey of the worker itself.
     */
    serviceWorker?: boolean;
    /**
     * true (default): page.goto and page.reload return once the app has taken over a page the server sent drawn
     * (ADR 0029: until then it is inert), as a person's first tap lands a moment after the page appears.
     */
    waitForApp?: boolean;
    /**
     * 'stored' (default): a consent (essential only) is in localStorage before the first page, so the cookie
     * banner (ADR 0026) never covers what a journey clicks; 'ask': a first visit that sees the banner.
     */
    cookieConsent?: 'stored' | 'ask';
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale,
    timezoneId: 'Europe/Zurich',
    reducedMotion: 'reduce',
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  await context.addInitScript((t) => {
    if (!localStorage.getItem('app-theme')) localStorage.setItem('app-theme', t);
  }, theme);
  if (cookieConsent === 'stored') {
    await context.addInitScript((consent) => {
      if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', consent);
    }, JSON.stringify(STORED_CONSENT));
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (waitForApp) {
    const appTookOver = () =>
      waitUntil(page, 'the app to take over the drawn page', () => !document.querySelector('#root[data-first-paint]'));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appTookOver();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appTookOver();
      return response;
    };
  }
  boundPage(page);
  keepEvidenceIfFailed(page);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A failed request the app handled (a 401 that triggers a refresh, a 409 it shows) is logged by Chromium
    // as a console error about the resource; only real script errors count.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  return { context, page, problems };
}

/**
 * A screenshot in artifacts/screenshots, when ARTIFACTS=1: the full page, or with `fullPage: false` the viewport
 * only (a dialog fixed to the viewport would be drawn in the middle of a long page's full-page shot).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!artifactsWanted) return;
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'dark');
  await page.screenshot({ path: join(shotsDir, `${name}-${width}-${theme}.png`), fullPage });
}

/**
 * Waits until `predicate` (run in the page) is true, and says what it waited for when it times out (Playwright's
 * own message names no condition).
 */
export async function waitUntil<Arg>(
  page: Page,
  what: string,
  predicate: (arg: Arg) => boolean,
  arg?: Arg,
  { timeout }: { timeout?: number } = {},
) {
  try {
    // Arg is plain data (a number, a string): what Playwright passes on unchanged.
    await page.waitForFunction(predicate as (value: unknown) => boolean, arg, { timeout });
  } catch (error) {
    throw new Error(`waited in vain for ${what}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * A signed-in session without the form (auth.e2e.ts keeps the form): the login API through the page's own context,
 * which stores the refresh cookie, and the access token where the app keeps it, before the next page loads.
 * Each journey signs in for itself: refresh tokens rotate and a reused one ends the session (ADR 0002), so one saved
 * state cannot be shared by all journeys (ADR 0042).
 */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.context().request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email}: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  // Once per tab and sign-in: a later logout and reload must find no token, and a second sign-in in the same
  // context (a visitor who then signs in as the admin) wins over the first, whose script still runs first.
  signIns += 1;
  await page.context().addInitScript(
    ({ value, order }) => {
      if (Number(sessionStorage.getItem('e2e-signed-in')) >= order) return;
      sessionStorage.setItem('e2e-signed-in', String(order));
      localStorage.setItem('token', value);
    },
    { value: token, order: signIns },
  );
}
let signIns = 0;

/** How most journeys of a signed-in person start: a page (openPage) signed in as `account` and opened at `path`. */
export async function openSignedIn(
  browser: Browser,
  viewport: typeof PHONE,
  account: { email: string; password: string },
  path: string,
): Promise<Session> {
  const session = await openPage(browser, viewport);
  await signIn(session.page, account.email, account.password);
  await session.page.goto(path);
  return session;
}

/** The login form, as a person fills it. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
