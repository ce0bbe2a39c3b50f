import { describe, expect, it, vi } from 'vitest';
import type { CallAnswer } from '@barber/shared/contract/call';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { reply } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import BookingPage from '../booking/booking-page';
import { CUT, MARCO, slot, slotsAnswer, stubBookingApi } from '../booking/booking-test-data';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

const canBook: CallAnswer<'appointmentLimitsCheck'> = {
  success: true,
  data: { canCreate: true, reason: null, message: null, current: 299, limit: 300 },
};

describe('booking at the plan limit (001 section 6)', () => {
  it("a 403 with upgradeRequired shows 'Limite prenotazioni raggiunto! Effettua un upgrade del piano.'", async () => {
    const error = vi.spyOn(toast, 'error');
    stubBookingApi({
      appointmentLimitsCheck: canBook,
      publicAvailableSlots: slotsAnswer([slot('10:30')]),
      myAppointments: [],
      bookAppointment: reply(403, {
        success: false,
        code: 'PLAN_LIMIT_REACHED',
        upgradeRequired: true,
        message: 'Limite appuntamenti raggiunto (300/300). Effettua un upgrade per continuare.',
      }),
    });
    renderRoutes([{ path: '/booking', element: <BookingPage /> }], {
      path: '/booking',
      auth: makeAuth(makeUser({ role: 'client' })),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' });
    const scope = within(heading.closest('div')!);
    await screen.findByRole('option', { name: 'Marco Bianchi' });
    fireEvent.change(scope.getByLabelText('Barbiere'), { target: { value: MARCO } });
    fireEvent.change(scope.getByLabelText('Servizio'), { target: { value: CUT } });
    fireEvent.click(await scope.findByRole('button', { name: /ore 10:30, disponibile/ }));
    fireEvent.click(scope.getByRole('button', { name: 'Prenota' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Limite prenotazioni raggiunto! Effettua un upgrade del piano.');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Limite prenotazioni raggiunto! Effettua un upgrade del piano.'),
    );
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
