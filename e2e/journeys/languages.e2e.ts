import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 28 (ADR 0061): a browser whose language is Swiss German gets the German build of the home page; the
// switcher's Français gives the French one, which the lang cookie keeps on a reload; a German form's check speaks German.
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

  it("a German page's form check answers in German, not in the shared schema's Italian", async () => {
    const { page, context } = await openPage(browser(), PHONE, 'light', { locale: 'de-CH' });
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Registrieren' }).waitFor();
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Meier');
    await page.getByLabel('E-Mail').fill('anna.meier@');
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await page.getByLabel('Passwort bestätigen').fill('kurz');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    // The shared schema's 'Email non valida' and 'La password deve essere di almeno 8 caratteri', in German.
    await page.getByText('Ungültige E-Mail-Adresse').waitFor();
    await page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein').waitFor();
    expect(await page.getByRole('main').textContent()).not.toMatch(/non valida|almeno|obbligatori/);
    await lookAround(page, 'languages-register-de-check', { fullPage: false });
    await context.close();
  });
});
