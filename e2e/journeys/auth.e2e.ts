import { describe, expect, it } from 'vitest';
import { demoClient } from '../support/accounts';
import { DESKTOP, PHONE, login, openPage, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// The journeys of signing up, in and out: the only ones that use the forms (the others sign in through the API).
const browser = useBrowser();

describe('account journeys', () => {
  it('a visitor registers, sees their name in the navbar, stays logged in across a reload and logs out', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    const email = `e2e-${Date.now()}@example.ch`;
    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill('Luca');
    await page.getByLabel('Cognome').fill('Verdi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password-sicura-1');
    await page.getByLabel('Conferma password').fill('password-sicura-1');
    await page.getByRole('button', { name: 'Registrati' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    // exact: the registration toast also says 'Account creato. Ciao, Luca!'.
    await expect.poll(() => page.getByText('Ciao, Luca!', { exact: true }).isVisible(), { message: "'Ciao, Luca!'" }).toBe(true);
    // The toast library loads with the first toast (lib/toast.ts): the welcome toast must still appear.
    await expect
      .poll(() => page.getByText('Account creato. Ciao, Luca!').isVisible(), { message: 'the welcome toast' })
      .toBe(true);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const named = { message: "the navbar's 'Luca Verdi'" };
    await expect.poll(() => nav.getByRole('button', { name: 'Luca Verdi' }).isVisible(), named).toBe(true);

    await page.reload();
    await expect.poll(() => nav.getByRole('button', { name: 'Luca Verdi' }).isVisible(), named).toBe(true);

    await nav.getByRole('button', { name: 'Luca Verdi' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const signedOut = { message: "the navbar's 'Accedi'" };
    await expect.poll(() => nav.getByRole('link', { name: 'Accedi' }).isVisible(), signedOut).toBe(true);
    // The refresh cookie is gone too: a reload does not bring the session back.
    await page.reload();
    await expect.poll(() => nav.getByRole('link', { name: 'Accedi' }).isVisible(), signedOut).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('bad credentials show the server message in Italian; the demo client logs in and lands on the home page', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await login(page, demoClient.email, 'password-sbagliata');
    await expect
      .poll(() => page.getByText('Email o password non corretti.').isVisible(), { message: 'the Italian refusal' })
      .toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(demoClient.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByText(`Ciao, ${demoClient.firstName}!`).isVisible(), { message: 'the greeting' })
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('guards send a visitor without a session to /login', async () => {
    const { page, context } = await openPage(browser(), DESKTOP);
    await page.goto('/booking');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/una-pagina-che-non-esiste');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('the theme toggle persists across a reload', async () => {
    const { page, context } = await openPage(browser(), PHONE, 'dark');
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Attiva il tema chiaro' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBe('light');
    await context.close();
  });

  it('public pages are accessible and look right on a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    for (const [path, name] of [
      ['/', 'home'],
      ['/login', 'login'],
      ['/register', 'register'],
      ['/reset-password', 'reset-password'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await lookAround(page, name);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
