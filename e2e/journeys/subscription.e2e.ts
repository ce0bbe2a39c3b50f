import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoClient } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { openDay, slotButton } from '../support/booking-flow';
import { nextWeekdayFrom } from '../support/dates';
import { openAdminTab } from '../support/admin-nav';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

// Subscription plans (issue 12). The demo server runs an active plan for every journey (BUSINESS since issue 27
// item 12, room for one more barber): this file moves the shop to other states through the demo-only POST
// /dev/subscription and puts the demo's own plan back at the end.
// The refused booking takes no slot; the day is one no other journey books (Luca, Thursdays, far out).
const bookingDay = nextWeekdayFrom(24, ['thursday']);

const browser = useBrowser();

interface Access {
  data: { hasAccess: boolean; subscription: { status: string; plan: { name: string } } | null };
}
interface PlanAnswer {
  data: { name: string; limits: { appointments: number } }[];
}
interface UsageAnswer {
  data: { appointments: { current: number; limit: number } } | null;
}

let adminToken = '';
let starterLimit = 300;
let demoPlan: 'STARTER' | 'BUSINESS' = 'BUSINESS';

const setPlan = (body: { status: string; plan?: 'STARTER' | 'BUSINESS'; appointmentLimit?: number }) =>
  api<Access>('/dev/subscription', { method: 'POST', body, token: adminToken });

/** This month's appointments so far: the limit that leaves no room for one more. */
async function monthAppointments(): Promise<number> {
  const usage = await api<UsageAnswer>('/subscriptions/usage', { token: adminToken });
  if (!usage.data) throw new Error('no usage: the plan is not active');
  return usage.data.appointments.current;
}

beforeAll(async () => {
  // The first page of a fresh server is slow on these shared machines: load it once before the clocks start.
  await fetch(`${baseURL()}/login`);
  const auth = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  adminToken = auth.token;
  const plans = await api<PlanAnswer>('/subscriptions/plans', { token: adminToken });
  starterLimit = plans.data.find((p) => p.name === 'STARTER')?.limits.appointments ?? starterLimit;
  const access = await api<Access>('/subscriptions/check-access', { token: adminToken });
  const name = access.data.subscription?.plan.name;
  if (name !== 'STARTER' && name !== 'BUSINESS') throw new Error(`the demo runs no known plan: ${name}`);
  demoPlan = name;
});

afterAll(async () => {
  // STARTER's own limit again (the tests lowered it), then the demo's own plan: the journeys after this file book
  // and add barbers as usual.
  await setPlan({ status: 'active', plan: 'STARTER', appointmentLimit: starterLimit });
  await setPlan({ status: 'active', plan: demoPlan });
});

