import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoClient } from '../support/accounts';
import { api } from '../support/api';
import { PHONE, openPage, signIn, useBrowser, waitUntil } from '../support/browser';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

// Issue 11 item 7: the customer's 'I Miei Ordini' on /profile, and the admin's status change reaching it live.
const browser = useBrowser();

interface Order {
  _id: string;
  orderNumber: string;
  status: string;
}

const tokenOf = async (who: { email: string; password: string }) =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: who.email, password: who.password } }))
    .token;

/** A cash order of the demo client's, placed through the API as the shop's checkout does. */
async function placeOrder(token: string): Promise<Order> {
  const { data: products } = await api<{ data: { _id: string; inventory: { quantity: number } }[] }>(
    '/products?limit=50',
  );
  const [first, second] = products.filter((product) => product.inventory.quantity >= 2);
  if (!first || !second) throw new Error('the demo shop has no two products in stock');
  const response = await fetch(`${baseURL()}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      items: [
        { productId: first._id, quantity: 1 },
        { productId: second._id, quantity: 2 },
      ],
      customerDetails: {
        name: `${demoClient.firstName} ${demoClient.lastName}`,
        email: demoClient.email,
        phone: demoClient.phone,
        address: 'Via Nassa 5',
        postalCode: '6900',
        city: 'Lugano',
      },
      paymentMethod: 'cash',
    }),
  });
  const body = (await response.json()) as { data: Order };
  if (response.status !== 201) throw new Error(`POST /orders: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function openOrders(page: Page) {
  await signIn(page, demoClient.email, demoClient.password);
  await page.goto('/profile?tab=ordini');
  await page.getByRole('heading', { level: 2, name: 'I Miei Ordini' }).waitFor();
}

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: number });

describe('I Miei Ordini', () => {
  it("the customer on a phone sees their order and its details, and the admin's 'Consegnato' arrives without a reload", async () => {
    const order = await placeOrder(await tokenOf(demoClient));
    expect(order.status).toBe('pending');
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openOrders(page);

    const card = orderCard(page, order.orderNumber);
    await card.waitFor();
    expect(await card.innerText()).toContain('In attesa');
    expect(await card.innerText()).toContain('3 articoli');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await card.getByRole('button', { name: `Dettagli dell'ordine ${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: order.orderNumber });
    await dialog.waitFor();
    const details = await dialog.innerText();
    expect(details).toContain('Ritiro in negozio');
    expect(details).toContain('Contanti al ritiro');
    expect(await dialog.locator('img').count()).toBe(2);

    // The admin delivers it: the open dialog and the card follow, and a toast says so.
    await api(`/products/orders/${order._id}/status`, {
      method: 'PATCH',
      token: await tokenOf(demoAdmin),
      body: { status: 'delivered' },
    });
    await dialog.getByText('Consegnato').waitFor();
    await page.getByText(`Ordine ${order.orderNumber}: Consegnato`).waitFor();
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await card.getByText('Consegnato').waitFor();
    expect(await card.getByText('In attesa').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The filter finds it under its new status. The demo customer has a waiting order of their own (the demo's
    // orders), so the list must really be the filter's answer: wait for it before counting.
    const filtered = page.waitForResponse((r) => r.url().includes('/api/orders/my-orders') && r.url().includes('status=delivered'));
    await page.getByLabel('Filtra per stato').selectOption('delivered');
    await filtered;
    await expect
      .poll(() => page.getByRole('article').filter({ hasText: 'In attesa' }).count(), {
        message: "no 'In attesa' order under 'delivered'",
      })
      .toBe(0);
    await card.waitFor();
    await page.getByLabel('Filtra per stato').selectOption('cancelled');
    await page.getByText('Nessun ordine con questo stato').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the page and the details modal are accessible and fit a phone and a desktop, in both themes', async () => {
    const order = await placeOrder(await tokenOf(demoClient));
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openOrders(page);
    await orderCard(page, order.orderNumber).waitFor();
    // Images and the count settle before the picture.
    await page.getByTestId('orders-count').waitFor();
    await lookAround(page, 'profile-orders');

    await orderCard(page, order.orderNumber).getByRole('button', { name: /^Dettagli/ }).click();
    const dialog = page.getByRole('dialog', { name: order.orderNumber });
    await dialog.waitFor();
    await dialog.getByText('Ritiro in negozio').waitFor();
    await waitUntil(page, "the order's pictures loaded", () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[role=dialog] img')).every((image) => image.complete),
    );
    await lookAround(page, 'profile-order-details', { fullPage: false });

    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await page.getByRole('tab', { name: 'Informazioni Personali' }).click();
    await page.getByText(demoClient.email).waitFor();
    await lookAround(page, 'profile-personal-client');
    expect(problems).toEqual([]);
    await context.close();
  });
});
