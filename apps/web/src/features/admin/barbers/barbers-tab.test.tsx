import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { DEFAULT_WORKING_HOURS } from '@barber/shared/domain/working-hours';
import { jsonResponse, makeAppointment, makeAuth, makeUser, renderRoutes, shopInfo } from '../../../test-utils';
import { BarbersTab } from './barbers-tab';

const services: Service[] = [
  {
    _id: 's-1',
    name: 'Taglio + Shampoo',
    price: 30,
    duration: 30,
    description: 'Con styling finale.',
    isActive: true,
  },
  { _id: 's-2', name: 'Barba Modellata', price: 25, duration: 30, description: null, isActive: true },
];

const marco: Barber = {
  _id: 'b-1',
  firstName: 'Marco',
  lastName: 'Bianchi',
  bio: null,
  services: ['Taglio + Shampoo'],
  serviceIds: ['s-1'],
  workingHours: DEFAULT_WORKING_HOURS.map((d) => ({ ...d })),
  vacations: [],
  email: 'marco@example.ch',
  phone: '+41795551002',
  isActive: true,
  userId: 'u-2',
};

/** The demo shop's week: Monday afternoon only, Saturday to 17:00. */
const mondayAfternoonShop = {
  ...shopInfo,
  openingHours: [
    { day: 'monday' as const, open: true, startTime: '14:00', endTime: '19:00' },
    ...(['tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      open: true,
      startTime: '09:00',
      endTime: '19:00',
    })),
    { day: 'saturday' as const, open: true, startTime: '09:00', endTime: '17:00' },
    { day: 'sunday' as const, open: false, startTime: null, endTime: null },
  ],
};

/** A booking inside the vacation the tests add: the server refuses it until it is confirmed. */
const booked = makeAppointment({ _id: 'x-1', date: '2026-12-18', time: '10:00', service: 'Barba Modellata' });

function serve(shop?: typeof mondayAfternoonShop) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://test.local').pathname.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/shop' && shop) return jsonResponse(200, { success: true, data: { configured: true, ...shop } });
      if (path === '/barbers' && method === 'GET') return jsonResponse(200, [marco]);
      if (path === '/admin/services') return jsonResponse(200, { success: true, data: services });
      if (path === '/notifications/schedule-update')
        return jsonResponse(200, { success: true, message: 'ok' });
      if (path === '/barbers' && method === 'POST')
        return jsonResponse(201, { success: true, message: 'Barbiere creato con successo!', ...marco });
      if (path === '/barbers/b-1/vacations') {
        const { vacations, confirmConflicts } = body as { vacations: Barber['vacations']; confirmConflicts?: boolean };
        if (vacations?.length && !confirmConflicts)
          return jsonResponse(409, {
            success: false,
            code: 'VACATION_CONFLICT',
            message: 'La vacanza coincide con un appuntamento prenotato',
            conflictingAppointments: [booked],
          });
        return jsonResponse(200, { success: true, data: { ...marco, vacations } });
      }
      if (path.startsWith('/barbers/')) return jsonResponse(200, { success: true, data: marco });
      return jsonResponse(404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'Non trovato' });
    }),
  );
  renderRoutes([{ path: '/', element: <BarbersTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });
  return calls;
}

