import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoBarber } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 27 item 3: a customer booked by phone has a name and a number in the barber's day. A Wednesday of its own
// (the other journeys book Marco's midweek days nearer, and his Saturdays).
const phoneDay = nextWeekdayFrom(24, ['wednesday']);
const browser = useBrowser();

const login = (email: string, password: string) =>
  api<{ token: string; user: { barberId?: string } }>('/auth/login', { method: 'POST', body: { email, password } });

async function openDay(page: Page, date: string) {
  await signIn(page, demoBarber.email, demoBarber.password);
  await page.goto('/barber');
  await page.getByRole('heading', { level: 1, name: 'Pannello Barbiere' }).waitFor();
  await page.getByRole('button', { name: 'Data', exact: true }).click();
  await page.getByLabel('Data', { exact: true }).fill(date);
}

describe('customer names', () => {
  it("a phone booking shows its name and phone in the barber's list of that day", async () => {
    const barber = await login(demoBarber.email, demoBarber.password);
    const barberId = barber.user.barberId!;
    const { token } = await login(demoAdmin.email, demoAdmin.password);
    const { data: marco } = await api<{ data: { serviceIds: string[] } }>(`/barbers/${barberId}`, { token });
    const [time] = await freeTimes(barberId, phoneDay, 30);
    expect(time).toBeDefined();
    await api('/appointments/admin', {
      method: 'POST',
      token,
      body: { clientNickname: 'Giulia Neri', clientPhone: '079 555 10 03', barberId, serviceId: marco.serviceIds[0], date: phoneDay, time },
    });

    const { page, context, problems } = await openPage(browser(), PHONE);
    await openDay(page, phoneDay);
    const card = page.getByRole('article', { name: `${time} Giulia Neri` });
    await card.waitFor();
    await card.getByText('· Prenotazione telefonica').waitFor();
    expect(await card.getByRole('link', { name: '+41 79 555 10 03' }).getAttribute('href')).toBe('tel:+41795551003');
    await card.getByRole('button', { name: /Cancella/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellare questo appuntamento?' });
    expect(await dialog.textContent()).toMatch(new RegExp(`Giulia Neri, \\S+ \\d+ \\S+ \\d{4} ore ${time}`));
    await dialog.getByRole('button', { name: 'No, mantieni' }).click();
    await lookAround(page, 'names-barber-day');
    expect(problems).toEqual([]);
    await context.close();
  });
});
