import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBarber } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 27 item 2: a vacation added in the barber panel is saved at once, survives a reload and closes its day
// to customers. A Friday of its own (the other journeys book Marco's midweek days nearer, and his Saturdays).
const vacationDay = nextWeekdayFrom(24, ['friday']);
const browser = useBrowser();
const shortDate = (date: string) => date.split('-').reverse().join('.');

async function openSchedule(page: Page) {
  await page.goto('/barber');
  await page.getByRole('heading', { level: 1, name: 'Pannello Barbiere' }).waitFor();
  await page.getByRole('tab', { name: 'Orari e Vacanze' }).click();
  await page.getByRole('heading', { name: 'Gestione Vacanze' }).waitFor();
}

describe('barber vacations', () => {
  it('a vacation over a booking lists it first, is saved when confirmed, stays after a reload and cannot be booked', async () => {
    const { token, user } = await api<{ token: string; user: { barberId: string } }>('/auth/login', {
      method: 'POST',
      body: { email: demoBarber.email, password: demoBarber.password },
    });
    const barberId = user.barberId;
    const { data: marco } = await api<{ data: { serviceIds: string[] } }>(`/barbers/${barberId}`, { token });
    const [time] = await freeTimes(barberId, vacationDay, 30);
    expect(time).toBeDefined();
    await api('/appointments/public/appointments/guest', {
      method: 'POST',
      body: {
        barberId,
        serviceId: marco.serviceIds[0],
        date: vacationDay,
        time,
        firstName: 'Elena',
        lastName: 'Ferri',
        email: 'elena.ferri@example.ch',
        phone: '079 555 10 03',
      },
    });

    const { page, context, problems } = await openPage(browser(), PHONE);
    await signIn(page, demoBarber.email, demoBarber.password);
    await openSchedule(page);
    const form = page.getByRole('group', { name: 'Nuovo periodo di vacanza' });
    await form.getByLabel('Dal', { exact: true }).fill(vacationDay);
    await form.getByLabel('Al', { exact: true }).fill(vacationDay);
    await form.getByRole('button', { name: 'Aggiungi vacanza' }).click();

    // The server names the booking in the way; nothing is saved until the barber confirms.
    const conflicts = page.getByRole('dialog', { name: 'Ci sono appuntamenti in questo periodo' });
    const listed = conflicts.getByRole('list', { name: 'Appuntamenti prenotati nel periodo' });
    await listed.getByText('Elena Ferri').waitFor();
    expect(await listed.textContent()).toContain(`${shortDate(vacationDay)} ${time}`);
    expect(await listed.textContent()).toContain('+41 79 555 10 03');
    await lookAround(page, 'vacation-conflicts', { fullPage: false });
    await conflicts.getByRole('button', { name: 'Salva e avvisa i clienti' }).click();
    await page.getByText(`Vacanza salvata: ${shortDate(vacationDay)}`).waitFor();
    // No second save button for the vacations: the only 'Salva Modifiche' belongs to the hours, and none shows.
    expect(await page.getByRole('button', { name: 'Salva Modifiche' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Orari e Vacanze' }).click();
    const remove = page.getByRole('button', { name: `Elimina vacanza ${shortDate(vacationDay)}` });
    await remove.waitFor();
    await lookAround(page, 'vacation-saved');
    expect(await freeTimes(barberId, vacationDay, 30)).toEqual([]);

    // Removing is saved at once too, with 'Annulla' on the toast putting it back.
    await remove.click();
    await page.getByText(`Vacanza eliminata: ${shortDate(vacationDay)}`).waitFor();
    await expect.poll(() => freeTimes(barberId, vacationDay, 30).then((t) => t.length > 0), { message: 'the day open again' }).toBe(true);
    await page.getByRole('button', { name: 'Annulla' }).click();
    // Elena is still booked that day: putting the vacation back asks again.
    await conflicts.getByRole('button', { name: 'Salva e avvisa i clienti' }).click();
    await page.getByText('Modifica annullata').waitFor();
    await remove.waitFor();
    expect(await freeTimes(barberId, vacationDay, 30)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
