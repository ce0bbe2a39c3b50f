import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type StubRequest } from '../../test-api';
import { toast } from '../../lib/toast';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { ProfileForm } from './profile-form';

const user = makeUser({
  role: 'barber',
  barberId: 'b-1',
  firstName: 'Marco',
  lastName: 'Rossi',
  phone: null,
});
const ownBarber = { _id: 'b-1', phone: '+41791234567', bio: 'Tagli classici' };
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Salva profilo' }) as HTMLButtonElement;

describe('ProfileForm (the barber panel)', () => {
  it("waits for a change, checks it with the spec's messages and focuses the wrong field", async () => {
    const api = stubApi({});
    renderRoutes([{ path: '/', element: <ProfileForm user={user} ownBarber={ownBarber} /> }], {
      auth: makeAuth(user),
    });
    expect((screen.getByLabelText('Telefono *') as HTMLInputElement).value).toBe('+41791234567');
    expect(save().disabled).toBe(true);
    fill('Telefono *', '123');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(
      await screen.findByText('Inserisci un numero di telefono valido (formato internazionale).'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Telefono *'));
    fill('Telefono *', '+41791234567');
    expect(save().disabled).toBe(true);
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the phone without spaces and the bio, says so, and what was saved is the new baseline; a refusal shows the server's reason", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const sent: StubRequest[] = [];
    stubApi({
      updateProfile: (request) => {
        sent.push(request);
        if (sent.length === 1) return reply(500, { success: false, message: 'Guasto del server' });
        return { success: true, message: 'ok', user: { ...user, phone: '+41798887766' } } as never;
      },
    });
    renderRoutes([{ path: '/', element: <ProfileForm user={user} ownBarber={ownBarber} /> }], {
      auth: makeAuth(user),
    });
    fill('Telefono *', '+41 79 888 77 66');
    fill('Biografia (facoltativa)', 'Barba e capelli');
    fireEvent.click(save());
    expect(await screen.findByText('Guasto del server')).toBeTruthy();
    fireEvent.click(save());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profilo aggiornato con successo!'));
    expect(sent[1]!.body).toEqual({
      firstName: 'Marco',
      lastName: 'Rossi',
      phone: '+41798887766',
      bio: 'Barba e capelli',
    });
    expect((screen.getByLabelText('Telefono *') as HTMLInputElement).value).toBe('+41798887766');
    expect(save().disabled).toBe(true);
    expect(screen.queryByText('Guasto del server')).toBeNull();
  });
});
