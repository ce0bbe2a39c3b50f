import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { join } from 'node:path';
import { DESKTOP, PHONE, SCREENS, login, openPage, shotsDir, useBrowser } from '../support/browser';
import { checkScreen } from '../support/checks';
import { nextWeekdayFrom } from '../support/dates';

// Issue 15 item 4: the marketing page (anchors, the four tabs, the ROI, the plans from the database), a demo
// request and a free consultation reaching the demo server's dev outbox, and the admin reading them in 'Richieste'.
const browser = useBrowser();

interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string | null;
  bodyText: string;
}

async function adminToken(): Promise<string> {
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  return token;
}

async function outbox(query = ''): Promise<OutboxMessage[]> {
  return (await api<{ data: OutboxMessage[] }>(`/dev/outbox?limit=200${query}`, { token: await adminToken() })).data;
}

const tabSelected = (page: Page, name: string) =>
  page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');

describe('marketing page /marketing-barber-system', () => {
  it.each(SCREENS)('%o %s: anchors, tabs, ROI, pricing and the demo dialog', async (viewport, theme) => {
    const { page, context, problems } = await openPage(browser(), viewport, theme);
    await page.goto('/marketing-barber-system');
    // Public: no detour through /login.
    await page.getByRole('heading', { level: 1, name: 'Prenotazioni, pagamenti e clienti in un’unica app' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/marketing-barber-system');
    for (const anchor of ['features', 'benefits', 'roi', 'testimonials', 'pricing']) {
      expect(await page.locator(`[id="${anchor}"]`).count(), anchor).toBe(1);
    }
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Funzionalità', 'Vantaggi', 'ROI', 'Preventivo']);
    for (const panel of ['Pannello Admin', 'Pannello Barbiere', 'Pannello Cliente']) {
      await page.getByRole('heading', { name: panel }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Prova la Demo Live' }).first().getAttribute('href')).toBe('/');
    await checkScreen(page, 'marketing-features');

    // The section links: the hash picks the tab.
    await page.getByRole('navigation', { name: 'Sezioni della pagina' }).getByRole('link', { name: 'Vantaggi' }).click();
    await expect.poll(() => tabSelected(page, 'Vantaggi')).toBe('true');
    expect(new URL(page.url()).hash).toBe('#benefits');
    await page.getByRole('heading', { name: 'Perché conviene' }).waitFor();
    await checkScreen(page, 'marketing-benefits');

    // The tabs: the hash follows; the ROI computes in CHF with the cheapest plan from the database.
    await page.getByRole('tab', { name: 'ROI', exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#roi');
    await page.getByLabel('Appuntamenti a settimana').fill('60');
    await page.getByLabel('Prezzo medio (CHF)').fill('40');
    await page.getByLabel('Assenze senza preavviso (%)').fill('10');
    await expect.poll(() => page.getByTestId('roi-net').innerText()).toMatch(/^CHF\s491\.00$/);
    await checkScreen(page, 'marketing-roi');

    // A reload on #pricing opens 'Preventivo' with the plans as the database has them.
    await page.goto('/marketing-barber-system#pricing');
    await expect.poll(() => tabSelected(page, 'Preventivo')).toBe('true');
    const business = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Business' }) });
    await business.waitFor();
    expect(await business.innerText()).toMatch(/CHF\s49\.00/);
    expect(await business.innerText()).toContain('Consigliato');
    expect(await page.getByRole('heading', { name: 'Starter' }).count()).toBe(1);
    await checkScreen(page, 'marketing-pricing');

    await page.getByRole('navigation', { name: 'Sezioni della pagina' }).getByRole('link', { name: 'Testimonianze' }).click();
    await page.getByRole('heading', { name: 'Cosa dicono i saloni' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#testimonials');

    await page.getByRole('button', { name: 'Richiedi una Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi una Demo' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await dialog.getByText('Il nome è obbligatorio').waitFor();
    await checkScreen(page, 'marketing-demo-dialog');
    await dialog.screenshot({ path: join(shotsDir, `marketing-dialog-demo-${viewport.width}-${theme}.png`) });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('requests reaching the shop', () => {
  const stamp = Date.now();
  const demoEmail = `giulia.${stamp}@salone-test.ch`;
  const salon = `Salone Giulia ${stamp}`;
  const consultBase = `Marco Consulenza ${stamp % 100000}`;
  const consultName = `${consultBase} ${DESKTOP.width}L`;

  it('390 px dark: a demo request from the marketing page reaches the outbox (shop and sender)', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'dark');
    await page.goto('/marketing-barber-system');
    await page.getByRole('button', { name: 'Richiedi una Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi una Demo' });
    await dialog.getByLabel('Nome e cognome').fill('Giulia Rossi');
    await dialog.getByLabel('Email').fill(demoEmail);
    await dialog.getByLabel('Telefono').fill('079 123 45 67');
    await dialog.getByLabel('Nome del salone').fill(salon);
    await dialog.getByLabel('Messaggio (facoltativo)').fill('Tre barbieri, vorremmo vedere TWINT.');
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await dialog.getByText("Per inviare la richiesta devi accettare l'informativa sulla privacy").waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await dialog.getByText('Richiesta inviata!').waitFor();
    await checkScreen(page, 'marketing-demo-sent');
    // 001 section 9: the success closes by itself after 3 s.
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });

    await expect.poll(async () => (await outbox(`&to=${encodeURIComponent(demoEmail)}`)).map((m) => m.kind)).toContain('contact-demo-confirmation');
    const owner = (await outbox()).find((m) => m.kind === 'contact-demo-owner' && m.subject === `Nuova richiesta di demo: ${salon}`);
    expect(owner?.bodyText).toContain('Telefono: +41 79 123 45 67');
    expect(owner?.bodyText).toContain(demoEmail);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(SCREENS)('%o %s: a free consultation from the homepage, four steps and the summary, reaches the outbox', async (viewport, theme) => {
    // Each screen sends its own; the admin's list looks for the last one (1280 px, light).
    const consultName = `${consultBase} ${viewport.width}${theme === 'dark' ? 'D' : 'L'}`;
    const consultEmail = `marco.${stamp}.${viewport.width}${theme}@example.ch`;
    const { page, context, problems } = await openPage(browser(), viewport, theme);
    await page.goto('/');
    // The homepage mounts its lower sections (contacts with the button) when they come near the screen.
    const button = page.getByRole('button', { name: 'Consulenza Gratuita' }).first();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return button.count();
      })
      .toBeGreaterThan(0);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Consulenza Gratuita' });
    await dialog.waitFor();
    const next = dialog.getByRole('button', { name: 'Continua' });
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByText('Trattamenti Speciali', { exact: true }).click();
    await checkScreen(page, 'consultation-step-1');
    await next.click();

    await dialog.getByRole('heading', { name: 'Data e ora' }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    const day = nextWeekdayFrom(3, ['thursday']);
    await dialog.getByLabel('Giorno preferito').fill(day);
    await dialog.getByText('16:30', { exact: true }).click();
    await checkScreen(page, 'consultation-step-2');
    // The dialog alone as well: a full-page shot shows a fixed dialog small and wherever the page was scrolled.
    await dialog.screenshot({ path: join(shotsDir, `consultation-dialog-step-2-${viewport.width}-${theme}.png`) });
    await next.click();

    await dialog.getByRole('heading', { name: 'Contatti' }).waitFor();
    await dialog.getByLabel('Nome e cognome').fill(consultName);
    await dialog.getByLabel('Telefono').fill('+41 79 765 43 21');
    await dialog.getByLabel('Email (facoltativa)').fill(consultEmail);
    await checkScreen(page, 'consultation-step-3');
    await next.click();

    await dialog.getByRole('heading', { name: 'Dettagli' }).waitFor();
    await dialog.getByLabel('Raccontaci cosa desideri (facoltativo)').fill('Trattamento per la cute secca.');
    await next.click();
    await dialog.getByRole('heading', { name: 'Riepilogo' }).waitFor();
    const summary = await dialog.innerText();
    expect(summary).toContain('Trattamenti Speciali');
    expect(summary).toContain('16:30');
    expect(summary).toContain(consultName);
    await checkScreen(page, 'consultation-summary');
    await dialog.screenshot({ path: join(shotsDir, `consultation-dialog-summary-${viewport.width}-${theme}.png`) });
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await dialog.getByText('Richiesta Inviata!').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });

    await expect.poll(async () => (await outbox(`&to=${encodeURIComponent(consultEmail)}`)).map((m) => m.kind)).toContain('contact-consultation-confirmation');
    const owner = (await outbox()).find((m) => m.kind === 'contact-consultation-owner' && m.subject === `Nuova richiesta di consulenza: ${consultName}`);
    expect(owner?.bodyText).toContain('Servizio: Trattamenti Speciali');
    expect(owner?.bodyText).toContain('Ora: 16:30');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(SCREENS)("%o %s: the admin sees both in 'Richieste' and marks one handled", async (viewport, theme) => {
    const { page, context, problems } = await openPage(browser(), viewport, theme);
    await login(page, demoAdmin.email, demoAdmin.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/admin?tab=requests');
    const list = page.getByRole('list', { name: 'Elenco delle richieste' });
    await list.waitFor();
    const demoCard = list.getByRole('listitem').filter({ hasText: salon });
    const consultCard = list.getByRole('listitem').filter({ hasText: consultName });
    await demoCard.waitFor();
    await consultCard.waitFor();
    expect(await consultCard.innerText()).toContain('Trattamenti Speciali');
    await checkScreen(page, 'admin-requests');
    if (viewport === PHONE && theme === 'dark') {
      await demoCard.getByRole('button', { name: 'Segna come gestita' }).click();
      await demoCard.getByRole('button', { name: 'Riapri' }).waitFor();
      await page.getByLabel('Stato', { exact: true }).selectOption('open');
      await consultCard.waitFor();
      await expect.poll(() => demoCard.count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
