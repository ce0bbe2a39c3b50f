import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkingDay } from '../../packages/shared/src/domain/working-hours';
import { demoAdmin, demoBarber } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, openSignedIn, screenshot, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { openAdminTab } from '../support/admin-nav';
import { lookAround } from '../support/look';

// Marco Bianchi (the demo barber account) works Tuesday to Saturday, Saturday 09:00-17:00. The booking
// journeys use his Tuesday-to-Friday days; these use Saturdays far enough ahead, and put his hours back after.
const saturdayFrom = (offset: number) => nextWeekdayFrom(offset, ['saturday']);
const completeDay = saturdayFrom(15);
const hoursDay = saturdayFrom(22);

const browser = useBrowser();

async function marco() {
  const { token, user } = await api<{ token: string; user: { barberId: string } }>('/auth/login', {
    method: 'POST',
    body: { email: demoBarber.email, password: demoBarber.password },
  });
  const { data: barber } = await api<{ data: { serviceIds: string[]; workingHours: WorkingDay[] } }>(
    `/barbers/${user.barberId}`,
    { token },
  );
  return { token, barberId: user.barberId, barber };
}

/** The times of a barber-day the public booking grid offers for a 30-minute service. */
const freeHalfHours = (barberId: string, date: string) => freeTimes(barberId, date, 30);

async function openBarberPanel(page: Page) {
  await signIn(page, demoBarber.email, demoBarber.password);
  await page.goto('/barber');
  await page.getByRole('heading', { level: 1, name: 'Pannello Barbiere' }).waitFor();
}

/** The tab's lists have arrived: no 'Caricamento' status left. */
const loaded = (page: Page, what: string) =>
  expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Caricamento' }).count(), {
      message: `${what}: still 'Caricamento'`,
    })
    .toBe(0);

// The barber's 'Modifiche salvate' goes away after 3 s (schedule-tab.tsx's SAVED_MESSAGE_MS).
const SAVED_MESSAGE_MS = 3_000;

