import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type { AnyBarberSlotsResponse } from '@barber/shared/schemas/any-barber';
import { reply, type Stubs } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { formatDate } from '../../lib/format';
import GuestBookingPage from './guest-booking-page';
import {
  CUT,
  LUCA,
  MARCO,
  barbers,
  makeBarber,
  slot,
  slotsAnswer,
  stubBookingApi,
} from './booking-test-data';
import { readDraft } from './guest-draft';
import { findWorkingDate } from './working-days';

const watchers = vi.hoisted(() => new Set<{ barberId: string; date: string; listener: () => void }>());
vi.mock('../../lib/slot-watch', () => ({
  watchSlots: (barberId: string, date: string, listener: () => void) => {
    const entry = { barberId, date, listener };
    watchers.add(entry);
    return () => watchers.delete(entry);
  },
}));

const freeDay = [slot('10:00', { available: false, isPast: true }), slot('10:15'), slot('10:30')];
const today = todayInZone(new Date(), 'Europe/Zurich');
const window = { first: today, last: addDays(today, 30) };
/** How the date field shows a day: dd.mm.yyyy. */
const toDisplayDate = (date: string) => date.split('-').reverse().join('.');

function renderPage(
  slotsFor: (date: string) => ReturnType<typeof slotsAnswer> = () => slotsAnswer(freeDay),
  extra: Stubs = {},
) {
  const api = stubBookingApi({
    publicAvailableSlots: ({ query }) => slotsFor(query.get('date') ?? ''),
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: '/guest-booking', element: <GuestBookingPage /> },
      { path: '/booking-confirmation', element: <h1>Conferma</h1> },
    ],
    { path: '/guest-booking' },
  );
  return { ...view, api };
}

const stepHeading = (name: RegExp) => screen.queryByRole('heading', { level: 2, name });
const dateInput = () => screen.getByLabelText('Data') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Prenota Appuntamento' }) as HTMLButtonElement;
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function tapService(name = /^Taglio \+ Shampoo/) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

async function threeTaps(time = /ore 10:15, disponibile/) {
  await tapService();
  tap(/^Marco Bianchi/);
  fireEvent.click(await screen.findByRole('button', { name: time }));
}

