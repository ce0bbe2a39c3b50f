import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../test-utils';
import BookingConfirmationPage from './booking-confirmation-page';
import {
  CUT,
  MARCO,
  callsTo,
  guestAnswer,
  makeAppointment,
  mockApi,
  type Handler,
} from './booking-test-data';
import { readDraft, saveDraft, type GuestDraft } from './guest-draft';

const draft: GuestDraft = {
  version: 1,
  form: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '079 123 45 67' },
  details: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '+41791234567' },
  choice: { barberId: MARCO, serviceId: CUT, date: '2026-11-24', time: '10:15', dateAuto: false },
  summary: { barberName: 'Marco Bianchi', serviceName: 'Taglio + Shampoo', duration: 30, price: 30 },
  attemptKey: 'key-attempt-1',
  booked: null,
};

const GUEST_POST = 'POST /appointments/public/appointments/guest';

function renderFlow(path = '/booking-confirmation', post?: Handler) {
  const fetchMock = mockApi({
    [GUEST_POST]: post ?? (() => jsonResponse(201, guestAnswer())),
  });
  const view = renderRoutes(
    [
      { path: '/guest-booking', element: <h1>Modulo</h1> },
      { path: '/booking-confirmation', element: <BookingConfirmationPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { path },
  );
  return { ...view, fetchMock };
}

const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('BookingConfirmationPage', () => {
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

  it('books once with the attempt key, even on a double tap, and completes', async () => {
    saveDraft(draft);
    const { fetchMock, router } = renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Completa la Prenotazione' })).toBeTruthy();
    expect(screen.getByText('Pagamenti Non Disponibili')).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'Conferma - Pago in Sede' });
    fireEvent.click(pay);
    fireEvent.click(pay);

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    const posts = callsTo(fetchMock, GUEST_POST);
    expect(posts).toHaveLength(1);
    const [, init] = posts[0]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-attempt-1');
    expect(JSON.parse(String(init.body))).toEqual({
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
  });

  it('shows the completion again after a reload or the back button, without sending anything', async () => {
    saveDraft({ ...draft, booked: makeAppointment() });
    const { fetchMock } = renderFlow('/booking-confirmation?step=payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    expect(callsTo(fetchMock, GUEST_POST)).toHaveLength(0);
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
    const { fetchMock } = renderFlow('/booking-confirmation?step=payment', () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(201, guestAnswer());
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Impossibile contattare il server');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    const keys = callsTo(fetchMock, GUEST_POST).map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual(['key-attempt-1', 'key-attempt-1']);
  });

  it('on a taken slot shows the server message and sends the guest back to pick another time', async () => {
    saveDraft(draft);
    const message = 'Questo orario è appena stato prenotato da un altro cliente. Scegli un altro orario.';
    const { router } = renderFlow('/booking-confirmation?step=payment', () =>
      jsonResponse(409, { success: false, code: 'SLOT_TAKEN', message }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
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
      jsonResponse(403, { success: false, code: 'FORBIDDEN', message: 'Booking limit reached' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Limite prenotazioni raggiunto. Contatta il gestore per maggiori informazioni.',
    );
    vi.restoreAllMocks();
  });
});
