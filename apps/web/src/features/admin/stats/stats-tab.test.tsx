import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminStatsResponse } from '@barber/shared/schemas/stats';
import { jsonResponse, makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { StatsTab } from './stats-tab';

afterEach(() => vi.restoreAllMocks());

const answer: AdminStatsResponse = {
  success: true,
  timeframe: 'month',
  from: '2026-11-01',
  to: '2026-12-01',
  appointmentsByDay: [{ day: '2026-11-02', count: 3 }],
  revenueByDay: [{ day: '2026-11-02', revenue: 90 }],
  appointmentsByMonth: [{ month: '2026-11', count: 3 }],
  revenueByMonth: [{ month: '2026-11', revenue: 90 }],
  serviceStats: [{ name: 'Taglio', count: 3 }],
  peakHours: [{ hour: 10, count: 3 }],
  customerRetention: [
    { name: '1 visita', value: 1 },
    { name: '2 visite', value: 1 },
    { name: '3-5 visite', value: 0 },
    { name: '6-10 visite', value: 0 },
    { name: 'Più di 10 visite', value: 0 },
  ],
  totals: { appointments: 3, revenue: 90, retainedClients: 1, shopRevenue: 45.9 },
};

function renderTab(respond: (url: string) => Response) {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => respond(String(input)));
  renderRoutes([{ path: '/admin', element: <StatsTab /> }], { path: '/admin', auth: makeAuth(makeUser({ role: 'admin' })) });
  return fetchMock;
}

const barbers = [{ _id: 'b-1', firstName: 'Marco', lastName: 'Bianchi', bio: null, services: [], serviceIds: [], workingHours: [], vacations: [] }];

describe("the admin's Statistiche", () => {
  it('opens on all barbers and the month, shows the totals, and asks again for a barber and a period', async () => {
    const fetchMock = renderTab((url) => (url.includes('/admin/stats') ? jsonResponse(200, answer) : jsonResponse(200, barbers)));
    expect(await screen.findByText('Clienti fidelizzati')).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/admin/stats'))![0])).toContain('timeframe=month');
    expect(screen.getByText('Vendite shop')).toBeTruthy();
    expect(screen.getByText('Dal 1 novembre 2026 al 30 novembre 2026')).toBeTruthy();

    await screen.findByRole('option', { name: 'Marco Bianchi' });
    fireEvent.change(screen.getByLabelText('Barbiere'), { target: { value: 'b-1' } });
    fireEvent.change(screen.getByLabelText('Periodo'), { target: { value: 'year' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('timeframe=year') && String(u).includes('barberId=b-1'))).toBe(true),
    );
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
  });

  it('says the spec’s error text with a retry', async () => {
    renderTab((url) => (url.includes('/admin/stats') ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, barbers)));
    expect(await screen.findByText('Errore nel caricamento delle statistiche. Riprova più tardi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
