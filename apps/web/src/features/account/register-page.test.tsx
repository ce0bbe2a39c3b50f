import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { reply, stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import RegisterPage from './register-page';

const renderRegister = () => {
  const auth = makeAuth(null);
  renderRoutes([{ path: '/register', element: <RegisterPage /> }], { path: '/register', auth });
  return auth;
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillForm = (confirmPassword = 'segreta123') => {
  fill('Nome', 'Mario');
  fill('Cognome', 'Rossi');
  fill('Email', ' Mario@Example.CH ');
  fill('Password', 'segreta123');
  fill('Conferma password', confirmPassword);
  fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
};

describe('RegisterPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the account without the confirmation and starts the session with the answer', async () => {
    const user = makeUser({ firstName: 'Mario' });
    const api = stubApi({ register: reply(201, { success: true, token: 'tok', user }) });
    const auth = renderRegister();
    fillForm();

    await vi.waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('tok', user));
    expect(api.callsTo('register')).toHaveLength(1);
    expect(api.callsTo('register')[0]!.body).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario@example.ch',
      password: 'segreta123',
    });
  });

  it('refuses a confirmation that differs without calling the server', async () => {
    const api = stubApi();
    renderRegister();
    fillForm('altra-password');

    expect(await screen.findByText('Le password non corrispondono')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on top and its field error under the field", async () => {
    stubApi({
      register: reply(409, {
        success: false,
        code: 'EMAIL_TAKEN',
        message: 'Esiste già un account con questa email.',
        errors: [{ field: 'email', message: 'Email già in uso' }],
      }),
    });
    const auth = renderRegister();
    fillForm();

    expect((await screen.findByRole('alert')).textContent).toBe('Esiste già un account con questa email.');
    expect(await screen.findByText('Email già in uso')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});
