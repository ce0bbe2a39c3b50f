import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoClient } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser, waitUntil } from '../support/browser';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

const browser = useBrowser();
beforeAll(async () => {
  // The first page of a fresh server is slow on these shared machines: load it once before the clocks start.
  await fetch(`${baseURL()}/`);
});

const QUESTION = 'Quando è il prossimo posto libero per un taglio domani?';
// The round button comes 1 s after the page has loaded (CHATBOT_AFTER_LOAD_MS), its proactive dot 2 s after it
// (UNREAD_DELAY_MS, 001 section 4): the journeys move the page's clock.
const AFTER_LOAD_MS = 1_000;
const UNREAD_DELAY_MS = 2_000;

const launcher = (page: Page) => page.getByRole('button', { name: /^Apri l'Assistente Virtuale/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Assistente Virtuale' });

async function openChat(page: Page) {
  await launcher(page).click();
  const dialog = panel(page);
  await dialog.waitFor();
  // The welcome (by role) is the first message of the log.
  await dialog.getByRole('log').locator('li').first().waitFor();
  return dialog;
}

async function ask(page: Page, question: string) {
  const box = panel(page).getByRole('textbox', { name: 'La tua domanda' });
  await box.fill(question);
  await box.press('Enter');
}

/**
 * Scrolled to the end of the page, the round button covers no control of the page (the booking buttons above all):
 * the names of those it would cover.
 */
async function coveredAtTheEnd(page: Page): Promise<string[]> {
  // The button arrives a moment after the page has loaded (deferred-chatbot-launcher.tsx).
  await launcher(page).waitFor();
  // Scrolled until the end stays the end (a section mounted on the way makes the page longer).
  await waitUntil(page, 'the page scrolled to its end', () => {
    const root = document.documentElement;
    window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
    return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
  });
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find((b) =>
      b.getAttribute('aria-label')?.startsWith("Apri l'Assistente Virtuale"),
    );
    if (!button) return ['(no chat button)'];
    const r = button.getBoundingClientRect();
    return Array.from(
      document.querySelectorAll('main button, main a, main input, main select, main textarea'),
    )
      .filter((el) => {
        const b = el.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) return false;
        return !(b.right <= r.left || r.right <= b.left || b.bottom <= r.top || r.bottom <= b.top);
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  });
}

interface ServiceRow {
  _id: string;
  name: string;
  duration: number;
}

