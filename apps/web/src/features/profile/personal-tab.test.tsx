import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply, stubApi, type Stubs } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { PersonalTab } from './personal-tab';

afterEach(() => vi.restoreAllMocks());

const user = makeUser({
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.ch',
  phone: '+41791234567',
});

// The tab's last-minute card reads the customer's choice (ADR 0069) as it opens.
const CHOICE: Stubs = { lastMinuteChoice: { success: true, data: { enabled: true } } };

function renderTab(stubs: Stubs = {}) {
  const api = stubApi({ ...CHOICE, ...stubs });
  const auth = makeAuth(user);
  renderRoutes([{ path: '/profile', element: <PersonalTab user={user} /> }], { path: '/profile', auth });
  return { api, auth };
}

describe('Informazioni Personali', () => {
  it('edit mode: Annulla restores the values and clears the password fields', () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Profilo' }));
    const name = screen.getByLabelText(/^Nome/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Marco' } });
    fireEvent.change(screen.getByLabelText('Password Attuale'), { target: { value: 'vecchia' } });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Profilo' }));
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Mario');
    expect((screen.getByLabelText('Password Attuale') as HTMLInputElement).value).toBe('');
  });

  it('refuses a confirmation that differs, with the spec’s text, and sends nothing', () => {
    const { api } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Profilo' }));
    fireEvent.change(screen.getByLabelText('Password Attuale'), { target: { value: 'vecchia-password' } });
    fireEvent.change(screen.getByLabelText(/^Nuova Password/), { target: { value: 'nuova-password-1' } });
    fireEvent.change(screen.getByLabelText('Conferma Nuova Password'), {
      target: { value: 'nuova-password-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva Modifiche' }));
    expect(screen.getByText('Le nuove password non corrispondono')).toBeTruthy();
    expect(api.callsTo('updateProfile')).toHaveLength(0);
  });

  it('saves with the spec’s payload and signs in with the new token after a password change', async () => {
    const saved = { ...user, phone: '+41797654321' };
    const { api, auth } = renderTab({
      updateProfile: { success: true, message: 'ok', user: saved, token: 'nuovo-token' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Profilo' }));
    fireEvent.change(screen.getByLabelText(/^Telefono/), { target: { value: '079 765 43 21' } });
    fireEvent.change(screen.getByLabelText('Password Attuale'), { target: { value: 'vecchia-password' } });
    fireEvent.change(screen.getByLabelText(/^Nuova Password/), { target: { value: 'nuova-password-1' } });
    fireEvent.change(screen.getByLabelText('Conferma Nuova Password'), {
      target: { value: 'nuova-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('nuovo-token', saved));
    expect(api.callsTo('updateProfile')[0]?.body).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '079 765 43 21',
      email: 'mario.rossi@example.ch',
      currentPassword: 'vecchia-password',
      newPassword: 'nuova-password-1',
    });
    expect(
      within(screen.getByRole('status')).getByText(
        "Profilo aggiornato con successo! Se hai modificato la password, riceverai un'email di conferma.",
      ),
    ).toBeTruthy();
  });

  it('shows the server’s message for a wrong current password and stays in edit mode', async () => {
    renderTab({
      updateProfile: reply(401, {
        code: 'WRONG_PASSWORD',
        message: 'La password attuale non è corretta.',
        errors: [{ field: 'currentPassword', message: 'La password attuale non è corretta.' }],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Profilo' }));
    fireEvent.change(screen.getByLabelText('Password Attuale'), { target: { value: 'sbagliata' } });
    fireEvent.change(screen.getByLabelText(/^Nuova Password/), { target: { value: 'nuova-password-1' } });
    fireEvent.change(screen.getByLabelText('Conferma Nuova Password'), {
      target: { value: 'nuova-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findAllByText('La password attuale non è corretta.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Salva Modifiche' })).toBeTruthy();
  });

  it('refuses a GIF or a file over 5 MB in the browser with the spec’s texts', async () => {
    const { api } = renderTab();
    const input = screen.getByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Solo immagini JPG e PNG sono permesse')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("L'immagine non può superare i 5MB")).toBeTruthy();
    // Nothing sent: the only call is the last-minute card reading the choice.
    expect(api.routeCalls().map((call) => call.route)).toEqual(['lastMinuteChoice']);
  });
});
