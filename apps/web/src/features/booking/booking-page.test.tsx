import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type { AnyBarberSlotsResponse } from '@barber/shared/schemas/any-barber';
import { toast } from '../../lib/toast';
import { reply } from '../../test-api';
import { makeAuth, makePayment, makeUser, renderRoutes } from '../../test-utils';
import BookingConfirmationPage from './booking-confirmation-page';
import BookingPage from './booking-page';
import {
  CUT,
  LUCA,
  MARCO,
  barbers,
  cardIntentAnswer,
  cashOnly,
  makeAppointment,
  makeBarber,
  slot,
  slotsAnswer,
  stubBookingApi,
  testModePayments,
} from './booking-test-data';
import { clearDraft } from './guest-draft';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));
// No socket in these tests: the realtime channel only adds the LIVE badge and TWINT updates.
vi.mock('../payments/payment-watch', () => ({ watchPayment: () => () => undefined, watchConnection: () => () => undefined }));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const upcoming = makeAppointment({
  _id: 'appt-9',
  status: 'confirmed',
  startsAt: inDays(5),
  date: '2026-11-24',
  time: '10:15',
});

const day = addDays(todayInZone(new Date(), 'Europe/Zurich'), 2);
const anyAnswer: AnyBarberSlotsResponse = {
  success: true,
  date: day,
  barbers: 2,
  data: [
    { time: '10:15', barberId: MARCO, barberName: 'Marco Bianchi' },
    { time: '14:00', barberId: LUCA, barberName: 'Luca Moretti' },
  ],
};
function renderPage(extra: Parameters<typeof stubBookingApi>[0] = {}, user = makeUser({ role: 'client' })) {
  let mine = [upcoming];
  const api = stubBookingApi({
    publicBarbers: [barbers[0]!, makeBarber({ _id: LUCA, firstName: 'Luca', lastName: 'Moretti' })],
    publicAvailableSlots: slotsAnswer([slot('10:15'), slot('10:30'), slot('10:45')]),
    anyBarberSlots: anyAnswer,
    stripeConfig: cashOnly,
    appointmentLimitsCheck: {
      success: true,
      data: { canCreate: true, reason: null, message: null, current: 1, limit: 300 },
    },
    myAppointments: () => mine,
    bookAppointment: ({ body }) => {
      const paid = (body as { paymentType?: string }).paymentType === 'online';
      const booked = makeAppointment({
        _id: 'new',
        startsAt: inDays(6),
        barber: { _id: LUCA, firstName: 'Luca', lastName: 'Moretti' },
        ...(paid ? { paymentType: 'online' as const, paymentStatus: 'paid_online' as const } : {}),
      });
      mine = [...mine, booked];
      return reply(201, { success: true, data: booked, message: 'Prenotazione effettuata con successo!' });
    },
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: '/booking', element: <BookingPage /> },
      { path: '/booking-confirmation', element: <BookingConfirmationPage /> },
    ],
    { path: '/booking', auth: makeAuth(user) },
  );
  return { ...view, api };
}

const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** The three taps: the service, 'Qualsiasi barbiere', Luca's 14:00 of the merged grid; then 'Prenota'. */
async function bookAnyBarber() {
  fireEvent.click(await screen.findByRole('button', { name: /^Taglio \+ Shampoo/ }));
  tap(/^Qualsiasi barbiere/);
  fireEvent.click(await screen.findByRole('button', { name: /ore 14:00, disponibile/ }));
}

