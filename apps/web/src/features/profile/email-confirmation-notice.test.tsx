import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { PersonalTab } from './personal-tab';

afterEach(() => vi.restoreAllMocks());

const render = (emailConfirmed: boolean, answer: () => Response = () => jsonResponse(500, {})) => {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
  const user = makeUser({ email: 'nina@example.ch', emailConfirmed });
  renderRoutes([{ path: '/profile', element: <PersonalTab user={user} /> }], { path: '/profile', auth: makeAuth(user) });
  return fetchMock;
};

describe("the profile's email confirmation notice (ADR 0031)", () => {
  it('is not there once the email is confirmed', () => {
    render(true);
    expect(screen.queryByRole('heading', { name: 'Conferma la tua email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invia di nuovo il link' })).toBeNull();
  });

  it("says why it matters and sends a new link with 'Invia di nuovo il link'", async () => {
    const fetchMock = render(false, () =>
      jsonResponse(200, { success: true, message: 'Ti abbiamo inviato un nuovo link di conferma a nina@example.ch. Vale 24 ore.' }),
    );
    expect(screen.getByRole('heading', { name: 'Conferma la tua email' })).toBeTruthy();
    expect(screen.getByText(/Non hai ancora confermato nina@example\.ch\./).textContent).toContain('fatti come ospite');
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo il link' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/resend-confirmation');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
  });

  it('shows the server’s refusal as it comes (3 links an hour)', async () => {
    render(false, () =>
      jsonResponse(429, {
        success: false,
        code: 'CONFIRM_RATE_LIMITED',
        message: 'Hai già chiesto diversi link di conferma. Controlla anche la cartella spam. Riprova tra 40 minuti.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo il link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Riprova tra 40 minuti.');
  });
});
