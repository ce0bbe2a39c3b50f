import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, PHONE, openPage, openSignedIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

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

/** The kinds of message the outbox holds for `to`, polled until `kind` is among them (the mailer is a job). */
const expectMail = (to: string, kind: string) =>
  expect
    .poll(async () => (await outbox(`&to=${encodeURIComponent(to)}`)).map((m) => m.kind), {
      message: `a '${kind}' email to ${to} in the outbox`,
    })
    .toContain(kind);

// 001 sections 4 and 9: the demo request's and the consultation's success close by themselves after 3 s
// (DEMO_SUCCESS_CLOSE_MS, SUCCESS_CLOSE_MS): the journeys move the page's clock instead of waiting.
const SUCCESS_CLOSE_MS = 3_000;
/**
 * The consultation's later steps change the dialog only: the homepage behind it was checked with the dialog open at
 * the first step, so axe reads the dialog alone there (lookAround's axeWithin).
 */
const DIALOG = '[role="dialog"]';

describe('marketing page /marketing-barber-system', () => {
  it('anchors, tabs, ROI, pricing and the demo dialog; each looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
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
    await lookAround(page, 'marketing-features');

    // The section links: the hash picks the tab.
    await page.getByRole('navigation', { name: 'Sezioni della pagina' }).getByRole('link', { name: 'Vantaggi' }).click();
    await expect.poll(() => tabSelected(page, 'Vantaggi'), { message: "'Vantaggi' selected" }).toBe('true');
    expect(new URL(page.url()).hash).toBe('#benefits');
    await page.getByRole('heading', { name: 'Perché conviene' }).waitFor();
    await lookAround(page, 'marketing-benefits');

    // The tabs: the hash follows; the ROI computes in CHF with the cheapest plan from the database.
    await page.getByRole('tab', { name: 'ROI', exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash), { message: 'the hash #roi' }).toBe('#roi');
    await page.getByLabel('Appuntamenti a settimana').fill('60');
    await page.getByLabel('Prezzo medio (CHF)').fill('40');
    await page.getByLabel('Assenze senza preavviso (%)').fill('10');
    await expect
      .poll(() => page.getByTestId('roi-net').innerText(), { message: 'the ROI of 60 a week at CHF 40, 10 % missed' })
      .toMatch(/^CHF\s491\.00$/);
    await lookAround(page, 'marketing-roi');

    // A reload on #pricing opens 'Preventivo' with the plans as the database has them.
    await page.goto('/marketing-barber-system#pricing');
    await expect.poll(() => tabSelected(page, 'Preventivo'), { message: "'Preventivo' selected" }).toBe('true');
    const business = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Business' }) });
    await business.waitFor();
    expect(await business.innerText()).toMatch(/CHF\s49\.00/);
    expect(await business.innerText()).toContain('Consigliato');
    expect(await page.getByRole('heading', { name: 'Starter' }).count()).toBe(1);
    await lookAround(page, 'marketing-pricing');

    await page.getByRole('navigation', { name: 'Sezioni della pagina' }).getByRole('link', { name: 'Testimonianze' }).click();
    await page.getByRole('heading', { name: 'Cosa dicono i saloni' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#testimonials');

    await page.getByRole('button', { name: 'Richiedi una Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi una Demo' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await dialog.getByText('Il nome è obbligatorio').waitFor();
    await lookAround(page, 'marketing-demo-dialog', { fullPage: false });
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
  const consultName = `Marco Consulenza ${stamp % 100000}`;
  const consultEmail = `marco.${stamp}@example.ch`;

  it('on a phone: a demo request from the marketing page reaches the outbox (shop and sender)', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.clock.install();
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
    await lookAround(page, 'marketing-demo-sent', { fullPage: false });
    // 001 section 9: the success closes by itself after 3 s.
    await page.clock.fastForward(SUCCESS_CLOSE_MS);
    await dialog.waitFor({ state: 'detached' });

    await expectMail(demoEmail, 'contact-demo-confirmation');
    const owner = (await outbox()).find((m) => m.kind === 'contact-demo-owner' && m.subject === `Nuova richiesta di demo: ${salon}`);
    expect(owner?.bodyText).toContain('Telefono: +41 79 123 45 67');
    expect(owner?.bodyText).toContain(demoEmail);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone: a free consultation from the homepage, four steps and the summary, reaches the outbox; each step looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.clock.install();
    await page.goto('/');
    // The homepage mounts its lower sections (contacts with the button) when they come near the screen.
    const button = page.getByRole('button', { name: 'Consulenza Gratuita' }).first();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy(0, window.innerHeight));
          return button.count();
        },
        { message: "the contacts' 'Consulenza Gratuita' mounted while scrolling down" },
      )
      .toBeGreaterThan(0);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Consulenza Gratuita' });
    await dialog.waitFor();
    const next = dialog.getByRole('button', { name: 'Continua' });
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByText('Trattamenti Speciali', { exact: true }).click();
    await lookAround(page, 'consultation-step-1', { fullPage: false });
    await next.click();

    await dialog.getByRole('heading', { name: 'Data e ora' }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    const day = nextWeekdayFrom(3, ['thursday']);
    await dialog.getByLabel('Giorno preferito').fill(day);
    await dialog.getByText('16:30', { exact: true }).click();
    await lookAround(page, 'consultation-step-2', { fullPage: false, axeWithin: DIALOG });
    await next.click();

    await dialog.getByRole('heading', { name: 'Contatti' }).waitFor();
    await dialog.getByLabel('Nome e cognome').fill(consultName);
    await dialog.getByLabel('Telefono').fill('+41 79 765 43 21');
    await dialog.getByLabel('Email (facoltativa)').fill(consultEmail);
    await lookAround(page, 'consultation-step-3', { fullPage: false, axeWithin: DIALOG });
    await next.click();

    await dialog.getByRole('heading', { name: 'Dettagli' }).waitFor();
    await dialog.getByLabel('Raccontaci cosa desideri (facoltativo)').fill('Trattamento per la cute secca.');
    await next.click();
    await dialog.getByRole('heading', { name: 'Riepilogo' }).waitFor();
    const summary = await dialog.innerText();
    expect(summary).toContain('Trattamenti Speciali');
    expect(summary).toContain('16:30');
    expect(summary).toContain(consultName);
    await lookAround(page, 'consultation-summary', { fullPage: false, axeWithin: DIALOG });
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await dialog.getByText('Richiesta Inviata!').waitFor();
    await page.clock.fastForward(SUCCESS_CLOSE_MS);
    await dialog.waitFor({ state: 'detached' });

    await expectMail(consultEmail, 'contact-consultation-confirmation');
    const owner = (await outbox()).find((m) => m.kind === 'contact-consultation-owner' && m.subject === `Nuova richiesta di consulenza: ${consultName}`);
    expect(owner?.bodyText).toContain('Servizio: Trattamenti Speciali');
    expect(owner?.bodyText).toContain('Ora: 16:30');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the admin sees both in 'Richieste' (looked at on a phone and a desktop in both themes) and marks one handled", async () => {
    const { page, context, problems } = await openSignedIn(browser(), DESKTOP, demoAdmin, '/admin?tab=requests');
    const list = page.getByRole('list', { name: 'Elenco delle richieste' });
    await list.waitFor();
    const demoCard = list.getByRole('listitem').filter({ hasText: salon });
    const consultCard = list.getByRole('listitem').filter({ hasText: consultName });
    await demoCard.waitFor();
    await consultCard.waitFor();
    expect(await consultCard.innerText()).toContain('Trattamenti Speciali');
    await lookAround(page, 'admin-requests');
    await demoCard.getByRole('button', { name: 'Segna come gestita' }).click();
    await demoCard.getByRole('button', { name: 'Riapri' }).waitFor();
    await page.getByLabel('Stato', { exact: true }).selectOption('open');
    await consultCard.waitFor();
    await expect.poll(() => demoCard.count(), { message: 'the handled request gone from the open ones' }).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
