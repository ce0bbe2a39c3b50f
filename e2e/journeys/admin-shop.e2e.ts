import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

// The admin's Products and Orders tabs (issue 11, spec 002 section 2): a product created with a photo reaches the
// public shop, a renamed text file is refused by its content, and a cash order is moved to 'Consegnato'.
const here = dirname(fileURLToPath(import.meta.url));
const photo = join(here, '../fixtures/twint-qr.png');

const browser = useBrowser();

interface PublicProduct {
  _id: string;
  name: string;
  images: { url: string; thumbUrl: string }[];
  inventory: { quantity: number };
}

async function adminTab(tab: 'ecommerce' | 'orders', viewport = DESKTOP) {
  const session = await openPage(browser(), viewport);
  await signIn(session.page, demoAdmin.email, demoAdmin.password);
  await session.page.goto(`/admin?tab=${tab}`);
  await session.page
    .getByRole('heading', { level: 2, name: tab === 'ecommerce' ? 'Prodotti' : 'Ordini' })
    .waitFor();
  return session;
}

/** A cash pickup order for one seeded product, placed as the shop's checkout does (with an Idempotency-Key). */
async function cashOrder(customer: string): Promise<string> {
  const { data } = await api<{ data: PublicProduct[] }>('/products?limit=50');
  const product = data.find((p) => p.inventory.quantity > 3)!;
  const response = await fetch(`${baseURL()}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      items: [{ productId: product._id, quantity: 1 }],
      customerDetails: {
        name: customer,
        email: 'ordine.e2e@example.ch',
        phone: '+41 79 555 00 12',
        address: 'Via Nassa 5',
        postalCode: '6900',
        city: 'Lugano',
      },
    }),
  });
  const body = (await response.json()) as { data: { orderNumber: string } };
  expect(response.status).toBe(201);
  return body.data.orderNumber;
}

const productDialog = (page: Page) => page.getByRole('dialog', { name: 'Nuovo prodotto' });

async function fillProduct(page: Page, name: string) {
  const dialog = productDialog(page);
  await dialog.getByLabel('Nome *').fill(name);
  await dialog.getByLabel('Marca').fill('Studio E2E');
  await dialog.getByLabel('Categoria *').selectOption('beard_care');
  await dialog.getByLabel('Prezzo (CHF) *').fill('27.50');
  await dialog.getByLabel('Quantità in magazzino').fill('8');
  await dialog.getByLabel('Scorta minima').fill('2');
  await dialog.getByLabel('Descrizione').fill('Balsamo per barba creato dal test del pannello.');
}

describe("the admin's shop tabs", () => {
  it('creates a product with a photo that reaches the public shop; a renamed text file is refused', async () => {
    const { page, context, problems } = await adminTab('ecommerce', PHONE);
    const name = `Balsamo Barba E2E ${Date.now()}`;
    await page.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    const dialog = productDialog(page);
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Compila tutti i campi obbligatori' }).waitFor();
    await fillProduct(page, name);

    // A text file named like a picture passes the browser's type check; the server reads its content.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'foto-finta.png',
      mimeType: 'image/png',
      buffer: Buffer.from('questo non è un PNG, solo testo'),
    });
    await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Per favore seleziona un file immagine valido' }).waitFor();
    expect((await api<{ data: PublicProduct[] }>(`/products?search=${encodeURIComponent(name)}`)).data).toEqual([]);

    await dialog.locator('input[type="file"]').setInputFiles(photo);
    await dialog.getByRole('img', { name: 'Anteprima della foto del prodotto' }).waitFor();
    await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
    await page.getByText('Prodotto creato con successo!').waitFor();
    const card = page.getByRole('article', { name: `Prodotto ${name}` });
    await card.waitFor();
    // The grid's photos load lazily: bring the new card into view.
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
        message: "the new card's photo loaded",
      })
      .toBeGreaterThan(0);

    const found = (await api<{ data: PublicProduct[] }>(`/products?search=${encodeURIComponent(name)}`)).data;
    expect(found.map((p) => p.name)).toEqual([name]);
    expect(found[0]!.images[0]!.url).toMatch(/\.webp$/);

    const shopper = await openPage(browser(), PHONE);
    await shopper.page.goto('/shop');
    await shopper.page.getByPlaceholder('Cerca prodotti...').fill(name);
    await shopper.page.getByText(name).first().waitFor();
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();

    // Deleted after a destructive confirmation: gone from the public answer too.
    await card.getByRole('button', { name: `Elimina ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Conferma eliminazione' });
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Prodotto eliminato con successo!').waitFor();
    expect((await api<{ data: PublicProduct[] }>(`/products?search=${encodeURIComponent(name)}`)).data).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moves a cash order to 'Consegnato'", async () => {
    const number = await cashOrder('Ottavia Ordine');
    const { page, context, problems } = await adminTab('orders', PHONE);
    await page.getByRole('button', { name: `Dettagli dell'ordine ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ordine ${number}` });
    await dialog.getByText('Ottavia Ordine').waitFor();
    await dialog.getByLabel('Stato ordine').selectOption('delivered');
    await page.getByText('Stato ordine aggiornato con successo!').waitFor();
    await expect
      .poll(() => dialog.getByLabel('Stato ordine').inputValue(), { message: "the order's state 'delivered'" })
      .toBe('delivered');
    // Handed over at the counter: the cash order counts as paid.
    await dialog.getByText('Contanti al ritiro · Pagato').waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    const card = page.getByRole('article', { name: number });
    await card.getByText('Consegnato').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('both tabs and their modals are accessible and fit a phone and a desktop, in both themes', async () => {
    await cashOrder('Ugo Schermata');
    const products = await adminTab('ecommerce');
    const { page } = products;
    await page.getByRole('article').first().waitFor();
    await lookAround(page, 'admin-products');

    await page.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await fillProduct(page, 'Prodotto in anteprima');
    await productDialog(page).locator('input[type="file"]').setInputFiles(photo);
    await productDialog(page).getByRole('img', { name: 'Anteprima della foto del prodotto' }).waitFor();
    // A modal as the admin sees it: the viewport only (a full-page shot leaves the fixed overlay behind).
    await lookAround(page, 'admin-product-modal', { fullPage: false });
    await productDialog(page).getByRole('button', { name: 'Annulla' }).click();

    await page.getByRole('tab', { name: 'Ordini' }).click();
    await page.getByRole('heading', { level: 2, name: 'Ordini' }).waitFor();
    const details = page.getByRole('button', { name: /^Dettagli dell'ordine / });
    await details.first().waitFor();
    await lookAround(page, 'admin-orders');

    // The wide screen's table (a phone has cards) opens the same dialog, looked at on both.
    await details.first().click();
    await page.getByRole('dialog', { name: /^Ordine / }).waitFor();
    await lookAround(page, 'admin-order-modal', { fullPage: false });
    expect(products.problems).toEqual([]);
    await products.context.close();
  });
});
