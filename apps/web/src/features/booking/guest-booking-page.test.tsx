import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { jsonResponse, renderRoutes } from '../../test-utils';
import GuestBookingPage from './guest-booking-page';
import { BEARD, CUT, LUCA, MARCO, mockApi, slot, slotsAnswer } from './booking-test-data';
import { readDraft } from './guest-draft';
import { findWorkingDate } from './working-days';
import { barbers } from './booking-test-data';

const watchers = vi.hoisted(() => new Set<{ barberId: string; date: string; listener: () => void }>());
vi.mock('../../lib/slot-watch', () => ({
  watchSlots: (barberId: string, date: string, listener: () => void) => {
    const entry = { barberId, date, listener };
    watchers.add(entry);
    return () => watchers.delete(entry);
  },
}));

const freeDay = [slot('10:00', { available: false, isPast: true }), slot('10:15'), slot('10:30')];

function renderPage(slotsFor: (date: string) => ReturnType<typeof slotsAnswer> = () => slotsAnswer(freeDay)) {
  const fetchMock = mockApi({
    'GET /appointments/public/available-slots': (url) =>
      jsonResponse(200, slotsFor(url.searchParams.get('date') ?? '')),
  });
  const view = renderRoutes(
    [
      { path: '/guest-booking', element: <GuestBookingPage /> },
      { path: '/booking-confirmation', element: <h1>Conferma</h1> },
    ],
    { path: '/guest-booking' },
  );
  return { ...view, fetchMock };
}

const barberSelect = () => screen.getByLabelText('Barbiere') as HTMLSelectElement;
const serviceSelect = () => screen.getByLabelText('Servizio') as HTMLSelectElement;
const dateInput = () => screen.getByLabelText('Data') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Prenota Appuntamento' }) as HTMLButtonElement;
const today = todayInZone(new Date(), 'Europe/Zurich');

async function chooseBarberAndService(barberId = MARCO, serviceId = CUT) {
  await screen.findByRole('option', { name: 'Marco Bianchi' });
  fireEvent.change(barberSelect(), { target: { value: barberId } });
  fireEvent.change(serviceSelect(), { target: { value: serviceId } });
}

