import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedAppointment } from '@barber/shared/contract/manage';
import { reply, type Stubs } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { CUT, MARCO, slot, stubBookingApi } from '../booking/booking-test-data';
import ManagePage from './manage-page';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

const TOKEN = 'tok_0123456789abcdefghijABCDEFGHIJ0123456789';

function managed(overrides: Partial<ManagedAppointment> = {}): ManagedAppointment {
  return {
    _id: 'appt-1',
    date: '2026-11-24',
    time: '10:15',
    startsAt: '2026-11-24T09:15:00.000Z',
    endsAt: '2026-11-24T09:45:00.000Z',
    service: 'Taglio + Shampoo',
    serviceId: CUT,
    duration: 30,
    price: 30,
    status: 'confirmed',
    paymentType: 'in_person',
    paymentStatus: 'pay_in_shop',
    barber: { _id: MARCO, firstName: 'Marco', lastName: 'Bianchi' },
    firstName: 'Anna',
    changeable: true,
    notChangeableReason: null,
    changeUntil: { at: '2026-11-23T09:15:00.000Z', date: '2026-11-23', time: '10:15' },
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
const ok = (data: ManagedAppointment, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

function renderPage(stubs: Stubs) {
  const api = stubBookingApi(stubs);
  const view = renderRoutes(
    [
      { path: '/appuntamento/:token', element: <ManagePage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { path: `/appuntamento/${TOKEN}` },
  );
  return { ...view, api };
}
const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('ManagePage (/appuntamento/:token)', () => {
  it('shows the appointment, the calendar links and, before the limit, Sposta and a destructive Annulla', async () => {
    renderPage({ managedAppointment: ok(managed()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Il tuo appuntamento' })).toBeTruthy();
    for (const part of [
      'Ciao Anna',
      'Taglio + Shampoo',
      'Martedì 24 novembre 2026',
      '10:15–10:45',
      'Marco Bianchi',
      '30 minuti',
      'CHF 30.00',
      'Da pagare in sede',
      'Confermato',
      'fino a lunedì 23 novembre 2026 alle 10:15',
    ]) {
      expect(text()).toContain(part);
    }
    await waitFor(() => expect(text()).toContain('Studio Test, Via Nassa 1, 6900 Lugano'));
    const ics = screen.getByRole('link', { name: /Scarica il file \.ics/ });
    expect(ics.getAttribute('download')).toBe('appuntamento.ics');
    const file = decodeURIComponent(
      ics.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''),
    );
    expect(file).toContain('DTSTART:20261124T091500Z\r\nDTEND:20261124T094500Z');
    expect(file).toContain(`UID:appt-1@${window.location.hostname}`);
    const google = new URL(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')!);
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20261124T091500Z/20261124T094500Z');
    expect(screen.getByRole('button', { name: 'Sposta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annulla appuntamento' }).className).toContain('bg-danger');
  });

  it('a wrong or expired link: the not-found page, with a way home', async () => {
    renderPage({
      managedAppointment: reply(404, {
        success: false,
        code: 'MANAGE_LINK_NOT_FOUND',
        message: 'Appuntamento non trovato',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appuntamento non trovato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Sposta' })).toBeNull();
  });

  it('within 24 hours: no actions, the shop’s phone to call instead', async () => {
    renderPage({ managedAppointment: ok(managed({ changeable: false, notChangeableReason: 'TOO_LATE' })) });
    expect(await screen.findByText(/Mancano meno di 24 ore/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sposta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annulla appuntamento' })).toBeNull();
    const call = await screen.findByRole('link', { name: 'Chiama +41 91 000 00 00' });
    expect(call.getAttribute('href')).toBe('tel:+41910000000');
  });

  it("cancels after asking, then shows the appointment cancelled with 'Prenota di Nuovo'", async () => {
    const { api } = renderPage({
      managedAppointment: ok(managed()),
      managedAppointmentCancel: ok(
        managed({ status: 'cancelled', changeable: false, notChangeableReason: 'NOT_MODIFIABLE' }),
        'Appuntamento cancellato con successo',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla appuntamento' }));
    const dialog = await screen.findByRole('dialog', { name: "Annullare l'appuntamento?" });
    expect(api.callsTo('managedAppointmentCancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    expect(await screen.findByText('Questo appuntamento è stato annullato.')).toBeTruthy();
    expect(api.callsTo('managedAppointmentCancel')).toHaveLength(1);
    expect(api.callsTo('managedAppointmentCancel')[0]!.params).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Sposta' })).toBeNull();
    expect(text()).toContain('Cancellato');
    // A guest (no account in this render) books again through the guest flow.
    expect(screen.getByRole('link', { name: 'Prenota di Nuovo' }).getAttribute('href')).toBe('/guest-booking');
  });

  it('moves: the current time marked attuale, a new one picked, both compared, then sent', async () => {
    const { api } = renderPage({
      managedAppointment: ok(managed()),
      publicAvailableSlots: [
        slot('10:00'),
        slot('10:15', { available: false, isBooked: true }),
        slot('10:30', { available: false, isBooked: true }),
        slot('11:00'),
      ],
      managedAppointmentMove: ok(
        managed({ time: '11:00', startsAt: '2026-11-24T10:00:00.000Z', endsAt: '2026-11-24T10:30:00.000Z' }),
        'ok',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sposta' }));
    expect(await screen.findByRole('heading', { name: 'Sposta appuntamento' })).toBeTruthy();
    const current = await screen.findByRole('button', { name: /10:15.*attuale/i });
    expect(current.getAttribute('data-state')).toBe('current');
    expect(screen.getByRole('button', { name: 'Continua' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /11:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('heading', { name: 'Conferma lo spostamento' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Attuale' })).getByText('10:15')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Nuovo' })).getByText('11:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma spostamento' }));
    await waitFor(() => expect(text()).toContain('11:00–11:30'));
    const [moved] = api.callsTo('managedAppointmentMove');
    expect(moved!.params).toEqual({ token: TOKEN });
    expect(moved!.body).toEqual({ date: '2026-11-24', time: '11:00' });
    expect(screen.getByRole('button', { name: 'Sposta' })).toBeTruthy();
  });

  it('a time taken meanwhile: the Italian message, back to the grid to pick another', async () => {
    renderPage({
      managedAppointment: ok(managed()),
      publicAvailableSlots: [slot('10:15', { available: false, isBooked: true }), slot('11:00')],
      managedAppointmentMove: reply(409, {
        success: false,
        code: 'SLOT_TAKEN',
        message: 'Questo orario è appena stato prenotato.',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sposta' }));
    fireEvent.click(await screen.findByRole('button', { name: /11:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma spostamento' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Questo orario è appena stato prenotato.',
    );
    expect(screen.getByRole('heading', { name: 'Sposta appuntamento' })).toBeTruthy();
    expect(text()).toContain('10:15–10:45');
  });
});
