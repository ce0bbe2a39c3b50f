import { describe, expect, it, vi } from 'vitest';
import type { CallAnswer } from '@barber/shared/contract/call';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import BookingConfirmationPage from '../booking/booking-confirmation-page';
import BookingPage from '../booking/booking-page';
import { cashOnly, slot, slotsAnswer, stubBookingApi } from '../booking/booking-test-data';
import { clearDraft } from '../booking/guest-draft';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

const canBook: CallAnswer<'appointmentLimitsCheck'> = {
  success: true,
  data: { canCreate: true, reason: null, message: null, current: 299, limit: 300 },
};

describe('booking at the plan limit (001 section 6)', () => {
  // The logged-in booking runs the guest's steps (issue 27 item 5, ADR 0055): the 403 comes at 'Conferma'.
  it("a 403 with upgradeRequired shows 'Limite prenotazioni raggiunto! Effettua un upgrade del piano.'", async () => {
    clearDraft();
    stubBookingApi({
      appointmentLimitsCheck: canBook,
      stripeConfig: cashOnly,
      publicAvailableSlots: slotsAnswer([slot('10:30')]),
      myAppointments: [],
      bookAppointment: reply(403, {
        success: false,
        code: 'PLAN_LIMIT_REACHED',
        upgradeRequired: true,
        message: 'Limite appuntamenti raggiunto (300/300). Effettua un upgrade per continuare.',
      }),
    });
    renderRoutes(
      [
        { path: '/booking', element: <BookingPage /> },
        { path: '/booking-confirmation', element: <BookingConfirmationPage /> },
      ],
      { path: '/booking', auth: makeAuth(makeUser({ role: 'client' })) },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Taglio \+ Shampoo/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Marco Bianchi/ }));
    fireEvent.click(await screen.findByRole('button', { name: /ore 10:30, disponibile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma - Pago in Sede' }));
    // Said beside 'Conferma', as the review step says every refusal (the old dropdown form also raised a toast:
    // one place, the alert a screen reader hears, is enough).
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Limite prenotazioni raggiunto! Effettua un upgrade del piano.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conferma - Pago in Sede' })).toBeTruthy());
  });

  it('the form waits for the limit check of the logged-in customer', async () => {
    stubBookingApi({
      appointmentLimitsCheck: () => new Promise(() => {}),
      myAppointments: [],
    });
    renderRoutes([{ path: '/booking', element: <BookingPage /> }], {
      path: '/booking',
      auth: makeAuth(makeUser({ role: 'client' })),
    });
    expect(await screen.findByText('Verifica dei limiti di prenotazione...')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' })).toBeNull();
  });
});