describe('barber panel journeys', () => {
  it('the barber cancels a future booking after confirming; Completato waits for the start', async () => {
    const { barberId, barber } = await marco();
    const [time] = await freeHalfHours(barberId, completeDay);
    expect(time).toBeDefined();
    await api('/appointments/public/appointments/guest', {
      method: 'POST',
      body: {
        barberId,
        serviceId: barber.serviceIds[0],
        date: completeDay,
        time,
        firstName: 'Sofia',
        lastName: 'Marchetti',
        email: 'sofia.marchetti@example.ch',
        phone: '79 555 77 11',
      },
    });

    const { page, context, problems } = await openPage(browser(), PHONE);
    await openBarberPanel(page);
    await expect
      .poll(() => page.getByRole('main').getByText(`${demoBarber.firstName} ${demoBarber.lastName}`).isVisible(), {
        message: "the barber's name in the panel",
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Data', exact: true }).click();
    await page.getByLabel('Data', { exact: true }).fill(completeDay);
    const card = page.getByRole('article', { name: `${time} Sofia Marchetti` });
    await card.waitFor();
    // Not started yet: 'Completato' is there but disabled, and the card says why.
    expect(await card.getByRole('button', { name: /completato/i }).isDisabled()).toBe(true);
    await card.getByText("Si può segnare come completato solo dall'inizio dell'appuntamento.").waitFor();
    await card.getByRole('button', { name: /Cancella/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellare questo appuntamento?' });
    await dialog.getByRole('button', { name: 'Sì, cancella' }).click();
    await expect
      .poll(() => card.getByText('Cancellato', { exact: true }).isVisible(), { message: "the card 'Cancellato'" })
      .toBe(true);
    await expect.poll(() => card.getByRole('button').count(), { message: 'no action left on the card' }).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the barber marks last week's visit completed after confirming", async () => {
    const { token, barberId } = await marco();
    // The demo data leaves one of last week's visits unmarked (Lorenzo Fontana's).
    const now = new Date();
    const range = new URLSearchParams({
      start: new Date(now.getTime() - 14 * 86_400_000).toISOString(),
      end: now.toISOString(),
    });
    type Listed = { date: string; time: string; status: string; guestInfo: { firstName: string } | null };
    const answer = await api<Listed[] | { data: Listed[] }>(`/barbers/${barberId}/appointments?${range}`, {
      token,
    });
    const visit = (Array.isArray(answer) ? answer : answer.data).find(
      (a) => a.guestInfo?.firstName === 'Lorenzo' && a.status === 'confirmed',
    );
    expect(visit).toBeDefined();

    const { page, context, problems } = await openPage(browser(), PHONE);
    await openBarberPanel(page);
    await page.getByRole('button', { name: 'Data', exact: true }).click();
    await page.getByLabel('Data', { exact: true }).fill(visit!.date);
    const card = page.getByRole('article', { name: `${visit!.time} Lorenzo Fontana` });
    await card.waitFor();
    // The demo's history already has completed visits on some days: the counter moves up by this one.
    const completed = page.locator('dt', { hasText: 'Completati' }).locator('xpath=following-sibling::dd');
    const completedBefore = Number(await completed.textContent());
    await card.getByRole('button', { name: /completato/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Segnare questo appuntamento come completato?' });
    await dialog.getByRole('button', { name: 'Sì, completato' }).click();
    await expect
      .poll(() => card.getByText('Completato', { exact: true }).isVisible(), { message: "the card 'Completato'" })
      .toBe(true);
    await expect
      .poll(() => card.getByRole('button', { name: /completato/i }).count(), { message: "no 'Completato' button left" })
      .toBe(0);
    // The day's counters follow.
    await expect
      .poll(async () => Number(await completed.textContent()), { message: "the day's 'Completati' counter one up" })
      .toBe(completedBefore + 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the barber closes Saturday earlier and the public slots of that day follow', async () => {
    const { token, barberId, barber } = await marco();
    const before = await freeHalfHours(barberId, hoursDay);
    expect(before.some((t) => t >= '15:00')).toBe(true);

    const { page, context, problems } = await openPage(browser(), DESKTOP);
    await page.clock.install();
    try {
      await openBarberPanel(page);
      await page.getByRole('tab', { name: 'Orari e Vacanze' }).click();
      await page.getByRole('heading', { name: 'Gestione Orari e Vacanze' }).waitFor();
      // Nothing to save until something changes.
      expect(await page.getByRole('button', { name: 'Salva Modifiche' }).count()).toBe(0);
      const saturday = page.getByRole('group', { name: 'Sabato', exact: true });
      await saturday.getByLabel('Chiusura').fill('14:00');
      // Both save buttons appear: next to the title and floating bottom-right.
      await expect
        .poll(() => page.getByRole('button', { name: 'Salva Modifiche' }).count(), { message: 'two save buttons' })
        .toBe(2);
      await screenshot(page, 'barber-schedule-unsaved');
      await page.getByRole('button', { name: 'Salva Modifiche' }).first().click();
      await expect
        .poll(() => page.getByText('Modifiche salvate con successo!').isVisible(), { message: "'Modifiche salvate'" })
        .toBe(true);
      await expect
        .poll(() => page.getByRole('button', { name: 'Salva Modifiche' }).count(), { message: 'no save button left' })
        .toBe(0);
      // The message goes away after 3 s.
      await page.clock.fastForward(SAVED_MESSAGE_MS);
      await expect
        .poll(() => page.getByText('Modifiche salvate con successo!').count(), {
          message: "'Modifiche salvate' gone 3 s later",
        })
        .toBe(0);

      const after = await freeHalfHours(barberId, hoursDay);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((t) => t < '14:00')).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await api(`/barbers/${barberId}/working-hours`, {
        method: 'PUT',
        token,
        body: { workingHours: barber.workingHours },
      });
      await context.close();
    }
    expect(await freeHalfHours(barberId, hoursDay)).toEqual(before);
  });

  it('every barber tab is accessible and fits a phone and a desktop, in both themes', async () => {
    const tabs = [
      ['Appuntamenti', 'barber-appointments', 'Oggi'],
      ['Orari e Vacanze', 'barber-schedule', 'Gestione Orari e Vacanze'],
      ['Servizi', 'barber-services', 'Gestione Servizi'],
      ['Profilo', 'barber-profile', 'Cambia password'],
    ] as const;
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openBarberPanel(page);
    for (const [tab, name, marker] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(marker, { exact: true }).first().waitFor();
      await loaded(page, `the ${tab} tab`);
      if (tab === 'Appuntamenti') {
        // The week view, with its grouped days, is the busiest screen of the tab.
        // The first week with bookings (the demo ones, or the one made above), to show the cards.
        await page.getByRole('button', { name: 'Settimana', exact: true }).click();
        for (let week = 0; week < 4; week++) {
          await page.getByText('Appuntamenti della settimana').waitFor();
          if ((await page.getByRole('article').count()) > 0) break;
          await page.getByRole('button', { name: 'Settimana successiva' }).click();
          await loaded(page, 'the next week');
        }
        await page.getByRole('article').first().waitFor();
      }
      await lookAround(page, name);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the admin's Barbieri tab and its edit modal are accessible on a phone and a desktop, in both themes", async () => {
    const { page, context, problems } = await openSignedIn(browser(), DESKTOP, demoAdmin, '/admin');
    await openAdminTab(page, 'Team', 'Barbieri');
    await page.getByRole('heading', { name: 'Gestione Barbieri' }).waitFor();
    await page.getByRole('heading', { name: 'Marco Bianchi' }).waitFor();
    // The add form opens from its button, so on a phone the list comes first.
    await page.getByRole('button', { name: 'Aggiungi barbiere' }).click();
    await page.getByLabel('Telefono *').fill('079 123 45 67');
    await page.getByText('Verrà salvato come +41791234567').waitFor();
    await lookAround(page, 'admin-barbers');

    await page.getByRole('button', { name: 'Modifica Marco Bianchi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica Marco Bianchi' });
    await dialog.waitFor();
    // The dialog is fixed to the viewport: a full-page shot would draw it in the middle of the long page.
    await lookAround(page, 'admin-barber-edit', { fullPage: false });
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    expect(problems).toEqual([]);
    await context.close();
  });
});
