import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, freeTimes, outboxTo } from '../support/api';
import { PHONE, openPage, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 17 item 4 (ADR 0013): a guest manages a booking through the link in the confirmation email. Luca
// Moretti's Saturdays (09:00-17:00), which no other journey books.
const saturdayFrom = (offset: number) => nextWeekdayFrom(offset, ['saturday']);
const SERVICE = 'Taglio + Shampoo';

const browser = useBrowser();

interface Barber {
  _id: string;
  firstName: string;
  serviceIds: string[];
}
interface Service {
  _id: string;
  name: string;
}

/** A guest books through the API (the guest form has its own journeys); answers the email's manage path. */
async function guestBooks(date: string, email: string) {
  const barbers = await api<Barber[]>('/appointments/public/barbers');
  const services = await api<Service[]>('/services/active');
  const luca = barbers.find((b) => b.firstName === 'Luca')!;
  const service = services.find((s) => s.name === SERVICE)!;
  const [first, , second] = await freeTimes(luca._id, date, 30);
  expect(first && second).toBeTruthy();
  await api('/appointments/public/appointments/guest', {
    method: 'POST',
    body: {
      firstName: 'Giulia',
      lastName: 'Ferri',
      email,
      phone: '079 555 77 88',
      barberId: luca._id,
      serviceId: service._id,
      date,
      time: first,
    },
  });
  // The email as the shop would have sent it (the dev outbox of the demo server).
  const mail = (await outboxTo(email)).find((m) => m.kind === 'booking-confirmation');
  const path = mail?.bodyText.match(/\/appuntamento\/[A-Za-z0-9_-]{44}/)?.[0];
  expect(path).toBeTruthy();
  return { path: path!, luca, first: first!, second: second! };
}

const bodyText = (page: Page) => page.locator('main').innerText();

describe('manage link journeys', () => {
  it('on a phone: a guest opens the email’s link, sees the booking, moves it, cancels it; a forged link is 404; each screen looked at on a phone and a desktop in both themes', async () => {
    const date = saturdayFrom(17);
    const email = `giulia.${Date.now()}@example.ch`;
    const { path, luca, first, second } = await guestBooks(date, email);

    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Il tuo appuntamento' }).waitFor();
    let text = await bodyText(page);
    for (const part of ['Ciao Giulia', SERVICE, 'Luca Moretti', first, 'CHF', 'Confermato', 'Da pagare in sede']) {
      expect(text).toContain(part);
    }
    expect(await page.getByRole('link', { name: /Scarica il file \.ics/ }).getAttribute('download')).toBe(
      'appuntamento.ics',
    );
    expect(await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain(
      'calendar.google.com',
    );
    await lookAround(page, 'manage-link');

    // Sposta: the current time is marked 'attuale', a free one is picked, compared, confirmed.
    await page.getByRole('button', { name: 'Sposta', exact: true }).click();
    await page.getByRole('heading', { name: 'Sposta appuntamento' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`ore ${first}, attuale$`, 'i') }).waitFor();
    await page.getByRole('button', { name: new RegExp(`ore ${second}, disponibile$`) }).click();
    await lookAround(page, 'manage-link-move');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('heading', { name: 'Conferma lo spostamento' }).waitFor();
    await page.getByRole('button', { name: 'Conferma spostamento' }).click();
    await page.getByRole('button', { name: 'Sposta', exact: true }).waitFor();
    text = await bodyText(page);
    expect(text).toContain(`${second}–`);
    expect(await freeTimes(luca._id, date, 30)).toContain(first);
    expect(await freeTimes(luca._id, date, 30)).not.toContain(second);

    // Annulla: destructive, asked first; then the page shows it cancelled and the time is free again.
    await page.getByRole('button', { name: 'Annulla appuntamento' }).click();
    const dialog = page.getByRole('dialog', { name: "Annullare l'appuntamento?" });
    await dialog.waitFor();
    await lookAround(page, 'manage-link-cancel', { fullPage: false });
    await dialog.getByRole('button', { name: 'Sì, annulla' }).click();
    await page.getByText('Questo appuntamento è stato annullato.').waitFor();
    expect(await page.getByRole('button', { name: 'Sposta', exact: true }).count()).toBe(0);
    expect(await freeTimes(luca._id, date, 30)).toContain(second);

    // The same link later, then a forged link.
    await page.goto(path);
    await page.getByText('Questo appuntamento è stato annullato.').waitFor();
    await lookAround(page, 'manage-link-cancelled');
    // A way forward (issue 27 items 4 and 6): 'Prenota di Nuovo' on the page and in the cancellation email.
    expect(await page.getByRole('link', { name: 'Prenota di Nuovo' }).getAttribute('href')).toBe('/guest-booking');
    const mails = await outboxTo(email);
    expect(mails.find((m) => m.kind === 'appointment-cancelled')?.bodyText).toMatch(/Prenota di Nuovo: \S+\/guest-booking/);
    const forged = `${path.slice(0, -4)}${path.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await page.goto(forged);
    await page.getByRole('heading', { level: 1, name: 'Appuntamento non trovato' }).waitFor();
    await lookAround(page, 'manage-link-not-found');
    await page.goto('/appuntamento/non-esiste');
    await page.getByRole('heading', { level: 1, name: 'Appuntamento non trovato' }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
