import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import {
  makeAccess,
  makeSubscription,
  makeUsage,
  starterPlan,
  businessPlan,
} from '../subscription/test-data';
import type { AccessState, Usage } from '../subscription/subscription-api';
import AdminPage from './admin-page';

// Each tab is a lazy module: its first import in a test run is transformed on the spot.
const LAZY = { timeout: 10_000 };

/** The shop's plan as the stubbed server answers it; a test changes it to see the page follow. */
let plan: { access: AccessState; usage: Usage | null } = { access: makeAccess(), usage: makeUsage() };

/** The server of these tests: the plan from `plan`, and every tab's list empty. */
function serveAdmin() {
  return stubApi({
    shopState: reply(503, { success: false, code: 'UNAVAILABLE', message: 'x' }),
    subscriptionAccess: () => ({ success: true, message: plan.access.message, data: plan.access }),
    subscriptionUsage: () => ({ success: true, data: plan.usage }),
    subscriptionPlans: { success: true, data: [businessPlan, starterPlan] },
    // The shop settings card has its own tests: here it only has to stand aside.
    shopSettings: reply(503, { success: false, code: 'UNAVAILABLE', message: 'x' }),
    notificationSettings: { success: true, data: { reminderEmailHours: 24, reminderSmsHours: 2 } },
    adminDayAppointments: [],
    adminServices: { success: true, data: [] },
    temporaryAbsences: { success: true, data: [] },
    adminUsers: [],
    staffAppointments: [],
    barberDirectory: [],
    waitingListAll: [],
  });
}

const admin = makeAuth(makeUser({ role: 'admin', firstName: 'Alessandro' }));
const render = (path = '/admin') =>
  renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path, auth: admin });

afterEach(() => {
  plan = { access: makeAccess(), usage: makeUsage() };
});

describe('AdminPage', () => {
  it('shows the tabs in the spec order and, with an active plan, opens the calendar by default', async () => {
    serveAdmin();
    render();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Abbonamento',
      'Piani',
      'Appuntamenti',
      'Servizi',
      'Barbieri',
      'Utenti',
      "Lista d'attesa",
      'Richieste',
      'Candidature',
      'Assistente',
      'Statistiche',
      'Assenze',
      'Prodotti',
      'Ordini',
      'Pagamenti Twint',
      'Impostazioni',
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Calendario Appuntamenti' }, LAZY),
    ).toBeTruthy();
    const calendar = screen.getByRole('tab', { name: 'Appuntamenti' });
    expect(calendar.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(calendar.id);
  });

  it('opens the tab named in the URL and moves between tabs with the arrow keys', async () => {
    serveAdmin();
    const { router } = render('/admin?tab=users');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gestione Utenti' }, LAZY)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Utenti' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 2, name: "Lista d'attesa" }, LAZY)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=waitinglist');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: "Lista d'attesa" }));
  });

  it("shows 'Piano Attivo' with the plan and a badge per resource from 75%, coloured by percentage", async () => {
    plan = { access: makeAccess(), usage: makeUsage({ appointments: 240, emails: 480, sms: 10 }) };
    serveAdmin();
    render();
    const link = await screen.findByRole('link', { name: /Piano Attivo/ });
    expect(link.textContent).toContain('Starter');
    expect(link.getAttribute('href')).toBe('/subscription/usage');
    const badges = await screen.findByRole('list', { name: 'Utilizzo del piano vicino al limite' });
    const items = Array.from(badges.querySelectorAll('li'));
    // 80% appointments (yellow), 96% emails (red); 10% sms has no badge.
    expect(items.map((li) => li.textContent)).toEqual(['Appuntamenti 80%', 'Email 96%']);
    expect(items[0]?.className).toContain('bg-status-pending-bg');
    expect(items[1]?.className).toContain('bg-danger-soft');
  });

  it('without a plan opens Abbonamento with the plan chooser and locks the gated tabs', async () => {
    plan = { access: makeAccess(null), usage: null };
    serveAdmin();
    const { router } = render();
    expect(await screen.findByRole('link', { name: /Piano Richiesto/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Seleziona Business' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Abbonamento' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Seleziona un piano per continuare')).toBeTruthy();

    for (const name of ['Servizi', 'Barbieri', 'Utenti', "Lista d'attesa", 'Statistiche']) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Funzionalità bloccata' })).toBeTruthy();
      expect(screen.getByText('Funzionalità bloccata. Attiva un abbonamento per accedere.')).toBeTruthy();
    }
    // The open areas stay usable.
    fireEvent.click(screen.getByRole('tab', { name: 'Assenze' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gestione Assenze Temporanee' }, LAZY),
    ).toBeTruthy();
    // The shop's settings (when the reminders go) are not locked either.
    fireEvent.click(screen.getByRole('tab', { name: 'Impostazioni' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Impostazioni' }, LAZY)).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Promemoria SMS' }, LAZY)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Servizi' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Scegli un piano' }));
    expect(router.state.location.search).toBe('?tab=subscription');
    expect(await screen.findByRole('button', { name: 'Seleziona Business' }, LAZY)).toBeTruthy();
  });

  it("says 'Piano attivato! Dashboard sbloccata.' when the plan turns active, and the tabs open", async () => {
    plan = { access: makeAccess(makeSubscription({ status: 'pending_payment' })), usage: null };
    serveAdmin();
    render('/admin?tab=services');
    expect(await screen.findByRole('heading', { level: 2, name: 'Funzionalità bloccata' })).toBeTruthy();
    expect(screen.getByText('Completa il pagamento per attivare tutte le funzionalità')).toBeTruthy();

    plan = { access: makeAccess(), usage: makeUsage() };
    // Coming back to the window refreshes the plan (debounced 1000 ms).
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByText('Piano attivato! Dashboard sbloccata.')).toBeTruthy(), {
      timeout: 3000,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gestione Servizi' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Piano Attivo/ })).toBeTruthy();
  });

  it('treats a failed access check as no plan, with the connection message', async () => {
    serveAdmin().answer({
      subscriptionAccess: reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno' }),
    });
    render('/admin?tab=barbers');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Funzionalità bloccata' }, LAZY),
    ).toBeTruthy();
    expect(screen.getByText('Errore di connessione')).toBeTruthy();
  });
});
