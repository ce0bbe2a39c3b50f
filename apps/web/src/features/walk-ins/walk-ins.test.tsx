import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueuedWalkIn, WalkInQueue, WalkInView } from '@barber/shared/contract/walk-ins';
import { reply, type Stubs } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { CUT, MARCO, barbers, stubBookingApi } from '../booking/booking-test-data';
import JoinPage from './join-page';
import { QueueTab } from './queue-tab';
import { WalkInSettingsCard } from './settings-card';
import ScreenPage from './screen-page';
import TicketPage from './ticket-page';

// The realtime channel as the pages see it: listeners by event name, and a way to send one from the server.
const listeners = new Map<string, Set<() => void>>();
const emitted: string[] = [];
const fakeSocket = {
  connected: true,
  on: (event: string, listener: () => void) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  off: (event: string, listener: () => void) => listeners.get(event)?.delete(listener),
  emit: (event: string) => emitted.push(event),
};
vi.mock('../../lib/socket-client', () => ({ getSocket: () => fakeSocket }));
const serverSays = (event: string) => act(() => listeners.get(event)?.forEach((listener) => listener()));

const person = (overrides: Partial<QueuedWalkIn> = {}): QueuedWalkIn => ({
  _id: 'w1',
  firstName: 'Luca',
  service: 'Taglio + Shampoo',
  status: 'waiting',
  position: 1,
  waitMinutes: 0,
  barber: null,
  ...overrides,
});
const queue = (entries: QueuedWalkIn[], more: Partial<WalkInQueue> = {}) => ({
  success: true as const,
  data: { enabled: true, currentWaitMinutes: 20, entries, ...more },
});
const ticket = (overrides: Partial<WalkInView> = {}) => ({
  success: true as const,
  data: { ...person({ _id: 'w2', firstName: 'Sara', position: 2, waitMinutes: 30 }), serviceDuration: 30, ...overrides },
});

function renderAt(path: string, stubs: Stubs) {
  const api = stubBookingApi({ waitingListBarbers: barbers, ...stubs });
  renderRoutes(
    [
      { path: '/coda', element: <JoinPage /> },
      { path: '/coda/schermo', element: <ScreenPage /> },
      { path: '/coda/:token', element: <TicketPage /> },
    ],
    { path },
  );
  return api;
}

describe("the customer's place (/coda/:token)", () => {
  it("shows position and wait, and moves up live when the one ahead is 'Fatto'", async () => {
    const api = renderAt('/coda/tok', { walkInView: ticket() });
    expect((await screen.findByTestId('walk-in-position')).textContent).toBe('2');
    expect(screen.getByTestId('walk-in-wait').textContent).toBe('circa 30 min');
    expect(emitted).toContain('walkins:watch');

    api.answer({ walkInView: ticket({ position: 1, waitMinutes: 0 }) });
    serverSays('walkins:changed');
    await waitFor(() => expect(screen.getByTestId('walk-in-position').textContent).toBe('1'));
    expect(screen.getByTestId('walk-in-wait').textContent).toBe('Tocca quasi a te');
    expect(api.callsTo('walkInView').at(-1)!.params).toEqual({ token: 'tok' });
  });

  it("says it is their turn once called, with the barber's first name", async () => {
    renderAt('/coda/tok', { walkInView: ticket({ status: 'called', position: null, barber: { _id: MARCO, firstName: 'Marco' } }) });
    expect(await screen.findByText('Tocca a te! Vieni alla poltrona di Marco')).toBeTruthy();
  });
});

describe('joining at the door (/coda)', () => {
  it("sends name, phone and service; the server's field error shows under its field; then the place opens", async () => {
    const api = renderAt('/coda', {
      walkInQueue: queue([]),
      walkInCreate: reply(400, { success: false, message: 'Numero di telefono non valido', errors: [{ field: 'phone', message: 'Numero di telefono non valido' }] }),
      walkInView: ticket({ position: 1, waitMinutes: 0 }),
    });
    expect(await screen.findByText('Attesa attuale: circa 20 min')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByLabelText(/Telefono/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/Servizio/), { target: { value: CUT } });
    fireEvent.click(screen.getByRole('button', { name: 'Mettimi in coda' }));
    const phone = screen.getByLabelText(/Telefono/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('walkInCreate')[0]!.body).toEqual({ firstName: 'Sara', phone: '12', serviceId: CUT, barberId: null });

    api.answer({ walkInCreate: { success: true, message: 'ok', data: { id: 'w2', token: 'tok', position: 1, estimatedWaitMinutes: 0 } } });
    fireEvent.change(phone, { target: { value: '079 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mettimi in coda' }));
    expect(await screen.findByTestId('walk-in-position')).toBeTruthy();
  });

  it('says the queue is closed and offers a booking instead', async () => {
    renderAt('/coda', { walkInQueue: queue([], { enabled: false, currentWaitMinutes: null }) });
    expect(await screen.findByText(/la coda senza appuntamento non è attiva/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prenota un appuntamento' }).getAttribute('href')).toBe('/guest-booking');
  });
});

describe('the screen (/coda/schermo)', () => {
  it('shows who is in service and who waits, first names only', async () => {
    renderAt('/coda/schermo', {
      walkInQueue: queue([
        person({ _id: 'w0', firstName: 'Anna', status: 'in_service', position: null, waitMinutes: null, barber: { _id: MARCO, firstName: 'Marco' } }),
        person(),
        person({ _id: 'w2', firstName: 'Sara', position: 2, waitMinutes: 30 }),
      ]),
    });
    const waiting = await screen.findByRole('region', { name: 'In attesa' });
    expect(within(waiting).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Lucasubito', '2Saracirca 30 min']);
    expect(within(screen.getByRole('region', { name: 'In servizio' })).getByText('Anna')).toBeTruthy();
  });
});

describe("the barber panel's queue", () => {
  it("'Chiama il prossimo' calls the first one waiting at this chair; 'Fatto' ends a service", async () => {
    const api = stubBookingApi({
      walkInQueue: queue([
        person({ _id: 'w0', firstName: 'Anna', status: 'in_service', position: null, barber: { _id: MARCO, firstName: 'Marco' } }),
        person(),
      ]),
      walkInStatus: ({ body }) => ({ success: true, message: 'ok', data: person({ status: (body as { status: 'called' }).status }) }),
    });
    renderRoutes([{ path: '/', element: <QueueTab barberId={MARCO} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Chiama il prossimo' }));
    await waitFor(() => expect(api.callsTo('walkInStatus')).toHaveLength(1));
    expect(api.callsTo('walkInStatus')[0]).toMatchObject({ params: { id: 'w1' }, body: { status: 'called', barberId: MARCO } });
    const anna = screen.getByText('Anna').closest('li')!;
    await waitFor(() => expect((within(anna).getByRole('button', { name: 'Fatto' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(anna).getByRole('button', { name: 'Fatto' }));
    await waitFor(() => expect(api.callsTo('walkInStatus')[1]).toMatchObject({ params: { id: 'w0' }, body: { status: 'done' } }));
  });
});

describe("the owner's switch", () => {
  it('opens the queue when ticked, saved at once', async () => {
    const api = stubBookingApi({
      walkInQueue: queue([], { enabled: false, currentWaitMinutes: null }),
      walkInSettings: { success: true, message: 'ok', data: { enabled: true } },
    });
    renderRoutes([{ path: '/', element: <WalkInSettingsCard /> }]);
    const box = await screen.findByRole('checkbox', { name: 'Coda attiva' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(api.callsTo('walkInSettings')[0]?.body).toEqual({ enabled: true }));
  });
});
