import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { reply } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import BookingPage from './booking-page';
import { CUT, MARCO, makeAppointment, slot, slotsAnswer, stubBookingApi } from './booking-test-data';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const upcoming = makeAppointment({
  _id: 'appt-9',
  status: 'confirmed',
  startsAt: inDays(5),
  date: '2026-11-24',
  time: '10:15',
});

function renderPage(extra: Parameters<typeof stubBookingApi>[0] = {}) {
  let mine = [upcoming];
  const api = stubBookingApi({
    publicAvailableSlots: slotsAnswer([slot('10:15'), slot('10:30'), slot('10:45')]),
    appointmentLimitsCheck: {
      success: true,
      data: { canCreate: true, reason: null, message: null, current: 1, limit: 300 },
    },
    myAppointments: () => mine,
    bookAppointment: () => {
      mine = [...mine, makeAppointment({ _id: 'new', startsAt: inDays(6) })];
      return reply(201, { success: true, data: mine.at(-1) });
    },
    ...extra,
  });
  renderRoutes([{ path: '/booking', element: <BookingPage /> }], {
    path: '/booking',
    auth: makeAuth(makeUser({ role: 'client' })),
  });
  return api;
}

const form = () =>
  screen.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).closest('div')!;

describe('BookingPage (logged in)', () => {
  it('books, says so, reloads the list and clears the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderPage();
    await screen.findByRole('option', { name: 'Marco Bianchi' });
    const scope = within(form());
    fireEvent.change(scope.getByLabelText('Barbiere'), { target: { value: MARCO } });
    fireEvent.change(scope.getByLabelText('Servizio'), { target: { value: CUT } });
    const submit = scope.getByRole('button', { name: 'Prenota' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(await scope.findByRole('button', { name: /ore 10:30, disponibile/ }));
    fireEvent.click(submit);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Prenotazione effettuata con successo!'));
    const [booked] = api.callsTo('bookAppointment');
    expect((booked!.init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(booked!.body).toMatchObject({ barberId: MARCO, serviceId: CUT, time: '10:30' });
    await waitFor(() => expect(api.callsTo('myAppointments')).toHaveLength(2));
    expect((scope.getByLabelText('Barbiere') as HTMLSelectElement).value).toBe('');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('modifies through Procedi and Conferma modifiche, showing current and new details', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderPage({
      modifyAppointment: { success: true, data: upcoming },
      // The server's grid shows the appointment's own cells as booked (they are, by it).
      publicAvailableSlots: slotsAnswer([
        slot('10:15', { available: false, isBooked: true }),
        slot('10:30', { available: false, isBooked: true }),
        slot('10:45'),
      ]),
    });
    const card = await screen.findByRole('article', { name: /Taglio \+ Shampoo/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica appuntamento' });
    // No field has the focus (no phone keyboard over the dialog): the title has it.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('heading', { name: 'Modifica appuntamento' }),
      ),
    );
    expect((within(dialog).getByLabelText('Barbiere') as HTMLSelectElement).value).toBe(MARCO);
    expect((within(dialog).getByLabelText('Data') as HTMLInputElement).value).toBe('24.11.2026');
    // Its own time is 'attuale', not someone else's booking.
    expect(await within(dialog).findByRole('button', { name: /ore 10:15, attuale$/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /ore 10:30, attuale$/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /già prenotato/ })).toBeNull();
    const proceed = within(dialog).getByRole('button', { name: 'Procedi' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    fireEvent.click(await within(dialog).findByRole('button', { name: /ore 10:45, disponibile/ }));
    fireEvent.click(proceed);

    const confirm = await screen.findByRole('dialog', { name: 'Conferma modifiche' });
    expect(within(confirm).getByText('Attuale')).toBeTruthy();
    expect(within(confirm).getByText('Nuovo')).toBeTruthy();
    // Only the time changes: that row is marked, old struck through and new highlighted.
    const changed = confirm.querySelectorAll('[data-changed]');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.textContent).toContain('da 10:15 a 10:45');
    expect(changed[0]!.querySelector('del')?.textContent).toBe('10:15');
    expect(changed[0]!.querySelector('ins')?.textContent).toBe('10:45');
    expect(within(confirm).getAllByText('(invariato)')).toHaveLength(4);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Conferma modifiche' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Appuntamento modificato con successo!'));
    const [modified] = api.callsTo('modifyAppointment');
    expect(modified!.params).toEqual({ id: 'appt-9' });
    expect(modified!.body).toEqual({
      barberId: MARCO,
      serviceId: CUT,
      date: '2026-11-24',
      time: '10:45',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels with an optional reason', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderPage({
      cancelAppointment: { success: true, data: { ...upcoming, status: 'cancelled' } },
    });
    const card = await screen.findByRole('article', { name: /Taglio \+ Shampoo/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancella' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma cancellazione' });
    // The reason is optional: the textarea does not take the focus (and open the keyboard) by itself.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('heading', { name: 'Conferma cancellazione' }),
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancella appuntamento' }).className).toContain(
      'bg-danger',
    );
    fireEvent.change(within(dialog).getByLabelText('Motivo (facoltativo)'), {
      target: { value: '  Imprevisto  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancella appuntamento' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Appuntamento cancellato con successo'));
    const [cancelled] = api.callsTo('cancelAppointment');
    expect(cancelled!.params).toEqual({ id: 'appt-9' });
    expect(cancelled!.body).toEqual({ cancellationReason: 'Imprevisto' });
  });

  it('shows the server message when the appointment can no longer be cancelled', async () => {
    renderPage({
      cancelAppointment: reply(409, {
        success: false,
        code: 'TOO_LATE_TO_CANCEL',
        message: "Non puoi più cancellare l'appuntamento perché mancano meno di 24 ore",
      }),
    });
    const card = await screen.findByRole('article', { name: /Taglio \+ Shampoo/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancella' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma cancellazione' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancella appuntamento' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Non puoi più cancellare l'appuntamento perché mancano meno di 24 ore",
    );
  });
});

describe('BookingPage (returning customer)', () => {
  const past = makeAppointment({
    _id: 'old',
    status: 'completed',
    startsAt: inDays(-20),
    date: '2026-10-01',
    time: '09:00',
    service: 'Barba Modellata',
  });
  const cancelled = makeAppointment({
    _id: 'gone',
    status: 'cancelled',
    startsAt: inDays(9),
    date: '2026-12-01',
    time: '16:00',
    service: 'Hair Tattoo',
  });
  const later = makeAppointment({
    _id: 'later',
    status: 'pending',
    startsAt: inDays(12),
    date: '2026-12-04',
    time: '11:00',
  });

  it("shows 'Il tuo prossimo appuntamento' first, then the list (upcoming first) before the form", async () => {
    renderPage({ myAppointments: [past, later, cancelled, upcoming] });
    const next = await screen.findByRole('region', { name: 'Il tuo prossimo appuntamento' });
    expect(next.textContent).toContain('Martedì 24 novembre 2026, ore 10:15');
    expect(next.textContent).toContain('con Marco Bianchi');
    const list = screen.getByRole('region', { name: 'I tuoi appuntamenti' });
    const formHeading = screen.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' });
    // Document order is the phone's order: the card, the list, then the form.
    expect(next.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.compareDocumentPosition(formHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const shown = within(list)
      .getAllByRole('article')
      .filter((a) => !a.closest('details'));
    expect(shown).toHaveLength(2);
    expect(shown[0]!.textContent).toContain('10:15');
    expect(shown[1]!.textContent).toContain('11:00');
    // Past and cancelled ones are folded away under a disclosure.
    const folded = list.querySelector('details')!;
    expect(folded.open).toBe(false);
    expect(within(folded).getByText('Passati e cancellati (2)')).toBeTruthy();
    expect(
      within(folded)
        .getAllByRole('article', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Hair Tattoo'), expect.stringContaining('Barba Modellata')]);
  });

  it('shows no next-appointment card without an upcoming appointment', async () => {
    renderPage({ myAppointments: [past, cancelled] });
    expect(await screen.findByText('Nessun appuntamento in arrivo.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Il tuo prossimo appuntamento' })).toBeNull();
  });
});

describe('BookingPage (admin)', () => {
  it("sends the admin to the admin panel's phone-booking form instead of booking for themselves", async () => {
    const api = stubBookingApi();
    const { router } = renderRoutes(
      [
        { path: '/booking', element: <BookingPage /> },
        { path: '/admin', element: <h1>Dashboard Admin</h1> },
      ],
      { path: '/booking', auth: makeAuth(makeUser({ role: 'admin' })) },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard Admin' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/admin?tab=appointments&booking=phone',
    );
    expect(api.callsTo('myAppointments')).toHaveLength(0);
  });
});