describe('BookingPage (logged in)', () => {
  beforeEach(() => clearDraft());

  it("books with the guest's three taps and 'Qualsiasi barbiere', the account's details known, through the account route", async () => {
    const { api, router } = renderPage();
    await bookAnyBarber();
    // The fourth step is the account's details, already known: nothing to type.
    const details = screen.getByRole('region', { name: '4. I tuoi dati' });
    expect(details.textContent).toContain('Mario Rossi');
    expect(details.textContent).toContain('mario.rossi@example.ch');
    expect(screen.queryByLabelText('Nome')).toBeNull();
    tap('Prenota');

    expect(await screen.findByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' })).toBeTruthy();
    expect(text()).toContain('Mario Rossi');
    expect(text()).toContain('Luca Moretti');
    const pay = await screen.findByRole('button', { name: 'Conferma - Pago in Sede' });
    fireEvent.click(pay);
    fireEvent.click(pay);

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    expect(api.callsTo('guestBooking')).toHaveLength(0);
    const posts = api.callsTo('bookAppointment');
    expect(posts).toHaveLength(1);
    expect((posts[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(posts[0]!.body).toEqual({ barberId: LUCA, serviceId: CUT, date: day, time: '14:00', paymentType: 'in_person' });
    expect(text()).toContain("Ti abbiamo inviato un'email di conferma a mario.rossi@example.ch.");

    // Back on /booking the list, refreshed, holds the new booking; the form starts empty again.
    tap('I miei appuntamenti');
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(api.callsTo('myAppointments').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: /^Taglio \+ Shampoo/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('with card or TWINT enabled, the payment step follows, filled from the account; paid, it books through the account route', async () => {
    const { api } = renderPage({
      stripeConfig: testModePayments,
      createPaymentIntent: reply(201, cardIntentAnswer('new')),
      confirmPayment: { success: true, data: makePayment({ status: 'succeeded' }), message: 'Pagamento completato' },
    });
    await bookAnyBarber();
    tap('Prenota');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Conferma' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(text()).toContain('Passo 1 di 3');
    tap('Conferma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Completa la Prenotazione' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /TWINT/i })).toBeTruthy();
    expect((screen.getByLabelText('Nome e cognome') as HTMLInputElement).value).toBe('Mario Rossi');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mario.rossi@example.ch');
    // The card form's own fields (features/payments decides which it asks for).
    const fields = [
      ['Via e numero', 'Via Nassa 5'],
      ['CAP', '6900'],
      ['Città', 'Lugano'],
      ['Telefono', '079 123 45 67'],
      ['Numero della carta', '4242 4242 4242 4242'],
      ['Scadenza (MM/AA)', '12/99'],
      ['CVC', '123'],
    ] as const;
    for (const [label, value] of fields) {
      const input = screen.queryByLabelText(label);
      if (input) fireEvent.change(input, { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: /^Paga / }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    expect(text()).toContain('Pagato online');
    expect(api.callsTo('guestBooking')).toHaveLength(0);
    const [booking] = api.callsTo('bookAppointment');
    expect(booking!.body).toEqual({
      barberId: LUCA,
      serviceId: CUT,
      date: day,
      time: '14:00',
      paymentType: 'online',
      payment: {
        method: 'stripe_card',
        status: 'completed',
        amount: 30,
        paymentId: 'pay_card',
        stripePaymentIntentId: 'pi_abcdefgh123',
      },
    });
  });

  it("at the plan's monthly limit the review says the plan's text", async () => {
    renderPage({
      bookAppointment: reply(403, {
        success: false,
        code: 'PLAN_LIMIT_REACHED',
        message: 'Limite raggiunto',
        upgradeRequired: true,
      }),
    });
    await bookAnyBarber();
    tap('Prenota');
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Limite prenotazioni raggiunto! Effettua un upgrade del piano.',
    );
  });

  it('modifies through Procedi and Conferma modifiche, showing current and new details', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderPage({
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
    const { api } = renderPage({
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
    // Their cards are drawn when the disclosure opens, latest first.
    expect(within(folded).queryAllByRole('article', { hidden: true })).toHaveLength(0);
    fireEvent.click(within(folded).getByText('Passati e cancellati (2)'));
    await waitFor(() => expect(folded.open).toBe(true));
    await waitFor(() =>
      expect(within(folded).getAllByRole('article').map((a) => a.textContent)).toEqual([
        expect.stringContaining('Hair Tattoo'),
        expect.stringContaining('Barba Modellata'),
      ]),
    );
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
