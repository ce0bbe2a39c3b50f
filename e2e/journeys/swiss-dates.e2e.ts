import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAdmin, demoClient } from '../support/accounts';
import { chooseService } from '../support/booking-flow';
import { DESKTOP, PHONE, login, openPage, screenshot, useBrowser } from '../support/browser';
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks';

/**
 * Issue 17, item 7: dates read dd.mm.yyyy and times 24-hour whatever the browser's language. These journeys
 * open an ENGLISH browser (en-US, where native inputs say mm/dd/yyyy and 09:00 AM) and check the booking date
 * picker, its keyboard use, and the admin's working-hours editor.
 */
const browser = useBrowser();
beforeAll(async () => {
  await fetch(`${inject('baseURL')}/login`);
});

const SWISS_DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** No form control on the page shows an American date or a 12-hour time. */
async function expectNoAmericanFormats(page: Page) {
  const values = await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  for (const value of values) {
    expect(value).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
    expect(value).not.toMatch(/\b(AM|PM)\b/i);
  }
  expect(await page.locator('input[type="date"], input[type="time"]').count()).toBe(0);
}

async function openBookingForm(page: Page) {
  await login(page, demoClient.email, demoClient.password);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/booking');
  await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
  await page.getByRole('option', { name: 'Marco Bianchi' }).first().waitFor({ state: 'attached' });
  await chooseService(page, 'Marco Bianchi', 'Taglio + Shampoo');
}

describe('Swiss dates and times in an English browser', () => {
  it('the booking date reads dd.mm.yyyy and the calendar works with the keyboard', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP, 'dark', { locale: 'en-US' });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await openBookingForm(page);

    const field = page.getByLabel('Data', { exact: true });
    await expect.poll(() => field.inputValue()).toMatch(SWISS_DATE);
    // The page may move its proposal to the next working day once it knows today has no free slot left (late in
    // the day): the date is read once it has settled.
    let proposed = '';
    await expect
      .poll(
        async () => {
          const before = await field.inputValue();
          await page.waitForTimeout(1_000);
          proposed = await field.inputValue();
          return SWISS_DATE.test(proposed) && proposed === before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // Open with the keyboard: the focus lands on the chosen day of an Italian, Monday-first grid.
    await page.getByRole('button', { name: /^Apri il calendario/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Calendario: scegli un giorno' });
    // The calendar's code loads on first use; the grid then takes the focus.
    await dialog.getByRole('grid').waitFor();
    expect(await dialog.getByRole('columnheader').allTextContents()).toEqual(['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']);
    const [d, , y] = proposed.split('.').map(Number);
    expect(await focusedLabel(page)).toMatch(new RegExp(`^\\S+ ${d} \\S+ ${y}`));
    const month = await dialog.getByRole('heading').textContent();
    expect(month).toMatch(/^(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/);

    await page.keyboard.press('PageDown');
    expect(await dialog.getByRole('heading').textContent()).not.toBe(month);
    await page.keyboard.press('PageUp');
    expect(await dialog.getByRole('heading').textContent()).toBe(month);
    // Escape closes without choosing and gives the focus back.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe(proposed);
    expect(await focusedLabel(page)).toMatch(/^Apri il calendario/);

    // Choose the next day with the keyboard (days past the booking window are announced as not available).
    await page.keyboard.press('Enter');
    await dialog.getByRole('grid').waitFor();
    await screenshot(page, 'swiss-dates-booking-calendar');
    await expectAccessible(page);
    await page.keyboard.press('ArrowRight');
    const next = await focusedLabel(page);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const chosen = await field.inputValue();
    expect(chosen).toMatch(SWISS_DATE);
    if (!next.endsWith('non disponibile')) expect(chosen).not.toBe(proposed);

    // Typing works too, in the Swiss order.
    await field.fill(proposed);
    await field.blur();
    expect(await field.inputValue()).toBe(proposed);
    await page.getByRole('group', { name: /^Orari di / }).waitFor();
    await expectNoAmericanFormats(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    [PHONE, 'dark'],
    [PHONE, 'light'],
    [DESKTOP, 'light'],
  ] as const)('the calendar fits at %o in the %s theme', async (viewport, theme) => {
    const { page, context, problems } = await openPage(browser(), viewport, theme, { locale: 'en-US' });
    await openBookingForm(page);
    await page.getByRole('button', { name: /^Apri il calendario/ }).click();
    await page.getByRole('grid').waitFor();
    await expectNoSidewaysScroll(page);
    const box = await page.getByRole('dialog', { name: 'Calendario: scegli un giorno' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await screenshot(page, 'swiss-dates-booking-calendar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    [DESKTOP, 'dark'],
    [DESKTOP, 'light'],
    [PHONE, 'dark'],
    [PHONE, 'light'],
  ] as const)("the admin's working hours are 24-hour times with a list of times (%o, %s)", async (viewport, theme) => {
    const { page, context, problems } = await openPage(browser(), viewport, theme, { locale: 'en-US' });
    await login(page, demoAdmin.email, demoAdmin.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('tab', { name: 'Barbieri' }).click();
    await page.getByRole('button', { name: /^Modifica Marco/ }).first().click();
    const opening = page.getByRole('combobox', { name: /^Apertura (Marted|Mercoled|Gioved|Venerd)/ }).first();
    await opening.waitFor();
    expect(await opening.inputValue()).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);

    await opening.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Orari' });
    await list.waitFor();
    const options = await list.getByRole('option').allTextContents();
    expect(options.length).toBe(96);
    for (const option of options) expect(option).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await page.keyboard.press('ArrowDown');
    const active = await opening.getAttribute('aria-activedescendant');
    const activeText = await page.locator(`[id="${active}"]`).textContent();
    await screenshot(page, 'swiss-dates-working-hours-list');
    await page.keyboard.press('Enter');
    expect(await opening.inputValue()).toBe(activeText);
    await expectNoAmericanFormats(page);
    if (viewport === PHONE) await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
