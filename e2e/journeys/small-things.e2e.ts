import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone, weekdayOf } from '../../packages/shared/src/domain/zoned-time';
import { longDate } from '../../apps/web/src/components/date-picker-format';
import { formatDate } from '../../apps/web/src/lib/format';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { tapServiceAndBarber } from '../support/booking-flow';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { openAdminTab } from '../support/admin-nav';
import { nextWeekdayFrom } from '../support/dates';
import { keepItalian } from '../support/language';
import { lookAround } from '../support/look';
import { pauseSoon } from '../support/clock';

/**
 * Issue 27 item 11, the small things a shop notices: the date field reads 'dom 29.11.2026' in any browser and is
 * never cut; the days the shop or the barber is closed are marked in the calendar; today's times already gone are
 * not listed; the waiting-list form is empty again after a request; two absences of one barber may not overlap.
 */
const browser = useBrowser();
const ZONE = 'Europe/Zurich';
const today = todayInZone(new Date(), ZONE);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a person reads in the date field: the weekday before the digits, e.g. 'dom 29.11.2026'. */
async function dateFieldText(page: Page): Promise<string> {
  const input = page.getByLabel('Data', { exact: true });
  const weekday = (await input.locator('xpath=..').locator('span[aria-hidden="true"]').first().textContent()) ?? '';
  return `${weekday.trim()} ${await input.inputValue()}`;
}

/** The text of the date field fits inside it and the field inside the screen. */
async function expectDateFieldWhole(page: Page, width: number) {
  const input = page.getByLabel('Data', { exact: true });
  const fits = await input.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, `the date's text inside its field at ${width} px`).toBe(true);
  const box = await input.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width, `the date field inside ${width} px`).toBe(true);
}

