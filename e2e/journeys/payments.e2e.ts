import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { guestToPayment, type Guest } from '../support/booking-flow';
import { DESKTOP, PHONE, openPage, screenshot, signIn, useBrowser } from '../support/browser';
import { expectNoSidewaysScroll } from '../support/checks';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';
import { openSimulator } from '../support/twint';

// The demo server runs the payments' test mode (no PAYMENT_PROVIDER, no Stripe keys): card payments use the
// test card form, TWINT the built-in simulator, and the admin can confirm a TWINT payment by hand. Marco's
// afternoons two and three weeks ahead: the other journeys book his mornings and earlier days.
const midweekFrom = (offset: number) => nextWeekdayFrom(offset, ['tuesday', 'wednesday', 'thursday', 'friday']);
const payDay = midweekFrom(16);
const shotsDay = midweekFrom(20);

const browser = useBrowser();

const guest = (firstName: string, lastName: string): Guest => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.ch`,
  phone: '79 555 12 34',
});

async function fillAddress(page: Page) {
  await page.getByLabel('Via e numero').fill('Via Nassa 5');
  await page.getByLabel('CAP').fill('6900');
  await page.getByLabel('Città').fill('Lugano');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Numero della carta').fill(number);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Paga CHF/ });

async function completed(page: Page, payment: 'Pagato online' | 'In sede') {
  await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor({ timeout: 20_000 });
  expect(await page.locator('dl').innerText()).toContain(payment);
}

/** Starts a TWINT payment on the payment step and waits for the waiting view. */
async function startTwint(page: Page) {
  await page.getByRole('radio', { name: /TWINT/ }).check();
  await fillAddress(page);
  await payButton(page).click();
  await page.getByText("In attesa della conferma del pagamento nell'app TWINT…").waitFor();
}

/** The admin's panel, signed in through the API; `path` the admin page to open. */
async function adminSession(path: string, viewport = PHONE) {
  const session = await openPage(browser(), viewport);
  await signIn(session.page, demoAdmin.email, demoAdmin.password);
  await session.page.goto(path);
  return session;
}

describe('payment journeys (390 px)', () => {
  it('a guest pays by card in test mode (a declined card first), and the admin sees the booking as paid', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await guestToPayment(page, guest('Paola', 'Carta'), payDay, '14:00');
    await page.getByText('Modalità test').waitFor();
    expect(await page.getByRole('radio', { name: /Paga Ora Online/ }).isChecked()).toBe(true);
    expect(await page.getByRole('region', { name: 'Dettaglio costi' }).innerText()).toContain('Totale addebitato');

    // The spec's missing list before anything is sent.
    await page.getByLabel('Nome e cognome').fill('');
    await payButton(page).click();
    await page.getByText('Campi obbligatori mancanti: Nome e cognome, Via e numero, CAP, Città').waitFor();
    await page.getByLabel('Nome e cognome').fill('Paola Carta');
    await fillAddress(page);

    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page).click();
    await page.getByText('La carta è stata rifiutata. Usa un altro metodo di pagamento.').waitFor();
    await expectNoSidewaysScroll(page);

    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await completed(page, 'Pagato online');

    const admin = await adminSession('/admin');
    const calendar = admin.page.getByRole('region', { name: 'Calendario Appuntamenti' });
    await calendar.getByLabel('Barbiere').selectOption({ label: 'Marco Bianchi' });
    await calendar.getByLabel('Data', { exact: true }).fill(payDay);
    // On a phone the day is an agenda of rows; a row opens the spec's card.
    await calendar.locator('[data-agenda-row]').filter({ hasText: 'Paola Carta' }).click();
    const card = admin.page
      .getByRole('dialog', { name: 'Appuntamento' })
      .getByRole('article', { name: 'Taglio + Shampoo, 14:00–14:30' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Pagato online');
    expect(await card.getAttribute('data-status')).toBe('confirmed');
    await screenshot(admin.page, 'payments-admin-paid');

    expect([...problems, ...admin.problems]).toEqual([]);
    await Promise.all([context.close(), admin.context.close()]);
  });

  it('a guest pays by TWINT through the simulator and sees it completed live', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await guestToPayment(page, guest('Marta', 'Twint'), payDay, '14:30');
    await startTwint(page);
    const simulator = await openSimulator(context, page);
    // The heading comes first; the payment's state follows its first status call.
    await simulator.getByText('In attesa').waitFor();
    await simulator.getByRole('button', { name: 'Approva pagamento' }).click();
    await simulator.getByText('Pagamento approvato.', { exact: false }).waitFor();
    // The waiting page learns it without a reload, and books.
    await completed(page, 'Pagato online');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a guest pays cash in the shop, the total rounded to 5 Rappen', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await guestToPayment(page, guest('Carlo', 'Contanti'), payDay, '15:00');
    await page.getByRole('radio', { name: /Pago in Sede/ }).check();
    const cash = page.getByRole('region', { name: 'Totale in contanti' });
    expect(await cash.innerText()).toContain('Da pagare in contanti');
    expect(await page.getByLabel('Via e numero').count()).toBe(0);
    await page.getByRole('button', { name: 'Conferma - Pago in Sede' }).click();
    await completed(page, 'In sede');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the admin confirms a manual TWINT payment and the customer's waiting page completes without reload", async () => {
    const customer = await openPage(browser(), PHONE);
    await guestToPayment(customer.page, guest('Giulia', 'Manuale'), payDay, '15:30');
    await startTwint(customer.page);

    const admin = await adminSession('/admin?tab=twint');
    await admin.page.getByRole('button', { name: 'In attesa' }).click();
    const card = admin.page.getByRole('article', { name: /Giulia Manuale/ });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Ora|1m fa/);
    await card.getByRole('button', { name: 'Conferma' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Conferma pagamento' });
    await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByText(/Pagamento di CHF 30.00 confermato!/).waitFor();

    await completed(customer.page, 'Pagato online');
    expect([...customer.problems, ...admin.problems]).toEqual([]);
    await Promise.all([customer.context.close(), admin.context.close()]);
  });

  // The look pass: every payment screen once, each at the four screens, with one TWINT payment.
  it('the payment screens are accessible and fit a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await guestToPayment(page, guest('Sara', 'Schermo'), shotsDay, '17:00');
    await lookAround(page, 'payment-card');
    await page.getByRole('button', { name: "Informazioni sull'app TWINT" }).click();
    await page.getByRole('radio', { name: /Pago in Sede/ }).check();
    await lookAround(page, 'payment-cash');
    await startTwint(page);
    await lookAround(page, 'payment-twint-waiting');
    const simulator = await openSimulator(context, page);
    await lookAround(simulator, 'twint-simulator');

    const admin = await adminSession('/admin?tab=twint', DESKTOP);
    const card = admin.page.getByRole('article', { name: /Sara Schermo/ });
    await card.waitFor();
    await lookAround(admin.page, 'admin-twint');
    await card.getByRole('button', { name: 'Annulla pagamento' }).click();
    await admin.page.getByRole('dialog', { name: 'Annulla pagamento' }).waitFor();
    await lookAround(admin.page, 'admin-twint-cancel', { fullPage: false });
    await admin.page.keyboard.press('Escape');

    await simulator.getByRole('button', { name: 'Approva pagamento' }).click();
    await completed(page, 'Pagato online');
    expect([...problems, ...admin.problems]).toEqual([]);
    await Promise.all([context.close(), admin.context.close()]);
  });
});
