import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { reply, stubApi, type Stub } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_xyz';

/** Opens the page at `path`, in the address bar and in the router alike. */
const open = (path: string) => {
  window.history.replaceState(null, '', path);
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login</p> },
    ],
    { path },
  );
};

const submitNewPassword = () => {
  fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: 'Password-Nuova-1' } });
  fireEvent.change(screen.getByLabelText('Conferma nuova password'), {
    target: { value: 'Password-Nuova-1' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
};

const mockConfirm = (answer: Stub<'confirmPasswordReset'>) => stubApi({ confirmPasswordReset: answer });
const sentBody = (api: ReturnType<typeof mockConfirm>) =>
  api.callsTo('confirmPasswordReset')[0]!.body as Record<string, unknown>;

describe('ResetPasswordPage', () => {
  it('reads the token from the fragment of the emailed link and sends it with the new password', async () => {
    const api = mockConfirm({ success: true, message: 'Password reimpostata.' });
    open(`/reset-password#token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reimposta la password');
    submitNewPassword();
    expect(await screen.findByText('login')).toBeTruthy();
    expect(api.callsTo('confirmPasswordReset')).toHaveLength(1);
    expect(sentBody(api)).toEqual({ token: TOKEN, newPassword: 'Password-Nuova-1' });
  });

  it('still accepts an old ?token= link and takes the token out of the query at once', async () => {
    const api = mockConfirm({ success: true, message: 'Password reimpostata.' });
    open(`/reset-password?token=${TOKEN}`);
    await vi.waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.location.hash).toBe(`#token=${TOKEN}`);
    submitNewPassword();
    expect(await screen.findByText('login')).toBeTruthy();
    expect(sentBody(api).token).toBe(TOKEN);
  });

  it('asks for the email without a token', () => {
    open('/reset-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Password dimenticata');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it("sends the reset request and shows the server's answer in place of the form", async () => {
    const api = stubApi({ requestPasswordReset: { success: true, message: 'Se l’email esiste, ti abbiamo scritto.' } });
    open('/reset-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Email non valida')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Mario@Example.CH ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Se l’email esiste, ti abbiamo scritto.')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(api.callsTo('requestPasswordReset')[0]!.body).toEqual({ email: 'mario@example.ch' });
  });

  it('a refused link offers a new one and leaves the address bar', async () => {
    mockConfirm(
      reply(400, {
        success: false,
        code: 'RESET_TOKEN_INVALID',
        message: 'Il link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
      }),
    );
    open(`/reset-password#token=${TOKEN}`);
    submitNewPassword();
    expect(
      await screen.findByText(
        'Il link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeTruthy();
    expect(window.location.hash).toBe('');
  });
});
