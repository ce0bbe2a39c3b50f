import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, useBrowser, waitUntil } from '../support/browser';
import { lookAround } from '../support/look';
// The app's own list of the spec's public pages (apps/web/src/app/public-routes.test.ts checks it against the spec).
import { PUBLIC_PATHS } from '../../apps/web/src/lib/session-paths';

// Issue 15 items 1, 2 and 9: the homepage of the demo shop (Barber Studio Lugano) with every section of 001 in
// its order, the navbar's homepage behaviour, a service's details, the shop mounted when reached, and the
// public routes opening without a session. Each screen looked at on 390 and 1280 px, in both themes.
const browser = useBrowser();

const SECTIONS = ['hero', 'dual-service', 'services', 'barbers', 'shop', 'video-gallery', 'about', 'testimonials', 'contact'];

async function openHome(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Barber Studio Lugano' }).waitFor();
  // The prices come from the database: the page is complete once a card shows one.
  await page.locator('#service-cut-beard').getByText(/CHF\s45\.00/).waitFor();
}

/** The part below the services is its own chunk, mounted when near: scroll through the page to get it. */
async function loadLowerPart(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.locator('main footer').waitFor();
  await page.locator('#contact').getByText('Via Nassa 21').waitFor();
}

const navState = (page: Page) => page.locator('header').first().getAttribute('data-nav-state');

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await waitUntil(page, `the page scrolled to ${y} px`, (top) => Math.abs(window.scrollY - top) < 2, y);
}

/** The homepage's navbar in `state` (data-nav-state; null: another page's plain bar). */
const navIs = (page: Page, state: string, how: 'is' | 'is not' = 'is') =>
  waitUntil(
    page,
    `the navbar ${how} ${state}`,
    ([want, negate]) => (document.querySelector('header')?.getAttribute('data-nav-state') === want) !== negate,
    [state, how === 'is not'] as const,
  );

