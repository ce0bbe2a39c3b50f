import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { openAdminTab } from '../support/admin-nav';
import { lookAround } from '../support/look';

// Issue 27 item 8: the home page tells the truth about the team. Every active barber has a card with their photo or
// initials, services and their own days and hours (never the shop's); a barber the admin deactivates is gone.
const browser = useBrowser();

// A barber of this journey only (the demo's three stay as they are for the other journeys on this server): Wednesday
// to Friday 10:00-15:00 while the shop is open Monday to Saturday.
const NINA = { firstName: 'Nina', lastName: 'Galli', email: 'nina.galli@example.ch', phone: '+41795559876' };
const day = (on: boolean, day: string) =>
  on
    ? { day, isWorking: true, startTime: '10:00', endTime: '15:00', hasBreak: false, breakStart: null, breakEnd: null }
    : { day, isWorking: false, startTime: null, endTime: null, hasBreak: false, breakStart: null, breakEnd: null };
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const adminToken = async () =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } })).token;

let ninaId = '';
beforeAll(async () => {
  const token = await adminToken();
  const services = await api<{ _id: string; name: string }[]>('/services/active');
  const created = await api<{ _id: string }>('/barbers', {
    method: 'POST',
    token,
    body: {
      ...NINA,
      bio: 'Tagli corti e barba.',
      services: services.filter((s) => ['Taglio + Shampoo', 'Barba Modellata'].includes(s.name)).map((s) => s._id),
      workingHours: WEEK.map((d) => day(['wednesday', 'thursday', 'friday'].includes(d), d)),
    },
  });
  ninaId = created._id;
});
// Should the journey stop half-way, the barber leaves the public list all the same.
afterAll(async () => {
  const token = await adminToken();
  const list = await api<{ _id: string }[]>('/appointments/public/barbers');
  if (list.some((b) => b._id === ninaId)) await api(`/barbers/${ninaId}`, { method: 'DELETE', token });
});

/** The home page's team section, reached as a visitor scrolls to it (the lower part loads when near). */
async function openTeam(page: Page): Promise<Locator> {
  await page.goto('/#barbers');
  const section = page.locator('#barbers');
  await section.getByTestId('team').waitFor();
  return section;
}

/** A barber's days and hours as the card shows them, one 'days hours' line each. */
const weekOf = async (card: Locator) =>
  (await card.getByTestId('barber-hours').locator('dt, dd').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

describe("the home page's team", () => {
  it("shows each active barber's own days and hours, not the shop's, on a phone; looked at in both sizes and themes", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    const section = await openTeam(page);
    expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('I Nostri Barbieri');
    const names = await section.getByTestId('team').getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['Davide Colombo', 'Luca Moretti', 'Marco Bianchi', 'Nina Galli']));

    // Nina works three days of the six the shop is open: her card says so, and nothing of the shop's hours.
    const nina = section.getByRole('article', { name: 'Nina Galli' });
    expect(await weekOf(nina)).toEqual(['Mer–Ven', '10:00–15:00', 'Lun–Mar, Sab–Dom', 'Riposo']);
    expect(await nina.innerText()).not.toMatch(/09:00|19:00|14:00/);
    expect(await nina.getByTestId('barber-initials').innerText()).toBe('NG');
    expect(await nina.getByRole('listitem').allInnerTexts()).toEqual(['Barba Modellata', 'Taglio + Shampoo']);

    // Marco (the demo's): Tuesday to Saturday with his breaks; Monday, when the shop opens without him, is his day off.
    const marco = section.getByRole('article', { name: 'Marco Bianchi' });
    expect(await weekOf(marco)).toEqual([
      'Mar–Ven',
      '09:00–19:00 pausa 12:00–13:00',
      'Sab',
      '09:00–17:00 pausa 12:00–12:30',
      'Lun, Dom',
      'Riposo',
    ]);
    await nina.scrollIntoViewIfNeeded();
    await lookAround(page, 'home-team');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a barber the admin deactivates leaves the home page; the others stay (desktop)', async () => {
    const visitor = await openPage(browser(), DESKTOP, 'light');
    const section = await openTeam(visitor.page);
    await section.getByRole('article', { name: 'Nina Galli' }).waitFor();

    const admin = await openPage(browser(), PHONE);
    await signIn(admin.page, demoAdmin.email, demoAdmin.password);
    await admin.page.goto('/admin');
    await openAdminTab(admin.page, 'Team', 'Barbieri');
    await admin.page.getByRole('button', { name: 'Elimina Nina Galli' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Elimina barbiere' });
    await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
    await admin.page.getByText('Barbiere eliminato con successo!').waitFor();

    // The visitor comes back to the page (a reload: the same address again would only move to its anchor).
    await visitor.page.reload();
    const after = visitor.page.locator('#barbers');
    await after.getByTestId('team').waitFor();
    await after.getByRole('article', { name: 'Marco Bianchi' }).waitFor();
    expect(await after.getByRole('article', { name: 'Nina Galli' }).count()).toBe(0);
    expect(await after.getByTestId('team').getByRole('heading', { level: 3 }).allInnerTexts()).not.toContain('Nina Galli');
    await lookAround(visitor.page, 'home-team-after');
    expect([...visitor.problems, ...admin.problems]).toEqual([]);
    await visitor.context.close();
    await admin.context.close();
  });
});
