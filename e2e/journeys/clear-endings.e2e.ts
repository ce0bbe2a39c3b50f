import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../../packages/shared/src/domain/zoned-time';
import { demoAdmin, demoClient } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { fillGuest, openDay, slotButton } from '../support/booking-flow';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 27 item 6: a shop order ends on its page and follows its status; the grid's stock is read again at once;
// a booking inside the 24-hour notice says so before 'Conferma'. The product is one no other journey buys; the
// booking day a Wednesday 10 to 16 days out (the booking journeys' weekdays are counted from other offsets and the
// time is one the grid still offers).
const PRODUCT = 'Dopobarba Lenitivo';
const browser = useBrowser();

const adminToken = async () =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } })).token;

const stockOf = async (page: Page) => {
  const text = await page.getByRole('article', { name: PRODUCT }).innerText();
  return Number(/Disponibili: (\d+)/.exec(text)?.[1]);
};

describe('clear endings (issue 27 item 6)', () => {
  it('a customer pays cash on pickup: the order page shows number, items, total, pickup and status, and follows the shop live; back on /shop the stock is one less at once', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/shop');
    await page.getByRole('article', { name: PRODUCT }).waitFor();
    const before = await stockOf(page);
    await page.getByRole('article', { name: PRODUCT }).getByRole('button', { name: `Aggiungi ${PRODUCT} al carrello` }).click();
    await page.getByRole('button', { name: /^Carrello/ }).click();
    await page.getByRole('dialog', { name: 'Carrello' }).getByRole('button', { name: 'Procedi al Pagamento' }).click();
    await page.getByRole('heading', { level: 1, name: "Completa l'Ordine" }).waitFor();
    await page.getByRole('radio', { name: /Pago alla Consegna/ }).check();
    await page.getByLabel('Telefono').fill('079 555 10 03');
    await page.getByRole('button', { name: 'Conferma - Pago alla Consegna' }).click();

    const heading = page.getByRole('heading', { level: 1, name: /^Ordine BS-\d{4}-\d{6}$/ });
    await heading.waitFor();
    const id = /^\/ordine\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
    expect(id).toBeDefined();
    const main = page.getByRole('main');
    for (const part of [PRODUCT, 'Totale', 'Ritiro in negozio', 'In attesa', 'Contanti al ritiro']) await main.getByText(part).first().waitFor();

    // The shop starts working on it: the open page says so without a reload.
    await api(`/products/orders/${id}/status`, { method: 'PATCH', token: await adminToken(), body: { status: 'processing' } });
    const status = main.locator('[data-status="processing"]');
    await status.waitFor();
    expect(await status.innerText()).toContain('In lavorazione');
    await lookAround(page, 'shop-order-page');

    await page.getByRole('link', { name: 'Torna allo shop' }).click();
    await page.getByRole('article', { name: PRODUCT }).waitFor();
    await expect.poll(() => stockOf(page), { message: 'the stock on /shop after the order' }).toBe(before - 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a guest books a time less than 24 hours ahead: before 'Conferma' the page says it cannot be changed online afterwards", async () => {
    const date = nextWeekdayFrom(10, ['wednesday']);
    const barbers = await api<{ _id: string; firstName: string }[]>('/appointments/public/barbers');
    const marco = barbers.find((b) => b.firstName === 'Marco')!;
    const [time] = await freeTimes(marco._id, date, 30);
    expect(time).toBeDefined();
    const { page, context, problems } = await openPage(browser(), PHONE);
    // The page's own clock three hours before that time: for the page the booking is inside the notice (the
    // server's rule is tested by the API tests; nothing is booked here).
    await page.clock.setFixedTime(new Date(zonedToUtc(date, time!, 'Europe/Zurich').getTime() - 3 * 3_600_000));
    await page.goto('/guest-booking');
    await openDay(page, 'Marco Bianchi', 'Taglio + Shampoo', date);
    await slotButton(page, time!).click();
    await fillGuest(page);
    await page.getByRole('button', { name: 'Prenota Appuntamento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' }).waitFor();
    const note = page.getByRole('note');
    await note.waitFor();
    expect(await note.innerText()).toContain("Mancano meno di 24 ore all'appuntamento: dopo la conferma non potrai più spostarlo o annullarlo online.");
    await lookAround(page, 'booking-review-inside-notice');
    expect(problems).toEqual([]);
    await context.close();
  });
});
