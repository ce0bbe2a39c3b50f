import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, type Stub, type Stubs } from '../../test-api';
import { makePayment, renderRoutes } from '../../test-utils';
import BookingConfirmationPage from './booking-confirmation-page';
import {
  CUT,
  MARCO,
  cardIntentAnswer,
  cashOnly,
  guestAnswer,
  guestDraft as draft,
  makeAppointment,
  stubBookingApi,
  testModePayments,
} from './booking-test-data';
import { readDraft, saveDraft } from './guest-draft';
import { utcToZoned } from '@barber/shared/domain/zoned-time';

// No socket in these tests: the realtime channel only adds the LIVE badge and TWINT updates.
vi.mock('../payments/payment-watch', () => ({ watchPayment: () => () => undefined, watchConnection: () => () => undefined }));


function renderFlow(path = '/booking-confirmation', post?: Stub<'guestBooking'>, extra: Stubs = {}) {
  const api = stubBookingApi({
    stripeConfig: cashOnly,
    guestBooking: post ?? reply(201, guestAnswer()),
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: '/guest-booking', element: <h1>Modulo</h1> },
      { path: '/booking-confirmation', element: <BookingConfirmationPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { path },
  );
  return { ...view, api };
}

const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

const inShop = (fromNowMs: number) => utcToZoned(new Date(Date.now() + fromNowMs), 'Europe/Zurich');
const LATE = /dopo la conferma non potrai più spostarlo o annullarlo online/;

describe('BookingConfirmationPage', () => {
  it('says before Conferma that a booking within 24 hours cannot be changed online afterwards; not for a later one', () => {
    const soon = inShop(3 * 3_600_000);
    saveDraft({ ...draft, choice: { ...draft.choice, date: soon.date, time: soon.time } });
    const first = renderFlow();
    expect(screen.getByRole('note').textContent).toMatch(LATE);
    first.unmount();
    const later = inShop(10 * 24 * 3_600_000);
    saveDraft({ ...draft, choice: { ...draft.choice, date: later.date, time: later.time } });
    renderFlow();
    expect(screen.queryByText(LATE)).toBeNull();
  });

  it('sends a visitor without a booking in progress to the form', async () => {
    const { router } = renderFlow();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
  });

  it('reviews client, contact, service, duration, long date, time, barber and total', () => {
    saveDraft(draft);
    renderFlow();
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' })).toBeTruthy();
    for (const part of [
      'Anna Neri',
      'anna.neri@example.ch',
      '+41 79 123 45 67',
      'Taglio + Shampoo',
      '30 minuti',
      'martedì 24 novembre 2026',
      '10:15',
      'Marco Bianchi',
      'CHF 30.00',
    ]) {
      expect(text()).toContain(part);
    }
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeTruthy();
  });

  it("'Modifica' goes back to the filled form, keeping the draft", async () => {
    saveDraft(draft);
    const { router } = renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
    expect(readDraft()?.form.firstName).toBe('Anna');
  });

  it('with paying in the shop as the only way, skips the payment step: the review books, once, and completes', async () => {
    saveDraft(draft);
    const { api, router } = renderFlow();
    const pay = await screen.findByRole('button', { name: 'Conferma - Pago in Sede' });
    expect(screen.queryByRole('button', { name: 'Conferma' })).toBeNull();
    expect(text()).toContain('In sede, il giorno dell’appuntamento');
    // Two steps, not three: there was nothing to choose.
    expect(text()).toContain('Passo 1 di 2');
    expect(screen.queryByText('Pagamento', { selector: 'li' })).toBeNull();
    fireEvent.click(pay);
    fireEvent.click(pay);

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    const posts = api.callsTo('guestBooking');
    expect(posts).toHaveLength(1);
    expect((posts[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-attempt-1');
    expect(posts[0]!.body).toEqual({
      firstName: 'Anna',
      lastName: 'Neri',
      email: 'anna.neri@example.ch',
      phone: '+41791234567',
      barberId: MARCO,
      serviceId: CUT,
      date: '2026-11-24',
      time: '10:15',
      paymentType: 'in_person',
    });
    expect(text()).toContain('In sede');
    expect(text()).toContain("Ti abbiamo inviato un'email di conferma a anna.neri@example.ch.");
    expect(router.state.location.search).toBe('?step=complete');
    expect(readDraft()?.booked?._id).toBe('appt-1');
    expect(text()).toContain('Passo 2 di 2');
  });

  it('with online payments on, Conferma leads to the payment step where the method is chosen', async () => {
    saveDraft(draft);
    renderFlow('/booking-confirmation', undefined, {
      stripeConfig: {
        ...cashOnly,
        provider: 'test',
        onlinePayments: true,
        methods: ['stripe_card', 'twint', 'cash'],
      },
    });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Conferma' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(text()).toContain('Passo 1 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Completa la Prenotazione' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Pago in Sede/ })).toBeTruthy();
  });

  it("after a taken time with 'Qualsiasi barbiere', the barber goes with the time", async () => {
    saveDraft({ ...draft, choice: { ...draft.choice, anyBarber: true } });
    const message = 'Questo orario è appena stato prenotato da un altro cliente. Scegli un altro orario.';
    const { router } = renderFlow('/booking-confirmation', () =>
      reply(409, { success: false, code: 'SLOT_TAKEN', message }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma - Pago in Sede' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Scegli un altro orario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
    expect(readDraft()?.choice).toMatchObject({ time: '', barberId: '', anyBarber: true });
  });

  it('shows the completion again after a reload or the back button, without sending anything', async () => {
    saveDraft({ ...draft, booked: makeAppointment() });
    const { api } = renderFlow('/booking-confirmation?step=payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    expect(api.callsTo('guestBooking')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Torna alla Home' }).getAttribute('href')).toBe('/');
  });

  it("'Prenota di Nuovo' starts over with an empty form", async () => {
    saveDraft({ ...draft, booked: makeAppointment() });
    const { router } = renderFlow('/booking-confirmation?step=complete');
    fireEvent.click(screen.getByRole('button', { name: 'Prenota di Nuovo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
    expect(readDraft()).toBeNull();
  });

  it('retries a failed attempt with the same key', async () => {
    saveDraft(draft);
    let calls = 0;
    const { api } = renderFlow('/booking-confirmation?step=payment', () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return reply(201, guestAnswer());
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Impossibile contattare il server');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    const keys = api
      .callsTo('guestBooking')
      .map(({ init }) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['key-attempt-1', 'key-attempt-1']);
  });

  it('on a taken slot shows the server message and sends the guest back to pick another time', async () => {
    saveDraft(draft);
    const message = 'Questo orario è appena stato prenotato da un altro cliente. Scegli un altro orario.';
    const { router } = renderFlow('/booking-confirmation?step=payment', () =>
      reply(409, { success: false, code: 'SLOT_TAKEN', message }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(
      (screen.getByRole('button', { name: 'Conferma - Pago in Sede' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Scegli un altro orario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
    expect(router.state.location.state).toEqual({ notice: message });
    expect(readDraft()?.choice.time).toBe('');
  });

  it("shows the limit text when the server's message is about a booking limit", async () => {
    saveDraft(draft);
    renderFlow('/booking-confirmation?step=payment', () =>
      reply(403, { success: false, code: 'FORBIDDEN', message: 'Booking limit reached' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Limite prenotazioni raggiunto. Contatta il gestore per maggiori informazioni.',
    );
    vi.restoreAllMocks();
  });

  it('pays by test card, then books online with the paid intent and shows it as paid online', async () => {
    saveDraft(draft);
    const intentBody: unknown[] = [];
    const { api } = renderFlow(
      '/booking-confirmation?step=payment',
      reply(201, guestAnswer(makeAppointment({ paymentType: 'online', paymentStatus: 'paid_online' }))),
      {
        stripeConfig: testModePayments,
        createPaymentIntent: ({ body }) => {
          intentBody.push(body);
          return reply(201, cardIntentAnswer());
        },
        confirmPayment: {
          success: true,
          data: makePayment({ status: 'succeeded' }),
          message: 'Pagamento completato',
        },
      },
    );
    expect(await screen.findByText('Modalità test')).toBeTruthy();
    // The guest's name, email and phone come from the booking form.
    expect((screen.getByLabelText('Nome e cognome') as HTMLInputElement).value).toBe('Anna Neri');
    // No street address is asked for an appointment (issue 27, ADR 0056).
    for (const label of ['Via e numero', 'CAP', 'Città']) expect(screen.queryByLabelText(label)).toBeNull();
    for (const [label, value] of [
      ['Numero della carta', '4242 4242 4242 4242'],
      ['Scadenza (MM/AA)', '12/99'],
      ['CVC', '123'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: /^Paga / }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    expect(text()).toContain('Pagato online');
    expect(intentBody[0]).toMatchObject({
      type: 'appointment',
      appointmentData: {
        barberId: MARCO,
        serviceId: CUT,
        date: '2026-11-24',
        time: '10:15',
        customerDetails: { name: 'Anna Neri', email: expect.any(String), phone: expect.any(String) },
      },
    });
    for (const part of ['address', 'postalCode', 'city']) expect(intentBody[0]).not.toHaveProperty(`appointmentData.customerDetails.${part}`);
    const [booking] = api.callsTo('guestBooking');
    expect(booking!.body).toMatchObject({
      paymentType: 'online',
      payment: { method: 'stripe_card', paymentId: 'pay_card', stripePaymentIntentId: 'pi_abcdefgh123' },
    });
  });
});
