import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ContactRequestItem } from '@barber/shared/contract/contact';
import { stubApi } from '../../../test-api';
import { RequestsTab } from './requests-tab';

const item = (over: Partial<ContactRequestItem>): ContactRequestItem => ({
  _id: 'r1',
  kind: 'demo',
  name: 'Giulia Rossi',
  email: 'giulia@salone.ch',
  phone: '+41791234567',
  salonName: 'Salone Giulia',
  interest: 'booking-demo',
  service: null,
  serviceLabel: null,
  date: null,
  time: null,
  message: 'Vorrei una demo',
  privacyAccepted: true,
  handled: false,
  handledAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  ...over,
});

function mock() {
  return stubApi({
    contactRequests: ({ query }) => {
      const kind = query.get('kind');
      const rows = [
        item({}),
        item({
          _id: 'r2',
          kind: 'consultation',
          name: 'Marco Bernasconi',
          email: null,
          salonName: null,
          interest: null,
          service: 'barba',
          serviceLabel: 'Barba e Grooming',
          date: '2026-12-03',
          time: '16:30',
          message: '',
          privacyAccepted: false,
        }),
      ].filter((r) => !kind || r.kind === kind);
      return {
        success: true,
        data: rows,
        pagination: { total: rows.length, page: 1, pages: 1, limit: 20 },
        open: rows.length,
      };
    },
    contactRequestHandled: {
      success: true,
      message: 'Richiesta segnata come gestita',
      data: item({ handled: true, handledAt: '2026-11-26T10:00:00.000Z' }),
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('RequestsTab', () => {
  it('lists both kinds with their details, filters by kind and marks one handled', async () => {
    const api = mock();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RequestsTab />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Elenco delle richieste' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const consultation = within(list).getByText('Marco Bernasconi').closest('li')!;
    expect(consultation.textContent).toContain('Barba e Grooming');
    expect(consultation.textContent).toContain('16:30');
    expect(screen.getByText('2 richieste · 2 richieste da gestire')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'consultation' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Elenco delle richieste' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: '' } });
    const demo = (await screen.findByText('Giulia Rossi')).closest('li')!;
    fireEvent.click(within(demo).getByRole('button', { name: 'Segna come gestita' }));
    await waitFor(() => expect(api.callsTo('contactRequestHandled')).not.toHaveLength(0));
    const [patch] = api.callsTo('contactRequestHandled');
    expect(patch!.params).toEqual({ id: 'r1' });
    expect(patch!.body).toEqual({ handled: true });
  });
});
