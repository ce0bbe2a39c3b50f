import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply } from '../../test-api';
import { makePayment, renderRoutes } from '../../test-utils';
import BookingConfirmationPage from './booking-confirmation-page';
import { MARCO, guestAnswer, guestDraft as draft, makeAppointment, stubBookingApi } from './booking-test-data';
import { saveDraft } from './guest-draft';

// No socket in these tests: the realtime channel only adds the LIVE badge and TWINT updates.
vi.mock('../payments/payment-watch', () => ({ watchPayment: () => () => undefined, watchConnection: () => () => undefined }));

const REASON = 'Negli ultimi 12 mesi risultano 2 appuntamenti mancati (assenze o cancellazioni tardive): per prenotare è richiesto un acconto di CHF 10.00, dedotto dal prezzo in negozio.';
const TERMS = "Accetto che l'acconto di CHF 10.00 sia trattenuto dal negozio se non mi presento o se cancello meno di 24 ore prima dell'appuntamento.";
const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the deposit a booking needs (DEPOSIT_REQUIRED)', () => {
  it('shows why and how much, takes it by test card with the terms ticked, then books with the paid deposit', async () => {
    saveDraft(draft);
    const bookings: unknown[] = [];
    const intents: unknown[] = [];
    const api = stubBookingApi({
      stripeConfig: { publishableKey: 'pk_test_offline', provider: 'test', testMode: true, onlinePayments: true, methods: ['stripe_card', 'twint', 'cash'], currency: 'CHF' },
      guestBooking: ({ body }) => {
        bookings.push(body);
        if (bookings.length === 1) {
          return reply(402, {
            success: false,
            code: 'DEPOSIT_REQUIRED',
            message: 'Per questa prenotazione è richiesto un acconto: pagalo con carta o TWINT per confermare.',
            deposit: { amount: 10, reason: 'missed', reasonText: REASON, terms: TERMS },
          } as never);
        }
        return reply(201, guestAnswer(makeAppointment({ paymentType: 'in_person', paymentStatus: 'pay_in_shop' })));
      },
      createPaymentIntent: ({ body }) => {
        intents.push(body);
        return reply(201, {
          success: true,
          client_secret: 'pi_deposit123_secret_x',
          clientSecret: 'pi_deposit123_secret_x',
          paymentIntentId: 'pi_deposit123',
          paymentId: 'pay_deposit',
          amount: 10,
          currency: 'CHF',
          status: 'requires_payment_method',
          provider: 'test',
          testMode: true,
          appointmentId: 'appt-1',
          holdExpiresAt: null,
        });
      },
      confirmPayment: { success: true, data: makePayment({ status: 'succeeded', amount: 10 }), message: 'Pagamento completato' },
    });
    renderRoutes([{ path: '/booking-confirmation', element: <BookingConfirmationPage /> }], { path: '/booking-confirmation?step=payment' });

    // Paying in the shop is refused: the deposit step takes over, with no cash option left.
    fireEvent.click(await screen.findByRole('radio', { name: /Pago in Sede/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect(await screen.findByRole('heading', { name: 'Acconto richiesto' })).toBeTruthy();
    expect(text()).toContain(REASON);
    expect(text()).toContain('Acconto da pagare ora');
    expect(text()).toContain('Da pagare in negozio');
    expect(text()).toContain('CHF 20.00');
    expect(screen.queryByRole('radio', { name: /Pago in Sede/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Paga / }).textContent).toContain('10.00');

    fireEvent.click(screen.getByRole('checkbox', { name: TERMS }));
    for (const [label, value] of [
      ['Numero della carta', '4242 4242 4242 4242'],
      ['Scadenza (MM/AA)', '12/99'],
      ['CVC', '123'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: /^Paga / }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Completata!' })).toBeTruthy();
    expect(intents[0]).toMatchObject({ type: 'appointment', appointmentData: { deposit: true, depositTermsAccepted: true, barberId: MARCO } });
    await waitFor(() => expect(api.callsTo('guestBooking')).toHaveLength(2));
    expect(bookings[1]).toMatchObject({ paymentType: 'online', payment: { stripePaymentIntentId: 'pi_deposit123' } });
  });
});
