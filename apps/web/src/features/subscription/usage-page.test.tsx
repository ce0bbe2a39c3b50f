import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { reply, stubApi, type StubReply } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { makeAccess, makeSubscription, makeUsage, businessPlan } from './test-data';
import type { AccessState, Usage } from './subscription-api';
import UsagePage from './usage-page';
import { formatPlanDate } from './usage-format';

// One envelope for the three subscription routes of this page: each test gives the data it looks at.
const ok = (data: unknown) => reply(200, { success: true, message: 'ok', data });

function stub(access: StubReply, usage = ok(null), receipts = ok([])) {
  stubApi({ subscriptionAccess: access, subscriptionUsage: usage, subscriptionReceipts: receipts });
}

const admin = makeAuth(makeUser({ role: 'admin' }));
const render = () =>
  renderRoutes(
    [
      { path: '/subscription/usage', element: <UsagePage /> },
      { path: '/subscription', element: <p>piani</p> },
    ],
    { path: '/subscription/usage', auth: admin },
  );

describe('UsagePage', () => {
  it("shows 'Caricamento statistiche di utilizzo...' while loading", () => {
    const never = () => new Promise<never>(() => {});
    stubApi({ subscriptionAccess: never, subscriptionUsage: never, subscriptionReceipts: never });
    render();
    expect(screen.getByText('Caricamento statistiche di utilizzo...')).toBeTruthy();
  });

  it('shows the error and a reload button when the data cannot be loaded', async () => {
    stub(reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno del server' }));
    render();
    expect(await screen.findByText('Errore nel caricamento statistiche')).toBeTruthy();
    expect(screen.getByText('Errore interno del server')).toBeTruthy();
    const reload = screen.getByRole('button', { name: 'Ricarica' });
    stub(ok(makeAccess()), ok(makeUsage({ appointments: 12 })));
    fireEvent.click(reload);
    expect(await screen.findByRole('heading', { level: 2, name: 'Utilizzo del mese' })).toBeTruthy();
  });

  it("without an active plan: 'Abbonamento Richiesto', the status line and 'Seleziona Piano'", async () => {
    stub(ok(makeAccess(makeSubscription({ status: 'pending_payment', plan: businessPlan }))));
    render();
    expect(await screen.findByRole('heading', { name: 'Abbonamento Richiesto' })).toBeTruthy();
    expect(screen.getByText(/Stato dell'abbonamento: In Attesa Pagamento/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Seleziona Piano' }));
    expect(await screen.findByText('piani')).toBeTruthy();
  });

  it('without any subscription: no status line', async () => {
    stub(ok(makeAccess(null)));
    render();
    expect(await screen.findByRole('heading', { name: 'Abbonamento Richiesto' })).toBeTruthy();
    expect(screen.queryByText(/Stato dell'abbonamento/)).toBeNull();
  });

  it("active but without stats: 'Statistiche Non Disponibili', reload and 'Gestisci Piano'", async () => {
    stub(ok(makeAccess()), reply(500, { success: false, code: 'INTERNAL', message: 'x' }));
    render();
    expect(await screen.findByRole('heading', { name: 'Statistiche Non Disponibili' })).toBeTruthy();
    // The plan still comes from the access check.
    expect(screen.getByRole('heading', { level: 2, name: 'Starter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gestisci Piano' }).getAttribute('href')).toBe('/subscription');
  });

  it('the full dashboard: plan header, alerts, four cards with coloured bars, billing, summary, upgrade, receipts', async () => {
    const usage: Usage = makeUsage({ appointments: 240, emails: 480, sms: 91, barbers: 0 });
    const receipt = {
      _id: 'pay-1',
      reference: 'ref',
      planName: 'STARTER',
      planDisplayName: 'Starter',
      amount: 29,
      currency: 'CHF',
      status: 'succeeded',
      paymentMethod: 'stripe_card',
      createdAt: '2026-11-01T09:00:00.000Z',
      paidAt: '2026-11-01T09:00:00.000Z',
      periodStart: null,
      periodEnd: null,
    };
    stub(ok(makeAccess()), ok(usage), ok([receipt]));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeTruthy();
    expect(screen.getByText(/CHF 29 \/mese · mensile/)).toBeTruthy();
    expect(screen.getAllByText('Attivo').length).toBeGreaterThan(0);

    const alerts = screen.getByRole('region', { name: 'Avvisi di utilizzo' });
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Limite email raggiunto (96%)',
      'Utilizzo appuntamenti elevato (80%)',
      'Utilizzo SMS elevato (91%)',
    ]);

    const bars = screen.getAllByRole('progressbar');
    const bar = (name: RegExp) => bars.find((b) => name.test(b.getAttribute('aria-label') ?? ''))!;
    expect(bar(/^Appuntamenti/).firstElementChild?.className).toContain('bg-yellow-400');
    expect(bar(/^Email/).firstElementChild?.className).toContain('bg-danger');
    expect(bar(/^SMS/).firstElementChild?.className).toContain('bg-warning-border');
    expect(bar(/^Barbieri/).firstElementChild?.className).toContain('bg-accent');
    // At least one barber is shown.
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByText('240 / 300')).toBeTruthy();

    const billing = screen.getByRole('region', { name: 'Periodo di fatturazione' });
    expect(billing.textContent).toContain(formatPlanDate('2026-12-01T09:00:00.000Z'));
    expect(within(billing).getByRole('link', { name: 'Gestisci Piano' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Riepilogo del sistema' })).toBeTruthy();

    const upgrade = screen.getByRole('region', { name: 'Upgrade consigliato' });
    expect(upgrade.textContent).toContain('Business a CHF 49 /mese');
    expect(within(upgrade).getByRole('link').getAttribute('href')).toBe('/subscription?plan=BUSINESS');

    expect(await screen.findByRole('button', { name: /Ricevuta del 1 nov 2026, CHF\s29\.00/ })).toBeTruthy();
  });

  it("shows '∞' for an unlimited resource", async () => {
    const usage = makeUsage({ appointments: 500 }, businessPlan);
    stub(ok({ ...makeAccess(makeSubscription({ plan: businessPlan })) } satisfies AccessState), ok(usage));
    render();
    expect(await screen.findByText('500 / ∞')).toBeTruthy();
    expect(screen.getAllByText('Illimitato').length).toBeGreaterThan(0);
  });
});

describe('formatPlanDate', () => {
  it("day, short month and year in Italian; 'N/A' when missing; 'Data non valida' when unreadable", () => {
    expect(formatPlanDate('2026-01-31T12:00:00.000Z')).toBe('31 gen 2026');
    expect(formatPlanDate(null)).toBe('N/A');
    expect(formatPlanDate(undefined)).toBe('N/A');
    expect(formatPlanDate('domani')).toBe('Data non valida');
  });
});
