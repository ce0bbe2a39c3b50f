import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { reply, type Stub } from '../../test-api';
import { SlotPicker } from './slot-picker';
import type { DayStatus } from '@barber/shared/schemas/appointments';
import { CUT, MARCO, dayAnswer, slot, slotsAnswer, stubBookingApi } from './booking-test-data';

vi.mock('../../lib/slot-watch', () => ({ watchSlots: () => () => {} }));

function renderPicker(answer: Stub<'publicAvailableSlots'>, onNextWorkingDay?: () => void, day?: DayStatus) {
  stubBookingApi({
    publicAvailableSlots: answer,
    // An empty grid: the picker asks the one-day calendar why.
    ...(day ? { availabilityCalendar: dayAnswer(day) } : {}),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SlotPicker
        barberId={MARCO}
        serviceId={CUT}
        duration={30}
        date="2026-11-23"
        selected=""
        onSelect={() => {}}
        onNextWorkingDay={onNextWorkingDay}
      />
    </QueryClientProvider>,
  );
}

describe('SlotPicker', () => {
  it("says 'Caricamento slot...' while loading", () => {
    renderPicker(() => new Promise(() => {}));
    expect(screen.getByRole('status').textContent).toBe('Caricamento slot...');
  });

  it('names the vacation and its dates', async () => {
    renderPicker(slotsAnswer([]), undefined, {
      kind: 'vacation',
      vacation: { startDate: '2026-12-12', endDate: '2026-12-16' },
    });
    expect(await screen.findByText('Il barbiere è in vacanza')).toBeTruthy();
    expect(screen.getByText('Dal 12 dicembre 2026 al 16 dicembre 2026')).toBeTruthy();
  });

  it('names the closed weekday, capitalised', async () => {
    renderPicker(slotsAnswer([]), () => {}, { kind: 'closed', weekday: 'monday' });
    expect(await screen.findByText('Lunedì chiuso')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vai al giorno lavorativo successivo' })).toBeTruthy();
  });

  it('explains a day without hours and one outside the booking window', async () => {
    renderPicker(slotsAnswer([]), undefined, { kind: 'no-hours' });
    expect(await screen.findByText('Nessun orario di lavoro disponibile per questo giorno')).toBeTruthy();
  });

  it('explains a date outside the booking window', async () => {
    renderPicker(slotsAnswer([]), undefined, { kind: 'outside-window' });
    expect(await screen.findByText(/da oggi fino a 30 giorni in avanti/)).toBeTruthy();
  });

  it('says when an open day has no free slot, and still shows why', async () => {
    renderPicker(slotsAnswer([slot('18:30', { available: false, isBooked: true })]));
    expect(await screen.findByText('Nessun orario libero in questa data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /ore 18:30, già prenotato/ })).toBeTruthy();
  });

  it('says a day whose times have all gone is full, and lists none of them', async () => {
    renderPicker(slotsAnswer([slot('09:00', { available: false, isPast: true }), slot('09:15', { available: false, isPast: true })]));
    expect(await screen.findByText('Nessun orario libero in questa data.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ore 09:/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Legenda' })).toBeNull();
  });

  it('shows the spec error in a red banner with a retry, and no stale slots', async () => {
    renderPicker(reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Errore nel caricamento degli slot disponibili');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
