import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { reply, type Stubs } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { stubBookingApi } from '../booking/booking-test-data';
import UnsubscribePage from './unsubscribe-page';

const renderAt = (search: string, stubs: Stubs = {}) => {
  const api = stubBookingApi(stubs);
  renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], { path: `/unsubscribe${search}` });
  return api;
};

describe('UnsubscribePage (/unsubscribe)', () => {
  it('without email or token: the spec text, no button', () => {
    renderAt('?email=anna%40example.ch');
    expect(
      screen.getByText("Link non valido. Assicurati di utilizzare il link fornito nell'email."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma Cancellazione' })).toBeNull();
  });

  it('shows the email; confirming sends {email, token} and shows Cancellazione Completata with a home link', async () => {
    const api = renderAt('?email=anna%40example.ch&token=abcDEF_123-xyzABCDEF12', {
      unsubscribe: { success: true, message: 'ok' },
    });
    expect(screen.getByText('anna@example.ch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma Cancellazione' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellazione Completata' })).toBeTruthy();
    const calls = api.callsTo('unsubscribe');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      email: 'anna@example.ch',
      token: 'abcDEF_123-xyzABCDEF12',
    });
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it('a refused link: the spec failure text, the button stays', async () => {
    renderAt('?email=anna%40example.ch&token=sbagliato', {
      unsubscribe: reply(400, {
        success: false,
        code: 'VALIDATION',
        message: 'Link di cancellazione non valido.',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma Cancellazione' }));
    expect(
      await screen.findByText('Si è verificato un errore durante la cancellazione. Riprova più tardi.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conferma Cancellazione' })).toBeTruthy();
  });
});
