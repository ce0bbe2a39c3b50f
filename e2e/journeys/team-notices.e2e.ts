import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoBarber } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, openSignedIn, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { openAdminTab } from '../support/admin-nav';
import { lookAround } from '../support/look';

// Issue 27 item 4 (ADR 0053): Marco hears of a guest's booking while his panel is open (a toast, the list
// reloads) and by email; the owner sets in 'Impostazioni' whether they get a copy. A Saturday 8 to 14 days out,
// before the other barber journeys' Saturdays (15 and 22 days); the time is one the grid still offers.
const day = nextWeekdayFrom(8, ['saturday']);
const browser = useBrowser();

const login = async (email: string, password: string) =>
  api<{ token: string; user: { barberId: string } }>('/auth/login', { method: 'POST', body: { email, password } });

afterAll(async () => {
  const { token } = await login(demoAdmin.email, demoAdmin.password);
  await api('/admin/team-notice-settings', { method: 'PUT', token, body: { ownerCopy: false, barbersOnlyWithin48h: false } });
});

interface OutboxRow {
  kind: string;
  subject: string | null;
  recipient: string;
}
const outboxTo = async (to: string) => {
  const { token } = await login(demoAdmin.email, demoAdmin.password);
  return (await api<{ data: OutboxRow[] }>(`/dev/outbox?${new URLSearchParams({ to, limit: '20' })}`, { token })).data;
};

async function openPanelOn(page: Page) {
  await signIn(page, demoBarber.email, demoBarber.password);
  await page.goto('/barber');
  await page.getByRole('heading', { level: 1, name: 'Pannello Barbiere' }).waitFor();
  await page.getByRole('button', { name: 'Data', exact: true }).click();
  await page.getByLabel('Data', { exact: true }).fill(day);
}

describe('everyone is told (issue 27 item 4)', () => {
  it("a guest books with Marco: his open panel shows the notice and the booking at once, and his email is in the outbox within seconds", async () => {
    const { token, user } = await login(demoBarber.email, demoBarber.password);
    const barberId = user.barberId;
    const { data: barber } = await api<{ data: { serviceIds: string[] } }>(`/barbers/${barberId}`, { token });
    const [time] = await freeTimes(barberId, day, 30);
    expect(time).toBeDefined();

    const { page, context, problems } = await openPage(browser(), PHONE);
    await openPanelOn(page);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Caricamento' }).count(), { message: "the day's list loaded" })
      .toBe(0);
    const booked = Date.now();
    await api('/appointments/public/appointments/guest', {
      method: 'POST',
      body: { barberId, serviceId: barber.serviceIds[0], date: day, time, firstName: 'Elena', lastName: 'Galli', email: 'elena.galli@example.ch', phone: '79 555 40 40' },
    });
    // The live notice, with the server's Italian line, and the card without a reload.
    await page.getByText(/^Nuova prenotazione: Elena Galli, .* alle /).waitFor();
    await page.getByRole('article', { name: `${time} Elena Galli` }).waitFor();
    await lookAround(page, 'barber-panel-new-booking-notice');

    await expect
      .poll(async () => (await outboxTo('marco@barberstudio-lugano.ch')).some((m) => m.kind === 'team-appointment-notice' && m.subject?.includes('Elena Galli')), {
        message: "Marco's email in the outbox",
        timeout: 10_000,
      })
      .toBe(true);
    expect(Date.now() - booked).toBeLessThan(15_000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the owner turns on 'Copia al titolare' in 'Impostazioni': kept after a reload; the card looked at in four screens", async () => {
    const { page, context, problems } = await openSignedIn(browser(), DESKTOP, demoAdmin, '/admin');
    await openAdminTab(page, 'Impostazioni');
    const card = page.getByRole('region', { name: 'Avvisi al team' });
    const copy = card.getByRole('checkbox', { name: /Copia al titolare/ });
    await copy.waitFor();
    expect(await copy.isChecked()).toBe(false);
    await copy.check();
    await page.getByText('Impostazioni salvate').first().waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Avvisi al team' }).getByRole('checkbox', { name: /Copia al titolare/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Copia al titolare/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Solo per le prossime 48 ore/ }).isChecked()).toBe(false);
    await lookAround(page, 'admin-team-notice-settings');
    expect(problems).toEqual([]);
    await context.close();
  });
});