describe("the 'Assistente Virtuale'", () => {
  it('on a phone: a guest asks for the next free slot and lands on the guest booking page with it chosen; each screen looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.clock.fastForward(AFTER_LOAD_MS);
    await launcher(page).waitFor();
    // The proactive dot, 2 s after the start (001 section 4).
    await page.clock.fastForward(UNREAD_DELAY_MS);
    await page.getByRole('button', { name: "Apri l'Assistente Virtuale, nuovo messaggio" }).waitFor();
    await lookAround(page, 'chatbot-1-button');

    const dialog = await openChat(page);
    // The focus moved into the panel.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('region', { name: 'Domande frequenti' }).waitFor();
    await dialog.getByRole('region', { name: 'Suggerimenti per questa pagina:' }).waitFor();
    expect(await dialog.getByRole('region', { name: 'Domande frequenti' }).getByRole('listitem').count()).toBe(4);
    await lookAround(page, 'chatbot-2-open', { fullPage: false });

    // Minimised to its chip and back; the conversation is the same.
    await dialog.getByRole('button', { name: 'Riduci a icona la chat' }).click();
    await page.getByRole('button', { name: "Riapri l'Assistente Virtuale" }).waitFor();
    await lookAround(page, 'chatbot-3-minimised');
    await page.getByRole('button', { name: "Riapri l'Assistente Virtuale" }).click();
    await dialog.waitFor();

    // Tomorrow: today's first free time is the next quarter hour, which the wall clock can overtake between the
    // answer and the check against the booking grid below.
    await ask(page, QUESTION);
    const book = dialog.getByRole('link', { name: /^Prenota alle \d{2}:\d{2}$/ });
    await book.waitFor();
    await dialog.getByRole('button', { name: 'Sì, utile' }).last().waitFor();
    await lookAround(page, 'chatbot-4-answer', { fullPage: false });
    // Helpful, then 'Grazie!'.
    await dialog.getByRole('button', { name: 'Sì, utile' }).last().click();
    await dialog.getByText('Grazie!').waitFor();

    const time = /(\d{2}:\d{2})$/.exec((await book.textContent()) ?? '')?.[1] ?? '';
    const target = new URL((await book.getAttribute('href')) ?? '', baseURL());
    const serviceId = target.searchParams.get('serviceId') ?? '';
    const barberId = target.searchParams.get('barberId') ?? '';
    const date = target.searchParams.get('date') ?? '';
    expect(target.searchParams.get('time')).toBe(time);
    // The time offered is one the booking page offers.
    const services = await api<ServiceRow[]>('/services/active');
    const service = services.find((s) => s._id === serviceId);
    expect(service).toBeDefined();
    expect(await freeTimes(barberId, date, service!.duration)).toContain(time);

    await book.click();
    await page.waitForURL((url) => url.pathname === '/guest-booking' && url.searchParams.get('time') === time);
    // The panel closed to show the page; the slot is chosen, only the guest's details are left.
    expect(await panel(page).count()).toBe(0);
    const chosen = page.getByRole('button', { name: new RegExp(`ore ${time}, disponibile$`) });
    await chosen.waitFor();
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { level: 2, name: '4. I tuoi dati' }).waitFor();
    expect(await page.getByText(service!.name).count()).toBeGreaterThan(0);
    // Scrolled to the end, at every screen, the round button covers neither the booking button nor anything of
    // the form.
    await lookAround(page, 'chatbot-5-prefilled', {
      each: async ({ size }) =>
        expect(await coveredAtTheEnd(page), `what the round button covers at ${size.width} px`).toEqual([]),
    });

    // The session is kept (session and local storage): back on the page, the conversation is still there.
    await page.reload();
    await page.waitForLoadState('load');
    await page.clock.fastForward(AFTER_LOAD_MS);
    const again = await openChat(page);
    await again.getByText(QUESTION).waitFor();
    // Escape closes; the focus goes back to the round button.
    await page.keyboard.press('Escape');
    expect(await panel(page).count()).toBe(0);
    expect(await launcher(page).evaluate((el) => el === document.activeElement)).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 390 px covers no button at the end of /booking (signed in) and /shop', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page is whole once its products are in.
    await page.getByRole('article', { name: 'Pomata Opaca' }).waitFor();
    expect(await coveredAtTheEnd(page)).toEqual([]);
    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/booking');
    await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
    // The page is whole once the appointments and the form's services are in.
    await page.getByRole('region', { name: 'I tuoi appuntamenti' }).getByRole('article').first().waitFor();
    await page.getByRole('button', { name: /^Taglio \+ Shampoo/ }).waitFor();
    expect(await coveredAtTheEnd(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the admin sees the FAQ entries and the unanswered questions; looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    // A question the assistant cannot answer, asked by a guest first.
    const guest = await api<{ sessionId: string }>('/chatbot/init', {
      method: 'POST',
      body: { userRole: 'guest' },
    });
    await api('/chatbot/message', {
      method: 'POST',
      body: { sessionId: guest.sessionId, message: 'Qual è la capitale della Mongolia?' },
    });

    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin?tab=chatbot');
    await page.getByRole('heading', { level: 2, name: 'Assistente Virtuale' }).waitFor();
    const faqs = page.getByRole('region', { name: 'Domande frequenti' });
    await faqs.getByRole('article').first().waitFor();
    expect(await faqs.getByRole('article').count()).toBeGreaterThan(5);
    const unanswered = page.getByRole('region', { name: 'Domande senza risposta' });
    await unanswered.getByText('Qual è la capitale della Mongolia?').first().waitFor();
    await lookAround(page, 'chatbot-admin-tab');

    await unanswered
      .getByRole('button', { name: 'Aggiungi come FAQ: Qual è la capitale della Mongolia?' })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Nuova domanda frequente' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Domanda' }).inputValue()).toBe('Qual è la capitale della Mongolia?');
    await lookAround(page, 'chatbot-admin-form', { fullPage: false });
    await form.getByRole('button', { name: 'Annulla' }).click();

    expect(problems).toEqual([]);
    await context.close();
  });
});
