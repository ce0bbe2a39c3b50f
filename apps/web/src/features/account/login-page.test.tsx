import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { reply, stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import LoginPage from './login-page';

const renderLogin = () => {
  const auth = makeAuth(null);
  renderRoutes([{ path: '/login', element: <LoginPage /> }], { path: '/login', auth });
  return auth;
};

describe('LoginPage', () => {
  it('has one h1 and labelled fields', () => {
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows the Italian validation messages of the shared schema under the fields', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Email non valida')).toBeTruthy();
    expect(screen.getByText('La password è obbligatoria')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email non valida',
    );
  });

  it('focuses the first wrong field, and once submitted its message follows what is typed', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@example.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('La password è obbligatoria')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(password);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario' } });
    expect(await screen.findByText('Email non valida')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@example.ch' } });
    await vi.waitFor(() => expect(screen.queryByText('Email non valida')).toBeNull());
    fireEvent.change(password, { target: { value: 'segreta123' } });
    await vi.waitFor(() => expect(screen.queryByText('La password è obbligatoria')).toBeNull());
  });

  it('shows the pending label while the login is on its way', async () => {
    let answer: (value: { success: true; token: string; user: ReturnType<typeof makeUser> }) => void = () => {};
    const user = makeUser();
    stubApi({ login: () => new Promise((resolve) => (answer = resolve)) });
    const auth = renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@example.ch' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'segreta123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Accesso in corso…')).toBeTruthy();
    answer({ success: true, token: 'tok', user });
    await vi.waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('tok', user));
  });

  it('shows and hides the password', () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it("shows the server's message when the login is refused", async () => {
    stubApi({
      login: reply(429, {
        success: false,
        message: 'Troppi tentativi di accesso. Riprova tra un minuto.',
        code: 'LOGIN_RATE_LIMITED',
      }),
    });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@example.ch' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'segreta123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Troppi tentativi di accesso. Riprova tra un minuto.',
    );
  });

  it('starts the session with the answer, sending the normalised email', async () => {
    const user = makeUser();
    const api = stubApi({ login: { success: true, token: 'tok', user } });
    const auth = renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  Mario@Example.CH ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'segreta123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    await vi.waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('tok', user));
    expect(api.callsTo('login')[0]!.body).toEqual({ email: 'mario@example.ch', password: 'segreta123' });
  });
});