async function openAdmin(page: Page) {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Dashboard Admin' }).waitFor();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('subscription plans', () => {
  it('the admin of a shop without a plan sees locked tabs, pays BUSINESS by test card and the dashboard unlocks', async () => {
    expect((await setPlan({ status: 'none' })).data.subscription).toBeNull();
    const { page, context, problems } = await openPage(browser(), DESKTOP, 'dark');
    await openAdmin(page);

    // Without a plan the subscription tab is the default, with the plan chooser.
    await page.getByRole('link', { name: /Piano Richiesto/ }).waitFor();
    expect(await tab(page, 'Abbonamento').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Seleziona Business' }).waitFor();

    // The locked areas say so (the server refuses them too).
    for (const [section, name] of [['Team', 'Servizi'], ['Team', 'Barbieri'], ['Clienti', 'Utenti']] as const) {
      await openAdminTab(page, section, name);
      await page.getByRole('heading', { level: 2, name: 'Funzionalità bloccata' }).waitFor();
      await page.getByText('Funzionalità bloccata. Attiva un abbonamento per accedere.').waitFor();
    }
    const refused = await fetch(`${baseURL()}/api/admin/users`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', upgradeRequired: true });

    // The calendar stays open without a plan.
    await openAdminTab(page, 'Calendario', 'Appuntamenti');
    await page.getByRole('heading', { level: 2, name: 'Calendario Appuntamenti' }).waitFor();

    // From a locked tab to the plans, BUSINESS, the test card.
    await openAdminTab(page, 'Team', 'Servizi');
    await page.getByRole('button', { name: 'Scegli un piano' }).click();
    await page.getByRole('button', { name: 'Seleziona Business' }).click();
    const form = page.getByRole('form', { name: 'Pagamento abbonamento' });
    await form.waitFor();
    expect(await form.textContent()).toContain('1 mese');
    await form.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
    await form.getByLabel('Scadenza').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Paga CHF 49' }).click();
    await page.getByRole('heading', { level: 2, name: 'Pagamento Completato!' }).waitFor();
    await page.getByText('Piano attivato! Dashboard sbloccata.').first().waitFor();
    await page.getByRole('link', { name: 'Accedi alla Dashboard' }).waitFor();

    // The tabs open, the header names the plan, and the server agrees.
    await openAdminTab(page, 'Team', 'Servizi');
    await page.getByRole('heading', { level: 2, name: 'Gestione Servizi' }).waitFor();
    expect(await page.getByRole('link', { name: /Piano Attivo/ }).textContent()).toContain('Business');
    const access = await api<Access>('/subscriptions/check-access', { token: adminToken });
    expect(access.data.hasAccess).toBe(true);
    expect(access.data.subscription?.plan.name).toBe('BUSINESS');
    const users = await fetch(`${baseURL()}/api/admin/users`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(users.status).toBe(200);

    expect(problems).toEqual([]);
    await context.close();
  });

  it("a customer of a shop at its monthly limit sees 'Limite prenotazioni raggiunto! Effettua un upgrade del piano.'", async () => {
    await setPlan({ status: 'active', plan: 'STARTER', appointmentLimit: starterLimit });
    const barbers = await api<{ _id: string; firstName: string }[]>('/appointments/public/barbers');
    const luca = barbers.find((b) => b.firstName === 'Luca')!;
    const time = (await freeTimes(luca._id, bookingDay, 30))[0];
    if (!time) throw new Error(`Luca has no free time on ${bookingDay}`);

    const { page, context, problems } = await openPage(browser(), PHONE, 'light');
    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/booking');
    await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
    await openDay(page, 'Luca Moretti', 'Taglio + Shampoo', bookingDay);
    await slotButton(page, time).click();

    // Meanwhile the month fills up: the shop is now at its limit.
    const count = await monthAppointments();
    await setPlan({ status: 'active', plan: 'STARTER', appointmentLimit: count });
    await page.getByRole('button', { name: 'Prenota', exact: true }).click();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByRole('radio', { name: /Pago in Sede/ }).check();
    await page.getByRole('button', { name: 'Conferma - Pago in Sede' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Limite prenotazioni raggiunto! Effettua un upgrade del piano.' })
      .waitFor();
    // Nothing was created.
    expect(await monthAppointments()).toBe(count);

    // Coming back to /booking, the limit check answers first: the monthly-limit screen instead of the form.
    await page.goto('/booking');
    await page.getByRole('heading', { level: 1, name: 'Hai raggiunto il limite di prenotazioni' }).waitFor();
    expect(await page.getByRole('button', { name: 'Prenota', exact: true }).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('the plan screens are accessible and fit a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);

    // No plan: a locked tab, then the chooser in the subscription tab.
    await setPlan({ status: 'none' });
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin?tab=barbers');
    await page.getByRole('heading', { level: 2, name: 'Funzionalità bloccata' }).waitFor();
    await lookAround(page, 'subscription-locked');
    await page.goto('/admin?tab=subscription');
    await page.getByRole('button', { name: 'Seleziona Business' }).waitFor();
    await lookAround(page, 'subscription-admin-chooser');

    // The demo's active STARTER: the plans page, the payment form, the usage dashboard, the tabs.
    await setPlan({ status: 'active', plan: 'STARTER', appointmentLimit: starterLimit });
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Seleziona Business' }).waitFor();
    await page.getByText('Piano attuale').waitFor();
    await lookAround(page, 'subscription-plans');
    await page.getByRole('button', { name: 'Seleziona Business' }).click();
    await page.getByRole('form', { name: 'Pagamento abbonamento' }).getByLabel('Numero della carta').waitFor();
    await lookAround(page, 'subscription-payment');
    await page.getByRole('button', { name: 'Annulla' }).click();

    await page.goto('/subscription/usage');
    await page.getByRole('heading', { level: 2, name: 'Utilizzo del mese' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ricevute' }).waitFor();
    await expect
      .poll(() => page.getByText('Caricamento').count(), { message: "the usage page: still 'Caricamento'" })
      .toBe(0);
    await lookAround(page, 'subscription-usage');

    await page.goto('/admin?tab=subscription');
    await page.getByRole('link', { name: "Vedi l'utilizzo" }).waitFor();
    await lookAround(page, 'subscription-admin-manage');
    await page.goto('/admin?tab=barbers');
    await page.getByRole('heading', { level: 3, name: 'Barbieri del piano' }).waitFor();
    await lookAround(page, 'subscription-admin-barbers');

    expect(problems).toEqual([]);
    await context.close();

    // A customer, on a phone, when the month is full: the gate's monthly-limit screen.
    const customer = await openPage(browser(), PHONE);
    await setPlan({ status: 'active', plan: 'STARTER', appointmentLimit: await monthAppointments() });
    try {
      await signIn(customer.page, demoClient.email, demoClient.password);
      await customer.page.goto('/booking');
      await customer.page
        .getByRole('heading', { level: 1, name: 'Hai raggiunto il limite di prenotazioni' })
        .waitFor();
      await lookAround(customer.page, 'subscription-booking-limit');
    } finally {
      await setPlan({ status: 'active', plan: 'STARTER', appointmentLimit: starterLimit });
    }
    expect(customer.problems).toEqual([]);
    await customer.context.close();
  });
});
