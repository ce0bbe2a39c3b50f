import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BarberStatsResponse } from '@barber/shared/schemas/stats';
import { stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { StatsTab } from './stats-tab';

afterEach(() => vi.restoreAllMocks());

const empty: BarberStatsResponse = {
  success: true,
  timeframe: 'month',
  from: '2026-11-01',
  to: '2026-12-01',
  appointments: { total: 0, previousPeriod: 0 },
  revenue: { total: 0, previousPeriod: 0 },
  duration: { average: 0 },
  mostPopularService: null,
  appointmentsByPeriod: [],
  serviceDistribution: [],
  revenueByPeriod: [],
};

function renderStats(answer: (query: URLSearchParams) => BarberStatsResponse) {
  const api = stubApi({ barberStats: ({ query }) => answer(query) });
  renderRoutes([{ path: '/barber', element: <StatsTab barberId="b-1" /> }], {
    path: '/barber',
    auth: makeAuth(makeUser({ role: 'barber', barberId: 'b-1' })),
  });
  return api;
}

describe("the barber's Statistiche", () => {
  it("says 'Nessuna statistica disponibile.' when there is nothing, and asks the month by default", async () => {
    const api = renderStats(() => empty);
    expect(await screen.findByText('Nessuna statistica disponibile.')).toBeTruthy();
    const [first] = api.callsTo('barberStats');
    expect(first?.params.id).toBe('b-1');
    expect(first?.query.get('timeframe')).toBe('month');
    expect(screen.getByRole('button', { name: 'Mese' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the four cards with the change, and no percentage when the previous period was zero', async () => {
    const api = renderStats((query) =>
      query.get('timeframe') === 'year'
        ? {
            ...empty,
            timeframe: 'year',
            appointments: { total: 4, previousPeriod: 0 },
            revenue: { total: 120, previousPeriod: 0 },
            duration: { average: 30 },
          }
        : {
            ...empty,
            appointments: { total: 12, previousPeriod: 10, change: 20 },
            revenue: { total: 360, previousPeriod: 400, change: -10 },
            duration: { average: 38 },
            mostPopularService: { name: 'Taglio + Barba', count: 7 },
          },
    );
    expect(await screen.findByText('+20.0% rispetto al periodo precedente')).toBeTruthy();
    expect(screen.getByText('-10.0% rispetto al periodo precedente')).toBeTruthy();
    expect(screen.getByText('38 min')).toBeTruthy();
    expect(screen.getByText('Taglio + Barba')).toBeTruthy();
    expect(screen.getByText('7 prenotazioni')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Anno' }));
    await waitFor(() => expect(api.callsTo('barberStats').at(-1)?.query.get('timeframe')).toBe('year'));
    expect(await screen.findAllByText('Nessun confronto: periodo precedente senza dati')).toHaveLength(2);
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});