describe('GuestBookingPage', () => {
  it('has the spec title and the fields with sensible autocomplete', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Prenota come ospite' })).toBeTruthy();
    expect(screen.getByLabelText('Nome').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Cognome').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('Email').getAttribute('inputmode')).toBe('email');
    const phone = screen.getByLabelText('Telefono');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('placeholder')).toContain('senza +41');
    await screen.findByRole('option', { name: 'Marco Bianchi' });
  });

  it("keeps the service disabled until a barber is chosen, then offers only that barber's services", async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Marco Bianchi' });
    expect(serviceSelect().disabled).toBe(true);
    const hint = document.getElementById(serviceSelect().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Seleziona prima un barbiere per vedere i servizi disponibili');

    fireEvent.change(barberSelect(), { target: { value: MARCO } });
    expect(serviceSelect().disabled).toBe(false);
    const names = within(serviceSelect())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      'Seleziona un servizio',
      expect.stringContaining('Taglio + Shampoo'),
      expect.stringContaining('Barba Modellata'),
    ]);

    fireEvent.change(serviceSelect(), { target: { value: BEARD } });
    expect(serviceSelect().value).toBe(BEARD);
    fireEvent.change(barberSelect(), { target: { value: LUCA } });
    expect(serviceSelect().value).toBe('');
    expect(within(serviceSelect()).getAllByRole('option')).toHaveLength(2);
  });

  it('limits the date to the 30-day window in the shop time zone and proposes the first working day', async () => {
    renderPage();
    await chooseBarberAndService();
    expect(dateInput().min).toBe(today);
    expect(dateInput().max).toBe(addDays(today, 30));
    expect(dateInput().value).toBe(
      findWorkingDate(barbers[0]!, today, { first: today, last: addDays(today, 30) }),
    );
    expect(await screen.findByRole('group', { name: /^Orari di / })).toBeTruthy();
  });

  it('moves a proposed date on when that day has no free slot', async () => {
    const first = findWorkingDate(barbers[0]!, today, { first: today, last: addDays(today, 30) })!;
    const second = findWorkingDate(barbers[0]!, first, { first: today, last: addDays(today, 30) }, 1, false)!;
    renderPage((date) =>
      date === first
        ? slotsAnswer([slot('18:45', { available: false, isBooked: true })])
        : slotsAnswer(freeDay),
    );
    await chooseBarberAndService();
    await waitFor(() => expect(dateInput().value).toBe(second));
    expect(await screen.findByRole('button', { name: /ore 10:15, disponibile/ })).toBeTruthy();
  });

  it('shows the grid only once barber, service and date are set, and enables the submit only with a time', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Marco Bianchi' });
    expect(screen.queryByRole('group', { name: /^Orari di / })).toBeNull();
    expect(submit().disabled).toBe(true);
    await chooseBarberAndService();
    fireEvent.change(dateInput(), { target: { value: '' } });
    expect(screen.queryByRole('group', { name: /^Orari di / })).toBeNull();
    fireEvent.change(dateInput(), { target: { value: addDays(today, 7) } });
    const free = await screen.findByRole('button', { name: /ore 10:15, disponibile/ });
    expect(submit().disabled).toBe(true);
    fireEvent.click(free);
    expect(submit().disabled).toBe(false);
    expect(screen.getByText(/ore 10:15 · Taglio \+ Shampoo · CHF/)).toBeTruthy();
  });

  it('shows the red banner with the spec text when the barbers cannot be loaded', async () => {
    mockApi({
      'GET /appointments/public/barbers': () =>
        jsonResponse(500, { success: false, code: 'INTERNAL', message: 'x' }),
    });
    renderRoutes([{ path: '/guest-booking', element: <GuestBookingPage /> }], { path: '/guest-booking' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Errore nel caricamento dei barbieri');
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('checks the details with the shared schema, then keeps the draft and goes to the confirmation', async () => {
    const { router } = renderPage();
    await chooseBarberAndService();
    fireEvent.click(await screen.findByRole('button', { name: /ore 10:15, disponibile/ }));
    fireEvent.click(submit());
    expect(await screen.findByText('Il nome è obbligatorio')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: ' Anna ' } });
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Neri' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Anna.Neri@Example.ch' } });
    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '079 123 45 67' } });
    fireEvent.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmation'));
    const draft = readDraft();
    expect(draft?.details).toEqual({
      firstName: 'Anna',
      lastName: 'Neri',
      email: 'anna.neri@example.ch',
      phone: '+41791234567',
    });
    expect(draft?.choice).toMatchObject({ barberId: MARCO, serviceId: CUT, time: '10:15' });
    expect(draft?.summary).toEqual({
      barberName: 'Marco Bianchi',
      serviceName: 'Taglio + Shampoo',
      duration: 30,
      price: 30,
    });
    expect(draft?.attemptKey).toMatch(/^[\w-]{16,}$/);
  });

  it('drops a chosen time that someone else books meanwhile and says so', async () => {
    let taken = false;
    renderPage(() =>
      slotsAnswer([slot('10:15', taken ? { available: false, isBooked: true } : {}), slot('10:30')]),
    );
    await chooseBarberAndService();
    fireEvent.click(await screen.findByRole('button', { name: /ore 10:15, disponibile/ }));
    expect(submit().disabled).toBe(false);

    taken = true;
    const watcher = [...watchers].find((w) => w.barberId === MARCO);
    expect(watcher).toBeTruthy();
    act(() => watcher!.listener());

    expect(
      await screen.findByText("L'orario delle 10:15 non è più disponibile: scegline un altro."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /ore 10:15, già prenotato/ }).getAttribute('title')).toBe(
      'Slot già prenotato',
    );
    expect(submit().disabled).toBe(true);
  });
});
