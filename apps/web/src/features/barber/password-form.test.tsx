import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type Stub } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { PasswordForm } from './password-form';

function renderForm(answer?: Stub<'changePassword'>) {
  const api = stubApi(answer ? { changePassword: answer } : {});
  const auth = makeAuth(makeUser({ role: 'barber', barberId: 'b-1' }));
  renderRoutes([{ path: '/', element: <PasswordForm email="marco@example.ch" /> }], { auth });
  return { api, auth };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));

describe('PasswordForm', () => {
  it("checks the three fields with the spec's messages before calling the server", async () => {
    const { api } = renderForm();
    submit();
    expect((await screen.findAllByText('Tutti i campi sono obbligatori.')).length).toBe(3);

    fill('Password attuale', 'vecchia-password');
    fill('Nuova password', 'corta');
    fill('Conferma nuova password', 'corta');
    submit();
    expect(await screen.findByText('La nuova password deve essere di almeno 8 caratteri.')).toBeTruthy();

    fill('Nuova password', 'nuova-password-1');
    fill('Conferma nuova password', 'nuova-password-2');
    submit();
    expect(await screen.findByText('Le nuove password non corrispondono.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('a wrong current password gets the spec text; a success stores the new token', async () => {
    const { api } = renderForm(
      reply(401, { success: false, code: 'WRONG_PASSWORD', message: 'Password attuale errata' }),
    );
    fill('Password attuale', 'sbagliata');
    fill('Nuova password', 'nuova-password-1');
    fill('Conferma nuova password', 'nuova-password-1');
    submit();
    expect((await screen.findAllByText('La password attuale non è corretta.')).length).toBeGreaterThan(0);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('on success the session takes the new token', async () => {
    const user = makeUser({ role: 'barber', barberId: 'b-1' });
    const { auth } = renderForm({ success: true, token: 'nuovo-token', user, message: 'ok' });
    fill('Password attuale', 'vecchia-password');
    fill('Nuova password', 'nuova-password-1');
    fill('Conferma nuova password', 'nuova-password-1');
    submit();
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('nuovo-token', user));
    expect(
      screen.getByText(
        'Password cambiata con successo! Una email di conferma è stata inviata al tuo indirizzo email.',
      ),
    ).toBeTruthy();
  });
});
