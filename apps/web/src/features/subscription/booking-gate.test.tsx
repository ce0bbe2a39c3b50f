import { describe, expect, it } from 'vitest';
import type { CallAnswer } from '@barber/shared/contract/call';
import { screen } from '@testing-library/react';
import { reply, stubApi, type Stub } from '../../test-api';
import { makeAuth, makeUser, renderRoutes, shopAnswer } from '../../test-utils';
import { BookingGate } from './booking-gate';

function stubLimits(answer: Stub<'appointmentLimitsCheck'> | 'pending') {
  stubApi({
    shopState: shopAnswer,
    appointmentLimitsCheck: answer === 'pending' ? () => new Promise(() => {}) : answer,
  });
}

type Reason = CallAnswer<'appointmentLimitsCheck'>['data']['reason'];
const limit = (
  canCreate: boolean,
  reason: Reason,
  message: string | null = null,
): Stub<'appointmentLimitsCheck'> => ({
  success: true,
  data: { canCreate, reason, message, current: 300, limit: 300 },
});

const render = (admin = false) =>
  renderRoutes(
    [
      {
        path: '/booking',
        element: (
          <BookingGate admin={admin}>
            <p>modulo di prenotazione</p>
          </BookingGate>
        ),
      },
    ],
    { path: '/booking', auth: makeAuth(makeUser({ role: admin ? 'admin' : 'client' })) },
  );

describe('BookingGate', () => {
  it('says the limits are being checked first', () => {
    stubLimits('pending');
    render();
    expect(screen.getByText('Verifica dei limiti di prenotazione...')).toBeTruthy();
    expect(screen.queryByText('modulo di prenotazione')).toBeNull();
  });

  it('shows the form when a booking is allowed', async () => {
    stubLimits(limit(true, null));
    render();
    expect(await screen.findByText('modulo di prenotazione')).toBeTruthy();
  });

  it('without an active plan a customer is told bookings are suspended', async () => {
    stubLimits(limit(false, 'SUBSCRIPTION_INACTIVE', 'Abbonamento non attivo.'));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prenotazioni online sospese' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scegli un piano' })).toBeNull();
  });

  it("shows 'Hai raggiunto il limite di prenotazioni' at the monthly limit, with the shop's phone", async () => {
    stubLimits(limit(false, 'MONTHLY_LIMIT_REACHED', 'Limite appuntamenti raggiunto (300/300).'));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hai raggiunto il limite di prenotazioni' }),
    ).toBeTruthy();
    expect(screen.queryByText('modulo di prenotazione')).toBeNull();
    expect((await screen.findByRole('link', { name: /Chiama il negozio/ })).getAttribute('href')).toBe(
      'tel:+41910000000',
    );
  });

  it('shows the subscription-required screen without an active plan; the admin gets the way to a plan', async () => {
    stubLimits(limit(false, 'NO_SUBSCRIPTION', 'Seleziona un piano per accedere a questa funzionalità.'));
    render(true);
    expect(await screen.findByRole('heading', { level: 3, name: 'Abbonamento Richiesto' })).toBeTruthy();
    expect(screen.getByText('Serve un abbonamento attivo per creare appuntamenti.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scegli un piano' }).getAttribute('href')).toBe(
      '/admin?tab=subscription',
    );
  });

  it('shows the form when the check itself fails: the server checks again on booking', async () => {
    stubLimits(reply(500, { success: false, code: 'INTERNAL', message: 'x' }));
    render();
    expect(await screen.findByText('modulo di prenotazione')).toBeTruthy();
  });
});
