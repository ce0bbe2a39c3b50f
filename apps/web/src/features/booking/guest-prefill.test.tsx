import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { renderRoutes } from '../../test-utils';
import GuestBookingPage from './guest-booking-page';
import {
  BEARD,
  CUT,
  LUCA,
  MARCO,
  barbers,
  services,
  slot,
  slotsAnswer,
  stubBookingApi,
} from './booking-test-data';
import { checkPrefill, prefillFromSearch } from './guest-prefill';
import { findWorkingDate } from './working-days';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

const today = todayInZone(new Date(), 'Europe/Zurich');
const range = { first: today, last: addDays(today, 30) };
const search = (query: Record<string, string>) => new URLSearchParams(query);

describe('prefillFromSearch', () => {
  it('reads service, barber, day and time', () => {
    expect(
      prefillFromSearch(search({ serviceId: CUT, barberId: MARCO, date: '2026-12-01', time: '10:15' })),
    ).toEqual({
      serviceId: CUT,
      barberId: MARCO,
      date: '2026-12-01',
      time: '10:15',
      dateAuto: false,
      anyBarber: false,
    });
  });

  it('needs a service; leaves out malformed values; a time needs its day and its barber', () => {
    expect(prefillFromSearch(search({}))).toBeNull();
    expect(prefillFromSearch(search({ barberId: MARCO, date: '2026-12-01', time: '10:15' }))).toBeNull();
    expect(prefillFromSearch(search({ serviceId: '<script>' }))).toBeNull();
    const odd = prefillFromSearch(
      search({ serviceId: CUT, barberId: 'a b', date: '2026-02-30', time: '25:00' }),
    );
    expect(odd).toMatchObject({ serviceId: CUT, barberId: '', date: '', time: '' });
    expect(prefillFromSearch(search({ serviceId: CUT, date: '2026-12-01', time: '10:15' }))).toMatchObject({
      date: '2026-12-01',
      time: '',
    });
    expect(prefillFromSearch(search({ serviceId: CUT, barberId: MARCO, time: '10:15' }))).toMatchObject({
      time: '',
    });
  });
});

describe('checkPrefill', () => {
  const catalog = { services, barbers };
  const choice = { serviceId: CUT, barberId: MARCO, date: addDays(today, 2), time: '10:15', dateAuto: false };

  it('keeps a choice the catalogue offers', () => {
    expect(checkPrefill(choice, catalog, range)).toEqual(choice);
  });

  it('drops an unknown service, a barber without the service, a day outside the window', () => {
    expect(checkPrefill({ ...choice, serviceId: 'nope' }, catalog, range)).toBeNull();
    expect(checkPrefill({ ...choice, barberId: LUCA }, catalog, range)).toMatchObject({
      barberId: '',
      time: '',
    });
    expect(checkPrefill({ ...choice, date: addDays(today, 40) }, catalog, range)).toMatchObject({
      barberId: MARCO,
      date: '',
      time: '',
    });
    expect(checkPrefill({ ...choice, date: addDays(today, -1) }, catalog, range)).toMatchObject({ date: '' });
  });
});

describe('GuestBookingPage with a prefilled link', () => {
  const day = findWorkingDate(barbers[0]!, addDays(today, 1), range)!;

  function renderAt(path: string) {
    stubBookingApi({ publicAvailableSlots: slotsAnswer([slot('10:00'), slot('10:15'), slot('10:30')]) });
    return renderRoutes([{ path: '/guest-booking', element: <GuestBookingPage /> }], { path });
  }

  it('opens with the service, the barber, the day and the time chosen: only the details are left', async () => {
    renderAt(`/guest-booking?serviceId=${CUT}&barberId=${MARCO}&date=${day}&time=10:15`);
    // The time step is a lazy chunk.
    const chosen = await screen.findByRole('button', { name: /ore 10:15, disponibile/ }, { timeout: 10_000 });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: /^4\. I tuoi dati/ })).toBeTruthy();
    expect(screen.getByText('Marco Bianchi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prenota Appuntamento' })).toBeTruthy();
  });

  it('ignores what the catalogue does not offer: a barber without the service leaves the barber step open', async () => {
    renderAt(`/guest-booking?serviceId=${CUT}&barberId=${LUCA}&date=${day}&time=10:15`);
    await screen.findByRole('heading', { level: 2, name: /^2\. Barbiere/ });
    expect(screen.queryByRole('button', { name: /ore 10:15/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prenota Appuntamento' })).toBeNull();
  });

  it('starts empty with an unknown service', async () => {
    renderAt(`/guest-booking?serviceId=unknown&barberId=${MARCO}&date=${day}&time=10:15`);
    await screen.findByRole('button', { name: /^Taglio \+ Shampoo/ });
    expect(screen.queryByRole('heading', { level: 2, name: /^2\./ })).toBeNull();
  });

  it('follows a new link while the page is open', async () => {
    const { router } = renderAt('/guest-booking');
    await screen.findByRole('button', { name: /^Taglio \+ Shampoo/ });
    expect(screen.queryByRole('heading', { level: 2, name: /^2\./ })).toBeNull();
    await act(() =>
      router.navigate(`/guest-booking?serviceId=${BEARD}&barberId=${MARCO}&date=${day}&time=10:30`),
    );
    const chosen = await screen.findByRole('button', { name: /ore 10:30, disponibile/ }, { timeout: 10_000 });
    await waitFor(() => expect(chosen.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getAllByText(/Barba Modellata/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: /^4\. I tuoi dati/ })).toBeTruthy();
  });
});
