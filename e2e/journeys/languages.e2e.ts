import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 28 (ADR 0061): a browser whose language is Swiss German gets the German build of the home page; the
// switcher's Français gives the French one, which the lang cookie keeps on a reload. One journey (CI time).
const browser = useBrowser();

describe('the page in the visitor language', () => {
  it('a de-CH browser opens / in German; Français in the switcher changes the page and survives a reload', async () => {
    const { page, context } = await openPage(browser(), DESKTOP, 'dark', { locale: 'de-CH' });
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('heading', { level: 2, name: 'Unsere Leistungen' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Wie möchten Sie zu uns kommen?' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Termin buchen' }).first().waitFor();
    expect(await page.title()).toContain('Terminbuchung');

    await page.getByLabel('Sprache wählen').click();
    await Promise.all([page.waitForURL(/\?lang=fr$/), page.getByRole('link', { name: 'Français' }).click()]);
    await page.getByRole('heading', { level: 2, name: 'Nos prestations' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('main').getByRole('link', { name: 'Prendre rendez-vous' }).first().waitFor();

    // The choice is the cookie's now: the address without ?lang= stays French for a German browser.
    await page.goto('/');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Nos prestations' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');

    await page.getByLabel('Choisir la langue').click();
    await expect.poll(() => page.getByRole('link', { name: 'Deutsch' }).isVisible()).toBe(true);
    await lookAround(page, 'languages-home-fr', { fullPage: false });
    await context.close();
  });
});
