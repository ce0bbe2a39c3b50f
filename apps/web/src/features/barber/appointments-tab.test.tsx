import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { stubApi, type StubRequest } from '../../test-api';
import { makeAppointment, renderRoutes, staffView } from '../../test-utils';
import { AppointmentsTab } from './appointments-tab';

// No socket in unit tests: the realtime refresh is covered by the e2e journey.
vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

const TODAY = '2026-03-11'; // a Wednesday

function serve(byRange: (start: string, end: string) => Appointment[]) {
  const api = stubApi({
    barberAppointments: ({ query }) =>
      byRange(query.get('start') ?? '', query.get('end') ?? '').map(staffView),
    staffAppointmentStatus: ({ body }) => ({
      success: true,
      data: staffView(makeAppointment({ status: (body as { status: Appointment['status'] }).status })),
    }),
  });
  renderRoutes([
    { path: '/', element: <AppointmentsTab barberId="b-1" today={TODAY} timeZone="Europe/Zurich" /> },
  ]);
  return api;
}

/** Which barber and range a GET /barbers/:id/appointments asked for. */
const asked = (call: StubRequest | undefined) =>
  call && { id: call.params.id, ...Object.fromEntries(call.query) };

const todays = [
  makeAppointment({ _id: '1', time: '09:00', status: 'confirmed' }),
  makeAppointment({ _id: '2', time: '10:00', status: 'pending' }),
  makeAppointment({ _id: '3', time: '11:00', status: 'completed' }),
  makeAppointment({ _id: '4', time: '12:00', status: 'cancelled', cancellationReason: 'Imprevisto' }),
];

