import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reply, stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import ConfirmEmailPage from './confirm-email-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_xyz';
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const open = (path: string, signedIn = false) => {
  window.history.replaceState(null, '', path);
  const auth = makeAuth(signedIn ? makeUser({ emailConfirmed: false }) : null);
  return renderRoutes([{ path: '/conferma-email', element: <ConfirmEmailPage /> }], { path, auth });
};

describe('ConfirmEmailPage (/conferma-email#token=…)', () => {
  it('posts the token of the fragment once, shows the answer and takes the token out of the address bar', async () => {
    const api = stubApi({ confirmEmail: { success: true, message: 'Email confermata. Le prenotazioni…' } });
    open(`/conferma-email#token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conferma email');
    expect(await screen.findByText('Email confermata. Le prenotazioni…')).toBeTruthy();
    expect(screen.queryByText('Conferma della tua email in corso…')).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.callsTo('confirmEmail')[0]!.body).toEqual({ token: TOKEN });
    await vi.waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.getByRole('link', { name: 'Accedi' })).toBeTruthy();
  });

  it('a logged-in tab reads its account again, so the profile stops asking', async () => {
    localStorage.setItem('token', 'token-attuale');
    const confirmed = makeUser({ emailConfirmed: true });
    stubApi({ currentUser: confirmed, confirmEmail: { success: true, message: 'Email confermata.' } });
    const { auth } = open(`/conferma-email#token=${TOKEN}`, true);
    await vi.waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('token-attuale', confirmed));
    expect(screen.getByRole('link', { name: 'Vai al tuo profilo' })).toBeTruthy();
  });

  it('an expired or used link: the server’s Italian reason', async () => {
    stubApi({
      confirmEmail: reply(400, {
        success: false,
        code: 'CONFIRM_TOKEN_INVALID',
        message: 'Il link di conferma non è valido o è scaduto.',
      }),
    });
    open(`/conferma-email#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il link di conferma non è valido o è scaduto.',
    );
  });

  it('a link without a usable token sends nothing', () => {
    const api = stubApi();
    open('/conferma-email#token=corto');
    expect(screen.getByRole('alert').textContent).toMatch(/^Il link di conferma non è valido/);
    expect(api).not.toHaveBeenCalled();
  });
});
