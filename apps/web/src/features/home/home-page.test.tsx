import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { Role } from '@barber/shared/schemas/auth';
import { jsonResponse, makeAppointment, makeAuth, makeUser, renderRoutes, shopInfo } from '../../test-utils';
import HomePage from './home-page';

const shop: ShopInfo = {
  ...shopInfo,
  tagline: 'Il barbiere di fiducia a Lugano',
  phone: '+41 91 123 45 67',
  email: 'info@studio.example',
  openingHours: [
    { day: 'monday', open: true, startTime: '14:00', endTime: '18:00' },
    { day: 'sunday', open: false, startTime: null, endTime: null },
  ],
};

function renderHome(role: Role | null, data: unknown = { configured: true, ...shop }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { success: true, data })),
  );
  renderRoutes([{ path: '/', element: <HomePage /> }], {
    auth: makeAuth(role ? makeUser({ role, firstName: 'Luca' }) : null),
  });
}

/** The notice in place of the shop's details (the loading spinner is a status too). */
const setupNotice = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Le prenotazioni online apriranno'));
    if (!found) throw new Error('no setup notice');
    return found;
  });

const hero = () => screen.getByRole('region', { name: 'Studio Test' });
const heroLink = (name: string) => within(hero()).getByRole('link', { name }).getAttribute('href');

describe('HomePage', () => {
  it('shows the shop from the API and, logged out, the slogan and three ways in', async () => {
    renderHome(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Test' })).toBeTruthy();
    expect(screen.getByText('Il barbiere di fiducia a Lugano')).toBeTruthy();
    expect(screen.getByText('Prenota 24h su 24, 7 giorni su 7.')).toBeTruthy();
    expect(heroLink('Accedi')).toBe('/login');
    expect(heroLink('Registrati')).toBe('/register');
    expect(heroLink('Prenota come ospite')).toBe('/guest-booking');
  });

  it('lists address, contacts and opening hours', async () => {
    renderHome(null);
    expect((await screen.findByText(/Via Nassa 1/)).textContent).toBe('Via Nassa 16900 Lugano');
    expect(screen.getByRole('link', { name: '+41 91 123 45 67' }).getAttribute('href')).toBe(
      'tel:+41911234567',
    );
    expect(screen.getByRole('link', { name: 'info@studio.example' }).getAttribute('href')).toBe(
      'mailto:info@studio.example',
    );
    expect(screen.getByText('14:00–18:00')).toBeTruthy();
    expect(screen.getByText('Chiuso')).toBeTruthy();
    expect(screen.getByText(/V2\.0/)).toBeTruthy();
  });

  it.each([
    ['admin', 'Dashboard Admin', '/admin'],
    ['barber', 'Pannello Barbiere', '/barber'],
    ['client', 'Prenota Ora', '/booking'],
  ] as const)('welcomes a logged-in %s by name with the button %s', async (role, label, to) => {
    renderHome(role);
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    expect(screen.getByText('Ciao, Luca!')).toBeTruthy();
    expect(heroLink(label)).toBe(to);
    expect(screen.queryByText('Prenota 24h su 24, 7 giorni su 7.')).toBeNull();
  });

  it('a fresh install: says the shop is being set up and links to the one-time setup', async () => {
    renderHome(null, { configured: false, needsSetup: true });
    const notice = await setupNotice();
    expect(within(notice).getByText('Il negozio è in fase di configurazione')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Configura il negozio' }).getAttribute('href')).toBe(
      '/setup',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Barber Studio' })).toBeTruthy();
    // Nothing to book yet, and no error shown.
    expect(screen.queryByRole('link', { name: 'Prenota come ospite' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('being set up after the admin exists: no setup link', async () => {
    renderHome(null, { configured: false, needsSetup: false });
    const notice = await setupNotice();
    expect(within(notice).getByText('Il negozio è in fase di configurazione')).toBeTruthy();
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  describe("a customer's next appointment", () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    function renderWith(role: Role | null, appointments: unknown[]) {
      const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/appointments/my-appointments')
          ? jsonResponse(200, appointments)
          : jsonResponse(200, { success: true, data: { configured: true, ...shop } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderRoutes([{ path: '/', element: <HomePage /> }], {
        auth: makeAuth(role ? makeUser({ role, firstName: 'Luca' }) : null),
      });
      return fetchMock;
    }
    const soon = makeAppointment({ _id: 'a1', status: 'confirmed', startsAt: inDays(3), date: '2026-11-24', time: '10:15' });

    it("shows 'Il tuo prossimo appuntamento' first, with a way to the list", async () => {
      renderWith('client', [makeAppointment({ _id: 'a0', status: 'cancelled', startsAt: inDays(1) }), soon]);
      const card = await screen.findByRole('region', { name: 'Il tuo prossimo appuntamento' });
      expect(card.textContent).toContain('Martedì 24 novembre 2026, ore 10:15');
      expect(within(card).getByRole('link', { name: 'I miei appuntamenti' }).getAttribute('href')).toBe('/booking');
    });

    it('shows nothing without an upcoming appointment, and never asks for a visitor', async () => {
      renderWith('client', [makeAppointment({ _id: 'a0', status: 'completed', startsAt: inDays(-3) })]);
      await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
      await waitFor(() => expect(screen.queryByText('Caricamento…')).toBeNull());
      expect(screen.queryByRole('region', { name: 'Il tuo prossimo appuntamento' })).toBeNull();
      const visitor = renderWith(null, [soon]);
      await screen.findAllByRole('heading', { level: 1, name: 'Studio Test' });
      expect(visitor.mock.calls.some(([url]) => String(url).includes('my-appointments'))).toBe(false);
    });
  });
});