describe('small things a shop notices', () => {
  it("the booking date reads 'dom 29.11.2026' in an English browser, closed days are marked, past times are not listed", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'dark', { locale: 'en-US' });
    await keepItalian(context);
    // Marco works Tuesday to Saturday: the shop is closed on Sundays, and Marco does not work on Mondays.
    // Sunday, Monday and Tuesday of one month, so the Tuesday's calendar shows all three.
    let sunday = nextWeekdayFrom(1, ['sunday']);
    if (sunday.slice(0, 7) !== addDays(sunday, 2).slice(0, 7)) sunday = addDays(sunday, 7);
    const monday = addDays(sunday, 1);
    const tuesday = addDays(sunday, 2);
    // The grid of that Tuesday as the server would answer it late in the day: its first times already gone. The
    // server's own rule (times before now are isPast) is tested by the API suite; here the page must leave them out.
    let gone: string[] = [];
    await page.route('**/api/appointments/public/available-slots?*', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch();
      if (url.searchParams.get('date') !== tuesday) return route.fulfill({ response });
      const slots = (await response.json()) as { time: string; available: boolean; isPast: boolean }[];
      gone = slots.slice(0, 4).map((slot) => slot.time);
      const answer = slots.map((slot, i) => (i < 4 ? { ...slot, available: false, isPast: true } : slot));
      return route.fulfill({ response, json: answer });
    });

    await page.goto('/guest-booking');
    await page.getByRole('heading', { level: 1, name: 'Prenota come ospite' }).waitFor();
    await tapServiceAndBarber(page, 'Taglio + Shampoo', 'Marco Bianchi');
    const field = page.getByLabel('Data', { exact: true });
    await field.fill(tuesday);
    await field.blur();
    const [y, m, d] = tuesday.split('-');
    expect(await dateFieldText(page)).toBe(`mar ${d}.${m}.${y}`);

    // No past time listed: the grid starts after the times the server marked as gone.
    const grid = page.getByRole('group', { name: `Orari di ${capitalised(formatDate(tuesday))}` });
    await grid.waitFor();
    await grid.getByRole('button').first().waitFor();
    expect(gone).toHaveLength(4);
    const listed = (await grid.getByRole('button').allTextContents()).map((text) => text.trim());
    for (const time of gone) expect(listed, `${time} is gone`).not.toContain(time);
    expect(await page.getByRole('button', { name: /orario passato/ }).count()).toBe(0);
    await lookAround(page, 'small-things-date-field', {
      each: async ({ size }) => expectDateFieldWhole(page, size.width),
    });

    // The calendar marks the shop's Sunday and Marco's Monday, says why, and refuses them.
    await page.getByRole('button', { name: /^Apri il calendario/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendario: scegli un giorno' });
    await dialog.getByRole('grid').waitFor();
    const closedSunday = dialog.getByRole('button', { name: `${longDate(sunday)}, negozio chiuso` });
    const closedMonday = dialog.getByRole('button', { name: `${longDate(monday)}, Marco non lavora` });
    expect(await closedSunday.getAttribute('aria-disabled')).toBe('true');
    expect(await closedMonday.getAttribute('aria-disabled')).toBe('true');
    expect(await closedSunday.getAttribute('title')).toBe('negozio chiuso');
    await dialog.getByText('Barrato: giorno chiuso, non prenotabile').waitFor();
    // A tap on it anyway (Playwright would wait for an aria-disabled button to be enabled) chooses nothing.
    await closedSunday.click({ force: true });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dateFieldText(page)).toBe(`mar ${d}.${m}.${y}`);
    await lookAround(page, 'small-things-closed-days', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Today for real: whatever the hour, no time before now is in today's grid (when Marco works today).
    if (weekdayOf(today) !== 'sunday' && weekdayOf(today) !== 'monday') {
      await field.fill(today);
      await field.blur();
      const now = new Intl.DateTimeFormat('it-CH', { hour: '2-digit', minute: '2-digit', timeZone: ZONE, hourCycle: 'h23' }).format(new Date());
      const todayGrid = page.getByRole('group', { name: `Orari di ${capitalised(formatDate(today))}` });
      if (await todayGrid.isVisible()) {
        for (const time of await todayGrid.getByRole('button').allTextContents()) expect(time.trim() >= now).toBe(true);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the waiting-list form is empty again after a request, with its confirmation', async () => {
    const email = `vuoto.attesa.${Date.now()}@example.ch`;
    const password = 'Lista-Vuota-2026';
    await api('/auth/register', {
      method: 'POST',
      body: { firstName: 'Vera', lastName: 'Vuoto', email, phone: '079 555 44 21', password },
    });
    const { page, context, problems } = await openPage(browser(), PHONE, 'light');
    // The page's clock is held from the request on: the form closes 2 s after it (001 section 4), and what the form
    // shows in between is read without racing that timer on a loaded machine.
    await page.clock.install();
    await signIn(page, email, password);
    await page.goto('/waiting-list');
    await page.getByRole('button', { name: 'Nuova richiesta' }).click();
    const form = page.getByRole('form', { name: "Aggiungi una richiesta alla lista d'attesa" });
    const barber = form.getByLabel('Barbiere');
    await barber.locator('option', { hasText: 'Luca Moretti' }).waitFor({ state: 'attached' });
    await barber.selectOption({ label: 'Luca Moretti' });
    await form.getByLabel('Servizio').selectOption({ index: 1 });
    await form.getByLabel('Venerdì').check();
    await form.getByLabel('Note').fill('Il prima possibile');
    await pauseSoon(page);
    await form.getByRole('button', { name: "Aggiungi alla lista d'attesa" }).click();
    const confirmation = page.getByRole('status').filter({ hasText: "Richiesta aggiunta con successo alla lista d'attesa" });
    // The answer travels in real time; the page's own timers move 50 ms a step until it is shown.
    await expect
      .poll(async () => (await page.clock.runFor(50), confirmation.isVisible()), { message: 'the confirmation', timeout: 15_000 })
      .toBe(true);
    // Emptied at once: a second request starts clean.
    expect(await barber.inputValue()).toBe('');
    expect(await form.getByLabel('Servizio').inputValue()).toBe('');
    expect(await form.getByLabel('Venerdì').isChecked()).toBe(false);
    expect(await form.getByLabel('Note').inputValue()).toBe('');
    // 2 s later the form closes; the confirmation stays.
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Nuova richiesta' }).waitFor();
    expect(await confirmation.isVisible()).toBe(true);
    await page.clock.resume();
    await page.getByRole('list', { name: "Le tue richieste in lista d'attesa" }).getByText('Luca Moretti').waitFor();
    await lookAround(page, 'small-things-waiting-list');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the admin's absences: a second absence over the first one of the same barber is refused, naming it", async () => {
    // A Sunday far ahead (the shop is closed: no booking of any journey is in the way), Luca's.
    const day = nextWeekdayFrom(20, ['sunday']);
    const { page, context, problems } = await openPage(browser(), PHONE, 'dark');
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin');
    await openAdminTab(page, 'Calendario', 'Assenze');
    await page.getByRole('heading', { level: 2, name: 'Gestione Assenze Temporanee' }).waitFor();

    const addAbsence = async (start: string, end: string) => {
      await page.getByRole('button', { name: 'Nuova assenza' }).click();
      const form = page.getByRole('form', { name: 'Nuova assenza' });
      await form.getByLabel('Data', { exact: true }).fill(day);
      await form.getByLabel('Barbiere').locator('option', { hasText: 'Luca Moretti' }).waitFor({ state: 'attached' });
      await form.getByLabel('Barbiere').selectOption({ label: 'Luca Moretti' });
      await form.getByLabel('Ora di inizio').selectOption(start);
      await form.getByLabel('Ora di fine').selectOption(end);
      await form.getByLabel('Motivo').fill('Corso di aggiornamento');
      await form.getByRole('button', { name: 'Crea assenza' }).click();
      return form;
    };
    await addAbsence('10:00', '12:00');
    await page.getByText('Assenza temporanea creata con successo').first().waitFor();

    const form = await addAbsence('11:00', '13:00');
    const [y, m, d] = day.split('-');
    const refusal = `Si sovrappone a un'altra assenza dello stesso barbiere: ${d}.${m}.${y}, 10:00 - 12:00`;
    await form.getByText(refusal).first().waitFor();
    await lookAround(page, 'small-things-absence-overlap');

    // Nothing of the second one was stored; the first one is removed again, leaving the demo as it was.
    const login = { email: demoAdmin.email, password: demoAdmin.password };
    const token = (await api<{ token: string }>('/auth/login', { method: 'POST', body: login })).token;
    const stored = await api<{ data: { _id: string; barberId: string | null; startTime: string }[] }>(
      `/admin/temporary-absences?date=${day}`,
      { token },
    );
    const mine = stored.data.filter((a) => a.barberId !== null);
    expect(mine.map((a) => a.startTime)).toEqual(['10:00']);
    for (const absence of mine) await api(`/admin/temporary-absences/${absence._id}`, { method: 'DELETE', token });
    expect(problems).toEqual([]);
    await context.close();
  });
});
