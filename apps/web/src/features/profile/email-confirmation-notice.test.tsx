import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { reply, stubApi, type Stub } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { PersonalTab } from './personal-tab';

afterEach(() => vi.restoreAllMocks());

const render = (emailConfirmed: boolean, answer?: Stub<'resendEmailConfirmation'>) => {
  // The tab's last-minute card reads the customer's choice (ADR 0069) as it opens.
  const choice = { lastMinuteChoice: { success: true as const, data: { enabled: true } } };
  const api = stubApi(answer ? { ...choice, resendEmailConfirmation: answer } : choice);
  const user = makeUser({ email: 'nina@example.ch', emailConfirmed });
  renderRoutes([{ path: '/profile', element: <PersonalTab user={user} /> }], {
    path: '/profile',
    auth: makeAuth(user),
  });
  return api;
};

describe("the profile's email confirmation notice (ADR 0031)", () => {
  it('is not there once the email is confirmed', () => {
    render(true);
    expect(screen.queryByRole('heading', { name: 'Conferma la tua email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invia di nuovo il link' })).toBeNull();
  });

  it("says why it matters and sends a new link with 'Invia di nuovo il link'", async () => {
    const api = render(false, {
      success: true,
      message: 'Ti abbiamo inviato un nuovo link di conferma a nina@example.ch. Vale 24 ore.',
    });
    expect(screen.getByRole('heading', { name: 'Conferma la tua email' })).toBeTruthy();
    expect(screen.getByText(/Non hai ancora confermato nina@example\.ch\./).textContent).toContain(
      'fatti come ospite',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo il link' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(api.callsTo('resendEmailConfirmation')).toHaveLength(1);
  });

  it('shows the server’s refusal as it comes (3 links an hour)', async () => {
    render(
      false,
      reply(429, {
        success: false,
        code: 'CONFIRM_RATE_LIMITED',
        message:
          'Hai già chiesto diversi link di conferma. Controlla anche la cartella spam. Riprova tra 40 minuti.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo il link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Riprova tra 40 minuti.');
  });
});
