import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { ServicesTab } from './services/services-tab';
import { UsersTab } from './users/users-tab';

const admin = makeAuth(makeUser({ role: 'admin' }));
const render = (tab: React.ReactElement) => renderRoutes([{ path: '/', element: tab }], { auth: admin });

afterEach(() => vi.unstubAllGlobals());

describe('the admin tabs with a list and an add form (services, users)', () => {
  it('lists the services and opens the add form from its button, which closes it again and takes the focus back', async () => {
    stubApi({
      adminServices: {
        success: true,
        data: [{ _id: 's1', name: 'Taglio', price: 25, duration: 30, description: null, isActive: true }],
      },
    });
    render(<ServicesTab />);
    const list = screen.getByRole('region', { name: 'Servizi' });
    expect(await within(list).findByText('Taglio')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Aggiungi servizio' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Aggiungi servizio' })).toBeNull();

    fireEvent.click(button);
    expect(screen.getByRole('form', { name: 'Aggiungi servizio' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Chiudi');

    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Aggiungi servizio' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('says how many users there are beside the list title, and what an empty service list means', async () => {
    stubApi({
      adminUsers: [
        {
          ...makeUser({ _id: 'u1', firstName: 'Marco', lastName: 'Rossi' }),
          isActive: true,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      ],
      adminServices: { success: true, data: [] },
    });
    render(<UsersTab />);
    const title = await screen.findByRole('heading', { level: 3, name: /^Utenti/ });
    expect(await within(title).findByText('1 utente')).toBeTruthy();
    render(<ServicesTab />);
    expect(await screen.findByText('Nessun servizio ancora: aggiungi il primo con il modulo.')).toBeTruthy();
  });
});
