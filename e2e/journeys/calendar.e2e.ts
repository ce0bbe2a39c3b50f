import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

// Thursdays near the end of the 30-day window: the other journeys book Mondays, Saturdays and earlier days.
const day = nextWeekdayFrom(23, ['thursday']);
const SERVICE = 'Taglio + Shampoo';

const browser = useBrowser();
let token = '';
let barbers: { _id: string; firstName: string; lastName: string }[] = [];
let serviceId = '';

beforeAll(async () => {
  await fetch(`${baseURL()}/login`);
  ({ token } = await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } }));
  barbers = await api<typeof barbers>('/appointments/public/barbers');
  const services = await api<{ _id: string; name: string }[]>('/services/active');
  serviceId = services.find((s) => s.name === SERVICE)!._id;
});

const idOf = (firstName: string) => barbers.find((b) => b.firstName === firstName)!._id;
const free = (firstName: string) => freeTimes(idOf(firstName), day, 30);

async function phoneBooking(firstName: string, time: string, nickname: string): Promise<string> {
  const answer = await api<{ data: { _id: string } }>('/appointments/admin', {
    method: 'POST',
    token,
    body: { clientNickname: nickname, barberId: idOf(firstName), serviceId, date: day, time },
  });
  return answer.data._id;
}

async function stored(id: string) {
  const list = await api<{ _id: string; time: string; barber: { _id: string } }[]>(
    `/admin/appointments?startDate=${day}&endDate=${day}`,
    { token },
  );
  return list.find((a) => a._id === id)!;
}

async function openCalendarDay(page: Page) {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto('/admin');
  const calendar = page.getByRole('region', { name: 'Calendario Appuntamenti' });
  await calendar.getByLabel('Data', { exact: true }).fill(day);
  return calendar;
}

/** The centre of an element, for page.mouse. */
async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 10) };
}

