import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { DEFAULT_WORKING_HOURS } from '@barber/shared/domain/working-hours';
import { reply, stubApi } from '../../../test-api';
import { makeAppointment, makeAuth, makeStaffBarber, makeUser, renderRoutes, shopInfo } from '../../../test-utils';
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

const marco = makeStaffBarber();

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
  // Without a shop and a plan the server of this test has neither: the tab works on its defaults.
  const notFound = reply(404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'Non trovato' });
  const saved = { success: true, data: marco } as const;
  const api = stubApi({
    shopState: shop ? { success: true, data: { configured: true, ...shop } } : notFound,
    subscriptionAccess: notFound,
    subscriptionUsage: notFound,
    barberDirectory: [marco],
    adminServices: { success: true, data: services },
    notifyScheduleUpdate: { success: true, message: 'ok' },
    createBarber: reply(201, { success: true, message: 'Barbiere creato con successo!', ...marco }),
    saveBarberServices: saved,
    saveWorkingHours: saved,
    saveVacations: ({ body }) => {
      const { vacations, confirmConflicts } = body as { vacations: Barber['vacations']; confirmConflicts?: boolean };
      if (vacations?.length && !confirmConflicts)
        return reply(409, {
          success: false,
          code: 'VACATION_CONFLICT',
          message: 'La vacanza coincide con un appuntamento prenotato',
          conflictingAppointments: [booked],
        });
      return { success: true, data: { ...marco, vacations } };
    },
    deactivateBarber: { success: true, data: { _id: marco._id, isActive: false, futureAppointments: 0 } },
  });
  renderRoutes([{ path: '/', element: <BarbersTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });
  return api;
}

describe('BarbersTab', () => {
  it('previews the +41 normalisation and creates a barber with the admin default week', async () => {
    const api = serve();
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

    await waitFor(() => expect(api.callsTo('createBarber')).not.toHaveLength(0));
    const body = api.callsTo('createBarber')[0]?.body as Record<string, unknown>;
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
    const api = serve(mondayAfternoonShop);
    await screen.findByRole('heading', { name: 'Marco Bianchi' });
    const open = screen.getByRole('button', { name: 'Aggiungi barbiere' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(api.callsTo('shopState')).not.toHaveLength(0));
    fireEvent.click(open);
    // The form takes the focus on its title, not on a field (no phone keyboard over the form).
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Aggiungi barbiere' }));
    expect(await screen.findByRole('region', { name: 'Orari del negozio' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome *'), { target: { value: 'Luca' } });
    fireEvent.change(screen.getByLabelText('Cognome *'), { target: { value: 'Moretti' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'luca@example.ch' } });
    fireEvent.change(screen.getByLabelText('Telefono *'), { target: { value: '079 555 10 04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi barbiere' }));
    await waitFor(() => expect(api.callsTo('createBarber')).not.toHaveLength(0));
    const body = api.callsTo('createBarber')[0]?.body as { workingHours: unknown[] };
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
    const api = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Marco Bianchi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Marco Bianchi' }));

    fireEvent.click(dialog.getByRole('checkbox', { name: /Taglio \+ Shampoo/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    expect(dialog.getByText('Seleziona almeno un servizio')).toBeTruthy();
    expect(api.routeCalls().filter((c) => c.method !== 'GET')).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: /Barba Modellata/ }));
    // Saturday off: its break goes with it.
    fireEvent.click(
      within(dialog.getByRole('group', { name: 'Sabato' })).getByRole('checkbox', { name: 'Sabato' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() => expect(api.callsTo('notifyScheduleUpdate')).not.toHaveLength(0));
    const writes = api.routeCalls().filter((c) => c.method !== 'GET');
    expect(writes.map((c) => c.route)).toEqual([
      'saveBarberServices',
      'saveWorkingHours',
      'notifyScheduleUpdate',
    ]);
    expect(writes.slice(0, 2).map((c) => c.params.id)).toEqual(['b-1', 'b-1']);
    expect(writes[0]?.body).toEqual({ services: ['s-2'] });
    const saturday = (writes[1]?.body as { workingHours: { day: string }[] }).workingHours.find(
      (d) => d.day === 'saturday',
    );
    expect(saturday).toMatchObject({ isWorking: false, hasBreak: false, breakStart: null, breakEnd: null });
    expect(writes[2]?.body).toEqual({ barberId: 'b-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a vacation when added: over a booking it lists the customer and saves only once confirmed', async () => {
    const api = serve();
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
    const writes = api.routeCalls().filter((c) => c.method !== 'GET').map((c) => [c.route, c.body]);
    expect(writes).toEqual([
      ['saveVacations', { vacations: [{ startDate: '2026-12-18', endDate: '2026-12-19' }] }],
      ['saveVacations', { vacations: [{ startDate: '2026-12-18', endDate: '2026-12-19' }], confirmConflicts: true }],
      ['notifyScheduleUpdate', { barberId: 'b-1' }],
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
    const api = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Marco Bianchi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Elimina barbiere' }));
    expect(dialog.getByText(/Sei sicuro di voler eliminare questo barbiere\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(api.callsTo('deactivateBarber').some((c) => c.params.id === 'b-1')).toBe(true),
    );
  });
});