describe('homepage', () => {
  it('every section in the spec order with its anchor, on a phone; looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openHome(page);
    expect(await navState(page)).toBe('transparent');
    await loadLowerPart(page);
    expect(await page.locator('main section[id]').evaluateAll((list) => list.map((s) => s.id))).toEqual(SECTIONS);
    expect(await page.locator('main footer').count()).toBe(1);
    // Logged out: the slogan and the three ways in; the digital business card.
    await page.getByText('Prenota 24h su 24, 7 giorni su 7.').waitFor();
    const hero = page.locator('#hero');
    for (const name of ['Accedi', 'Registrati', 'Prenota come ospite']) await hero.getByRole('link', { name }).waitFor();
    await hero.getByRole('button', { name: /Biglietto da Visita/ }).waitFor();
    // Dual service, the six cards, the price list from the database, the contacts of the shop's settings.
    // The demo shop opens the walk-in queue (ADR 0063): the current wait, and the way to /coda.
    const walkIn = page.locator('#dual-service');
    expect(await walkIn.getByRole('link', { name: 'Mettiti in coda' }).getAttribute('href')).toBe('/coda');
    await walkIn.getByText(/^(Attesa attuale: .+|Oggi la coda è al completo)$/).waitFor();
    expect(await page.locator('#services').getByRole('button', { name: /^Dettagli:/ }).count()).toBe(6);
    await page.getByTestId('price-list').getByText('Sopracciglia a Cera').waitFor();
    await page.locator('#contact').getByText('Via Nassa 21').waitFor();
    // The gallery's posters are set when the section comes near; then the videos stay still (reduced motion).
    await page.locator('#video-gallery').scrollIntoViewIfNeeded();
    await waitUntil(page, "the gallery's posters", () =>
      Array.from(document.querySelectorAll<HTMLVideoElement>('#video-gallery video')).every((v) => v.poster !== ''),
    );
    // The shipped map (no tiles from the web) loads when its section is reached.
    const map = page.locator('#contact img[src="/media/map.svg"]');
    await map.scrollIntoViewIfNeeded();
    await waitUntil(page, 'the map loaded', () => {
      const img = document.querySelector<HTMLImageElement>('#contact img[src="/media/map.svg"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await scrollToY(page, 0);
    expect(await page.locator('#contact').getByRole('link', { name: /Apri la mappa/ }).getAttribute('href')).toContain(
      'https://www.google.com/maps/search/',
    );
    await lookAround(page, 'home');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the hero poster is the largest paint, small and sized; the video comes after the page has loaded', async () => {
    // Without reduced motion, as most visitors have it.
    const { page, context: ctx } = await openPage(browser(), PHONE, 'dark');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/')) media.push(new URL(request.url()).pathname);
    });
    await openHome(page);
    await waitUntil(page, 'the hero video playing', () =>
      document.querySelector('[data-video-state]')?.getAttribute('data-video-state') === 'playing',
    );
    // Measured once the video plays: it must not take the largest paint from the poster.
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url?: string };
            resolve(`${last.element?.tagName ?? ''} ${last.url ?? ''}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toMatch(/^IMG .*\/media\/hero-poster\.webp$/);
    const poster = media.findIndex((path) => path.startsWith('/media/hero-poster'));
    const video = media.findIndex((path) => path.startsWith('/media/hero.'));
    expect(poster).toBeGreaterThanOrEqual(0);
    expect(video).toBeGreaterThan(poster);
    // The gallery's videos wait until their section is reached.
    expect(media.some((path) => path.startsWith('/media/gallery-') && path.endsWith('.mp4'))).toBe(false);
    await page.getByRole('button', { name: 'Metti in pausa il video' }).waitFor();
    await ctx.close();
  });

  it('the navbar on a phone and a desktop: transparent at the top, solid after 20 px, hidden scrolling down', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await openHome(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await scrollToY(page, 0);
      await navIs(page, 'transparent');
      await scrollToY(page, 30);
      await navIs(page, 'transparent', 'is not');
      await scrollToY(page, 600);
      await navIs(page, 'hidden');
      const box = await page.locator('header').first().boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0), `the hidden bar out of sight at ${viewport.width} px`).toBeLessThanOrEqual(1);
      await scrollToY(page, 500);
      await navIs(page, 'solid');
    }
    // Other pages keep the plain bar.
    await page.goto('/guest-booking');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await navState(page)).toBeNull();
    await context.close();
  });

  it("a service's details, on a phone; looked at on a phone and a desktop in both themes", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openHome(page);
    await page.locator('#service-cut-beard').click();
    const dialog = page.getByRole('dialog', { name: 'Taglio + Barba' });
    await dialog.getByText(/CHF\s45\.00/).waitFor();
    await dialog.getByText('60 min').waitFor();
    expect(await dialog.getByRole('link', { name: 'Prenota questo servizio' }).getAttribute('href')).toBe('/guest-booking');
    await lookAround(page, 'home-service-modal', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a service from the footer is lit in the services; the footer links and version label', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await openHome(page);
    await loadLowerPart(page);
    const footer = page.locator('main footer');
    expect(await footer.getByRole('link', { name: 'Lavora con Noi' }).getAttribute('href')).toBe('/work-with-us');
    await footer.getByText('V2.0').waitFor();
    await footer.getByRole('button', { name: 'Hair Tattoo' }).click();
    await waitUntil(page, 'Hair Tattoo lit in the services', () =>
      document.getElementById('service-hair-tattoo')?.dataset.highlighted === 'true',
    );
    expect(await page.evaluate(() => window.location.hash)).toBe('#services');
    await context.close();
  });

  it("the shop section loads when reached ('Caricamento Shop...'), on a phone; looked at on a phone and a desktop in both themes", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openHome(page);
    // Neither the lower part nor the shop's code is part of the first visit.
    expect(scripts.some((path) => /\/(shop-page|home-more)-/.test(path))).toBe(false);
    await page.locator('#services').scrollIntoViewIfNeeded();
    const shop = page.locator('#shop');
    await shop.getByText('Caricamento Shop...').waitFor();
    await shop.scrollIntoViewIfNeeded();
    await shop.getByRole('article', { name: 'Pomata Opaca' }).waitFor({ timeout: 20_000 });
    await shop.getByPlaceholder('Cerca prodotti...').waitFor();
    // Embedded: no hero header of its own, one h1 on the page.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await lookAround(page, 'home-with-shop');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('every public route opens without a session, even with a dead token', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    // A token the server refuses: the 401 ends the session but never sends a public page to /login.
    await context.addInitScript(() => localStorage.setItem('token', 'scaduto'));
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      // The server has refused the token and the app has ended the session: where the page stands now is final.
      await waitUntil(page, `the dead token dropped on ${path}`, () => localStorage.getItem('token') === null);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const where = new URL(page.url()).pathname;
      // Without a booking in progress the confirmation step sends the visitor back to the form.
      const expected = path === '/booking-confirmation' ? '/guest-booking' : path;
      expect(where, `${path} went to ${where}`).toBe(expected);
    }
    await context.close();
  });
});
