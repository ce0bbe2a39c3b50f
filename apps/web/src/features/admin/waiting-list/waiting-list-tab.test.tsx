import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminWaitingEntry } from '@barber/shared/contract/waiting-list';
import { stubApi } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { WaitingListTab } from './waiting-list-tab';

const entry: AdminWaitingEntry = {
  _id: 'w1',
  service: 'Taglio',
  serviceId: 's1',
  status: 'pending',
  preferredDays: [],
  preferredTimeSlots: [],
  preferredBarber: null,
  notes: null,
  requestDate: '2026-12-01T09:00:00.000Z',
  expiryDate: '2026-12-31T09:00:00.000Z',
  offer: null,
  client: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.ch', phone: null },
};

afterEach(() => vi.unstubAllGlobals());

describe('WaitingListTab', () => {
  it('lists the entries with their count, asks again with the status filter and says when it finds none', async () => {
    const api = stubApi({
      waitingListAll: ({ query }) => (query.get('status') === 'booked' ? [] : [entry]),
      barberDirectory: [],
    });
    renderRoutes([{ path: '/', element: <WaitingListTab /> }], {
      auth: makeAuth(makeUser({ role: 'admin' })),
    });
    const list = await screen.findByRole('list', { name: "Richieste in lista d'attesa" });
    expect(within(list).getByText('Giulia Rossi')).toBeTruthy();
    expect(screen.getByText('1 richiesta')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'booked' } });
    expect(await screen.findByText('Nessuna richiesta con questi filtri.')).toBeTruthy();
    expect(api.callsTo('waitingListAll').at(-1)?.query.get('status')).toBe('booked');
  });
});
