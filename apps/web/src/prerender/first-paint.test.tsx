// @vitest-environment node
// At build time there is no browser: the pages are drawn in Node, as here (scripts/prerender-first-paint.mjs).
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_PAGES, renderFirstPaint } from './first-paint';

/** Each public page drawn at build time, with a text its visitor sees first. */
const PAGES: Array<[path: string, text: string]> = [
  ['/', 'Prenota'],
  ['/guest-booking', 'Prenota come ospite'],
  ['/shop', 'Shop'],
  ['/marketing-barber-system', 'Richiedi una Demo'],
  ['/privacy-policy', 'Privacy'],
  ['/work-with-us', 'Invia Candidatura'],
  ['/login', 'Accedi'],
  ['/register', 'Registrati'],
];

describe('the first paint of the public pages (ADR 0029)', () => {
  it('is drawn for every public page a visitor opens first', () => {
    expect(Object.keys(FIRST_PAINT_PAGES)).toEqual(PAGES.map(([path]) => path));
  });

  it.each(PAGES)('%s is drawn without a browser, with the navbar and its own content', async (path, text) => {
    const html = await renderFirstPaint(path);
    expect(html).toContain('id="main-content"');
    expect(html).toContain(text);
    // No session exists at build time: the page is the guest's, never a redirect or the session spinner.
    expect(html).not.toContain('Caricamento...');
  });
});
