import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../apps/web/src/lib/format';
import { demoClient } from '../support/accounts';
import { bookInShopFromAccount, tapServiceAndBarber } from '../support/booking-flow';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { expectNoSidewaysScroll } from '../support/checks';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 27 item 5: the logged-in customer books with the guest's three taps. Days of their own, three and a half
// weeks ahead (the other journeys book earlier days and Marco's afternoons of weeks two and three).
const midweekFrom = (offset: number) => nextWeekdayFrom(offset, ['tuesday', 'wednesday', 'thursday', 'friday']);
const phoneDay = midweekFrom(24);
const desktopDay = midweekFrom(26);
const fullName = `${demoClient.firstName} ${demoClient.lastName}`;

const browser = useBrowser();

/**
 * Signed in, /booking: the service, 'Qualsiasi barbiere', the day, the first free time of any barber. Answers
 * the time and the barber the merged grid gave it.
 */
async function anyBarberTime(page: Page, date: string) {
  await signIn(page, demoClient.email, demoClient.password);
  await page.goto('/booking');
  await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
  await tapServiceAndBarber(page, 'Taglio + Shampoo', 'Qualsiasi barbiere');
  await page.getByLabel('Data', { exact: true }).fill(date);
  const grid = page.getByRole('group', { name: /^Orari di / });
  await grid.waitFor();
  const first = grid.getByRole('button', { name: /, disponibile$/ }).first();
  const time = (await first.textContent())?.trim() ?? '';
  await first.click();
  const details = page.getByRole('region', { name: '4. I tuoi dati' });
  await details.waitFor();
  const summary = await page.getByText(new RegExp(`ore ${time} · Taglio \\+ Shampoo · `)).innerText();
  const barber = /· ([^·]+) · CHF/.exec(summary)?.[1]?.trim() ?? '';
  expect(barber).not.toBe('');
  return { time, barber, details };
}

describe('one booking flow for everyone: the logged-in customer', () => {
  it("on a phone: service, 'Qualsiasi barbiere', a time; their details already known; the booking heads their list", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    const { time, barber, details } = await anyBarberTime(page, phoneDay);
    // Nothing to type: the account's name, email and phone.
    const known = await details.innerText();
    for (const part of [fullName, demoClient.email, '+41 79 555 10 03']) expect(known).toContain(part);
    expect(await page.getByLabel('Nome', { exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await lookAround(page, 'account-booking-details');

    await bookInShopFromAccount(page);
    const booked = page
      .getByRole('region', { name: 'I tuoi appuntamenti' })
      .getByRole('article')
      .filter({ hasText: `${formatDate(phoneDay)}, ${time}` });
    await booked.waitFor();
    expect(await booked.innerText()).toContain(barber);
    expect(await booked.getByText('Confermato').isVisible()).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a desktop: with card and TWINT on, the payment step follows, filled from the account; the test card pays', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    const { time } = await anyBarberTime(page, desktopDay);
    await page.getByRole('button', { name: 'Prenota', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' }).waitFor();
    expect(await page.locator('dl').innerText()).toContain(fullName);
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Completa la Prenotazione' }).waitFor();
    await page.getByText('Modalità test').waitFor();
    expect(await page.getByRole('radio', { name: /TWINT/ }).count()).toBe(1);
    expect(await page.getByLabel('Nome e cognome').inputValue()).toBe(fullName);
    expect(await page.getByLabel('Email').inputValue()).toBe(demoClient.email);
    await lookAround(page, 'account-booking-payment');

    // The payment form asks what features/payments decides (an address, or not, for an appointment).
    for (const [label, value] of [
      ['Via e numero', 'Via Nassa 5'],
      ['CAP', '6900'],
      ['Città', 'Lugano'],
    ] as const) {
      const field = page.getByLabel(label);
      if (await field.count()) await field.fill(value);
    }
    await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
    await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Paga CHF/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('dl').innerText()).toContain('Pagato online');

    await page.getByRole('button', { name: 'I miei appuntamenti' }).click();
    await page.waitForURL((url) => url.pathname === '/booking');
    await page
      .getByRole('region', { name: 'I tuoi appuntamenti' })
      .getByRole('article')
      .filter({ hasText: `${formatDate(desktopDay)}, ${time}` })
      .waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
