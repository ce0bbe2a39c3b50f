import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoClient } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { expectNoSidewaysScroll } from '../support/checks';
import { openDay } from '../support/booking-flow';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

// The other journeys book Marco on Tuesdays to Fridays and change his Saturdays. These use Mondays, when only
// Luca and Davide work (14:00-19:00, the shop's Monday hours), so a studio-wide absence here cannot disturb them.
const mondayFrom = (offset: number) => nextWeekdayFrom(offset, ['monday']);
// Both inside the 30-day booking window, after Davide's demo vacation (days 12 to 16), on different Mondays.
const absenceDay = mondayFrom(11);
const bookingDay = mondayFrom(18);

const browser = useBrowser();
beforeAll(async () => {
  // The first page of a fresh server is slow on these shared machines: load it once before the clocks start.
  await fetch(`${baseURL()}/login`);
});

interface PublicBarber {
  _id: string;
  firstName: string;
  lastName: string;
}

async function barberId(firstName: string): Promise<string> {
  // The spec's shape: the bare list.
  const barbers = await api<PublicBarber[]>('/appointments/public/barbers');
  const barber = barbers.find((b) => b.firstName === firstName);
  if (!barber) throw new Error(`no demo barber ${firstName}`);
  return barber._id;
}

/** The times of a barber-day the public booking grid offers for the shortest (15-minute) service. */
const freeQuarterHours = (id: string, date: string) => freeTimes(id, date, 15);

async function openAdmin(page: Page) {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Dashboard Admin' }).waitFor();
}