/** A real pointer drag: press on the block's top, move in steps to the cell, release. */
async function drag(page: Page, block: Locator, cell: Locator) {
  await block.scrollIntoViewIfNeeded();
  const from = await centre(block);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await cell.scrollIntoViewIfNeeded();
  const to = await centre(cell);
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('owner calendar journeys', () => {
  it('1280 px: the day grid has a column per barber; drags move in time and to another barber, a taken time is refused, undo works', async () => {
    const marcoFree = await free('Marco');
    const lucaFree = await free('Luca');
    // Two of Marco's afternoon half hours a while apart, and free targets.
    const afternoon = marcoFree.filter((t) => t >= '14:00' && t <= '17:30' && t.endsWith(':00'));
    const [timeA, timeB, target] = [afternoon[0]!, afternoon[1]!, afternoon[2]!];
    const lucaTarget = lucaFree.find((t) => t >= '15:00' && t <= '17:00' && t.endsWith(':30'))!;
    const a = await phoneBooking('Marco', timeA, 'Trascinato A');
    const b = await phoneBooking('Marco', timeB, 'Trascinato B');

    const { page, context, problems } = await openPage(browser(), DESKTOP, 'light');
    const calendar = await openCalendarDay(page);
    const grid = calendar.getByRole('region', { name: /^Agenda del / });
    await grid.waitFor();
    for (const b of barbers) expect(await grid.getByText(`${b.firstName} ${b.lastName}`, { exact: true }).count()).toBe(1);
    const blockA = grid.locator(`[data-appointment-id="${a}"]`);
    const cell = (firstName: string, time: string) =>
      grid.getByRole('button', { name: `Nuova prenotazione telefonica con ${firstName} ${barbers.find((x) => x.firstName === firstName)!.lastName} alle ${time}`, includeHidden: true });

    // Another time, same barber; then undo puts it back through the same route.
    await drag(page, blockA, cell('Marco', target));
    await toast(page, 'Appuntamento spostato').waitFor();
    await expect.poll(async () => (await stored(a)).time, { message: 'A stored at the target time' }).toBe(target);
    await toast(page, 'Appuntamento spostato').getByRole('button', { name: 'Annulla' }).click();
    await toast(page, 'Spostamento annullato').waitFor();
    await expect.poll(async () => (await stored(a)).time, { message: 'A stored back at its time' }).toBe(timeA);

    // Another barber's column.
    await drag(page, blockA, cell('Luca', lucaTarget));
    await expect
      .poll(async () => (await stored(a)).barber._id, { message: "A stored in Luca's column" })
      .toBe(idOf('Luca'));
    expect((await stored(a)).time).toBe(lucaTarget);
    await expect
      .poll(async () => (await blockA.getAttribute('aria-label')) ?? '', { message: "A's block at Luca's time" })
      .toMatch(new RegExp(`^${lucaTarget} `));

    // Onto a taken time: refused with the Italian message, the block snaps back, nothing changes.
    const blockB = grid.locator(`[data-appointment-id="${b}"]`);
    await drag(page, blockB, cell('Luca', lucaTarget));
    await toast(page, 'Questo orario è già occupato da un altro appuntamento').waitFor();
    const after = await stored(b);
    expect(after).toMatchObject({ time: timeB, barber: { _id: idOf('Marco') } });
    await expect
      .poll(async () => (await blockB.getAttribute('aria-label')) ?? '', { message: "B's block back at its time" })
      .toMatch(new RegExp(`^${timeB} `));

    // A tap on a block opens the spec's card with its status selector and 'Sposta'.
    await blockB.click();
    const detail = page.getByRole('dialog', { name: 'Appuntamento' });
    await detail.getByRole('article').waitFor();
    expect(await detail.getByLabel(`Stato di ${SERVICE} delle ${timeB}`).inputValue()).toBe('confirmed');
    await detail.getByRole('button', { name: 'Sposta' }).waitFor();
    await lookAround(page, 'calendar-detail', { fullPage: false });
    await page.keyboard.press('Escape');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('1280 px: a phone booking from a free cell, with a phone number, appears where it was made', async () => {
    const lucaFree = await free('Luca');
    const time = lucaFree.filter((t) => t >= '09:00' && t < '12:00').at(-1)!;
    const { page, context, problems } = await openPage(browser(), DESKTOP, 'dark');
    const calendar = await openCalendarDay(page);
    const grid = calendar.getByRole('region', { name: /^Agenda del / });
    await grid.getByRole('button', { name: `Nuova prenotazione telefonica con Luca Moretti alle ${time}`, includeHidden: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Prenotazione telefonica' });
    await dialog.getByLabel('Nome del cliente').fill('Giulia al telefono');
    await dialog.getByLabel('Telefono del cliente').fill('079 444 55 66');
    const service = dialog.getByLabel('Servizio');
    await service.selectOption((await service.locator('option', { hasText: SERVICE }).getAttribute('value')) ?? '');
    // Barber, day and time come from the cell.
    expect(await dialog.getByRole('radio', { name: new RegExp(`ore ${time}$`) }).isChecked()).toBe(true);
    await lookAround(page, 'calendar-phone-booking', { fullPage: false });
    await dialog.getByRole('button', { name: 'Crea prenotazione' }).click();
    await dialog.waitFor({ state: 'detached' });

    const block = grid.getByRole('button', { name: new RegExp(`^${time} ${SERVICE.replace('+', '\\+')}, Giulia al telefono`) });
    await block.waitFor();
    // In Luca's column: the block sits within the column that has his header.
    const header = await grid.getByText('Luca Moretti', { exact: true }).boundingBox();
    const box = await block.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(header!.x - 20);
    expect(box!.x).toBeLessThan(header!.x + header!.width + 20);
    await block.click();
    const detail = page.getByRole('dialog', { name: 'Appuntamento' });
    expect((await detail.textContent())?.replace(/\D/g, '')).toContain('794445566');
    await page.keyboard.press('Escape');

    // The day, the week of all and of one barber, the month; a day of the month opens that day.
    await calendar.getByRole('region', { name: /^Agenda del / }).waitFor();
    await lookAround(page, 'calendar-day');
    await calendar.getByRole('button', { name: 'Settimana' }).click();
    await calendar.getByRole('region', { name: 'Settimana di tutti i barbieri' }).waitFor();
    await lookAround(page, 'calendar-week-all');
    await calendar.getByLabel('Barbiere').first().selectOption({ label: 'Marco Bianchi' });
    await calendar.getByRole('region', { name: 'Settimana di Marco Bianchi' }).waitFor();
    await lookAround(page, 'calendar-week-one');
    await calendar.getByRole('button', { name: 'Mese' }).click();
    const monthDay = calendar.locator(`[data-month-day="${day}"]`);
    await monthDay.waitFor();
    await lookAround(page, 'calendar-month');
    await monthDay.click();
    await calendar.getByRole('region', { name: /^Agenda del / }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('390 px: the day is an agenda of compact rows, filtered by barber; each view looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    const calendar = await openCalendarDay(page);
    const rows = calendar.locator('[data-agenda-row]');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < Math.min(count, 4); i += 1) {
      const box = await rows.nth(i).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(64);
      expect(box!.height).toBeLessThanOrEqual(84);
    }
    // No sideways scrolling of the page (at every screen, in the look).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await lookAround(page, 'calendar-agenda');
    await calendar.getByLabel('Barbiere').selectOption({ label: 'Luca Moretti' });
    await expect.poll(() => rows.count(), { message: "fewer rows with Luca's only" }).toBeLessThan(count);
    for (const text of await rows.allTextContents()) expect(text).toContain('Luca Moretti');
    await calendar.getByRole('button', { name: 'Settimana' }).click();
    await calendar.getByRole('region', { name: 'Settimana di Luca Moretti' }).waitFor();
    await lookAround(page, 'calendar-week-phone');
    await calendar.getByRole('button', { name: 'Mese' }).click();
    await calendar.locator(`[data-month-day="${day}"]`).waitFor();
    await lookAround(page, 'calendar-month-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
