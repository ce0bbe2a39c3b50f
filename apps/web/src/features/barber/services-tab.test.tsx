import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@barber/shared/schemas/catalog';
import { stubApi } from '../../test-api';
import { makeAuth, makeStaffBarber, makeUser, renderRoutes } from '../../test-utils';
import { ServicesTab } from './services-tab';

const services: Service[] = [
  { _id: 's-1', name: 'Taglio + Shampoo', price: 30, duration: 30, description: null, isActive: true },
  { _id: 's-2', name: 'Barba Modellata', price: 25, duration: 30, description: null, isActive: true },
];
const marco = makeStaffBarber();

function serve() {
  stubApi({
    activeServices: services,
    barberView: { success: true, data: marco },
    saveBarberServices: { success: true, data: { ...marco, serviceIds: ['s-1', 's-2'] } },
  });
  return renderRoutes(
    [
      { path: '/barber', element: <ServicesTab barberId="b-1" /> },
      { path: '/altrove', element: <p>Altrove</p> },
    ],
    { path: '/barber?tab=services', auth: makeAuth(makeUser({ role: 'barber' })) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ServicesTab', () => {
  it('warns about unsaved changes like the hours tab, and asks before leaving with them', async () => {
    const { router } = serve();
    const barba = await screen.findByRole('checkbox', { name: /Barba Modellata/ });
    expect(screen.queryByText('Hai modifiche non salvate.')).toBeNull();
    fireEvent.click(barba);
    expect(screen.getByText('Hai modifiche non salvate.')).toBeTruthy();
    // The save button by the title and the one floating in reach of a thumb.
    expect(screen.getAllByRole('button', { name: 'Salva' })).toHaveLength(2);

    // Another tab of the panel (the URL's ?tab) or a link: the question, and staying keeps the edits.
    await act(() => router.navigate('/barber?tab=profile'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Resta qui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?tab=services');
    expect((screen.getByRole('checkbox', { name: /Barba Modellata/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await act(() => router.navigate('/altrove'));
    const again = within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' }));
    fireEvent.click(again.getByRole('button', { name: 'Esci senza salvare' }));
    expect(await screen.findByText('Altrove')).toBeTruthy();
  });

  it('lets the barber leave freely once saved', async () => {
    const { router } = serve();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Barba Modellata/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Salva' })[0]!);
    expect(await screen.findByText('Servizi aggiornati con successo!')).toBeTruthy();
    expect(screen.queryByText('Hai modifiche non salvate.')).toBeNull();
    await act(() => router.navigate('/altrove'));
    expect(await screen.findByText('Altrove')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
