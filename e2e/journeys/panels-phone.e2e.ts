import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoBarber } from '../support/accounts';
import { PHONE, openPage, screenshot, signIn, useBrowser } from '../support/browser';
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks';
import { lookAround } from '../support/look';

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
  it("the admin's tab bar shows that it scrolls, and the add forms open from their button", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, 'light');
    // From the first tab ('Abbonamento'): the strip starts at its beginning. (The default tab, 'Appuntamenti', is
    // the third one and is scrolled into view, so the near edge would show its chevron too.)
    await openPanel(page, demoAdmin, '/admin?tab=subscription');
    const tabs = page.getByRole('tablist', { name: /./ }).first();
    await tabs.getByRole('tab', { name: 'Abbonamento', selected: true }).waitFor();
    const forward = page.getByRole('button', { name: 'Mostra le schede successive' });
    const back = page.getByRole('button', { name: 'Mostra le schede precedenti' });
    // The admin's tabs do not fit in 390 px: the far edge fades with a chevron, the near one does not.
    await forward.waitFor();
    expect(await back.count()).toBe(0);
    const users = tabs.getByRole('tab', { name: 'Utenti' });
    const lastTab = tabs.getByRole('tab').last();
    expect(await inView(lastTab, PHONE.width)).toBe(false);
    await screenshot(page, 'panels-admin-tabbar');

    // The chevron scrolls the strip: the back edge appears, and a few taps bring the last tab into sight. Each tap
    // scrolls smoothly: the next one waits until the strip stands still (at the end the chevron goes away, and a
    // tap aimed at it mid-scroll would wait for a button that is no longer there).
    const strip = tabs.locator('xpath=..');
    const settle = async () => {
      let last = -1;
      await expect
        .poll(
          async () => {
            const now = await strip.evaluate((el) => el.scrollLeft);
            const still = now === last;
            last = now;
            return still;
          },
          { interval: 150, message: 'the tab strip standing still' },
        )
        .toBe(true);
    };
    await forward.click();
    await settle();
    await back.waitFor();
    for (let taps = 0; taps < 16 && (await forward.count()) > 0; taps++) {
      await forward.click();
      await settle();
    }
    expect(await forward.count()).toBe(0);
    await expect.poll(() => inView(lastTab, PHONE.width), { message: 'the last tab in view' }).toBe(true);

    // Through the bar: 'Utenti' is selected, in view, and its list comes before any form.
    await users.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
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
    await tabs.getByRole('tab', { name: 'Assenze' }).click();
    await page.getByRole('button', { name: 'Nuova assenza' }).click();
    const absence = page.getByRole('form', { name: 'Nuova assenza' });
    const who = absence.getByLabel('Barbiere');
    expect(await who.locator('option:checked').textContent()).toBe('Tutti i barbieri');
    expect(await who.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Tutti i barbieri', 'Marco Bianchi', 'Luca Moretti', 'Davide Colombo']),
    );
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
