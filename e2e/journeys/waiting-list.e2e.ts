import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 13 items 5 and 6 (ADR 0018): a customer joins the waiting list, another customer cancels a matching
// appointment, and the freed slot is held for the first one and booked with one tap from the offer message.
// Davide Colombo's Monday evenings (17:00-19:00), which no other journey books.
const day = nextWeekdayFrom(22, ['monday']);
const SERVICE = 'Barba Modellata';
const PASSWORD = 'Lista-Attesa-2026';

const browser = useBrowser();

interface Barber {
  _id: string;
  firstName: string;
  lastName: string;
}
interface Service {
  _id: string;
  name: string;
  duration: number;
}

const stamp = Date.now();

async function register(firstName: string) {
  const email = `${firstName.toLowerCase()}.attesa.${stamp}@example.ch`;
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    body: { firstName, lastName: 'Test', email, phone: '079 555 44 33', password: PASSWORD },
  });
  return { email, token, firstName };
}

const adminToken = async () =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } })).token;

/** The offer link of the dev outbox (the demo server's record of what it sent), once the job has sent it. */
async function offerPath(email: string): Promise<string> {
  const token = await adminToken();
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await api<{ data: { kind: string; bodyText: string }[] }>(
          `/dev/outbox?to=${encodeURIComponent(email)}`,
          { token },
        );
        path = outbox.data
          .find((m) => m.kind === 'waiting-list-offer')
          ?.bodyText.match(/\/lista-attesa\/offerta\/[A-Za-z0-9_-]{44}/)?.[0];
        return path;
      },
      { message: `a waiting-list offer for ${email} in the outbox`, timeout: 10_000, interval: 250 },
    )
    .toBeTruthy();
  return path!;
}

const text = (page: Page) => page.locator('main').innerText();

describe('waiting list', () => {
  it('a customer joins; another cancels the matching appointment; the offer arrives and is booked with one tap, on a phone; each screen looked at on a phone and a desktop in both themes', async () => {
    const barbers = await api<Barber[]>('/barbers/public');
    const services = await api<Service[]>('/services/active');
    const davide = barbers.find((b) => b.firstName === 'Davide')!;
    const service = services.find((s) => s.name === SERVICE)!;
    const evening = (await freeTimes(davide._id, day, service.duration)).find((time) => time >= '17:00');
    expect(evening).toBeTruthy();
    const sara = await register('Sara');
    const paolo = await register('Paolo');

    // Sara joins the waiting list on her phone: Davide, the service, Mondays, evenings.
    const { page, context, problems } = await openPage(browser(), PHONE);
    await signIn(page, sara.email, PASSWORD);
    await page.goto('/waiting-list');
    await page.getByRole('heading', { level: 1, name: "Lista d'attesa" }).waitFor();
    await page.getByText("Non hai richieste in lista d'attesa.", { exact: false }).waitFor();
    await lookAround(page, 'waiting-list-empty');
    await page.getByRole('button', { name: 'Nuova richiesta' }).click();
    const form = page.getByRole('form', { name: "Aggiungi una richiesta alla lista d'attesa" });
    // The service is enabled only once a barber is chosen, and lists what that barber offers.
    expect(await form.getByLabel('Servizio').isDisabled()).toBe(true);
    await form.getByLabel('Barbiere').selectOption({ label: 'Davide Colombo' });
    await form.getByLabel('Servizio').selectOption({ label: SERVICE });
    await form.getByLabel('Lunedì').check();
    await form.getByLabel('Sera (17:00-19:00)').check();
    await form.getByLabel('Note').fill('Dopo il lavoro');
    await lookAround(page, 'waiting-list-form');
    await form.getByRole('button', { name: "Aggiungi alla lista d'attesa" }).click();
    await page.getByRole('status').getByText("Richiesta aggiunta con successo alla lista d'attesa").waitFor();
    const list = page.getByRole('list', { name: "Le tue richieste in lista d'attesa" });
    await list.getByText(SERVICE).waitFor();
    expect(await list.innerText()).toContain('In attesa');

    // Paolo had that Monday evening; he cancels it (more than 24 hours ahead).
    const booked = await api<{ data: { _id: string } }>('/appointments', {
      method: 'POST',
      token: paolo.token,
      body: { barberId: davide._id, serviceId: service._id, date: day, time: evening },
    });
    await api(`/appointments/${booked.data._id}/cancel`, { method: 'PUT', token: paolo.token, body: {} });

    // Within seconds the slot is held for Sara: not offered to anyone else, and the offer is in her inbox.
    const path = await offerPath(sara.email);
    expect(await freeTimes(davide._id, day, service.duration)).not.toContain(evening);
    await page.reload();
    await list.getByText('Slot disponibile').waitFor();
    await lookAround(page, 'waiting-list-notified');

    // One tap from the message (a browser without her session: the link is the permission).
    const phone = await openPage(browser(), PHONE);
    await phone.page.goto(path);
    await phone.page.getByRole('heading', { level: 1, name: 'Si è liberato un posto per te' }).waitFor();
    const offer = await text(phone.page);
    for (const part of ['Ciao Sara', SERVICE, 'Davide Colombo', evening!, 'CHF', 'Riservato per te fino alle']) expect(offer).toContain(part);
    await phone.page.getByRole('button', { name: 'Prenota questo posto' }).waitFor();
    await lookAround(phone.page, 'waiting-list-offer');

    await phone.page.getByRole('button', { name: 'Prenota questo posto' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Prenotazione confermata' }).waitFor();
    await lookAround(phone.page, 'waiting-list-offer-booked');

    // Booked: confirmed in her appointments, the entry booked, the time taken.
    const mine = await api<{ date: string; time: string; status: string }[]>('/appointments/my-appointments', { token: sara.token });
    expect(mine).toContainEqual(expect.objectContaining({ date: day, time: evening, status: 'confirmed' }));
    const entries = await api<{ status: string }[]>('/waiting-list/my-entries', { token: sara.token });
    expect(entries.map((e) => e.status)).toEqual(['booked']);
    await page.reload();
    await list.getByText('Prenotato').waitFor();
    await lookAround(page, 'waiting-list');

    expect([...problems, ...phone.problems]).toEqual([]);
    await phone.context.close();
    await context.close();
  });

  it('the admin tab lists the requests with filters; looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin?tab=waitinglist');
    const tab = page.getByRole('tabpanel');
    await tab.getByRole('heading', { name: "Lista d'attesa" }).waitFor();
    await tab.getByLabel('Stato').selectOption({ label: 'Prenotato' });
    await tab.getByText('Sara Test').first().waitFor();
    expect(await tab.innerText()).toContain('Prenotato');
    await lookAround(page, 'admin-waiting-list');
    expect(problems).toEqual([]);
    await context.close();
  });
});