describe('GuestBookingPage', () => {
  it('starts with the services only: barber, time and details come after, one tap each', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Prenota come ospite' })).toBeTruthy();
    await tapService();
    expect(stepHeading(/^1\. Servizio/)).toBeTruthy();
    expect(stepHeading(/^2\. Barbiere/)).toBeTruthy();
    expect(stepHeading(/^3\./)).toBeNull();
    expect(screen.queryByLabelText('Nome')).toBeNull();
    // Step 1 closed into one line with 'Cambia'.
    expect(screen.getByRole('button', { name: 'Cambia servizio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hair Tattoo/ })).toBeNull();

    tap(/^Marco Bianchi/);
    expect(stepHeading(/^3\. Giorno e orario/)).toBeTruthy();
    expect(screen.queryByLabelText('Nome')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prenota Appuntamento' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: /ore 10:15, disponibile/ }));
    expect(stepHeading(/^4\. I tuoi dati/)).toBeTruthy();
    // The details heading has the focus, not a field: no keyboard pops up over the choice.
    await waitFor(() => expect(document.activeElement).toBe(stepHeading(/^4\. I tuoi dati/)));
    // The fields are their own chunk (loaded with the third step): they appear a moment after the heading.
    expect((await screen.findByLabelText('Nome')).getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Cognome').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('Email').getAttribute('inputmode')).toBe('email');
    const phone = screen.getByLabelText('Telefono');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('placeholder')).toContain('senza +41');
    expect(screen.getByText(/ore 10:15 · Taglio \+ Shampoo · CHF/)).toBeTruthy();
  });

  it("offers 'Qualsiasi barbiere' first, then only the barbers who offer the service", async () => {
    renderPage();
    await tapService();
    const list = screen.getByRole('heading', { name: /^2\. Barbiere/ }).closest('section')!;
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toContain('Qualsiasi barbiere');
    expect(names.slice(1)).toEqual(['Marco Bianchi']);
  });

  it("'Cambia' reopens the services; a service the barber does not offer drops him", async () => {
    renderPage();
    await tapService();
    tap(/^Marco Bianchi/);
    tap('Cambia servizio');
    expect(screen.getByRole('button', { name: /^Hair Tattoo/ })).toBeTruthy();
    expect(stepHeading(/^3\./)).toBeNull();
    tap(/^Hair Tattoo/);
    const list = screen.getByRole('heading', { name: /^2\. Barbiere/ }).closest('section')!;
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Qualsiasi barbiere'), 'Luca Moretti']);
    expect(stepHeading(/^3\./)).toBeNull();
  });

  it('proposes the first working day of the barber, within the 30-day window in the shop time zone', async () => {
    renderPage();
    await tapService();
    tap(/^Marco Bianchi/);
    expect(dateInput().value).toBe(toDisplayDate(findWorkingDate(barbers[0]!, today, window)!));
    expect(
      screen.getByText('Ti proponiamo il primo giorno con orari liberi: puoi sceglierne un altro.'),
    ).toBeTruthy();
    // A day picked by hand is the guest's; the hint then names the window's last day.
    fireEvent.change(dateInput(), { target: { value: toDisplayDate(addDays(today, 7)) } });
    expect(
      screen.getByText(`Puoi prenotare da oggi fino al ${formatDate(addDays(today, 30), 'medium')}.`),
    ).toBeTruthy();
    expect(await screen.findByRole('group', { name: /^Orari di / })).toBeTruthy();
  });

  it('moves a proposed date on when that day has no free slot', async () => {
    const first = findWorkingDate(barbers[0]!, today, window)!;
    const second = findWorkingDate(barbers[0]!, first, window, 1, false)!;
    renderPage((date) =>
      date === first
        ? slotsAnswer([slot('18:45', { available: false, isBooked: true })])
        : slotsAnswer(freeDay),
    );
    await tapService();
    tap(/^Marco Bianchi/);
    await waitFor(() => expect(dateInput().value).toBe(toDisplayDate(second)));
    expect(await screen.findByRole('button', { name: /ore 10:15, disponibile/ })).toBeTruthy();
  });

  it('groups the times into Mattina, Pomeriggio and Sera and leaves the lunch break out', async () => {
    renderPage(() =>
      slotsAnswer([
        slot('11:45'),
        slot('12:00', { available: false, isBreak: true }),
        slot('12:45', { available: false, isBreak: true }),
        slot('13:00'),
        slot('18:00'),
      ]),
    );
    await tapService();
    tap(/^Marco Bianchi/);
    const grid = await screen.findByRole('group', { name: /^Orari di / });
    const part = (name: string) =>
      within(within(grid).getByRole('group', { name }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(part('Mattina')).toEqual(['11:45']);
    expect(part('Pomeriggio')).toEqual(['13:00']);
    expect(part('Sera')).toEqual(['18:00']);
    expect(screen.queryByText('12:00')).toBeNull();
  });

  it('shows the red banner with the spec text when the barbers cannot be loaded', async () => {
    stubBookingApi({ publicBarbers: reply(500, { success: false, code: 'INTERNAL', message: 'x' }) });
    renderRoutes([{ path: '/guest-booking', element: <GuestBookingPage /> }], { path: '/guest-booking' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Errore nel caricamento dei barbieri');
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('checks the details with the shared schema, then keeps the draft and goes to the confirmation', async () => {
    const { router } = renderPage();
    await threeTaps();
    fireEvent.click(submit());
    expect(await screen.findByText('Il nome è obbligatorio')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: ' Anna ' } });
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
    expect(draft?.choice).toMatchObject({ barberId: MARCO, serviceId: CUT, time: '10:15', anyBarber: false });
    expect(draft?.summary).toEqual({
      barberName: 'Marco Bianchi',
      serviceName: 'Taglio + Shampoo',
      duration: 30,
      price: 30,
    });
    expect(draft?.attemptKey).toMatch(/^[\w-]{16,}$/);
  });

  it("with 'Qualsiasi barbiere' proposes the first free day and books the barber of the picked time", async () => {
    const day = addDays(today, 2);
    const answer: AnyBarberSlotsResponse = {
      success: true,
      date: day,
      barbers: 2,
      data: [
        { time: '10:15', barberId: MARCO, barberName: 'Marco Bianchi' },
        { time: '14:00', barberId: LUCA, barberName: 'Luca Moretti' },
      ],
    };
    const { api, router } = renderPage(undefined, {
      publicBarbers: [barbers[0]!, makeBarber({ _id: LUCA, firstName: 'Luca', lastName: 'Moretti' })],
      anyBarberSlots: answer,
    });
    await tapService();
    tap(/^Qualsiasi barbiere/);
    fireEvent.click(await screen.findByRole('button', { name: /ore 14:00, disponibile/ }));
    expect(dateInput().value).toBe(toDisplayDate(day));
    const [first] = api.callsTo('anyBarberSlots');
    expect(first!.query.get('serviceId')).toBe(CUT);
    expect(first!.query.has('date')).toBe(false);
    // Both barbers' days are watched: a booking with either refreshes the merged grid.
    expect(
      [...watchers]
        .filter((w) => w.date === day)
        .map((w) => w.barberId)
        .sort(),
    ).toEqual([MARCO, LUCA].sort());
    expect(screen.getByText(/ore 14:00 · Taglio \+ Shampoo · Luca Moretti · CHF/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambia barbiere' }).closest('section')?.textContent).toContain(
      'Qualsiasi barbiere',
    );

    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Neri' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.ch' } });
    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '079 123 45 67' } });
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmation'));
    expect(readDraft()?.choice).toMatchObject({ barberId: LUCA, anyBarber: true, date: day, time: '14:00' });
    expect(readDraft()?.summary.barberName).toBe('Luca Moretti');
  });

  it('says so when no barber has a free time for the service in the window', async () => {
    renderPage(undefined, {
      anyBarberSlots: { success: true, date: null, barbers: 1, data: [] },
    });
    await tapService();
    tap(/^Qualsiasi barbiere/);
    expect(
      await screen.findByText('Nessun orario libero nei prossimi 30 giorni per questo servizio.'),
    ).toBeTruthy();
  });

  it('drops a chosen time that someone else books meanwhile and says so', async () => {
    let taken = false;
    renderPage(() =>
      slotsAnswer([slot('10:15', taken ? { available: false, isBooked: true } : {}), slot('10:30')]),
    );
    await threeTaps();
    expect(submit()).toBeTruthy();

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
    expect(screen.queryByRole('button', { name: 'Prenota Appuntamento' })).toBeNull();
  });
});
