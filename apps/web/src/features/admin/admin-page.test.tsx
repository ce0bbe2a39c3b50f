import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import type * as AbsencesModule from './absences/absences-tab';

/** Every address the absences panel was drawn at: never the ?tab= link's own, which is completed first. */
const absencesDrawnAt = vi.hoisted((): string[] => []);
vi.mock('./absences/absences-tab', async (importOriginal) => {
  const real = await importOriginal<typeof AbsencesModule>();
  const { useLocation } = await import('react-router');
  function AbsencesTab() {
    const { pathname, search } = useLocation();
    absencesDrawnAt.push(pathname + search);
    return <real.AbsencesTab />;
  }
  return { ...real, AbsencesTab };
});

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
  renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path, auth: admin });
const section = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Sezioni della dashboard' })).getByRole('link', { name });

afterEach(() => {
  plan = { access: makeAccess(), usage: makeUsage() };
});

describe('AdminPage', () => {
  it('groups the tabs in seven sections and, with an active plan, opens the calendar at its own address', async () => {
    serveAdmin();
    const { router } = render();
    const nav = screen.getByRole('navigation', { name: 'Sezioni della dashboard' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Calendario', '/admin/calendar/appointments'],
      ['Clienti', '/admin/customers/users'],
      ['Team', '/admin/team/barbers'],
      ['Negozio', '/admin/shop/ecommerce'],
      ['Pagamenti', '/admin/payments/twint'],
      ['Statistiche', '/admin/stats'],
      ['Impostazioni', '/admin/settings'],
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Calendario Appuntamenti' }, LAZY),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/calendar/appointments'));
    expect(section('Calendario').getAttribute('aria-current')).toBe('page');
    const tabs = screen.getByRole('tablist', { name: 'Schede della sezione Calendario' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Appuntamenti', 'Assenze', "Lista d'attesa"]);
    const calendar = screen.getByRole('tab', { name: 'Appuntamenti' });
    expect(calendar.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(calendar.id);
  });

  it("sends the spec's ?tab= on to the tab's address and moves between tabs with the arrow keys", async () => {
    serveAdmin();
    const { router } = render('/admin?tab=users');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gestione Utenti' }, LAZY)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers/users'));
    expect(router.state.location.search).toBe('');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Utenti' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Richieste' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/customers/requests');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Richieste' }));
  });

  it("mounts the panel of a ?tab= link only at the tab's own address, so a click at once is kept", async () => {
    serveAdmin();
    // The absences panel's code is loaded first, so it could show at once: it still waits for the address.
    render('/admin/calendar/absences');
    await screen.findByRole('button', { name: 'Nuova assenza' }, LAZY);
    cleanup();
    serveAdmin();
    absencesDrawnAt.length = 0;
    const { router } = render('/admin?tab=absences');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova assenza' }, LAZY));
    expect(router.state.location.pathname).toBe('/admin/calendar/absences');
    expect(router.state.location.search).toBe('');
    expect(new Set(absencesDrawnAt)).toEqual(new Set(['/admin/calendar/absences']));
    expect(await screen.findByRole('form', { name: 'Nuova assenza' })).toBeTruthy();
  });

  it('opens a section of one tab at its address, without a tab list', async () => {
    serveAdmin();
    render('/admin/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Impostazioni' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(section('Impostazioni').getAttribute('aria-current')).toBe('page');
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/payments/subscription'));
    expect(screen.getByText('Seleziona un piano per continuare')).toBeTruthy();

    const locked = async () => {
      expect(await screen.findByRole('heading', { level: 2, name: 'Funzionalità bloccata' })).toBeTruthy();
      expect(screen.getByText('Funzionalità bloccata. Attiva un abbonamento per accedere.')).toBeTruthy();
    };
    for (const [where, tab] of [['Team', 'Barbieri'], ['Team', 'Servizi'], ['Clienti', 'Utenti'], ['Calendario', "Lista d'attesa"]]) {
      fireEvent.click(section(where!));
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      await locked();
    }
    fireEvent.click(section('Statistiche'));
    await locked();
    // The open areas stay usable.
    fireEvent.click(section('Calendario'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Assenze' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gestione Assenze Temporanee' }, LAZY),
    ).toBeTruthy();
    // The shop's settings (when the reminders go) are not locked either.
    fireEvent.click(section('Impostazioni'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Impostazioni' }, LAZY)).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Promemoria SMS' }, LAZY)).toBeTruthy();

    fireEvent.click(section('Team'));
    fireEvent.click(await screen.findByRole('button', { name: 'Scegli un piano' }));
    expect(router.state.location.pathname).toBe('/admin/payments/subscription');
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
