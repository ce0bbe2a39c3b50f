import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, screenshot, useBrowser, waitUntil } from '../support/browser';
import { tapServiceAndBarber } from '../support/booking-flow';

/**
 * ADR 0029: the public pages arrive drawn (the build renders them with the app's own components), the app adopts
 * that markup once its code has loaded, and a visitor with a session never sees the guest's version of a page.
 */
const browser = useBrowser();

const APP_CODE = '**/assets/*.js';

describe('the first paint of the public pages', () => {
  // The homepage's title is the shop's name from the database: drawn as its placeholder, under the hero image.
  it.each([
    ['/', 'img[src="/media/hero-poster.webp"]'],
    ['/guest-booking', 'h1:text("Prenota come ospite")'],
    ['/shop', 'h1:text("Prodotti per capelli e barba")'],
  ])('%s is on screen before any of the app code has arrived, at 390 px', async (path, selector) => {
    const { page, context } = await openPage(browser(), PHONE, 'dark', { waitForApp: false });
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto(path);
    await page.locator(selector).waitFor();
    await page.getByRole('navigation', { name: 'Navigazione principale' }).waitFor();
    expect(await page.locator('#root').getAttribute('data-first-paint')).toBe('');
    // Until the app has taken over, nothing on it can be tapped or sent.
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    await screenshot(page, `first-paint${path === '/' ? '-home' : path.replace('/', '-')}`);
    await context.close();
  });

  it('the app adopts the drawn page instead of drawing it again, and the page works', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP, 'dark', { waitForApp: false });
    // The app's entry is held back until the drawn page has been marked, so the mark can only survive adoption.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guest-booking');
    const heading = page.getByRole('heading', { level: 1, name: 'Prenota come ospite' });
    await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'build'));
    release();
    await waitUntil(page, 'the app to adopt the drawn page', () => !document.getElementById('root')?.hasAttribute('data-first-paint'));
    await tapServiceAndBarber(page, 'Taglio + Shampoo', 'Marco Bianchi');
    await page.getByLabel('Data', { exact: true }).waitFor();
    expect(await heading.getAttribute('data-drawn-by')).toBe('build');
    // A difference between the drawn page and the app's would be reported as a console error.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a visitor with a session never sees the page as a guest sees it', async () => {
    const { page, context } = await openPage(browser(), PHONE, 'dark', { waitForApp: false });
    await context.addInitScript(() => localStorage.setItem('token', 'a-session'));
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto('/');
    await page.locator('#root h1').waitFor({ state: 'attached' });
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    await context.close();
  });
});
