import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestToPayment } from '../support/booking-flow';
import { DESKTOP, PHONE, openPage, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 27 item 7 (ADR 0056): a payment asks what is needed. An appointment paid by card or TWINT and a shop
// order for pickup ask name, email and phone, no street address; an error of one method is gone once the payer
// chooses another. Marco's late afternoons four weeks ahead: no other journey books them.
const day = nextWeekdayFrom(27, ['tuesday', 'wednesday', 'thursday', 'friday']);
const DECLINED = 'La carta è stata rifiutata. Usa un altro metodo di pagamento.';
const PRODUCT = 'Shampoo Rinforzante';

const browser = useBrowser();

/** None of the address fields an older panel asked is on the page. */
async function expectNoAddress(page: Page) {
  for (const label of ['Via e numero', 'CAP', 'Città', 'Indirizzo']) expect(await page.getByLabel(label).count(), label).toBe(0);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Numero della carta').fill(number);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Paga CHF/ });

describe('pay with what is needed (issue 27 item 7)', () => {
  it("an appointment's card payment asks no address; a declined card's error is gone after switching to TWINT and back; the good card books", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await guestToPayment(page, { firstName: 'Nadia', lastName: 'Essenziale', email: 'nadia.essenziale@example.ch', phone: '79 555 10 03' }, day, '16:00');
    await page.getByText('Modalità test').waitFor();
    const details = page.getByRole('group', { name: 'Dati del cliente' });
    for (const label of ['Nome e cognome', 'Email', 'Telefono']) await details.getByLabel(label).waitFor();
    await expectNoAddress(page);
    await lookAround(page, 'pay-appointment-card');

    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page).click();
    const error = page.getByText(DECLINED);
    await error.waitFor();
    await lookAround(page, 'pay-appointment-declined');

    await page.getByRole('radio', { name: /TWINT/ }).check();
    await error.waitFor({ state: 'detached' });
    await expectNoAddress(page);
    await page.getByRole('radio', { name: /Paga Ora Online/ }).check();
    await page.getByLabel('Numero della carta').waitFor();
    expect(await error.count()).toBe(0);

    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('dl').innerText()).toContain('Pagato online');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a shop order for pickup asks name, email and phone, no address, by card and on pickup; the order is placed', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/shop');
    const product = page.getByRole('article', { name: PRODUCT });
    await product.getByRole('button', { name: `Aggiungi ${PRODUCT} al carrello` }).click();
    await page.getByText(`${PRODUCT} aggiunto al carrello!`).first().waitFor();
    await page.getByRole('button', { name: /^Carrello/ }).click();
    await page.getByRole('dialog', { name: 'Carrello' }).getByRole('button', { name: 'Procedi al Pagamento' }).click();
    await page.getByRole('heading', { level: 1, name: "Completa l'Ordine" }).waitFor();
    await page.getByText('Modalità test').waitFor();
    expect(await page.getByRole('radio', { name: /Paga Ora Online/ }).isChecked()).toBe(true);
    await page.getByLabel('Telefono').waitFor();
    await expectNoAddress(page);
    await lookAround(page, 'pay-order-card');

    await page.getByRole('radio', { name: /Pago alla Consegna/ }).check();
    await expectNoAddress(page);
    await page.getByRole('button', { name: 'Conferma - Pago alla Consegna' }).click();
    await page.getByText('Campi obbligatori mancanti: Nome e cognome, Email, Telefono').waitFor();
    await page.getByLabel('Nome e cognome').fill('Pietro Ritiro');
    await page.getByLabel('Email').fill('pietro.ritiro@example.ch');
    await page.getByLabel('Telefono').fill('079 555 10 04');
    await lookAround(page, 'pay-order-pickup');
    await page.getByRole('button', { name: 'Conferma - Pago alla Consegna' }).click();
    await page.getByRole('heading', { level: 1, name: /^Ordine BS-\d{4}-\d{6}$/ }).waitFor();
    await page.getByRole('main').getByText(PRODUCT, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
