import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoClient } from '../support/accounts';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { expectNoSidewaysScroll } from '../support/checks';
import { lookAround } from '../support/look';
import { openSimulator } from '../support/twint';

// The demo server's shop: a dozen seeded products (one sold out), payments in test mode (test card form, TWINT
// simulator). Each journey buys different products so the stock of one never decides another.
const browser = useBrowser();

const product = (page: Page, name: string) => page.getByRole('article', { name });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrello/ });

async function add(page: Page, name: string) {
  await product(page, name).getByRole('button', { name: `Aggiungi ${name} al carrello` }).click();
  await page.getByText(`${name} aggiunto al carrello!`).first().waitFor();
}

async function toCheckout(page: Page) {
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Carrello' });
  await dialog.getByRole('button', { name: 'Procedi al Pagamento' }).click();
  await page.getByRole('heading', { level: 1, name: "Completa l'Ordine" }).waitFor();
  await page.getByText('Modalità test').waitFor();
}

async function fillCustomer(page: Page, name: string, email: string) {
  await page.getByLabel('Nome e cognome').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Telefono').fill('079 555 12 34');
  await page.getByLabel('Via e numero').fill('Via Nassa 5');
  await page.getByLabel('CAP').fill('6900');
  await page.getByLabel('Città').fill('Lugano');
}

async function openShop(page: Page) {
  await page.goto('/shop');
  await page.getByRole('heading', { level: 1, name: 'Prodotti per capelli e barba' }).waitFor();
  await product(page, 'Pomata Opaca').waitFor();
}

describe('shop journeys (390 px)', () => {
  it('a guest adds two products, pays cash on pickup and sees the success toast; the cart is emptied', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openShop(page);
    // The sold-out product cannot be added.
    expect(await product(page, 'Olio Capelli Ristrutturante').getByRole('button', { name: 'Esaurito' }).isDisabled()).toBe(true);
    await add(page, 'Pomata Opaca');
    await add(page, 'Gel Tenuta Forte');
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Carrello, 2 articoli');

    // The cart survives a reload.
    await page.reload();
    await product(page, 'Pomata Opaca').waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Carrello, 2 articoli');

    await toCheckout(page);
    expect(await page.locator('dl').first().innerText()).toContain('Ritiro in negozio');
    await page.getByRole('radio', { name: /Pago alla Consegna/ }).check();
    await fillCustomer(page, 'Luca Contanti', 'luca.contanti@example.ch');
    await page.getByRole('button', { name: 'Conferma - Pago alla Consegna' }).click();
    await page.getByText(/^Grazie Luca! Ordine confermato\. Pagamento alla consegna presso /).waitFor();
    // The order ends on its page (issue 27 item 6), then the shop comes back with the cart emptied.
    await page.getByRole('heading', { level: 1, name: /^Ordine BS-\d{4}-\d{6}$/ }).waitFor();
    await page.getByText('Ritiro in negozio').waitFor();
    await page.getByRole('button', { name: 'Torna allo shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prodotti per capelli e barba' }).waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Carrello, vuoto');
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a logged-in customer pays by card in test mode and finds the order in 'I Miei Ordini'", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await signIn(page, demoClient.email, demoClient.password);
    await openShop(page);
    await add(page, 'Olio da Barba Cedro');
    await toCheckout(page);
    // The session's name and email are filled in; the address is asked.
    expect(await page.getByLabel('Nome e cognome').inputValue()).toBe(`${demoClient.firstName} ${demoClient.lastName}`);
    expect(await page.getByRole('radio', { name: /Paga Ora Online/ }).isChecked()).toBe(true);
    await fillCustomer(page, `${demoClient.firstName} ${demoClient.lastName}`, demoClient.email);
    await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
    await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Paga CHF/ }).click();
    await page.getByText("Pagamento completato. L'ordine sarà pronto per il ritiro.").waitFor({ timeout: 20_000 });
    // An account's order ends on /ordine/:id (issue 27 item 6).
    await page.getByRole('heading', { level: 1, name: /^Ordine BS-\d{4}-\d{6}$/ }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/ordine\/[0-9a-f-]{36}$/);
    await page.getByText('Olio da Barba Cedro', { exact: true }).waitFor();

    // The order is the customer's: it is on their profile.
    await page.goto('/profile?tab=ordini');
    await page.getByRole('tab', { name: 'I Miei Ordini' }).waitFor();
    const order = page.getByRole('article').filter({ hasText: 'Olio da Barba Cedro' }).first();
    await order.waitFor();
    expect(await order.innerText()).toMatch(/BS-\d{4}-\d{6}/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a guest pays by TWINT through the simulator and the order is placed', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openShop(page);
    await add(page, 'Pettine in Corno');
    await toCheckout(page);
    await page.getByRole('radio', { name: /TWINT/ }).check();
    await fillCustomer(page, 'Marta Twint', 'marta.twint@example.ch');
    await page.getByRole('button', { name: /^Paga CHF .* con TWINT$/ }).click();
    await page.getByText("In attesa della conferma del pagamento nell'app TWINT…").waitFor();
    const simulator = await openSimulator(context, page);
    await simulator.getByText('In attesa').waitFor();
    await simulator.getByRole('button', { name: 'Approva pagamento' }).click();
    await page.getByText("Pagamento completato. L'ordine sarà pronto per il ritiro.").waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: /^Ordine BS-\d{4}-\d{6}$/ }).waitFor();
    await page.getByRole('button', { name: 'Torna allo shop' }).click();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Carrello, vuoto');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the shop, the cart and the checkout are accessible and fit a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    const check = (name: string, fullPage = true) => lookAround(page, name, { fullPage });
    await openShop(page);
    // Every image is in: full-page screenshots of lazy images would be blank.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
    });
    await check('shop');
    await add(page, 'Spray Texture al Sale');
    await add(page, 'Balsamo Idratante');
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Carrello' }).waitFor();
    await check('shop-cart', false);
    await page.getByRole('dialog', { name: 'Carrello' }).getByRole('button', { name: 'Procedi al Pagamento' }).click();
    await page.getByRole('heading', { level: 1, name: "Completa l'Ordine" }).waitFor();
    await page.getByText('Modalità test').waitFor();
    await check('shop-checkout');
    await page.getByRole('button', { name: 'Annulla' }).click();
    await product(page, 'Pomata Opaca').waitFor();
    // Nothing found: the filters' empty state.
    await page.getByPlaceholder('Cerca prodotti...').fill('nessun prodotto così');
    await page.getByText('Nessun prodotto trovato').waitFor();
    await check('shop-empty-search');
    expect(problems).toEqual([]);
    await context.close();
  });
});
