import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminStatsResponse } from '@barber/shared/schemas/stats';
import { reply, stubApi, type Stub } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
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

function renderTab(stats: Stub<'adminStats'>) {
  const api = stubApi({ adminStats: stats, barberDirectory: barbers });
  renderRoutes([{ path: '/admin', element: <StatsTab /> }], {
    path: '/admin',
    auth: makeAuth(makeUser({ role: 'admin' })),
  });
  return api;
}

const barbers = [
  {
    _id: 'b-1',
    firstName: 'Marco',
    lastName: 'Bianchi',
    bio: null,
    services: [],
    serviceIds: [],
    workingHours: [],
    vacations: [],
  },
];

describe("the admin's Statistiche", () => {
  it('opens on all barbers and the month, shows the totals, and asks again for a barber and a period', async () => {
    const api = renderTab(answer);
    expect(await screen.findByText('Clienti fidelizzati')).toBeTruthy();
    expect(api.callsTo('adminStats')[0]!.query.get('timeframe')).toBe('month');
    expect(screen.getByText('Vendite shop')).toBeTruthy();
    expect(screen.getByText('Dal 1 novembre 2026 al 30 novembre 2026')).toBeTruthy();

    await screen.findByRole('option', { name: 'Marco Bianchi' });
    fireEvent.change(screen.getByLabelText('Barbiere'), { target: { value: 'b-1' } });
    fireEvent.change(screen.getByLabelText('Periodo'), { target: { value: 'year' } });
    await waitFor(() =>
      expect(
        api
          .callsTo('adminStats')
          .some(({ query }) => query.get('timeframe') === 'year' && query.get('barberId') === 'b-1'),
      ).toBe(true),
    );
    const before = api.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(api.mock.calls.length).toBeGreaterThan(before));
  });

  it('says the spec’s error text with a retry', async () => {
    renderTab(reply(500, { code: 'INTERNAL', message: 'x' }));
    expect(
      await screen.findByText('Errore nel caricamento delle statistiche. Riprova più tardi.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