/** The tab's lists have arrived: no 'Caricamento' left on the page. */
const loaded = (page: Page, what: string) =>
  expect
    .poll(() => page.getByText('Caricamento').count(), { message: `${what}: still 'Caricamento'` })
    .toBe(0);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('admin panel journeys', () => {
  it('the admin books a phone client through the form and cancels it in the calendar after confirming', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP, 'light');
    await openAdmin(page);

    await page.getByRole('button', { name: 'Nuova prenotazione telefonica', exact: true }).click();
    const form = page.getByRole('form', { name: 'Prenotazione telefonica' });
    await form.getByLabel('Nome del cliente').fill('Mario al telefono');
    await form.getByLabel('Barbiere').selectOption({ label: 'Davide Colombo' });
    const service = form.getByLabel('Servizio');
    const value = await service.locator('option', { hasText: 'Taglio Bambino' }).getAttribute('value');
    await service.selectOption(value ?? '');
    await form.getByLabel('Data', { exact: true }).fill(bookingDay);
    // Only bookable times are offered: 14:00 is Davide's first on a Monday, when the shop opens (ADR 0014).
    await expect
      .poll(() => form.getByRole('radio', { name: /ore 10:00$/ }).count(), { message: 'no 10:00 offered on a Monday' })
      .toBe(0);
    await form.getByText('14:00', { exact: true }).click();
    expect(await form.getByRole('radio', { name: /ore 14:00$/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Crea prenotazione' }).click();
    await form.getByText('Prenotazione telefonica creata con successo!').waitFor();
    // The time is taken now: the form no longer offers it.
    await expect
      .poll(() => form.getByRole('radio', { name: /ore 14:00$/ }).count(), { message: 'the booked 14:00 no longer offered' })
      .toBe(0);

    // The day grid (a column per barber): the new booking's block opens the spec's card in a dialog.
    const calendar = page.getByRole('region', { name: 'Calendario Appuntamenti' });
    await calendar.getByLabel('Data', { exact: true }).fill(bookingDay);
    const block = calendar.getByRole('button', { name: /^14:00 Taglio Bambino, Mario al telefono/ });
    await block.click();
    const detail = page.getByRole('dialog', { name: 'Appuntamento' });
    const card = detail.getByRole('article', { name: 'Taglio Bambino, 14:00–14:30' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Mario al telefono (telefono)');
    expect(await card.textContent()).toContain('Prenotazione telefonica');
    expect(await card.textContent()).toContain(`${demoAdmin.firstName} ${demoAdmin.lastName}`);
    expect(await card.getAttribute('data-status')).toBe('confirmed');

    // Not started yet: 'Completato' cannot be chosen. A cancellation asks first, and is final.
    const select = card.getByLabel('Stato di Taglio Bambino delle 14:00');
    expect(await select.locator('option', { hasText: 'Completato (non ancora iniziato)' }).isDisabled()).toBe(
      true,
    );
    await select.selectOption('cancelled');
    const dialog = page.getByRole('dialog', { name: 'Cancellare questo appuntamento?' });
    await dialog.getByRole('button', { name: 'Sì, cancella' }).click();
    await toast(page, 'Stato aggiornato: Cancellato').waitFor();
    await expect.poll(() => card.getAttribute('data-status'), { message: 'the card cancelled' }).toBe('cancelled');
    expect(await select.isDisabled()).toBe(true);

    // The server kept it: after a reload the calendar shows it cancelled.
    await page.reload();
    await calendar.getByLabel('Data', { exact: true }).fill(bookingDay);
    await expect
      .poll(
        () => calendar.getByRole('button', { name: /^14:00 Taglio Bambino, Mario al telefono/ }).getAttribute('data-status'),
        { message: 'the block cancelled after a reload' },
      )
      .toBe('cancelled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the admin adds an absence and the blocked times disappear from the guest booking grid', async () => {
    const luca = await barberId('Luca');
    const blocked = ['14:00', '14:15', '14:30', '14:45'];
    const before = await freeQuarterHours(luca, absenceDay);
    expect(before).toEqual(expect.arrayContaining([...blocked, '15:00']));

    const { page, context, problems } = await openPage(browser(), PHONE, 'dark');
    await openAdmin(page);
    await page.getByRole('tab', { name: 'Assenze' }).click();
    await page.getByRole('heading', { level: 2, name: 'Gestione Assenze Temporanee' }).waitFor();
    await page.getByRole('button', { name: 'Nuova assenza' }).click();
    const form = page.getByRole('form', { name: 'Nuova assenza' });
    await form.getByLabel('Data', { exact: true }).fill(absenceDay);
    await form.getByLabel('Ora di inizio').selectOption('14:00');
    await form.getByLabel('Ora di fine').selectOption('15:00');
    await form.getByLabel('Motivo').fill('Formazione del personale');
    const preview = form.getByRole('list', { name: 'Slot bloccati' });
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(blocked);
    await form.getByRole('button', { name: 'Crea assenza' }).click();
    await toast(page, 'Assenza temporanea creata con successo').waitFor();

    // The list is the absence's day, with its count badge.
    await page.getByText('14:00–15:00').waitFor();
    expect(await page.getByTestId('absence-count').textContent()).toBe('1 assenza');
    await expectNoSidewaysScroll(page);

    const after = await freeQuarterHours(luca, absenceDay);
    for (const time of blocked) expect(after).not.toContain(time);
    expect(after).toContain('15:00');

    // The public page shows the same: a guest choosing Luca that Monday cannot pick 14:00.
    await page.goto('/guest-booking');
    await openDay(page, 'Luca Moretti', 'Hair Tattoo', absenceDay);
    const cell = (time: string) => page.getByRole('button', { name: new RegExp(`ore ${time}, `) });
    await cell('15:00').waitFor();
    // Blocked times are left out of the guest grid (not shown greyed): 14:00 is not offered at all.
    expect(await cell('14:00').count()).toBe(0);
    expect(await cell('15:00').getAttribute('data-state')).toBe('available');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a logged-in client reaching /admin is told it is for administrators', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'light');
    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Accesso non autorizzato' }).waitFor();
    expect(
      await page.getByText('Devi essere un amministratore per accedere a questa pagina.').isVisible(),
    ).toBe(true);
    await lookAround(page, 'admin-unauthorised');
    expect(problems).toEqual([]);
    await context.close();
  });

  const tabs = [
    ['appointments', 'Calendario Appuntamenti'],
    ['services', 'Gestione Servizi'],
    ['barbers', 'Gestione Barbieri'],
    ['users', 'Gestione Utenti'],
    ['absences', 'Gestione Assenze Temporanee'],
  ] as const;
  // The look pass: each tab (with its add form open) and a confirmation dialog, at the four screens.
  it('every tab and a confirmation dialog are accessible and fit a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    await openAdmin(page);
    for (const [tab, heading] of tabs) {
      await page.goto(`/admin?tab=${tab}`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      if (tab === 'appointments') {
        // The week grid of every barber; the open form shows a day's free times.
        await page.getByRole('button', { name: 'Settimana' }).click();
        await page.getByRole('region', { name: /^Settimana di / }).waitFor();
        await page.getByRole('button', { name: 'Nuova prenotazione telefonica', exact: true }).click();
        const form = page.getByRole('form', { name: 'Prenotazione telefonica' });
        await form.getByLabel('Barbiere').selectOption({ label: 'Davide Colombo' });
        await form.getByLabel('Servizio').selectOption({ index: 1 });
        await form.getByLabel('Data', { exact: true }).fill(bookingDay);
        await form.getByRole('radio').first().waitFor();
      }
      if (tab === 'absences') {
        await page.getByRole('button', { name: 'Nuova assenza' }).click();
        await page.getByRole('form', { name: 'Nuova assenza' }).waitFor();
      }
      // The add forms open from their button (the list comes first on a phone): open them to check them too.
      const add = { services: 'Aggiungi servizio', users: 'Aggiungi utente', barbers: 'Aggiungi barbiere' } as const;
      if (tab in add) {
        const label = add[tab as keyof typeof add];
        await page.getByRole('button', { name: label }).click();
        await page.getByRole('heading', { level: 3, name: label }).waitFor();
      }
      await loaded(page, `the ${tab} tab`);
      await lookAround(page, `admin-${tab}`);
    }
    // A confirmation dialog: focus moves into it, stays there at every screen, and it passes axe too.
    await page.goto('/admin?tab=services');
    await page
      .getByRole('button', { name: /^Elimina / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Conferma eliminazione' });
    await dialog.waitFor();
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    await lookAround(page, 'admin-confirm-dialog', {
      fullPage: false,
      each: async () => expect(await focusInside(), 'the focus in the dialog').toBe(true),
    });
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await context.close();
  });
});
