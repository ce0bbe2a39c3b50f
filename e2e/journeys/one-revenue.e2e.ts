import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { openAdminTab } from '../support/admin-nav';
import { DESKTOP, PHONE, openSignedIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 27 item 9, one revenue figure: the owner's month calendar and the statistics of the same month say the same
// amount (ADR 0020: completed appointments at the price paid, less refunds), on the demo's own history. The API
// tests check the figures on prepared data; this is what the owner reads on the two screens.
const browser = useBrowser();

describe('one revenue figure', () => {
  it.each([
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const)("%s: the month calendar's 'Incasso' is the statistics' 'Fatturato' of the month", async (_screen, viewport) => {
    const { page, context, problems } = await openSignedIn(browser(), viewport, demoAdmin, '/admin');
    await openAdminTab(page, 'Calendario');
    const calendar = page.getByRole('region', { name: 'Calendario Appuntamenti' });
    await calendar.getByRole('button', { name: 'Mese' }).click();
    await calendar.getByRole('heading', { level: 3, name: /^Dal / }).waitFor();
    const count = calendar.getByTestId('summary-count');
    await expect.poll(async () => Number((await count.textContent())?.match(/\d+/)?.[0] ?? 0)).toBeGreaterThan(0);
    // 'Incasso: CHF 1’234.50', then the hint for screen readers in brackets.
    const chip = (await calendar.getByTestId('summary-revenue').textContent()) ?? '';
    const calendarRevenue = chip.replace(/^Incasso:\s*/, '').split(' (')[0]!.trim();
    expect(calendarRevenue).toMatch(/^CHF\s/);
    await lookAround(page, 'one-revenue-calendar');

    await openAdminTab(page, 'Statistiche');
    await page.getByLabel('Periodo').selectOption({ label: 'Mese' });
    // The month of the calendar: from its first to its last day.
    await page.getByText(/^Dal 1 \S+ \d{4} al (28|29|30|31) \S+ \d{4}$/).waitFor();
    const revenue = page.locator('dt', { hasText: /^Fatturato$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(async () => (await revenue.textContent())?.trim()).toBe(calendarRevenue);
    await lookAround(page, 'one-revenue-stats');
    expect(problems).toEqual([]);
    await context.close();
  });
});
