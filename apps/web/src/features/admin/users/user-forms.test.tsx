import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type StubRequest } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserAddForm } from './user-add-form';
import { UserEditor } from './user-editor';

const admin = makeAuth(makeUser({ role: 'admin' }));
const render = (ui: React.ReactElement) => renderRoutes([{ path: '/', element: ui }], { auth: admin });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the users tab's forms", () => {
  it("checks a new user with the server's rules, focuses the first wrong field and clears its error as it is typed in", async () => {
    stubApi({});
    render(<UserAddForm onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi utente' }));
    expect(await screen.findByText('Email non valida')).toBeTruthy();
    expect(screen.getByText('Il nome è obbligatorio')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    type('Email', 'anna@example.ch');
    expect(screen.queryByText('Email non valida')).toBeNull();
    expect(screen.getByText('Il nome è obbligatorio')).toBeTruthy();
  });

  it('sends the new user, says so and starts again empty; a refusal names the field and the reason', async () => {
    const sent: StubRequest[] = [];
    let refuse = true;
    stubApi({
      createUser: (request) => {
        sent.push(request);
        if (refuse)
          return reply(409, {
            success: false,
            message: 'Email già registrata',
            errors: [{ field: 'email', message: 'Email già registrata' }],
          });
        return { success: true, message: 'Utente creato con successo!', data: {} } as never;
      },
    });
    const onDone = vi.fn();
    render(<UserAddForm onDone={onDone} />);
    type('Email', 'anna@example.ch');
    type('Nome', 'Anna');
    type('Cognome', 'Bianchi');
    type('Telefono', '+41 79 123 45 67');
    fireEvent.change(screen.getByLabelText('Ruolo'), { target: { value: 'barber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggerisci password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi utente' }));
    expect(await screen.findByText("Errore nella creazione dell'utente: Email già registrata")).toBeTruthy();
    expect(screen.getAllByText('Email già registrata')).toHaveLength(1);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi utente' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Utente creato con successo!'));
    expect(sent[1]!.body).toMatchObject({ email: 'anna@example.ch', firstName: 'Anna', role: 'barber' });
    expect((sent[1]!.body as { password: string }).password.length).toBeGreaterThanOrEqual(8);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it("resets a user's password with a checked new one and reports the server's refusal", async () => {
    stubApi({ resetUserPassword: reply(500, { success: false, message: 'Guasto' }) });
    const user = { _id: 'u1', email: 'anna@example.ch' } as Parameters<typeof ResetPasswordDialog>[0]['user'];
    render(<ResetPasswordDialog user={user} name="Anna" onClose={vi.fn()} onDone={vi.fn()} />);
    type('Nuova password', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Reimposta' }));
    expect(await screen.findByText('La password deve essere di almeno 8 caratteri')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nuova password'));
    type('Nuova password', 'lunga-abbastanza');
    fireEvent.click(screen.getByRole('button', { name: 'Reimposta' }));
    expect(await screen.findByText('Errore nel ripristino della password: Guasto')).toBeTruthy();
  });
  it("edits a user in place: starts in the first name, checks with the server's rules and sends the changes", async () => {
    const sent: StubRequest[] = [];
    stubApi({
      updateUser: (request) => {
        sent.push(request);
        if (sent.length === 1)
          return reply(400, {
            success: false,
            message: 'Email già registrata',
            errors: [{ field: 'email', message: 'Email già registrata' }],
          });
        return { success: true, message: 'Utente aggiornato con successo!', data: {} } as never;
      },
    });
    const user = {
      _id: 'u1',
      email: 'anna@example.ch',
      firstName: 'Anna',
      lastName: 'Bianchi',
      phone: '+41 79 123 45 67',
      role: 'client',
    } as unknown as Parameters<typeof UserEditor>[0]['user'];
    const onSaved = vi.fn();
    render(<UserEditor user={user} name="Anna Bianchi" onCancel={vi.fn()} onSaved={onSaved} />);
    const firstName = screen.getByLabelText('Nome – Anna Bianchi');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    type('Nome – Anna Bianchi', '');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeTruthy();
    expect(sent).toHaveLength(0);
    type('Nome – Anna Bianchi', 'Annalisa');
    fireEvent.change(screen.getByLabelText('Ruolo – Anna Bianchi'), { target: { value: 'barber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText("Errore nell'aggiornamento dell'utente: Email già registrata"),
    ).toBeTruthy();
    expect(screen.getAllByText('Email già registrata')).toHaveLength(1);
    type('Email – Anna Bianchi', 'annalisa@example.ch');
    expect(screen.queryByText('Email già registrata')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Utente aggiornato con successo!'));
    expect(sent[1]!.params).toMatchObject({ id: 'u1' });
    expect(sent[1]!.body).toMatchObject({
      firstName: 'Annalisa',
      lastName: 'Bianchi',
      role: 'barber',
      phone: '+41 79 123 45 67',
    });
  });
});
