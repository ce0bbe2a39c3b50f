import { describe, expect, it } from 'vitest';
import { api, freeTimes, outboxTo } from '../support/api';
import { PHONE, openPage, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 13 item 4: a customer opens the unsubscribe link of an email (from the demo server's dev outbox) on a
// phone, confirms, and reads the done text; each screen looked at on a phone and a desktop in both themes. The booking that brings the email takes the last free
// time of a Tuesday three and a half weeks out or more (the booking window's end at most).
const browser = useBrowser();

interface Barber {
  _id: string;
  firstName: string;
}
interface Service {
  _id: string;
  name: string;
}

/** A guest books through the API; answers the path and query of the /unsubscribe link in the confirmation. */
async function unsubscribeLinkFor(email: string): Promise<string> {
  const barbers = await api<Barber[]>('/appointments/public/barbers');
  const services = await api<Service[]>('/services/active');
  const barber = barbers.find((b) => b.firstName === 'Luca') ?? barbers[0]!;
  const service = services.find((s) => s.name === 'Taglio + Shampoo') ?? services[0]!;
  const date = nextWeekdayFrom(24, ['tuesday']);
  const times = await freeTimes(barber._id, date, 30);
  expect(times.length).toBeGreaterThan(0);
  await api('/appointments/public/appointments/guest', {
    method: 'POST',
    body: {
      firstName: 'Elena',
      lastName: 'Galli',
      email,
      phone: '079 555 66 77',
      barberId: barber._id,
      serviceId: service._id,
      date,
      time: times.at(-1),
    },
  });
  const mail = (await outboxTo(email)).find((m) => m.kind === 'booking-confirmation');
  const link = mail?.bodyText.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  expect(url.searchParams.get('email')).toBe(email);
  return `${url.pathname}${url.search}`;
}

describe('unsubscribe from an email link', () => {
  it('on a phone: the address, Conferma Cancellazione, then Cancellazione Completata', async () => {
    const email = `elena.${Date.now()}@example.ch`;
    const path = await unsubscribeLinkFor(email);
    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.goto(path);
    // Public: no detour through /login.
    await page.getByRole('heading', { level: 1, name: 'Annulla iscrizione' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/unsubscribe');
    expect(await page.locator('main').innerText()).toContain(email);
    await lookAround(page, 'unsubscribe-confirm');
    await page.getByRole('button', { name: 'Conferma Cancellazione' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cancellazione Completata' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(`L'indirizzo ${email} è stato rimosso`);
    await lookAround(page, 'unsubscribe-done');
    expect(await page.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a link without its token: the spec text', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'dark');
    await page.goto('/unsubscribe?email=elena%40example.ch');
    await page.getByText("Link non valido. Assicurati di utilizzare il link fornito nell'email.").waitFor();
    expect(await page.getByRole('button', { name: 'Conferma Cancellazione' }).count()).toBe(0);
    await lookAround(page, 'unsubscribe-invalid');
    expect(problems).toEqual([]);
    await context.close();
  });
});