const counter = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AppointmentsTab', () => {
  it("asks for today's shop-local day and shows its counters; cancelled cards have no actions", async () => {
    const api = serve(() => todays);
    await screen.findByText('Mercoledì 11 marzo 2026');
    await waitFor(() => expect(counter('Totale')).toBe('4'));
    expect(counter('In programma')).toBe('2');
    expect(counter('Completati')).toBe('1');
    expect(counter('Cancellati')).toBe('1');
    // Midnight to midnight in Lugano (UTC+1 in March).
    expect(asked(api.callsTo('barberAppointments')[0])).toEqual({
      id: 'b-1',
      start: '2026-03-10T23:00:00.000Z',
      end: '2026-03-11T23:00:00.000Z',
    });

    const cancelled = screen.getByRole('article', { name: /12:00/ });
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(within(cancelled).getByText('Motivo: Imprevisto')).toBeTruthy();
    const completed = screen.getByRole('article', { name: /11:00/ });
    expect(within(completed).queryByRole('button', { name: /completato/i })).toBeNull();
    // Completed work stays done (issue 23 item 6): the barber is offered no cancellation.
    expect(within(completed).queryByRole('button', { name: /Cancella/ })).toBeNull();
  });

  it('names a phone booking and its number on the card and in the cancel question (issue 27 item 3)', async () => {
    const phone = makeAppointment({
      _id: 'p',
      time: '09:00',
      client: null,
      guestInfo: { firstName: '', lastName: '', email: null, phone: '+41795551003' },
      isGuestBooking: false,
      isAdminBooking: true,
      clientNickname: 'Giulia Neri',
    });
    serve(() => [phone]);
    const card = await screen.findByRole('article', { name: '09:00 Giulia Neri' });
    expect(within(card).getByText('Giulia Neri')).toBeTruthy();
    expect(within(card).getByText('· Prenotazione telefonica')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+41 79 555 10 03' }).getAttribute('href')).toBe('tel:+41795551003');
    fireEvent.click(within(card).getByRole('button', { name: /Cancella appuntamento: Giulia Neri/ }));
    expect((await screen.findByRole('dialog', { name: 'Cancellare questo appuntamento?' })).textContent).toContain('Giulia Neri, mercoledì 11 marzo 2026 ore 09:00');
  });

  it('the week runs from Monday and its counter leaves cancelled appointments out', async () => {
    const api = serve((start) =>
      start.startsWith('2026-03-08')
        ? [
            makeAppointment({ _id: 'm', date: '2026-03-09', time: '09:00' }),
            makeAppointment({ _id: 'x', date: '2026-03-12', time: '09:00', status: 'cancelled' }),
            makeAppointment({ _id: 's', date: '2026-03-14', time: '16:00', status: 'completed' }),
          ]
        : todays,
    );
    await waitFor(() => expect(counter('Totale')).toBe('4'));
    fireEvent.click(screen.getByRole('button', { name: 'Settimana' }));
    await waitFor(() => expect(counter('Appuntamenti della settimana')).toBe('2'));
    expect(asked(api.callsTo('barberAppointments').at(-1))).toEqual({
      id: 'b-1',
      start: '2026-03-08T23:00:00.000Z',
      end: '2026-03-15T23:00:00.000Z',
    });
    expect(screen.getByText('Dal 9 marzo 2026 al 15 marzo 2026')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lunedì 9 marzo 2026',
      'Giovedì 12 marzo 2026',
      'Sabato 14 marzo 2026',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Settimana successiva' }));
    await waitFor(() =>
      expect(asked(api.callsTo('barberAppointments').at(-1))).toEqual({
        id: 'b-1',
        start: '2026-03-15T23:00:00.000Z',
        end: '2026-03-22T23:00:00.000Z',
      }),
    );
  });

  it('the date view steps a day at a time', async () => {
    const api = serve(() => []);
    fireEvent.click(screen.getByRole('button', { name: 'Data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    await screen.findByText('Martedì 10 marzo 2026');
    await waitFor(() =>
      expect(api.callsTo('barberAppointments').at(-1)?.query.get('start')).toBe('2026-03-09T23:00:00.000Z'),
    );
    expect(await screen.findByText('Nessun appuntamento in questa data.')).toBeTruthy();
  });

  it('marks an appointment completed with PUT /appointments/:id/status, after a confirmation', async () => {
    const api = serve(() => todays);
    const first = await screen.findByRole('article', { name: /09:00/ });
    fireEvent.click(within(first).getByRole('button', { name: /completato/i }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Segnare questo appuntamento come completato?',
    });
    expect(api.callsTo('staffAppointmentStatus')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, completato' }));
    await waitFor(() => expect(api.callsTo('staffAppointmentStatus')).not.toHaveLength(0));
    expect(api.callsTo('staffAppointmentStatus')[0]).toMatchObject({
      params: { id: '1' },
      body: { status: 'completed' },
    });
  });

  it("marks a started appointment 'Non presentato' after a confirmation (ADR 0064)", async () => {
    const api = serve(() => todays);
    const first = await screen.findByRole('article', { name: /09:00/ });
    fireEvent.click(within(first).getByRole('button', { name: /non presentato/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Il cliente non si è presentato?' });
    expect(api.callsTo('staffAppointmentStatus')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, non presentato' }));
    await waitFor(() => expect(api.callsTo('staffAppointmentStatus')).not.toHaveLength(0));
    expect(api.callsTo('staffAppointmentStatus')[0]).toMatchObject({ params: { id: '1' }, body: { status: 'no_show' } });
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = serve(() => todays);
    const first = await screen.findByRole('article', { name: /09:00/ });
    fireEvent.click(within(first).getByRole('button', { name: /Cancella/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellare questo appuntamento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantieni' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('staffAppointmentStatus')).toHaveLength(0);
  });

  it('does not offer Completato before the appointment has started, and says why', async () => {
    serve(() => [
      makeAppointment({
        _id: 'f',
        time: '18:00',
        startsAt: '2099-03-11T17:00:00.000Z',
        endsAt: '2099-03-11T17:30:00.000Z',
      }),
    ]);
    const card = await screen.findByRole('article', { name: /18:00/ });
    const complete = within(card).getByRole('button', { name: /completato/i }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    const note = within(card).getByText("Si può segnare come completato solo dall'inizio dell'appuntamento.");
    expect(complete.getAttribute('aria-describedby')).toBe(note.id);
    expect((within(card).getByRole('button', { name: /Cancella/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // Nobody can have missed it yet: no 'Non presentato' before the start (the server refuses it too).
    expect(within(card).queryByRole('button', { name: /non presentato/i })).toBeNull();
  });
});