describe('BarbersTab', () => {
  it('previews the +41 normalisation and creates a barber with the admin default week', async () => {
    const calls = serve();
    await screen.findByRole('heading', { name: 'Marco Bianchi' });
    expect(screen.queryByLabelText('Nome *')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi barbiere' }));
    fireEvent.change(screen.getByLabelText('Nome *'), { target: { value: 'Luca' } });
    fireEvent.change(screen.getByLabelText('Cognome *'), { target: { value: 'Moretti' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'luca@example.ch' } });
    fireEvent.change(screen.getByLabelText('Telefono *'), { target: { value: '079 555 10 04' } });
    expect(screen.getByText('Verrà salvato come +41795551004')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Telefono *'), { target: { value: '0041 79 555 10 04' } });
    expect(screen.getByText('Verrà salvato come +41795551004')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi barbiere' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/barbers')).toBe(true));
    const body = calls.find((c) => c.method === 'POST' && c.path === '/barbers')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      firstName: 'Luca',
      lastName: 'Moretti',
      phone: '+41795551004',
      services: [],
    });
    expect(body.workingHours).toEqual(DEFAULT_WORKING_HOURS);
    // Done: the form closes and the list is what is left.
    await waitFor(() => expect(screen.queryByLabelText('Nome *')).toBeNull());
  });

  it("opens the add form from its button and starts the week inside the shop's opening hours", async () => {
    const calls = serve(mondayAfternoonShop);
    await screen.findByRole('heading', { name: 'Marco Bianchi' });
    const open = screen.getByRole('button', { name: 'Aggiungi barbiere' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(calls.some((c) => c.path === '/shop')).toBe(true));
    fireEvent.click(open);
    // The form takes the focus on its title, not on a field (no phone keyboard over the form).
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Aggiungi barbiere' }));
    expect(await screen.findByRole('region', { name: 'Orari del negozio' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome *'), { target: { value: 'Luca' } });
    fireEvent.change(screen.getByLabelText('Cognome *'), { target: { value: 'Moretti' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'luca@example.ch' } });
    fireEvent.change(screen.getByLabelText('Telefono *'), { target: { value: '079 555 10 04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi barbiere' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/barbers')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as { workingHours: unknown[] };
    expect(body.workingHours[0]).toEqual({
      day: 'monday',
      isWorking: true,
      startTime: '14:00',
      endTime: '19:00',
      hasBreak: false,
      breakStart: null,
      breakEnd: null,
    });
    expect(body.workingHours[5]).toMatchObject({ day: 'saturday', startTime: '09:00', endTime: '17:00' });
  });

  it('the edit modal needs a service, then saves services and hours and notifies the barber', async () => {
    const calls = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Marco Bianchi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Marco Bianchi' }));

    fireEvent.click(dialog.getByRole('checkbox', { name: /Taglio \+ Shampoo/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    expect(dialog.getByText('Seleziona almeno un servizio')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: /Barba Modellata/ }));
    // Saturday off: its break goes with it.
    fireEvent.click(
      within(dialog.getByRole('group', { name: 'Sabato' })).getByRole('checkbox', { name: 'Sabato' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() => expect(calls.some((c) => c.path === '/notifications/schedule-update')).toBe(true));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /barbers/b-1/services',
      'PUT /barbers/b-1/working-hours',
      'POST /notifications/schedule-update',
    ]);
    expect(writes[0]?.body).toEqual({ services: ['s-2'] });
    const saturday = (writes[1]?.body as { workingHours: { day: string }[] }).workingHours.find(
      (d) => d.day === 'saturday',
    );
    expect(saturday).toMatchObject({ isWorking: false, hasBreak: false, breakStart: null, breakEnd: null });
    expect(writes[2]?.body).toEqual({ barberId: 'b-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a vacation when added: over a booking it lists the customer and saves only once confirmed', async () => {
    const calls = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Marco Bianchi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Marco Bianchi' }));
    const form = within(dialog.getByRole('group', { name: 'Nuovo periodo di vacanza' }));
    fireEvent.change(form.getByLabelText('Dal'), { target: { value: '2026-12-18' } });
    fireEvent.change(form.getByLabelText('Al'), { target: { value: '2026-12-19' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi vacanza' }));

    const conflicts = await screen.findByRole('dialog', { name: 'Ci sono appuntamenti in questo periodo' });
    const listed = within(within(conflicts).getByRole('list', { name: 'Appuntamenti prenotati nel periodo' }));
    expect(listed.getByText('Paolo Conti')).toBeTruthy();
    expect(listed.getByText(/\+41 79 555 11 01/)).toBeTruthy();
    fireEvent.click(within(conflicts).getByRole('button', { name: 'Salva e avvisa i clienti' }));

    await waitFor(() => expect(dialog.getByText('18.12.2026 – 19.12.2026')).toBeTruthy());
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => [`${c.method} ${c.path}`, c.body]);
    expect(writes).toEqual([
      ['PUT /barbers/b-1/vacations', { vacations: [{ startDate: '2026-12-18', endDate: '2026-12-19' }] }],
      ['PUT /barbers/b-1/vacations', { vacations: [{ startDate: '2026-12-18', endDate: '2026-12-19' }], confirmConflicts: true }],
      ['POST /notifications/schedule-update', { barberId: 'b-1' }],
    ]);
    // Nothing else is pending: the modal closes without asking.
    fireEvent.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before closing the modal with unsaved hours', async () => {
    serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Marco Bianchi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Marco Bianchi' }));
    fireEvent.click(within(dialog.getByRole('group', { name: 'Sabato' })).getByRole('checkbox', { name: 'Sabato' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Annulla' }));
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Resta qui' }));
    expect(screen.getByRole('dialog', { name: 'Modifica Marco Bianchi' })).toBeTruthy();
  });

  it('asks before deleting and deactivates', async () => {
    const calls = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Marco Bianchi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Elimina barbiere' }));
    expect(dialog.getByText(/Sei sicuro di voler eliminare questo barbiere\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/barbers/b-1')).toBe(true),
    );
  });
});
