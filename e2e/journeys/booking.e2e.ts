import { describe, expect, it } from 'vitest';
import { formatDate } from '../../apps/web/src/lib/format';
import { demoClient } from '../support/accounts';
import { bookInShopFromAccount, fillGuest, openDay, slotButton } from '../support/booking-flow';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { expectNoSidewaysScroll } from '../support/checks';
import { lookAround } from '../support/look';
import { nextWeekdayFrom } from '../support/dates';

// Dates in the shop's zone. The demo barbers: Marco works Tuesday to Saturday (lunch 12:00-13:00), Luca
// Monday afternoon and Tuesday to Saturday (lunch 12:30-13:30); the demo bookings sit in the first days, so
// the journeys book a week or more ahead, each on its own barber-day.
const midweekFrom = (offset: number) => nextWeekdayFrom(offset, ['tuesday', 'wednesday', 'thursday', 'friday']);
const guestDay = midweekFrom(8);
const shotsDay = midweekFrom(10);
const clientDay = midweekFrom(12);

const browser = useBrowser();

describe('booking journeys', () => {
  it('a guest books on a phone from the home page, and the slot is taken for everyone, live', async () => {
    // A second visitor has the same day open on a desktop during the booking.
    const watcher = await openPage(browser(), DESKTOP);
    await watcher.page.goto('/guest-booking');
    await openDay(watcher.page, 'Marco Bianchi', 'Taglio + Shampoo', guestDay);
    await slotButton(watcher.page, '16:30').waitFor();

    const { page, context, problems } = await openPage(browser(), PHONE);
    const started = Date.now();
    await page.goto('/');
    await page.getByRole('link', { name: 'Prenota come ospite' }).click();
    await page.waitForURL((url) => url.pathname === '/guest-booking');
    await page.getByRole('heading', { level: 1, name: 'Prenota come ospite' }).waitFor();
    await openDay(page, 'Marco Bianchi', 'Taglio + Shampoo', guestDay);
    // Service, barber, time: the details and the submit come only after the time.
    const submit = page.getByRole('button', { name: 'Prenota Appuntamento' });
    expect(await submit.count()).toBe(0);
    await slotButton(page, '16:30').click();
    await fillGuest(page);
    await expectNoSidewaysScroll(page);
    await submit.click();

    await page.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' }).waitFor();
    const review = await page.locator('dl').innerText();
    for (const part of [
      'Chiara Fontana',
      '+41 79 555 12 34',
      'Taglio + Shampoo',
      '30 minuti',
      formatDate(guestDay),
      '16:30',
      'Marco Bianchi',
    ]) {
      expect(review).toContain(part);
    }
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Completa la Prenotazione' }).waitFor();
    // The demo server runs the payments' test mode: paying in the shop is one of the three methods.
    await page.getByRole('radio', { name: /Pago in Sede/ }).check();
    await page.getByRole('button', { name: 'Conferma - Pago in Sede' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor();
    expect(await page.getByText('In sede').isVisible()).toBe(true);
    expect(Date.now() - started).toBeLessThan(60_000);

    // A reload and the back button show the same booking; nothing is sent twice.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor();

    // The open page saw it go, through the socket, without a reload.
    await expect
      .poll(() => slotButton(watcher.page, '16:30', 'già prenotato').count(), {
        timeout: 5_000,
        message: "the watcher's 16:30 taken, through the socket",
      })
      .toBe(1);

    const fresh = await openPage(browser(), PHONE);
    await fresh.page.goto('/guest-booking');
    await openDay(fresh.page, 'Marco Bianchi', 'Taglio + Shampoo', guestDay);
    const taken = slotButton(fresh.page, '16:30', 'già prenotato');
    expect(await taken.getAttribute('title')).toBe('Slot già prenotato');
    expect(await taken.getAttribute('aria-disabled')).toBe('true');

    // 'Prenota di Nuovo' starts with an empty form.
    await page.getByRole('button', { name: 'Prenota di Nuovo' }).click();
    await page.waitForURL((url) => url.pathname === '/guest-booking');
    await page.getByRole('button', { name: /^Taglio \+ Shampoo/ }).waitFor();
    expect(await page.getByLabel('Nome', { exact: true }).count()).toBe(0);

    expect([...problems, ...watcher.problems, ...fresh.problems]).toEqual([]);
    await Promise.all([context.close(), watcher.context.close(), fresh.context.close()]);
  });

  it('the demo client books on /booking, moves the appointment to another time, then cancels it with a reason', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/booking');
    await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
    await openDay(page, 'Luca Moretti', 'Taglio + Shampoo', clientDay);
    await slotButton(page, '11:00').click();
    // The guest's steps, the account's details already known (issue 27); back on /booking the form starts over.
    await bookInShopFromAccount(page);
    await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
    expect(await page.getByRole('button', { name: /^Taglio \+ Shampoo/ }).getAttribute('aria-pressed')).toBe('false');

    const when = (time: string) =>
      page.getByRole('article').filter({ hasText: `${formatDate(clientDay)}, ${time}` });
    await when('11:00').waitFor();
    expect(await when('11:00').getByText('Confermato').isVisible()).toBe(true);

    await when('11:00').getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica appuntamento' });
    await dialog.getByRole('group', { name: /^Orari di / }).waitFor();
    await slotButton(page, '14:00').click();
    await dialog.getByRole('button', { name: 'Procedi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Conferma modifiche' });
    expect(await confirm.getByText('Attuale').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Conferma modifiche' }).click();
    await page.getByText('Appuntamento modificato con successo!').waitFor();
    await when('14:00').waitFor();
    expect(await when('11:00').count()).toBe(0);

    await when('14:00').getByRole('button', { name: 'Cancella' }).click();
    const cancel = page.getByRole('dialog', { name: 'Conferma cancellazione' });
    await cancel.getByLabel('Motivo (facoltativo)').fill('Imprevisto di lavoro');
    await cancel.getByRole('button', { name: 'Cancella appuntamento' }).click();
    await page.getByText('Appuntamento cancellato con successo').waitFor();
    // Cancelled ones are folded away under 'Passati e cancellati'.
    await page.getByText(/^Passati e cancellati \(\d+\)$/).click();
    await when('14:00').getByText('Cancellato').waitFor();
    expect(await when('14:00').getByText('Motivo: Imprevisto di lavoro').isVisible()).toBe(true);
    expect(await when('14:00').getByRole('button', { name: 'Modifica' }).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  // The look pass: the flow once, each of its screens on a phone and a desktop in both themes (support/look.ts).
  it('every booking screen is accessible and fits on a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);

    await page.goto('/guest-booking');
    await openDay(page, 'Marco Bianchi', 'Taglio + Shampoo', shotsDay);
    await slotButton(page, '09:00').click();
    await fillGuest(page);
    await lookAround(page, 'guest-booking');
    await page.getByRole('button', { name: 'Prenota Appuntamento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' }).waitFor();
    await lookAround(page, 'booking-review');
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Completa la Prenotazione' }).waitFor();
    await page.getByRole('radio', { name: /Pago in Sede/ }).check();
    await lookAround(page, 'booking-payment');
    await page.getByRole('button', { name: 'Conferma - Pago in Sede' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor();
    await lookAround(page, 'booking-complete');

    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/booking');
    await page.getByRole('article').first().waitFor();
    await openDay(page, 'Marco Bianchi', 'Taglio + Shampoo', shotsDay);
    await page.getByRole('group', { name: /^Orari di / }).getByRole('button', { name: /, disponibile$/ }).first().click();
    await page.getByRole('region', { name: '4. I tuoi dati' }).waitFor();
    await lookAround(page, 'booking');
    const changeable = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Modifica', disabled: false }) })
      .first();
    await changeable.getByRole('button', { name: 'Modifica' }).click();
    await page
      .getByRole('dialog', { name: 'Modifica appuntamento' })
      .getByRole('group', { name: /^Orari di / })
      .waitFor();
    await lookAround(page, 'booking-modify');
    await page.keyboard.press('Escape');
    await changeable.getByRole('button', { name: 'Cancella' }).click();
    await page.getByRole('dialog', { name: 'Conferma cancellazione' }).waitFor();
    await lookAround(page, 'booking-cancel');
    await page.keyboard.press('Escape');

    expect(problems).toEqual([]);
    await context.close();
  });
});
