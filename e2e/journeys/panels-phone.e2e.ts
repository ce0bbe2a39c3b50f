import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoBarber } from '../support/accounts';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks';
import { lookAround } from '../support/look';
import { openAdminTab } from '../support/admin-nav';

// Issue 17 item 10: the panels on a 390 px phone. Nothing here saves anything: the demo data stays as it is.
const browser = useBrowser();

async function openPanel(page: Page, who: { email: string; password: string }, path: string) {
  await signIn(page, who.email, who.password);
  await page.goto(path);
  await page.getByRole('tablist').first().waitFor();
}

const serviceCard = (page: Page) => page.locator('label:has(input[type="checkbox"])').first();

/** Whether an element lies entirely inside the window sideways (the tab strip may hide tabs off-screen). */
async function inView(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

describe('panels on a phone', () => {
  it("the admin's sections fit a phone, each at its own address, and the add forms open from their button", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'light');
    // The spec's old address still leads to its tab, now at the tab's own address.
    await openPanel(page, demoAdmin, '/admin?tab=subscription');
    await page.waitForURL((url) => url.pathname === '/admin/payments/subscription' && url.search === '');
    await page.getByRole('tab', { name: 'Abbonamento', selected: true }).waitFor();
    // All seven sections are in sight at 390 px, nothing hidden sideways.
    const nav = page.getByRole('navigation', { name: 'Sezioni della dashboard' });
    const sections = nav.getByRole('link');
    expect(await sections.allTextContents()).toEqual(['Calendario', 'Clienti', 'Team', 'Negozio', 'Pagamenti', 'Statistiche', 'Impostazioni']);
    for (const link of await sections.all()) expect(await inView(link, PHONE.width)).toBe(true);
    expect(await nav.getByRole('link', { name: 'Pagamenti' }).getAttribute('aria-current')).toBe('page');
    await lookAround(page, 'admin-sections');

    // 'Clienti' opens its first tab at its own address, and a reload comes back to it.
    await nav.getByRole('link', { name: 'Clienti' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/customers/users');
    await page.reload();
    const tabs = page.getByRole('tablist', { name: 'Schede della sezione Clienti' });
    const users = tabs.getByRole('tab', { name: 'Utenti' });
    await users.waitFor();
    // 'Utenti' is selected, in view, and its list comes before any form.
    await page.getByRole('heading', { level: 2, name: 'Gestione Utenti' }).waitFor();
    expect(await users.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => inView(users, PHONE.width), { message: "'Utenti' in view" }).toBe(true);
    await page.getByRole('heading', { level: 3, name: 'Utenti' }).waitFor();
    expect(await page.getByRole('form', { name: 'Aggiungi utente' }).count()).toBe(0);
    const add = page.getByRole('button', { name: 'Aggiungi utente' });
    expect(await add.getAttribute('aria-expanded')).toBe('false');
    await add.click();
    const form = page.getByRole('form', { name: 'Aggiungi utente' });
    await form.waitFor();
    // The form's title takes the focus, not a field: no phone keyboard pops up over the form.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Annulla' }).click();
    expect(await page.getByRole('form', { name: 'Aggiungi utente' }).count()).toBe(0);

    // An absence is for one barber or for all: 'Tutti i barbieri' is the default.
    await openAdminTab(page, 'Calendario', 'Assenze');
    await page.getByRole('button', { name: 'Nuova assenza' }).click();
    const absence = page.getByRole('form', { name: 'Nuova assenza' });
    const who = absence.getByLabel('Barbiere');
    expect(await who.locator('option:checked').textContent()).toBe('Tutti i barbieri');
    // The barbers arrive with their own request: wait for them, not for a moment.
    await expect
      .poll(() => who.locator('option').allTextContents(), { message: "the absence form's barbers" })
      .toEqual(expect.arrayContaining(['Tutti i barbieri', 'Marco Bianchi', 'Luca Moretti', 'Davide Colombo']));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the barber's services tab warns about unsaved changes and asks before leaving", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'dark');
    await openPanel(page, demoBarber, '/barber');
    await page.getByRole('tab', { name: 'Servizi' }).click();
    await page.getByRole('heading', { name: 'Gestione Servizi' }).waitFor();
    const box = page.getByRole('checkbox').first();
    const before = await box.isChecked();
    // The checkbox is drawn by its card (the input itself is visually hidden): a tap lands on the card.
    await serviceCard(page).click();
    await page.getByText('Hai modifiche non salvate.').waitFor();

    // Another tab of the panel: the question, and 'Resta qui' keeps the edit.
    await page.getByRole('tab', { name: 'Profilo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifiche non salvate' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Resta qui' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('services');
    expect(await box.isChecked()).toBe(!before);

    // Leaving anyway drops the edit: the profile tab opens and nothing was saved.
    await page.getByRole('tab', { name: 'Profilo' }).click();
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'profile');
    await page.getByRole('tab', { name: 'Servizi' }).click();
    await page.getByRole('heading', { name: 'Gestione Servizi' }).waitFor();
    expect(await page.getByRole('checkbox').first().isChecked()).toBe(before);
    expect(await page.getByText('Hai modifiche non salvate.').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the changed panel screens are accessible and fit a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    await openPanel(page, demoAdmin, '/admin');
    for (const [tab, label] of [
      ['services', 'Aggiungi servizio'],
      ['barbers', 'Aggiungi barbiere'],
    ] as const) {
      await page.goto(`/admin?tab=${tab}`);
      // The spec's ?tab= address is completed to the tab's own (/admin/team/<tab>): a tap before that could be
      // lost with the panel it opened (CI once timed out waiting for a form opened too early).
      await page.waitForURL(new RegExp(`/admin/[a-z]+/${tab}$`));
      await page.getByRole('button', { name: label }).waitFor();
      await expect
        .poll(() => page.getByText('Caricamento').count(), { message: `the ${tab} tab: still 'Caricamento'` })
        .toBe(0);
      await lookAround(page, `panels-admin-${tab}-list`);
      await page.getByRole('button', { name: label }).click();
      await page.getByRole('heading', { level: 3, name: label }).waitFor();
      if (tab === 'barbers') await page.getByRole('region', { name: 'Orari del negozio' }).waitFor();
      await lookAround(page, `panels-admin-${tab}-add`);
    }
    await page.goto('/admin?tab=absences');
    await page.waitForURL(/\/admin\/calendar\/absences$/);
    await page.getByRole('button', { name: 'Nuova assenza' }).click();
    await page.getByRole('form', { name: 'Nuova assenza' }).getByLabel('Barbiere').waitFor();
    await lookAround(page, 'panels-admin-absences-add');

    // The barber's schedule (with the shop's hours) and services tab with unsaved edits, as Marco sees them.
    await page.goto('/barber?tab=schedule');
    await page.getByLabel('Barbiere', { exact: true }).selectOption({ label: 'Marco Bianchi' });
    await page.getByRole('region', { name: 'Orari del negozio' }).waitFor();
    await lookAround(page, 'panels-barber-schedule');
    await page.getByRole('tab', { name: 'Servizi' }).click();
    await serviceCard(page).click();
    await page.getByText('Hai modifiche non salvate.').waitFor();
    await lookAround(page, 'panels-barber-services-unsaved');
    await page.getByRole('tab', { name: 'Profilo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifiche non salvate' });
    await dialog.waitFor();
    // The dialog is fixed to the viewport: a full-page shot would draw it in the middle of the long page.
    await lookAround(page, 'panels-leave-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'profile');
    expect(problems).toEqual([]);
    await context.close();
  });
});
